import Foundation

/// A small JSON Schema (draft 2020-12) validator for the test suite: enough of the vocabulary
/// for `docs/timeline.schema.json` — `type`, `const`, `enum`, `properties`, `required`,
/// `additionalProperties`, `unevaluatedProperties` (with `allOf`), `items`, `minItems`,
/// `maxItems`, `minProperties`, `minimum`, `maximum`, `exclusiveMinimum`, `pattern`, `oneOf`,
/// `allOf` and local `$ref`s. Unknown keywords fail loudly, so the schema cannot silently use
/// something this checker ignores.
public struct JSONSchemaValidator {
  public let root: [String: Any]

  public init(schemaPath: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: schemaPath))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ValidationError(path: "$", message: "the schema is not an object")
    }
    root = object
  }

  /// One violation: where, and what.
  public struct ValidationError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
  }

  private static let known: Set<String> = [
    "$schema", "$id", "$defs", "title", "description", "type", "const", "enum", "properties", "required",
    "additionalProperties", "unevaluatedProperties", "items", "minItems", "maxItems", "minProperties",
    "minimum", "maximum", "exclusiveMinimum", "pattern", "oneOf", "allOf", "$ref",
  ]

  /// Every violation of the schema in `document` (empty when valid).
  public func validate(_ document: Any) -> [ValidationError] {
    var errors: [ValidationError] = []
    check(document, against: root, at: "$", errors: &errors)
    return errors
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    guard reference.hasPrefix("#/") else { return nil }
    var current: Any = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let object = current as? [String: Any], let next = object[String(part)] else { return nil }
      current = next
    }
    return current as? [String: Any]
  }

  private func check(
    _ value: Any, against schema: [String: Any], at path: String, errors: inout [ValidationError]
  ) {
    for key in schema.keys where !Self.known.contains(key) {
      errors.append(
        ValidationError(path: path, message: "schema keyword '\(key)' is not supported by the checker"))
    }
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else {
        errors.append(ValidationError(path: path, message: "unresolvable $ref \(reference)"))
        return
      }
      check(value, against: target, at: path, errors: &errors)
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [(type as? String) ?? ""]
      if !types.contains(where: { matches(value, type: $0) }) {
        errors.append(ValidationError(path: path, message: "expected \(types.joined(separator: "|"))"))
        return
      }
    }
    if let constant = schema["const"], !equal(value, constant) {
      errors.append(ValidationError(path: path, message: "expected the constant \(constant)"))
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { equal(value, $0) }) {
      errors.append(ValidationError(path: path, message: "\(value) is not one of \(options)"))
    }
    if let number = value as? NSNumber, !isBool(value) {
      let double = number.doubleValue
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, double < minimum {
        errors.append(ValidationError(path: path, message: "\(double) < minimum \(minimum)"))
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, double > maximum {
        errors.append(ValidationError(path: path, message: "\(double) > maximum \(maximum)"))
      }
      if let minimum = (schema["exclusiveMinimum"] as? NSNumber)?.doubleValue, double <= minimum {
        errors.append(ValidationError(path: path, message: "\(double) ≤ exclusive minimum \(minimum)"))
      }
    }
    if let string = value as? String, let pattern = schema["pattern"] as? String {
      if string.range(of: pattern, options: .regularExpression) == nil {
        errors.append(ValidationError(path: path, message: "'\(string)' does not match \(pattern)"))
      }
    }
    if let array = value as? [Any] {
      if let minimum = schema["minItems"] as? Int, array.count < minimum {
        errors.append(ValidationError(path: path, message: "fewer than \(minimum) items"))
      }
      if let maximum = schema["maxItems"] as? Int, array.count > maximum {
        errors.append(ValidationError(path: path, message: "more than \(maximum) items"))
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          check(item, against: items, at: "\(path)[\(index)]", errors: &errors)
        }
      }
    }
    if let object = value as? [String: Any] {
      checkObject(object, against: schema, at: path, errors: &errors)
    }
    if let options = schema["oneOf"] as? [[String: Any]] {
      var passing = 0
      for option in options {
        var trial: [ValidationError] = []
        check(value, against: option, at: path, errors: &trial)
        if trial.isEmpty { passing += 1 }
      }
      if passing != 1 {
        errors.append(
          ValidationError(path: path, message: "matches \(passing) of the oneOf options, not exactly 1"))
      }
    }
    if let all = schema["allOf"] as? [[String: Any]] {
      for part in all { check(value, against: part, at: path, errors: &errors) }
    }
  }

  private func checkObject(
    _ object: [String: Any], against schema: [String: Any], at path: String, errors: inout [ValidationError]
  ) {
    let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
    if let minimum = schema["minProperties"] as? Int, object.count < minimum {
      errors.append(ValidationError(path: path, message: "fewer than \(minimum) properties"))
    }
    for name in schema["required"] as? [String] ?? [] where object[name] == nil {
      errors.append(ValidationError(path: path, message: "missing required property '\(name)'"))
    }
    for key in object.keys.sorted() {
      guard let value = object[key] else { continue }
      if let property = properties[key] {
        check(value, against: property, at: "\(path).\(key)", errors: &errors)
      }
    }
    // Properties named here or in an `allOf` part count as evaluated.
    var evaluated = Set(properties.keys)
    for part in schema["allOf"] as? [[String: Any]] ?? [] {
      let resolved = (part["$ref"] as? String).flatMap(resolve) ?? part
      evaluated.formUnion((resolved["properties"] as? [String: Any] ?? [:]).keys)
    }
    for key in object.keys.sorted() where !evaluated.contains(key) {
      guard let value = object[key] else { continue }
      if let extra = schema["additionalProperties"] {
        if let allowed = extra as? Bool {
          if !allowed { errors.append(ValidationError(path: path, message: "unexpected property '\(key)'")) }
        } else if let subschema = extra as? [String: Any] {
          check(value, against: subschema, at: "\(path).\(key)", errors: &errors)
        }
      } else if let unevaluated = schema["unevaluatedProperties"] as? Bool, !unevaluated {
        errors.append(ValidationError(path: path, message: "unexpected property '\(key)'"))
      }
    }
  }

  private func isBool(_ value: Any) -> Bool {
    // JSONSerialization gives booleans their own NSNumber subclass.
    "\(type(of: value))".contains("Boolean")
  }

  private func matches(_ value: Any, type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "null": return value is NSNull
    case "boolean": return isBool(value)
    case "number": return value is NSNumber && !isBool(value)
    case "integer":
      guard let number = value as? NSNumber, !isBool(value) else { return false }
      return number.doubleValue == number.doubleValue.rounded()
    default: return false
    }
  }

  private func equal(_ a: Any, _ b: Any) -> Bool {
    if let x = a as? String, let y = b as? String { return x == y }
    if isBool(a) || isBool(b) { return isBool(a) && isBool(b) && (a as? Bool) == (b as? Bool) }
    if let x = a as? NSNumber, let y = b as? NSNumber { return x.doubleValue == y.doubleValue }
    if a is NSNull, b is NSNull { return true }
    return false
  }
}
