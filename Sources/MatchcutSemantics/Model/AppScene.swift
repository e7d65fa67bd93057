import MatchcutSource
import MatchcutSyntax

/// An `App` (`@main struct X: App { var body: some Scene { WindowGroup { … } } }`): the scene
/// types are SwiftUI's (`WindowGroup`, `Window`, `Settings`, `DocumentGroup`, `MenuBarExtra`),
/// not views. An app is never evaluated as a whole. When the module has a preview, the previews
/// are the scenes and the app is skipped; otherwise the content of its first `WindowGroup` (or
/// `Window`) is the one scene (docs/semantics.md "Apps").
struct AppDeclaration {
  var decl: StructDecl
  var file: String
  var source: SourceFile

  /// SwiftUI's scene types, which only an `App`'s `body` builds.
  static let sceneTypes: Set<String> = [
    "WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra", "ImmersiveSpace",
    "UtilityWindow",
  ]

  /// Whether a struct is an app: it conforms to `App` or carries `@main`.
  static func isApp(_ decl: StructDecl) -> Bool {
    decl.inheritance.contains { ModuleBuilder.simpleName($0) == "App" }
      || decl.attributes.contains { $0.name.text == "main" }
  }

  /// The trailing closure of the first `WindowGroup { … }` or `Window(…) { … }` in the app's
  /// `body`, looking through the scene modifiers after it (`.modelContainer(for:)`,
  /// `.commands { … }`) and through `#if`.
  func windowContent() -> (body: PatternBindingSyntax, content: ClosureSyntax)? {
    for member in CompilationConditions.flatten(decl.members) {
      guard case .variable(let v) = member else { continue }
      for binding in v.bindings where binding.name.text == "body" {
        guard case .getter(let block) = binding.accessors else { continue }
        for statement in CompilationConditions.flatten(block.statements) {
          if let closure = Self.windowContent(statement) { return (binding, closure) }
        }
      }
    }
    return nil
  }

  private static func windowContent(_ statement: StmtSyntax) -> ClosureSyntax? {
    switch statement.kind {
    case .expression(let expr): return windowContent(expr)
    case .returnStatement(let value?): return windowContent(value)
    default: return nil
    }
  }

  private static func windowContent(_ expr: ExprSyntax) -> ClosureSyntax? {
    var current = expr
    while case .call(let call) = current.kind {
      if case .identifier(let callee) = call.callee.kind {
        guard callee.text == "WindowGroup" || callee.text == "Window",
          let closure = call.trailingClosures.first?.closure, closure.signature == nil
        else { return nil }
        return closure
      }
      guard case .memberAccess(let base, _) = call.callee.kind else { return nil }
      current = base
    }
    return nil
  }
}
