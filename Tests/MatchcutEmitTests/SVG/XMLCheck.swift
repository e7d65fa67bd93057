/// A tiny XML well-formedness checker for the SVG tests: balanced and properly nested
/// elements, quoted attributes without duplicates, known entity references only, one root.
/// Returns the problems found (empty = well-formed) and the root element's attributes.
enum XMLCheck {
  struct Result {
    var problems: [String] = []
    var root: String?
    var rootAttributes: [String: String] = [:]
    var elements: [String] = []
  }

  static func check(_ text: String) -> Result {
    var result = Result()
    let bytes = Array(text.utf8)
    var stack: [String] = []
    var i = 0
    var rootClosed = false

    func problem(_ message: String) { result.problems.append("\(message) at byte \(i)") }

    func checkText(_ slice: ArraySlice<UInt8>) {
      var j = slice.startIndex
      while j < slice.endIndex {
        if slice[j] == UInt8(ascii: "&") {
          guard let end = slice[j...].firstIndex(of: UInt8(ascii: ";")) else {
            problem("unterminated entity")
            return
          }
          let name = String(decoding: slice[(j + 1)..<end], as: UTF8.self)
          let known = ["amp", "lt", "gt", "quot", "apos"].contains(name)
          let numeric = name.hasPrefix("#") && name.dropFirst().allSatisfy(\.isNumber) && name.count > 1
          if !known && !numeric { problem("unknown entity &\(name);") }
          j = end
        } else if slice[j] == UInt8(ascii: "<") {
          problem("raw < in text")
        }
        j += 1
      }
    }

    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        let start = i
        while i < bytes.count && bytes[i] != UInt8(ascii: "<") { i += 1 }
        let slice = bytes[start..<i]
        if stack.isEmpty && slice.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
          problem("text outside the root")
        }
        checkText(slice)
        continue
      }
      // Declarations and comments.
      if bytes[i...].starts(with: Array("<?".utf8)) {
        guard let end = find(Array("?>".utf8), in: bytes, from: i) else {
          return fail(&result, "unterminated <?")
        }
        i = end + 2
        continue
      }
      if bytes[i...].starts(with: Array("<!--".utf8)) {
        guard let end = find(Array("-->".utf8), in: bytes, from: i) else {
          return fail(&result, "unterminated comment")
        }
        i = end + 3
        continue
      }
      guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else {
        return fail(&result, "unterminated tag")
      }
      var tag = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
      i = close + 1
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        guard stack.last == name else {
          problem("</\(name)> closes <\(stack.last ?? "nothing")>")
          continue
        }
        stack.removeLast()
        if stack.isEmpty { rootClosed = true }
        continue
      }
      let selfClosing = tag.hasSuffix("/")
      if selfClosing { tag.removeLast() }
      let (name, attributes, attributeProblems) = parseTag(tag)
      for message in attributeProblems { problem("<\(name)>: \(message)") }
      if stack.isEmpty {
        if result.root != nil || rootClosed { problem("second root element <\(name)>") }
        result.root = name
        result.rootAttributes = attributes
      }
      result.elements.append(name)
      if !selfClosing { stack.append(name) }
    }
    if !stack.isEmpty { result.problems.append("unclosed <\(stack.joined(separator: "> <"))>") }
    if result.root == nil { result.problems.append("no root element") }
    return result
  }

  private static func fail(_ result: inout Result, _ message: String) -> Result {
    result.problems.append(message)
    return result
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    while i + needle.count <= bytes.count {
      if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  /// `name a="1" b='2'` → name, attributes, problems.
  private static func parseTag(_ tag: String) -> (String, [String: String], [String]) {
    let chars = Array(tag)
    var i = 0
    var name = ""
    while i < chars.count && !chars[i].isWhitespace {
      name.append(chars[i])
      i += 1
    }
    var attributes: [String: String] = [:]
    var problems: [String] = []
    if name.isEmpty { problems.append("empty element name") }
    while i < chars.count {
      while i < chars.count && chars[i].isWhitespace { i += 1 }
      guard i < chars.count else { break }
      var key = ""
      while i < chars.count && chars[i] != "=" && !chars[i].isWhitespace {
        key.append(chars[i])
        i += 1
      }
      guard i < chars.count, chars[i] == "=", i + 1 < chars.count, chars[i + 1] == "\"" || chars[i + 1] == "'"
      else {
        problems.append("attribute \(key) is not quoted")
        break
      }
      let quote = chars[i + 1]
      i += 2
      var value = ""
      while i < chars.count && chars[i] != quote {
        if chars[i] == "<" { problems.append("< in attribute \(key)") }
        value.append(chars[i])
        i += 1
      }
      guard i < chars.count else {
        problems.append("unterminated attribute \(key)")
        break
      }
      i += 1
      if attributes[key] != nil { problems.append("duplicate attribute \(key)") }
      attributes[key] = value
    }
    return (name, attributes, problems)
  }
}
