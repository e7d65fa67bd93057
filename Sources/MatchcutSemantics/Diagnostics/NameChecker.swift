import MatchcutSource
import MatchcutSyntax

/// Resolves every identifier of every body statically, so that a name Matchcut cannot resolve is
/// reported even in code no explored state reaches (a branch never taken, an action never
/// offered, a UIKit helper no scene shows).
///
/// Here it is a warning: pasted code compiled in Xcode, so an unknown name is almost always an
/// API Matchcut does not model, and code no state reaches cannot change the scene's geometry.
/// The evaluator reports the same message at the same range as an error when it reaches it;
/// the sink keeps one diagnostic and raises it to the error.
struct NameChecker {
  let module: Module
  let sink: DiagnosticSink

  /// A chain of local scopes.
  private final class Scope {
    var names: Set<String>
    let parent: Scope?
    init(_ names: Set<String> = [], parent: Scope?) {
      self.names = names
      self.parent = parent
    }
    func contains(_ name: String) -> Bool { names.contains(name) || (parent?.contains(name) ?? false) }
    /// Every name in reach, once each (only asked for a suggestion).
    var all: [String] { Array(names.union(parent?.all ?? [])) }
  }

  /// The names every module can use: SwiftUI's and the standard library's that Matchcut knows.
  /// Built once per process (they were re-hashed into each module's set, ~150 k instructions a
  /// compile).
  private static let builtinNames: Set<String> = {
    let extra = [
      "self", "Self", "super", "true", "false", "nil", "debugPrint", "AnyView", "Angle",
      PresentationHost.dismissIdentifier,
    ]
    // Sized once: growing a set re-hashes every name it holds.
    var names = Set<String>(
      minimumCapacity: Builtins.typeNames.count + Builtins.viewNames.count + Builtins.functionNames.count
        + Effects.names.count + Builtins.constants.count
        + FrameworkViews.flexible.count + FrameworkViews.contentNames.count + Interpreter.stackLayouts.count
        + Interpreter.erasers.count + Interpreter.moduleQualifiers.count + Builtins.styleStructs.count
        + extra.count)
    names.formUnion(Builtins.typeNames)
    names.formUnion(Builtins.viewNames)
    names.formUnion(Builtins.functionNames)
    names.formUnion(Effects.names)
    names.formUnion(Builtins.constants.keys)
    names.formUnion(FrameworkViews.flexible)
    names.formUnion(FrameworkViews.contentNames)
    names.formUnion(Interpreter.stackLayouts.keys)
    names.formUnion(Interpreter.erasers)
    names.formUnion(Interpreter.moduleQualifiers)
    names.formUnion(Builtins.styleStructs.keys)
    names.formUnion(extra)
    return names
  }()

  /// What the body of an `extension View` function can call on implicit self: the modifiers.
  private static let modifierNames: Set<String> = Set(Builtins.modifierNames).union(Builtins.ignoredModifiers)
    .union(["modifier"])

  /// The module's own top-level names.
  private var moduleNames: Set<String> {
    var names = Set(module.globals.keys).union(module.types.keys).union(module.enums.keys)
    names.formUnion(module.globalFunctions.keys)
    names.formUnion(module.builtinExtensions.keys)
    names.formUnion(module.protocols.keys)
    for key in module.nestedTypes.keys {
      if let last = key.split(separator: ".").last { names.insert(String(last)) }
    }
    return names
  }

  func run() {
    let base = Scope(moduleNames, parent: Scope(Self.builtinNames, parent: nil))
    for type in module.types.values.sorted(by: { $0.name < $1.name }) { check(type, base) }
    for type in module.nestedTypes.keys.sorted().compactMap({ module.nestedTypes[$0] }) { check(type, base) }
    for info in module.enums.keys.sorted().compactMap({ module.enums[$0] }) {
      var names = Set(info.computed.keys).union(info.methods.keys).union(info.cases)
      names.formUnion(info.statics.keys)
      names.formUnion(info.staticComputed.keys)
      names.formUnion(["rawValue", "hashValue"])
      let scope = Scope(names, parent: base)
      for binding in info.computed.values.sorted(by: { $0.range.start < $1.range.start }) {
        accessor(binding, scope, file: info.file)
      }
      for function in info.methods.values.flatMap({ $0 }) { self.function(function, scope, file: info.file) }
    }
    for name in module.viewExtensions.keys.sorted() {
      for ext in module.viewExtensions[name] ?? [] {
        let extensions = Scope(
          Set(module.viewExtensions.keys), parent: Scope(Self.modifierNames, parent: base))
        function(ext.function, extensions, file: ext.file)
      }
    }
    for name in module.globalOverloads.keys.sorted() {
      for f in module.globalOverloads[name] ?? [] { function(f.function, base, file: f.file) }
    }
    for name in module.globals.keys.sorted() {
      if let g = module.globals[name], let initializer = g.initializer {
        expr(initializer, base, file: g.file)
      }
    }
    // A preview provider's `previews` is checked with its type, as a component's body.
    for preview in module.previews {
      if let body = preview.body { closure(body, base, file: preview.file) }
    }
  }

