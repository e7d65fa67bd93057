/// A parsed JSON value: an asset catalog's `Contents.json`, or a JSON file an app bundles and
/// decodes (`Bundle.main.url(forResource:withExtension:)`).
///
/// Objects keep their keys in file order (a duplicate key's last value wins on lookup, as in
/// `JSONSerialization`), numbers are `Double`.
public enum JSONValue: Sendable, Hashable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .object(let members):
      hasher.combine(0)
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    case .array(let items): hasher.combine(1); hasher.combine(items)
    case .string(let text): hasher.combine(2); hasher.combine(text)
    case .number(let number): hasher.combine(3); hasher.combine(number)
    case .bool(let flag): hasher.combine(4); hasher.combine(flag)
    case .null: hasher.combine(5)
    }
  }

  /// The value under `key` of an object; `nil` for other values or a missing key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// Why a document did not parse: a message and the 1-based line and column (in bytes).
  public struct SyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
  }

  /// Deepest nesting accepted: catalogs nest three or four levels, and the bound keeps the
  /// recursive reader's stack small whatever the file holds.
  public static let maxDepth = 64

  /// Parses a whole document (RFC 8259); trailing content other than whitespace is an error.
  ///
  /// `allowsTrailingCommas`: one comma before a closing `]` or `}` is accepted, as Foundation's
  /// `JSONSerialization` and `JSONDecoder` accept it (swiftui-semantics §23.21).
  public static func parse(_ bytes: [UInt8], allowsTrailingCommas: Bool = false) throws(SyntaxError)
    -> JSONValue
  {
    var reader = Reader(bytes: bytes, allowsTrailingCommas: allowsTrailingCommas)
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    if reader.index < bytes.count { throw reader.error("unexpected content after the document") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var allowsTrailingCommas = false

    /// After a comma: whether `bracket` follows (past whitespace), consumed if so.
    mutating func closes(_ bracket: UInt8) -> Bool {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == bracket else { return false }
      index += 1
      return true
    }

    func error(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
      guard depth < JSONValue.maxDepth else { throw error("nesting deeper than \(JSONValue.maxDepth)") }
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
      let spelled = Array(word.utf8)
      guard index + spelled.count <= bytes.count, Array(bytes[index..<index + spelled.count]) == spelled
      else { throw error("expected a value") }
      index += spelled.count
      return value
    }

    mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
      index += 1
      var members: [(key: String, value: JSONValue)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        members.append((key, try value(depth: depth + 1)))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          if allowsTrailingCommas, closes(UInt8(ascii: "}")) { return .object(members) }
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        index += 1
        return .object(members)
      }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
      index += 1
      var items: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        items.append(try value(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          if allowsTrailingCommas, closes(UInt8(ascii: "]")) { return .array(items) }
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        return .array(items)
      }
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1
      var scalars: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: scalars, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw error("unterminated string") }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "r"): scalars.append(0x0D)
          case UInt8(ascii: "b"): scalars.append(0x08)
          case UInt8(ascii: "f"): scalars.append(0x0C)
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw error("bad \\u escape") }
            index += 4
            // A lone surrogate half cannot be a scalar: U+FFFD, as decoders do.
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
          default: scalars.append(escaped)
          }
        case 0..<0x20:
          throw error("control character in a string")
        default:
          scalars.append(byte)
        }
      }
      throw error("unterminated string")
    }

    mutating func number() throws(SyntaxError) -> Double {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
      else { throw error("expected a value") }
      return value
    }
  }
}
