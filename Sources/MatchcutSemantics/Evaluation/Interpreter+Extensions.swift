import MatchcutSource
import MatchcutSyntax

/// Members that the module's extensions add to the standard library's and SwiftUI's types
/// (`extension Color { static let brand = … }`, `extension Double { var half: Double { … } }`):
/// `Module.builtinExtensions`, looked up where the built-in member is not found
/// (docs/semantics.md "Extensions").
extension Interpreter {
  /// The extended type names a value's members may come from, most specific first.
  static func extensionTypeNames(_ value: Value) -> [String] {
    switch value {
    case .string: ["String", "StringProtocol"]
    // An integer literal typed by its context as a `CGFloat` is an `.int` here: the floating
    // types' extensions come after the integer ones.
    case .int:
      [
        "Int", "BinaryInteger", "Numeric", "Comparable", "CGFloat", "Double", "BinaryFloatingPoint",
        "FloatingPoint",
      ]
    case .double:
      ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
    case .bool: ["Bool"]
    case .color: ["Color", "ShapeStyle", "View"]
    // A `SubviewsCollection` is an array of `Subview`s here (`Interpreter+Subviews`).
    case .array:
      [
        "Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection",
        "MutableCollection",
        "RangeReplaceableCollection", "SubviewsCollection",
      ]
    case .dictionary: ["Dictionary"]
    case .size: ["CGSize"]
    case .point: ["CGPoint"]
    case .binding: ["Binding"]
    case .view: ["View"]
    case .uuid: ["UUID"]
    case .range: ["Range", "ClosedRange", "Collection", "Sequence"]
    case .type(let name): [name]
    case .symbol(let s): s.typeQualifier.map { [$0] } ?? []
    case .structure(let s): [s.type]
    default: []
    }
  }

  /// A computed property or method an extension adds to `value`'s type, bound to `value`.
  func extensionMember(of value: Value, _ name: String, file: String) throws -> Value? {
    guard !module.builtinExtensions.isEmpty else { return nil }
    if case .structure(let s) = value, let type = module.type(named: s.type),
      let member = try conformanceMember(type, name, receiver: .value(value, type))
    {
      return member
    }
    for typeName in Self.extensionTypeNames(value) {
      guard let info = module.builtinExtensions[typeName] else { continue }
      if case .type = value, let member = try staticExtensionMember(info, name) { return member }
      if let computed = info.computed[name] {
        return try evalComputed(computed, receiver: .value(value, info), file: info.file)
      }
      if let function = info.methods[name]?.first {
        return .method(Method(receiver: .value(value, info), function: function, owner: info.file))
      }
      // `extension EnvironmentValues { @Entry var accent: Color = .red }`: the key the macro
      // declares reads its default — the initializer, or nil for an optional without one
      // (swiftui-semantics §23.12); the preview's environment sets no key.
      if let entry = info.stored.first(where: { $0.name == name && $0.builderAttribute == "Entry" }) {
        if let initializer = entry.initializer {
          let env = Env(parent: nil, receiver: .value(value, info), file: info.file)
          let initial = try eval(initializer, env)
          return try entry.type.map { try coerce(initial, to: $0, file: info.file, range: entry.range) }
            ?? initial
        }
        if case .optional? = entry.type?.kind { return .null }
      }
    }
    return nil
  }

  /// `Color.brand`, `Animation.hero`, `Font.display`: a static an extension of a built-in type
  /// declares.
  func staticExtensionMember(_ info: TypeInfo, _ name: String) throws -> Value? {
    if let initializer = info.statics[name] {
      return try staticInitialValue(
        initializer, info.staticTypes[name], context: .value(.type(info.name), info), file: info.file)
    }
    if let computed = info.staticComputed[name] {
      return try evalComputed(computed, receiver: .value(.type(info.name), info), file: info.file)
    }
    return nil
  }

  /// `.brand` where a `Color` is expected (`typeNames`: the expected type and the protocols it
  /// conforms to): the static an extension declares, called with the symbol's arguments when
  /// it is a function (`.bouncy(delay: 0.2)`).
  func resolveImplicitMember(_ value: Value, in typeNames: [String]) throws -> Value? {
    guard !module.builtinExtensions.isEmpty, case .symbol(let s) = value else { return nil }
    if case .symbol(let outer)? = s.base, outer.base == nil, outer.arguments == nil, s.arguments == nil {
      // `.font(.TabBar.regular)`: a static of a type nested in an extension of the expected
      // type (`extension Font { struct TabBar { static let regular: Font … } }`).
      for typeName in typeNames where module.nestedTypes[typeName + "." + outer.name] != nil {
        return try typeMember(
          typeName + "." + outer.name, s.name,
          file: module.nestedTypes[typeName + "." + outer.name]?.file ?? "", range: s.range)
      }
      return nil
    }
    guard s.base == nil else { return nil }
    for typeName in typeNames {
      guard let info = module.builtinExtensions[typeName] else { continue }
      if s.arguments == nil, let member = try staticExtensionMember(info, s.name) { return member }
      if let function = info.methods[s.name]?.first {
        return try callFunction(
          function, receiver: .value(.type(info.name), info), file: info.file,
          ArgumentList(arguments: s.arguments ?? [], trailing: []), range: s.range)
      }
    }
    return nil
  }
}