  private func check(_ type: TypeInfo, _ base: Scope) {
    var names = Set(type.stored.map(\.name)).union(type.computed.keys).union(type.methods.keys)
    names.formUnion(type.stored.map { "_" + $0.name })
    names.formUnion(type.statics.keys)
    names.formUnion(type.staticComputed.keys)
    names.formUnion(type.decl.genericParameters.map(\.name.text))
    for info in type.conformanceExtensions {
      names.formUnion(info.computed.keys)
      names.formUnion(info.methods.keys)
      names.formUnion(info.staticComputed.keys)
    }
    if type.role == .component { names.formUnion(module.viewExtensions.keys) }
    for key in module.nestedTypes.keys where key.hasPrefix(type.name + ".") {
      names.insert(String(key.dropFirst(type.name.count + 1)))
    }
    let scope = Scope(names, parent: base)
    for property in type.stored {
      if let initializer = property.initializer { expr(initializer, scope, file: type.file) }
    }
    for initializer in type.statics.values.sorted(by: { $0.range.start < $1.range.start }) {
      expr(initializer, scope, file: type.file)
    }
    for binding in (Array(type.computed.values) + Array(type.staticComputed.values)).sorted(by: {
      $0.range.start < $1.range.start
    }) {
      accessor(binding, scope, file: type.file)
    }
    for function in type.methods.values.flatMap({ $0 }).sorted(by: { $0.range.start < $1.range.start }) {
      // A custom shape's path is never evaluated (`Interpreter.customShape`): its Core Graphics
      // and UIKit calls are not checked either.
      if type.isCustomShape, function.name.text == "path" { continue }
      self.function(function, scope, file: type.file)
    }
    for initializer in type.initializers {
      let inner = Scope(Set(initializer.parameters.map(\.localName.text)), parent: scope)
      if let body = initializer.body { statements(body.statements, inner, file: type.file) }
    }
  }

  private func accessor(_ binding: PatternBindingSyntax, _ scope: Scope, file: String) {
    if case .getter(let block) = binding.accessors {
      statements(block.statements, Scope(parent: scope), file: file)
    }
  }

  private func function(_ function: FunctionDecl, _ scope: Scope, file: String) {
    let inner = Scope(
      Set(function.parameters.map(\.localName.text)).union(function.genericParameters.map(\.name.text)),
      parent: scope)
    for parameter in function.parameters {
      if let value = parameter.defaultValue { expr(value, scope, file: file) }
    }
    if let body = function.body { statements(body.statements, inner, file: file) }
  }

  private func closure(_ closure: ClosureSyntax, _ scope: Scope, file: String) {
    let names = Set(closure.signature?.parameters.map(\.name.text) ?? [])
    statements(closure.statements, Scope(names, parent: scope), file: file)
  }

  private func statements(_ statements: [StmtSyntax], _ scope: Scope, file: String) {
    for statement in CompilationConditions.flatten(statements) {
      switch statement.kind {
      case .expression(let e):
        expr(e, scope, file: file)
      case .declaration(let decl):
        if case .function(let nested) = decl {
          scope.names.insert(nested.name.text)
          function(nested, scope, file: file)
        }
        if case .variable(let v) = decl {
          for binding in v.bindings {
            if let initializer = binding.initializer { expr(initializer, scope, file: file) }
            scope.names.insert(binding.name.text)
            if let pattern = binding.tuplePattern {
              scope.names.formUnion(Interpreter.boundNames(pattern, binding: true))
            }
          }
        }
      case .assignment(let target, _, let value):
        expr(target, scope, file: file)
        expr(value, scope, file: file)
      case .ifStatement(let stmt):
        ifStatement(stmt, scope, file: file)
      case .guardStatement(let conditions, let body):
        let inner = Scope(parent: scope)
        self.conditions(conditions, inner, file: file)
        self.statements(body.statements, Scope(parent: scope), file: file)
        scope.names.formUnion(inner.names)
      case .switchStatement(let stmt):
        expr(stmt.subject, scope, file: file)
        for clause in stmt.cases {
          let inner = Scope(Set(clause.patterns.flatMap { Interpreter.boundNames($0) }), parent: scope)
          if let condition = clause.whereClause { expr(condition, inner, file: file) }
          self.statements(clause.statements, inner, file: file)
        }
      case .forIn(let pattern, let sequence, let body):
        expr(sequence, scope, file: file)
        let names = Set(Interpreter.boundNames(pattern, binding: true))
        self.statements(body.statements, Scope(names, parent: scope), file: file)
      case .forInFiltered(let loop):
        expr(loop.sequence, scope, file: file)
        let inner = Scope(
          Set(Interpreter.boundNames(loop.pattern, binding: !loop.isCasePattern)), parent: scope)
        if let condition = loop.whereClause { expr(condition, inner, file: file) }
        self.statements(loop.body.statements, inner, file: file)
      case .returnStatement(let value):
        if let value { expr(value, scope, file: file) }
      case .control, .ifConfig, .labeledJump:
        break  // `#if` is flattened above
      case .labeled(_, let inner):
        self.statements([inner], scope, file: file)
      case .doStatement(let body, let catches):
        self.statements(body.statements, Scope(parent: scope), file: file)
        for clause in catches {
          var names: Set<String> = clause.pattern.map { Set(Interpreter.boundNames($0)) } ?? ["error"]
          if clause.pattern == nil { names.insert("error") }
          self.statements(clause.body.statements, Scope(names, parent: scope), file: file)
        }
      case .whileStatement(let conditions, let body):
        let inner = Scope(parent: scope)
        self.conditions(conditions, inner, file: file)
        self.statements(body.statements, inner, file: file)
      case .repeatWhile(let body, let condition):
        self.statements(body.statements, Scope(parent: scope), file: file)
        expr(condition, scope, file: file)
      case .deferStatement(let body):
        self.statements(body.statements, Scope(parent: scope), file: file)
      case .throwStatement(let value):
        expr(value, scope, file: file)
      }
    }
  }

