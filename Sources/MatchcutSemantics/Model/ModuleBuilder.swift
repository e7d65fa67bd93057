import MatchcutSource
import MatchcutSyntax

/// Collects the declarations of all parsed files into a `Module`, reporting declarations the
/// language does not support precisely (LANGUAGE §2: "never a crash, never silence").
struct ModuleBuilder {
  let sink: DiagnosticSink

  /// Property wrappers that SwiftUI has but Matchcut does not evaluate.
  static let unsupportedWrappers: Set<String> = [
    "UIApplicationDelegateAdaptor"
  ]

  /// The modules whose names Matchcut knows: the standard library and the Apple frameworks
  /// whose types and functions it models. A name a file uses that none of its declarations,
  /// nor these, provide may come from any other module it imports (a package such as
  /// `SDWebImageSwiftUI`, or a framework such as `AVKit`).
  static let modelledModules: Set<String> = [
    "Swift", "SwiftUI", "Foundation", "UIKit", "Combine", "Observation", "SwiftData", "CoreData",
    "CoreGraphics", "Dispatch", "Darwin", "os", "OSLog", "_Concurrency",
  ]

  func build(_ files: [ParseResult]) -> Module {
    let module = Module()
    var skippedTopLevelCode: Set<String> = []
    var directives: [(DirectiveSyntax, String, SourceFile)] = []
    for result in files {
      let path = result.file.path
      module.files[path] = result.file
      for item in CompilationConditions.flatten(result.tree.items) {
        switch item {
        case .importDecl(let decl):
          if let name = decl.path.first?.text, !Self.modelledModules.contains(name),
            module.unreadImports[path]?.contains(name) != true
          {
            module.unreadImports[path, default: []].append(name)
          }
        case .directive(let directive):
          // After every file's declarations: a preview with `@Previewable` state becomes a
          // type, whose name must not take one the module declares (`struct Preview`).
          directives.append((directive, path, result.file))
        case .declaration(let decl):
          collectTopLevel(decl, file: path, source: result.file, into: module)
        case .statement(let statement) where result.file.allowsTopLevelCode:
          // `main.swift`, a playground page: the program's entry code, which a preview never
          // runs (it shows a view, it does not start the program). One warning per file.
          guard skippedTopLevelCode.insert(path).inserted else { continue }
          sink.warning(
            "semantics.top-level-code-skipped",
            "top-level code in '\(result.file.path.split(separator: "/").last ?? "")' is not run: a preview does not start the program",
            file: path, range: statement.range)
        case .statement(let statement):
          sink.error(
            "semantics.top-level-statement", "statements are not allowed at file scope",
            file: path, range: statement.range)
        case .ifConfig:
          continue  // flattened above
        }
      }
    }
    for (directive, path, source) in directives {
      collectDirective(directive, file: path, source: source, into: module)
    }
    // After the extensions: a type nested in `extension Outer { struct Inner … }` is one too.
    resolveExtensions(into: module)
    for key in module.nestedTypes.keys.sorted() {
      guard let info = module.nestedTypes[key], let last = key.split(separator: ".").last else { continue }
      if module.nestedBySimpleName[String(last)] == nil { module.nestedBySimpleName[String(last)] = info }
    }
    resolveSuperclasses(into: module)
    resolveConformanceExtensions(into: module)
    checkRequiredMembers(in: module)
    if module.previews.isEmpty, let app = module.apps.first {
      collectAppScene(app, into: module)
    }
    return module
  }

  /// The content of an app's first window as the module's scene, when it has no preview
  /// (`AppDeclaration`). The app becomes a component whose `body` is that content, so the
  /// content sees the app's properties (`@State var model`, `.environmentObject(model)`). Its
  /// `init`s and its `@UIApplicationDelegateAdaptor` are left out: they set up UIKit, not views.
  private func collectAppScene(_ app: AppDeclaration, into module: Module) {
    guard let (body, content) = app.windowContent() else { return }
    let name = app.decl.name.text
    if module.types[name] != nil || module.enums[name] != nil { return }
    let info = TypeInfo(name: name, decl: app.decl, file: app.file, role: .component)
    module.types[name] = info
    for member in CompilationConditions.flatten(app.decl.members) {
      if case .initializer = member { continue }
      if case .variable(let v) = member,
        v.attributes.contains(where: { $0.name.text == "UIApplicationDelegateAdaptor" })
          || v.bindings.contains(where: { $0.name.text == "body" })
      {
        continue
      }
      collectMember(member, of: info, qualified: name, file: app.file, source: app.source, into: module)
    }
    let statements = CompilationConditions.flatten(content.statements)
    info.computed["body"] = PatternBindingSyntax(
      name: body.name, typeAnnotation: body.typeAnnotation, initializer: nil,
      accessors: .getter(CodeBlockSyntax(statements: statements, range: content.range)), range: body.range)
    let range = SourceRange(start: app.decl.range.start, end: app.decl.name.range.end)
    module.previews.append(
      PreviewInfo(
        name: rootViewName(statements) ?? Self.providerSceneName(name), body: nil, provider: info,
        file: app.file, range: range))
  }

  // MARK: Declarations

