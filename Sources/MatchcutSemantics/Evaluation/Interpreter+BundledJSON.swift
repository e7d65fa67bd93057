import MatchcutSource

/// Sample data an app bundles as JSON and decodes with `Codable` (docs/semantics.md "Bundled
/// JSON"): `Bundle.main.url(forResource:withExtension:)` finds a file the driver read next to
/// the sources (`AssetCatalog.jsonResources`), `Data(contentsOf:)` reads it, and
/// `JSONDecoder().decode(_:from:)` turns it into values. An object becomes the module's struct
/// by its property names, as the synthesised `Decodable` conformance does (Apple, "Encoding
/// and Decoding Custom Types"); a string or number becomes an enum case by its raw value.
/// Without the file, these stay the framework stand-ins they were.
extension Interpreter {
  /// A bundled file, as the URL and the `Data` made from it: its name.
  static let bundledFileTypeName = "Bundle.File"

  /// `url(forResource:withExtension:)` or `path(forResource:ofType:)` on `Bundle.main`: the
  /// bundled file it names, or nil when the driver found none by that name.
  func bundledFile(_ method: String, _ arguments: ArgumentList) -> Value? {
    guard method == "url" || method == "path", !options.assets.jsonResources.isEmpty,
      case .string(let resource)? = arguments.labelled("forResource")?.value
    else { return nil }
    var name = resource
    if case .string(let suffix)? = (arguments.labelled("withExtension") ?? arguments.labelled("ofType"))?
      .value,
      !suffix.isEmpty
    {
      name += suffix.hasPrefix(".") ? suffix : "." + suffix
    }
    guard options.assets.jsonResources[name] != nil else { return nil }
    return .structure(StructValue(type: Self.bundledFileTypeName, fields: [("name", .string(name))]))
  }

  /// The bundled file `value` is (a URL or its `Data`), by name.
  static func bundledFileName(_ value: Value) -> String? {
    guard case .structure(let file) = value, file.type == bundledFileTypeName,
      case .string(let name)? = file.field("name")
    else { return nil }
    return name
  }

  /// `JSONDecoder().decode(T.self, from: data)` of a bundled file: its values, decoded as `T`
  /// when the call names a type Matchcut knows; nil when `from:` is no bundled file.
  func decodeBundledJSON(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value? {
    guard let data = arguments.labelled("from")?.value, let name = Self.bundledFileName(data),
      let json = options.assets.jsonResources[name]
    else { return nil }
    let value = Self.value(of: json)
    guard let type = arguments.unlabelled.first?.value else { return value }
    return try decoded(value, as: type, file: file, range: range)
  }

  /// A JSON value as the evaluator's: objects are dictionaries keyed by strings (the last of a
  /// repeated key wins), whole numbers `Int`s (a `Double` property takes them as numbers).
  static func value(of json: JSONValue) -> Value {
    switch json {
    case .object(let members):
      var keys: [Value] = []
      var values: [Value] = []
      var positions: [String: Int] = [:]
      for member in members {
        if let position = positions[member.key] {
          values[position] = value(of: member.value)
        } else {
          positions[member.key] = keys.count
          keys.append(.string(member.key))
          values.append(value(of: member.value))
        }
      }
      return .dictionary(keys, values)
    case .array(let items): return .array(items.map(value(of:)))
    case .string(let text): return .string(text)
    case .number(let number):
      if let whole = Int(exactly: number) { return .int(whole) }
      return .double(number)
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    }
  }

  /// `value` decoded as the type value `type` (`Landmark.self`, `[Landmark].self`,
  /// `[String: Astronaut].self`); a type Matchcut does not know leaves it as it is.
  private func decoded(_ value: Value, as type: Value, file: String, range: SourceRange) throws -> Value {
    switch (type, value) {
    case (.array(let element), .array(let items)) where element.count == 1:
      return .array(try items.map { try decoded($0, as: element[0], file: file, range: range) })
    case (.dictionary(let keyType, let valueType), .dictionary(let keys, let values))
    where keyType.count == 1 && valueType.count == 1:
      return .dictionary(keys, try values.map { try decoded($0, as: valueType[0], file: file, range: range) })
    case (.type(let name), _):
      return try coerce(value, toNamed: name, file: file, range: range)
    default:
      return value
    }
  }

  /// A JSON object as the module's struct `type`: each stored property from the key of its
  /// name, read in its declared type; a property the object lacks keeps its initial value, or
  /// nil.
  func decodedStruct(_ type: TypeInfo, keys: [Value], values: [Value], file: String, range: SourceRange)
    throws
    -> Value
  {
    var provided: [String: Value] = [:]
    for property in type.stored where property.wrapper == .none && !property.isLazy {
      guard let index = keys.firstIndex(of: .string(property.name)) else { continue }
      var value = values[index]
      if let declared = property.type {
        value = try coerce(value, to: declared, file: type.file, range: range)
      }
      provided[property.name] = value
    }
    return try finishConstruction(type, provided, file: file, range: range)
  }
}