  private func ifStatement(_ stmt: IfStmtSyntax, _ scope: Scope, file: String) {
    let inner = Scope(parent: scope)
    conditions(stmt.conditions, inner, file: file)
    statements(stmt.body.statements, inner, file: file)
    switch stmt.elseBranch {
    case .block(let block): statements(block.statements, Scope(parent: scope), file: file)
    case .ifStatement(let nested): ifStatement(nested, scope, file: file)
    case nil: break
    }
  }

  private func conditions(_ conditions: [ConditionSyntax], _ scope: Scope, file: String) {
    for condition in conditions {
      switch condition {
      case .expression(let e):
        expr(e, scope, file: file)
      case .optionalBinding(_, let name, _, let initializer, _):
        if let initializer {
          expr(initializer, scope, file: file)
        } else {
          identifier(name, scope, file: file)
        }
        scope.names.insert(name.text)
      case .casePattern(let pattern, let value, _):
        expr(value, scope, file: file)
        scope.names.formUnion(Interpreter.boundNames(pattern))
      }
    }
  }

  private func identifier(_ id: Identifier, _ scope: Scope, file: String) {
    // A file that imports a module Matchcut cannot read may use that module's names: the
    // interpreter reports what it cannot evaluate (swiftui-semantics §23.18).
    guard !scope.contains(id.text), module.unreadImports[file] == nil else { return }
    sink.warning(
      "semantics.unknown-identifier", "cannot find '\(id.text)' in scope", file: file, range: id.range,
      notes: Suggestions.note(for: id.text, in: scope.all))
  }

  private func expr(_ e: ExprSyntax, _ scope: Scope, file: String) {
    switch e.kind {
    case .identifier(let id):
      identifier(id, scope, file: file)
    case .projectedValue(let id):
      identifier(id, scope, file: file)
    case .stringLiteral(let s):
      for segment in s.segments {
        if case .interpolation(let arguments, _) = segment {
          arguments.forEach { expr($0.value, scope, file: file) }
        }
      }
    case .arrayLiteral(let items):
      items.forEach { expr($0, scope, file: file) }
    case .dictionaryLiteral(let elements):
      for element in elements {
        expr(element.key, scope, file: file)
        expr(element.value, scope, file: file)
      }
    case .memberAccess(let base, _):
      expr(base, scope, file: file)
    case .call(let call):
      // An ignored modifier's arguments are never evaluated (docs/semantics.md), so the names
      // only they use (`.toolbar { ToolbarItem { Label(…) } }`) are not the user's mistakes.
      if case .memberAccess(let base, let name) = call.callee.kind,
        Builtins.ignoredModifiers.contains(name.text)
      {
        expr(base, scope, file: file)
        return
      }
      expr(call.callee, scope, file: file)
      call.arguments.forEach { expr($0.value, scope, file: file) }
      call.trailingClosures.forEach { closure($0.closure, scope, file: file) }
    case .subscriptAccess(let base, let arguments):
      expr(base, scope, file: file)
      arguments.forEach { expr($0.value, scope, file: file) }
    case .specialization(let base, _):
      expr(base, scope, file: file)
    case .closure(let c):
      closure(c, scope, file: file)
    case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner), .awaitExpr(let inner):
      expr(inner, scope, file: file)
    case .prefixOperator(_, let inner), .cast(let inner, _, _), .typeCheck(let inner, _),
      .tryExpr(let inner, _):
      expr(inner, scope, file: file)
    case .binary:
      // Along the left spine in a loop: a flat chain of operators may be thousands long.
      var rights: [ExprSyntax] = []
      var leftmost = e
      while case .binary(let lhs, _, let rhs) = leftmost.kind {
        rights.append(rhs)
        leftmost = lhs
      }
      expr(leftmost, scope, file: file)
      for rhs in rights.reversed() { expr(rhs, scope, file: file) }
    case .ternary(let c, let t, let f):
      expr(c, scope, file: file)
      expr(t, scope, file: file)
      expr(f, scope, file: file)
    case .tuple(let elements):
      elements.forEach { expr($0.value, scope, file: file) }
    default:
      break
    }
  }
}