  private func collectTopLevel(_ decl: DeclSyntax, file: String, source: SourceFile, into module: Module) {
    switch decl {
    case .structDecl(let s):
      collectStruct(s, qualifier: nil, file: file, source: source, into: module)
    case .enumDecl(let e):
      collectEnum(e, file: file, source: source, into: module)
    case .extensionDecl(let e):
      collectExtension(e, file: file, source: source, into: module)
    case .variable(let v):
      // `let _ = …` binds no name (a playground's discarded values): nothing to declare.
      for binding in v.bindings where binding.name.text != "_" {
        if let previous = module.globals[binding.name.text] {
          sink.error(
            "semantics.duplicate-declaration", "invalid redeclaration of '\(binding.name.text)'",
            file: file, range: binding.name.range,
            notes: [
              DiagnosticNote(
                "'\(previous.name)' previously declared here",
                at: SourceSpan(path: previous.file, range: previous.range))
            ])
          continue
        }
        module.globals[binding.name.text] = GlobalConstant(
          name: binding.name.text, initializer: binding.initializer, type: binding.typeAnnotation,
          computed: binding.accessors == nil ? nil : binding, file: file, range: binding.name.range)
      }
    case .function(let f):
      let function = ExtensionFunction(function: f, file: file)
      if module.globalFunctions[f.name.text] == nil { module.globalFunctions[f.name.text] = function }
      module.globalOverloads[f.name.text, default: []].append(function)
    case .initializer(let i):
      sink.error(
        "semantics.unsupported-declaration", "an initializer must be inside a type",
        file: file, range: i.range)
    case .enumCase(let c):
      sink.error(
        "semantics.unsupported-declaration", "'case' must be inside an enum", file: file,
        range: c.range)
    case .typeAlias(let alias):
      noteFunctionAlias(alias, into: module)
    case .ifConfig, .associatedType, .operatorDecl, .precedenceGroup:
      return
    }
  }

  /// `typealias Completion = (Result) -> Void`: parameters of that type take closures.
  private func noteFunctionAlias(_ alias: TypeAliasDecl, into module: Module) {
    if TypeInfo.isFunctionType(alias.type) { module.functionTypeAliases.insert(alias.name.text) }
  }

  /// The name a `private`/`fileprivate` top-level type of `file` is kept under when a type of
  /// another file already has its name: `Name·File` (the file's name without `.swift`, then a
  /// number if that is taken too). Swift scopes such a type to its file (The Swift Programming
  /// Language, "Access Control": "File-private access restricts the use of an entity to its own
  /// defining source file"; a private top-level declaration is file-private), so each file's
  /// references are to its own. Nil when the name is free or the type is not file-private.
  private func filePrivateName(_ decl: StructDecl, file: String, in module: Module) -> String? {
    let name = decl.name.text
    guard decl.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }),
      let existing = module.types[name]?.file ?? module.enums[name]?.file, existing != file
    else { return nil }
    var base = String(file.split(separator: "/").last ?? "")
    if base.hasSuffix(".swift") { base.removeLast(6) }
    var candidate = name + "·" + base
    var counter = 2
    while module.types[candidate] != nil || module.enums[candidate] != nil {
      candidate = name + "·" + base + "\(counter)"
      counter += 1
    }
    return candidate
  }

  private func collectStruct(
    _ decl: StructDecl, qualifier: String?, file: String, source: SourceFile, into module: Module
  ) {
    var name = decl.name.text
    if qualifier == nil, let scoped = filePrivateName(decl, file: file, in: module) {
      module.filePrivateNames[file, default: [:]][name] = scoped
      name = scoped
    }
    if qualifier == nil, decl.keyword == .struct, AppDeclaration.isApp(decl) {
      module.apps.append(AppDeclaration(decl: decl, file: file, source: source))
      return
    }
    if decl.keyword == .protocol {
      module.protocols[name] = decl.inheritance.compactMap(Self.simpleName)
      return
    }
    // An actor is a reference type like a class (The Swift Programming Language, "Concurrency",
    // "Actors"); with one thread of evaluation its isolation changes nothing (docs/reference/language.md §3).
    let isReference = decl.keyword == .class || decl.keyword == .actor
    guard decl.keyword == .struct || isReference else {
      let what = decl.keyword.rawValue
      sink.error(
        "semantics.unsupported-declaration",
        "\(what) '\(name)' is not supported; use a struct with @State properties",
        file: file, range: SourceRange(start: decl.range.start, end: decl.name.range.end))
      return
    }
    let conformances = decl.inheritance.compactMap(Self.simpleName)
    if decl.attributes.contains(where: { $0.name.text == "resultBuilder" }) {
      module.resultBuilders.insert(name)
    }
    if qualifier == nil, conformances.contains("PreviewProvider") {
      collectPreviewProvider(decl, file: file, source: source, into: module)
      return
    }
    if decl.keyword == .struct, conformances.contains("ObservableObject") {
      sink.error(
        "semantics.unsupported-declaration",
        "ObservableObject is not supported; keep the state in @State properties of a view",
        file: file, range: decl.name.range)
      return
    }
    let role = Self.role(conformances)
    let info = TypeInfo(name: name, decl: decl, file: file, role: isReference ? .model : role)
    if isReference {
      info.isClass = true
      info.superclass = decl.inheritance.first.flatMap(Self.simpleName)
    }
    let qualified = qualifier.map { $0 + "." + name } ?? name
    if let qualifier {
      module.nestedTypes[qualified] = info
      _ = qualifier
    } else if module.types[name] != nil || module.enums[name] != nil {
      sink.error(
        "semantics.duplicate-declaration", "invalid redeclaration of '\(name)'", file: file,
        range: decl.name.range)
      return
    } else {
      module.types[name] = info
    }
    for member in CompilationConditions.flatten(decl.members) {
      collectMember(member, of: info, qualified: qualified, file: file, source: source, into: module)
    }
    if role == .buttonStyle {
      info.readsIsPressed = source.text(of: decl.range).contains("isPressed")
    }
    info.declaresInitializer = !info.initializers.isEmpty
  }

  /// Each view, view modifier and button style has the member its protocol requires, in its
  /// declaration, an extension of it (`extension Card { var body: some View { … } }`) or an
  /// extension of a protocol it conforms to; checked once all of those are known.
  private func checkRequiredMembers(in module: Module) {
    let all =
      module.types.keys.sorted().compactMap { module.types[$0] }
      + module.nestedTypes.keys.sorted().compactMap { module.nestedTypes[$0] }
    // A preview provider's own check is `previews` (`collectPreviewProvider`).
    for info in all where !info.conformances.contains("PreviewProvider") {
      func declares(_ member: String, method: Bool) -> Bool {
        ([info] + info.conformanceExtensions).contains { owner in
          method ? owner.methods[member] != nil : owner.computed[member] != nil
        }
      }
      let range = info.decl.name.range
      switch info.role {
      case .component where !declares("body", method: false):
        sink.error(
          "semantics.missing-body", "view '\(info.name)' has no 'body' property", file: info.file,
          range: range,
          notes: [DiagnosticNote("add 'var body: some View { … }'")])
      case .viewModifier where !declares("body", method: true):
        sink.error(
          "semantics.missing-body", "view modifier '\(info.name)' has no 'body(content:)' method",
          file: info.file, range: range)
      case .buttonStyle where !declares("makeBody", method: true):
        sink.error(
          "semantics.missing-body", "button style '\(info.name)' has no 'makeBody(configuration:)' method",
          file: info.file, range: range)
      default:
        break
      }
    }
  }

  /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`, the
  /// pre-`#Preview` way Xcode's templates and older tutorials declare a preview: a scene like
  /// `#Preview` (docs/semantics.md "Preview providers"). The provider becomes a component whose
  /// `body` is `previews` and whose static members are instance members (`@Namespace static
  /// var ns`, `@State static var x` become the instance's namespace and state), because
  /// `previews` is a static context where they are visible unqualified. A `previews` that is one
  /// plain `Group { a; b }` gives one scene per statement, as Xcode's canvas shows one preview
  /// per view of the group.
  private func collectPreviewProvider(
    _ decl: StructDecl, file: String, source: SourceFile, into module: Module
  ) {
    let name = decl.name.text
    if module.types[name] != nil || module.enums[name] != nil {
      sink.error(
        "semantics.duplicate-declaration", "invalid redeclaration of '\(name)'", file: file,
        range: decl.name.range)
      return
    }
    let info = TypeInfo(name: name, decl: decl, file: file, role: .component)
    module.types[name] = info
    for member in CompilationConditions.flatten(decl.members) {
      collectMember(
        member, of: info, qualified: name, file: file, source: source, into: module, staticsAsInstance: true)
    }
    guard let previews = info.computed["previews"] else {
      sink.error(
        "semantics.missing-body", "preview provider '\(name)' has no 'previews' property", file: file,
        range: decl.name.range,
        notes: [DiagnosticNote("add 'static var previews: some View { … }'")])
      return
    }
    // A provider that is a view too (`struct X: PreviewProvider, View { var body …; static var
    // previews: some View { Self() } }`) keeps its own body for `Self()`; its preview scene is a
    // copy whose body is `previews`.
    let provider = info.computed["body"] == nil ? info : info.copy()
    provider.computed["body"] = previews
    let range = SourceRange(start: decl.range.start, end: decl.name.range.end)
    let baseName = Self.providerSceneName(name)
    let children = Self.groupChildren(previews)
    guard children.count >= 2, case .getter(let block) = previews.accessors else {
      module.previews.append(
        PreviewInfo(
          name: Self.displayName(previews) ?? baseName, body: nil, provider: provider, file: file,
          range: range))
      return
    }
    for statement in children {
      let scene = info.copy()
      scene.computed["body"] = PatternBindingSyntax(
        name: previews.name, typeAnnotation: previews.typeAnnotation, initializer: nil,
        accessors: .getter(CodeBlockSyntax(statements: [statement], range: block.range)),
        range: previews.range)
      module.previews.append(
        PreviewInfo(
          name: Self.displayName(statement) ?? baseName, body: nil, provider: scene, file: file, range: range)
      )
    }
  }

  /// `DetailView_Previews` → `DetailView`: the name Xcode's canvas gives the preview.
  static func providerSceneName(_ name: String) -> String {
    for suffix in ["_Previews", "Previews", "_Preview"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The statements of a `previews` that is exactly one plain `Group { … }` of expressions
  /// (no arguments, no modifiers on the group); otherwise none.
  static func groupChildren(_ previews: PatternBindingSyntax) -> [StmtSyntax] {
    guard case .getter(let block) = previews.accessors, block.statements.count == 1,
      case .expression(let expr) = block.statements[0].kind, case .call(let call) = expr.kind,
      case .identifier(let callee) = call.callee.kind, callee.text == "Group", call.arguments.isEmpty,
      call.trailingClosures.count == 1, let closure = call.trailingClosures.first?.closure,
      closure.signature == nil
    else { return [] }
    let statements = closure.statements
    guard statements.allSatisfy({ if case .expression = $0.kind { true } else { false } }) else { return [] }
    return statements
  }

  /// The title of `.previewDisplayName("…")` at the end of a preview's modifier chain.
  static func displayName(_ previews: PatternBindingSyntax) -> String? {
    guard case .getter(let block) = previews.accessors, block.statements.count == 1 else { return nil }
    return displayName(block.statements[0])
  }

  static func displayName(_ statement: StmtSyntax) -> String? {
    guard case .expression(var expr) = statement.kind else { return nil }
    while case .call(let call) = expr.kind, case .memberAccess(let base, let name) = call.callee.kind {
      if name.text == "previewDisplayName", call.arguments.count == 1,
        case .stringLiteral(let s) = call.arguments[0].value.kind, let title = s.staticValue
      {
        return title
      }
      expr = base
    }
    return nil
  }

  private func collectMember(
    _ member: DeclSyntax, of info: TypeInfo, qualified: String, file: String, source: SourceFile,
    into module: Module, staticsAsInstance: Bool = false
  ) {
    switch member {
    case .variable(let v):
      let isStatic =
        !staticsAsInstance && v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
      var wrapper = PropertyInfo.Wrapper.none
      var replacement: ExprSyntax?
      var environmentType: String?
      var fromEnvironment = false
      for attribute in v.attributes {
        let name = attribute.name.text
        switch name {
        case "State": wrapper = .state
        // `@FocusState.Binding var isActive: Bool`: a binding to a focus state (iOS 15).
        case "Binding", "FocusState.Binding", "AccessibilityFocusState.Binding": wrapper = .binding
        case "Namespace": wrapper = .namespace
        default:
          if name == "Published", !info.isClass {
            sink.error(
              "semantics.unsupported-wrapper", "@Published is only available on properties of classes",
              file: file, range: attribute.range,
              notes: [DiagnosticNote("make '\(info.name)' a class conforming to ObservableObject")])
            continue
          }
          switch PropertyWrappers.resolve(attribute, type: v.bindings.first?.typeAnnotation) {
          case .state(let initial)?:
            wrapper = .state
            replacement = initial
          case .constant(let value, let warning)?:
            replacement = value
            if let warning {
              sink.warning("semantics.empty-query", warning, file: file, range: attribute.range)
            }
          case .environmentObject(let typeName)?:
            fromEnvironment = true
            environmentType = typeName
          case .unsupported(let message)?:
            sink.error(
              "semantics.unsupported-wrapper", message, file: file, range: attribute.range,
              notes: [DiagnosticNote(Self.wrapperAdvice(name))])
          case nil:
            if Self.unsupportedWrappers.contains(name) {
              sink.error(
                "semantics.unsupported-wrapper", "@\(name) is not supported", file: file,
                range: attribute.range,
                notes: [DiagnosticNote(Self.wrapperAdvice(name))])
            }
          }
        }
      }
      for binding in v.bindings {
        let name = binding.name.text
        if let accessors = binding.accessors {
          let list: [AccessorSyntax]
          if case .accessors(let l, _) = accessors { list = l } else { list = [] }
          let observers = PropertyAccessors(list)
          if observers.isObserver {
            // `var x = 0 { didSet { … } }`: a stored property whose writes run its observers.
            info.accessors[name] = observers
          } else {
            if isStatic {
              info.staticComputed[name] = binding
            } else {
              info.computed[name] = binding
              if observers.setter != nil { info.accessors[name] = observers }
            }
            continue
          }
        }
        if isStatic {
          if let initializer = binding.initializer ?? Self.implicitNil(v, binding) {
            info.statics[name] = initializer
            info.staticTypes[name] = binding.typeAnnotation
          }
          if v.keyword == .var { info.staticVars.insert(name) }
          continue
        }
        info.stored.append(
          PropertyInfo(
            name: name, wrapper: wrapper, isLet: v.keyword == .let, type: binding.typeAnnotation,
            initializer: replacement ?? binding.initializer, range: binding.range,
            environmentType: fromEnvironment
              ? environmentType ?? binding.typeAnnotation.flatMap(Self.simpleName) : nil,
            isLazy: v.modifiers.contains { $0.name.text == "lazy" },
            builderAttribute: v.attributes.first.map(\.name.text)))
        if info.stored.last?.isLazy == true { module.hasLazyProperties = true }
      }
    case .function(let f):
      info.methods[f.name.text, default: []].append(f)
    case .structDecl(let nested):
      collectStruct(nested, qualifier: qualified, file: file, source: source, into: module)
    case .enumDecl(let e):
      collectEnum(e, file: file, source: source, into: module)
    case .initializer(let i):
      info.initializers.append(i)
    case .extensionDecl(let e):
      collectExtension(e, file: file, source: source, into: module)
    case .enumCase(let c):
      sink.error(
        "semantics.unsupported-declaration", "'case' must be inside an enum", file: file,
        range: c.range)
    case .typeAlias(let alias):
      noteFunctionAlias(alias, into: module)
    case .ifConfig, .associatedType, .operatorDecl, .precedenceGroup:
      return
    }
  }

  private func collectEnum(_ decl: EnumDecl, file: String, source: SourceFile, into module: Module) {
    let info = EnumInfo(name: decl.name.text, decl: decl, file: file)
    // Raw values a case does not write: its name for a `String` enum, the previous case's plus
    // one (from 0) for an integer one (The Swift Programming Language, "Enumerations",
    // "Implicitly Assigned Raw Values").
    let rawType = decl.inheritance.first.flatMap(Self.simpleName) ?? ""
    let integral = Self.integerRawTypes.contains(rawType)
    var nextInt = 0
    for member in CompilationConditions.flatten(decl.members) {
      switch member {
      case .enumCase(let c):
        for element in c.elements {
          info.cases.append(element.name.text)
          if let raw = element.rawValue {
            switch raw.kind {
            case .stringLiteral(let s): info.rawValues[element.name.text] = .string(s.staticValue ?? "")
            case .integerLiteral(let i):
              info.rawValues[element.name.text] = .int(i)
              nextInt = i &+ 1
            case .prefixOperator(let op, let operand) where op.op == .negate:
              if case .integerLiteral(let i) = operand.kind {
                info.rawValues[element.name.text] = .int(-i)
                nextInt = -i &+ 1
              }
            case .floatLiteral(let d): info.rawValues[element.name.text] = .double(d)
            default: break
            }
          } else if rawType == "String" {
            info.rawValues[element.name.text] = .string(element.name.text)
          } else if integral {
            info.rawValues[element.name.text] = .int(nextInt)
            nextInt &+= 1
          }
        }
      case .variable(let v):
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in v.bindings {
          if binding.accessors != nil {
            if isStatic {
              info.staticComputed[binding.name.text] = binding
            } else {
              info.computed[binding.name.text] = binding
            }
          } else if isStatic, let initializer = binding.initializer ?? Self.implicitNil(v, binding) {
            info.statics[binding.name.text] = initializer
            info.staticTypes[binding.name.text] = binding.typeAnnotation
            if v.keyword == .var { info.staticVars.insert(binding.name.text) }
          } else {
            sink.error(
              "semantics.unsupported-declaration", "enums cannot hold stored instance properties",
              file: file, range: binding.range)
          }
        }
      case .function(let f):
        info.methods[f.name.text, default: []].append(f)
      case .structDecl(let nested):
        // A type declared inside the enum: `Tab.Item`.
        collectStruct(nested, qualifier: decl.name.text, file: file, source: source, into: module)
      case .enumDecl(let nested):
        collectEnum(nested, file: file, source: source, into: module)
      case .initializer(let i):
        info.initializers.append(i)
      case .typeAlias(let alias):
        // `typealias ID = String`; one of a function type takes closures.
        noteFunctionAlias(alias, into: module)
        continue
      default:
        sink.error(
          "semantics.unsupported-declaration", "this declaration is not supported inside an enum",
          file: file, range: member.range)
      }
    }
    if decl.inheritance.first.flatMap(Self.simpleName) == "Int" {
      for (index, name) in info.cases.enumerated() where info.rawValues[name] == nil {
        info.rawValues[name] = .int(index)
      }
    }
    module.enums[info.name] = info
  }

  private func collectExtension(
    _ decl: ExtensionDecl, file: String, source: SourceFile, into module: Module
  ) {
    let extended = Self.simpleName(decl.extendedType) ?? "?"
    guard extended == "View" else {
      module.pendingExtensions.append((decl, file, source))
      return
    }
    for member in CompilationConditions.flatten(decl.members) {
      guard case .function(let f) = member else {
        // `var cardStyle: some View { … }`: a member of the view like an extension's of any type.
        let info = builtinExtension("View", decl, file: file, into: module)
        collectMember(member, of: info, qualified: "View", file: file, source: source, into: module)
        continue
      }
      module.viewExtensions[f.name.text, default: []].append(ExtensionFunction(function: f, file: file))
    }
  }

  /// The members extensions add to the built-in type `name`, created by its first extension.
  private func builtinExtension(_ name: String, _ decl: ExtensionDecl, file: String, into module: Module)
    -> TypeInfo
  {
    if let info = module.builtinExtensions[name] { return info }
    let info = TypeInfo(
      name: name,
      decl: StructDecl(
        attributes: [], modifiers: [], keyword: .struct,
        name: Identifier(name, range: decl.extendedType.range),
        genericParameters: [], inheritance: decl.inheritance, whereClause: [], members: decl.members,
        bodyRange: decl.bodyRange, range: decl.range),
      file: file, role: .model)
    module.builtinExtensions[name] = info
    return info
  }

  /// Adds each extension's members to the type it extends, once every type is known: the
  /// module's own struct or enum, or else a built-in type's `Module.builtinExtensions` entry.
  /// An extension is never evaluated by itself, so one of a type Matchcut does not model
  /// (`UIView`) costs nothing until a scene reaches one of its members.
  private func resolveExtensions(into module: Module) {
    for (decl, file, source) in module.pendingExtensions {
      let name = Self.qualifiedName(decl.extendedType) ?? "?"
      let members = CompilationConditions.flatten(decl.members)
      if let info = module.types[name] ?? module.nestedTypes[name] {
        // `extension Banner: View { var body: … }`: a conformance an extension adds makes the
        // type what it would make it in the declaration (The Swift Programming Language,
        // "Extensions", "Adding Protocol Conformance with an Extension").
        let added = decl.inheritance.compactMap(Self.simpleName)
        info.extensionConformances += added
        if info.role == .model, !info.isClass, Self.role(added) != .model { info.role = Self.role(added) }
        for member in members {
          collectMember(member, of: info, qualified: name, file: file, source: source, into: module)
        }
      } else if let info = module.enums[name] {
        for member in members {
          switch member {
          case .variable(let v):
            for binding in v.bindings where binding.accessors != nil {
              info.computed[binding.name.text] = binding
            }
          case .function(let f):
            info.methods[f.name.text, default: []].append(f)
          case .structDecl(let nested):
            collectStruct(nested, qualifier: name, file: file, source: source, into: module)
          case .enumDecl(let nested):
            collectEnum(nested, file: file, source: source, into: module)
          default:
            sink.error(
              "semantics.unsupported-declaration", "this declaration is not supported in an enum's extension",
              file: file, range: member.range)
          }
        }
      } else {
        let info = builtinExtension(name, decl, file: file, into: module)
        for member in members {
          collectMember(member, of: info, qualified: name, file: file, source: source, into: module)
          if case .function(let f) = member, let first = f.name.text.unicodeScalars.first,
            !(first == "_" || first.properties.isAlphabetic)
          {
            module.extensionOperators.insert(f.name.text)
          }
        }
      }
    }
    module.pendingExtensions = []
  }

  /// A subclass inherits what it does not override: its superclass's stored properties come
  /// first (Swift initialises them too), then its computed properties, methods and statics.
  private func resolveSuperclasses(into module: Module) {
    var done: Set<String> = []
    func resolve(_ info: TypeInfo, depth: Int) {
      guard !done.contains(info.name), depth < 32 else { return }
      done.insert(info.name)
      guard let name = info.superclass, let parent = module.types[name], parent.isClass else { return }
      resolve(parent, depth: depth + 1)
      let own = Set(info.stored.map(\.name))
      info.stored = parent.stored.filter { !own.contains($0.name) } + info.stored
      info.computed.merge(parent.computed) { mine, _ in mine }
      info.methods.merge(parent.methods) { mine, _ in mine }
      info.statics.merge(parent.statics) { mine, _ in mine }
      info.staticTypes.merge(parent.staticTypes) { mine, _ in mine }
      info.staticVars.formUnion(parent.staticVars)
      info.staticComputed.merge(parent.staticComputed) { mine, _ in mine }
      if info.initializers.isEmpty { info.initializers = parent.initializers }
    }
    for name in module.types.keys.sorted() {
      if let info = module.types[name], info.isClass { resolve(info, depth: 0) }
    }
  }

  /// Links each type to the extensions of the protocols its inheritance clause names, so that
  /// a body reads `safeArea` from `extension View { var safeArea: … }` by implicit `self`.
  private func resolveConformanceExtensions(into module: Module) {
    guard !module.builtinExtensions.isEmpty else { return }
    let all =
      module.types.keys.sorted().compactMap { module.types[$0] }
      + module.nestedTypes.keys.sorted().compactMap { module.nestedTypes[$0] }
    for info in all {
      // The named protocols, then those they inherit from (`protocol Card: Sized`), breadth
      // first, each once.
      var names = info.decl.inheritance.compactMap(Self.simpleName) + info.extensionConformances
      var seen: Set<String> = [info.name]
      var index = 0
      while index < names.count, index < 64 {
        let name = names[index]
        index += 1
        guard seen.insert(name).inserted else { continue }
        if let extensionInfo = module.builtinExtensions[name] {
          info.conformanceExtensions.append(extensionInfo)
        }
        names += module.protocols[name] ?? []
      }
    }
  }

  /// What a struct conforming to `conformances` is for.
  static func role(_ conformances: [String]) -> TypeInfo.Role {
    if conformances.contains("View") { return .component }
    if conformances.contains("ViewModifier") || conformances.contains("AnimatableModifier") {
      return .viewModifier
    }
    return conformances.contains("ButtonStyle") ? .buttonStyle : .model
  }

  /// `Color` → `Color`; `Film.Metrics` → `Film.Metrics`.
  /// Raw-value types whose cases count up by one.
  static let integerRawTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// `nil` as the initial value of `static var key: String?`: a `var` of optional type without
  /// an initializer starts as `nil` (The Swift Programming Language, "Optionals").
  static func implicitNil(_ decl: VariableDecl, _ binding: PatternBindingSyntax) -> ExprSyntax? {
    guard decl.keyword == .var, let type = binding.typeAnnotation else { return nil }
    switch type.kind {
    case .optional, .implicitlyUnwrappedOptional: return ExprSyntax(.nilLiteral, range: binding.range)
    default: return nil
    }
  }

  static func qualifiedName(_ type: TypeSyntax) -> String? {
    switch type.kind {
    case .identifier(let id, _): id.text
    case .member(let base, let name, _): qualifiedName(base).map { $0 + "." + name.text }
    // `extension [Item]`, `extension [String: Int]`, `extension Int?`: the sugared spellings of
    // `Array`, `Dictionary` and `Optional` (The Swift Programming Language, "Extensions";
    // SE-0361 allows them after `extension`).
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .optional: "Optional"
    default: nil
    }
  }

  static func wrapperAdvice(_ name: String) -> String {
    switch name {
    case "StateObject", "ObservedObject", "EnvironmentObject", "Published", "Bindable":
      "move the model's properties into @State properties of the view that owns them"
    default:
      "Matchcut evaluates @State, @Binding, @Namespace, @AppStorage, @SceneStorage, @GestureState, "
        + "@FocusState, @Query and @Environment(\\.key) for SwiftUI's keys"
    }
  }

  /// `View`, `SwiftUI.View` → `View`.
  static func simpleName(_ type: TypeSyntax) -> String? {
    switch type.kind {
    case .identifier(let id, _): id.text
    case .member(_, let name, _): name.text
    default: nil
    }
  }

  // MARK: Directives

  /// The wrappers a preview body may declare its own properties with (`@Namespace var ns` for
  /// a view that takes a `Namespace.ID`).
  static let previewWrappers: Set<String> = ["State", "StateObject", "Namespace"]

  /// `#Preview { @State var isOn = false; return Toggle(isOn: $isOn) }` (and `@Previewable
  /// @State`, `@Namespace var ns`): a preview body that declares state becomes a component, as a
  /// preview provider does, whose state properties are those declarations and whose `body` is
  /// the rest of the closure, so `$isOn` is a binding and its changes are states. `nil` without
  /// such state.
  private func previewWithState(
    _ closure: ClosureSyntax, file: String, source: SourceFile, into module: Module
  ) -> TypeInfo? {
    var state: [DeclSyntax] = []
    var rest: [StmtSyntax] = []
    for statement in CompilationConditions.flatten(closure.statements) {
      if case .declaration(let decl) = statement.kind, case .variable(let v) = decl,
        v.attributes.contains(where: { Self.previewWrappers.contains($0.name.text) })
      {
        state.append(decl)
      } else {
        rest.append(statement)
      }
    }
    guard !state.isEmpty else { return nil }
    var name = "Preview"
    var index = 1
    while module.types[name] != nil || module.enums[name] != nil {
      index += 1
      name = "Preview\(index)"
    }
    let range = closure.range
    let view = TypeSyntax(.identifier(Identifier("View", range: range), genericArguments: []), range: range)
    let decl = StructDecl(
      attributes: [], modifiers: [], keyword: .struct, name: Identifier(name, range: range),
      genericParameters: [], inheritance: [view], whereClause: [], members: state, bodyRange: range,
      range: range)
    let info = TypeInfo(name: name, decl: decl, file: file, role: .component)
    module.types[name] = info
    for member in state {
      collectMember(member, of: info, qualified: name, file: file, source: source, into: module)
    }
    info.computed["body"] = PatternBindingSyntax(
      name: Identifier("body", range: range), typeAnnotation: TypeSyntax(.opaque(view), range: range),
      initializer: nil, accessors: .getter(CodeBlockSyntax(statements: rest, range: range)), range: range)
    return info
  }

  private func collectDirective(
    _ directive: DirectiveSyntax, file: String, source: SourceFile, into module: Module
  ) {
    switch directive.name.text {
    case "Preview":
      // `#Preview(body: { … })` is the same preview as `#Preview { … }`.
      let bodyArgument = directive.arguments.first { $0.label?.text == "body" }.flatMap { argument in
        if case .closure(let closure) = argument.value.kind { closure } else { nil }
      }
      guard let closure = directive.trailingClosures.first?.closure ?? bodyArgument else {
        sink.error(
          "semantics.bad-directive", "#Preview needs a trailing closure with the view to show",
          file: file, range: directive.range)
        return
      }
      var name: String?
      if let first = directive.arguments.first {
        if case .stringLiteral(let s) = first.value.kind, first.label == nil {
          name = s.staticValue
        }
      }
      if let provider = previewWithState(closure, file: file, source: source, into: module) {
        module.previews.append(
          PreviewInfo(
            name: name ?? rootViewName(closure.statements), body: nil, provider: provider, file: file,
            range: directive.range))
        return
      }
      module.previews.append(
        PreviewInfo(name: name, body: closure, provider: nil, file: file, range: directive.range))
    case "Canvas":
      collectCanvas(directive, file: file, into: module)
    case "Asset":
      collectAsset(directive, file: file, into: module)
    default:
      sink.error(
        "semantics.unknown-directive", "unknown directive '#\(directive.name.text)'", file: file,
        range: directive.name.range,
        notes: Suggestions.note(for: directive.name.text, in: ["Preview", "Canvas", "Asset"], prefix: "#"))
    }
  }

  private func collectCanvas(_ directive: DirectiveSyntax, file: String, into module: Module) {
    if module.canvases[file] != nil {
      sink.error(
        "semantics.bad-directive", "a file may have only one #Canvas", file: file,
        range: directive.range)
      return
    }
    if directive.arguments.count == 1, directive.arguments[0].label == nil {
      guard case .implicitMember(let name) = directive.arguments[0].value.kind else {
        sink.error(
          "semantics.bad-directive", "#Canvas expects a device preset such as .iPhone15Pro",
          file: file, range: directive.arguments[0].range)
        return
      }
      guard let preset = CanvasSpec.presets[name.text] else {
        sink.error(
          "semantics.unknown-canvas", "unknown device preset '.\(name.text)'", file: file,
          range: directive.arguments[0].range,
          notes: Suggestions.note(for: name.text, in: Array(CanvasSpec.presets.keys), prefix: "."))
        return
      }
      module.canvases[file] = preset
      return
    }
    var spec = CanvasSpec(width: 0, height: 0, scale: 3)
    var sawWidth = false
    var sawHeight = false
    for argument in directive.arguments {
      switch argument.label?.text {
      case "width":
        spec.width = number(argument.value, file: file) ?? 0
        sawWidth = true
      case "height":
        spec.height = number(argument.value, file: file) ?? 0
        sawHeight = true
      case "scale":
        spec.scale = number(argument.value, file: file) ?? 3
      case "safeArea":
        if case .call(let call) = argument.value.kind {
          for inset in call.arguments {
            let value = number(inset.value, file: file) ?? 0
            switch inset.label?.text {
            case "top": spec.safeTop = value
            case "leading": spec.safeLeading = value
            case "bottom": spec.safeBottom = value
            case "trailing": spec.safeTrailing = value
            default:
              sink.error(
                "semantics.unknown-argument",
                "unknown argument label '\(inset.label?.text ?? "_")' in EdgeInsets",
                file: file, range: inset.range)
            }
          }
        }
      default:
        sink.error(
          "semantics.unknown-argument",
          "unknown argument label '\(argument.label?.text ?? "_")' in #Canvas", file: file,
          range: argument.range,
          notes: Suggestions.note(
            for: argument.label?.text ?? "", in: ["width", "height", "safeArea", "scale"]))
      }
    }
    if !sawWidth || !sawHeight || spec.width <= 0 || spec.height <= 0 {
      sink.error(
        "semantics.bad-directive", "#Canvas needs a positive width and height", file: file,
        range: directive.range)
      return
    }
    module.canvases[file] = spec
  }

  private func collectAsset(_ directive: DirectiveSyntax, file: String, into module: Module) {
    var labels: [String: ArgumentSyntax] = [:]
    for argument in directive.arguments {
      labels[argument.label?.text ?? "_"] = argument
    }
    if let colorArg = labels["color"] {
      guard case .stringLiteral(let s) = colorArg.value.kind, let name = s.staticValue else {
        sink.error(
          "semantics.bad-directive", "#Asset(color:) expects a string name", file: file,
          range: colorArg.range)
        return
      }
      guard let hexArg = labels["hex"], case .stringLiteral(let h) = hexArg.value.kind,
        let hex = h.staticValue
      else {
        sink.error(
          "semantics.bad-directive", "#Asset(color:) needs a 'hex:' string such as \"#6E4BD8\"",
          file: file, range: directive.range)
        return
      }
      guard let rgba = RGBA(hex: hex) else {
        sink.error(
          "semantics.bad-hex-color", "'\(hex)' is not a hex colour (#RRGGBB or #RRGGBBAA)",
          file: file, range: hexArg.value.range)
        return
      }
      if module.assets.colors[name] != nil {
        sink.error(
          "semantics.duplicate-asset", "colour asset '\(name)' is declared twice", file: file,
          range: colorArg.value.range)
      }
      module.assets.colors[name] = rgba
      return
    }
    if let imageArg = labels["image"] {
      guard case .stringLiteral(let s) = imageArg.value.kind, let name = s.staticValue else {
        sink.error(
          "semantics.bad-directive", "#Asset(image:) expects a string name", file: file,
          range: imageArg.range)
        return
      }
      guard let w = labels["width"].flatMap({ number($0.value, file: file) }),
        let h = labels["height"].flatMap({ number($0.value, file: file) }), w > 0, h > 0
      else {
        sink.error(
          "semantics.bad-directive", "#Asset(image:) needs a positive 'width:' and 'height:'",
          file: file, range: directive.range)
        return
      }
      if module.assets.images[name] != nil {
        sink.error(
          "semantics.duplicate-asset", "image asset '\(name)' is declared twice", file: file,
          range: imageArg.value.range)
      }
      module.assets.images[name] = ImageAsset(width: w, height: h)
      return
    }
    sink.error(
      "semantics.bad-directive", "#Asset expects 'color:' with 'hex:', or 'image:' with a size",
      file: file, range: directive.range)
  }

  private func number(_ expr: ExprSyntax, file: String) -> Double? {
    switch expr.kind {
    case .integerLiteral(let i): return Double(i)
    case .floatLiteral(let d): return d
    case .prefixOperator(let op, let inner) where op.op == .negate:
      return number(inner, file: file).map { -$0 }
    default:
      sink.error(
        "semantics.type-mismatch", "expected a number literal", file: file, range: expr.range)
      return nil
    }
  }
}
