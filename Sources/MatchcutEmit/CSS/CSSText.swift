import MatchcutMotion
import MatchcutViews

/// A line-oriented text buffer for the CSS and HTML writers, with the escaping they need.
struct CSSText {
  private(set) var bytes: [UInt8] = []

  mutating func line(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// A CSS identifier fragment: letters, digits, `-` and `_` kept, everything else `_`.
  static func identifier(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": result.unicodeScalars.append(scalar)
      default: result += "_"
      }
    }
    return result.isEmpty ? "_" : result
  }

  /// The inside of a double-quoted CSS string.
  static func escapeString(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\a "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text safe inside a `/* … */` comment.
  static func comment(_ text: String) -> String {
    text.replacingAll("*/", with: "* /")
  }

  /// Text and attribute values in HTML and XML (`&`, `<`, `>`, `"`, `'`).
  static func escapeHTML(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        // XML 1.0 forbids most control characters even as references.
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `rgb(R G B / A)` with 8-bit channels kept fractional (CSS Color 4).
  static func color(_ c: RGBA) -> String {
    func channel(_ v: Double) -> String { Number.text(min(max(v, 0), 1) * 255, decimals: 3) }
    return "rgb(\(channel(c.red)) \(channel(c.green)) \(channel(c.blue)) / "
      + "\(Number.text(min(max(c.alpha, 0), 1), decimals: 4)))"
  }
}

extension String {
  /// Every occurrence of `target` replaced (no Foundation).
  func replacingAll(_ target: String, with replacement: String) -> String {
    let source = Array(utf8)
    let needle = Array(target.utf8)
    guard !needle.isEmpty, source.count >= needle.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      if index + needle.count <= source.count, source[index..<index + needle.count].elementsEqual(needle) {
        result.append(contentsOf: replacement.utf8)
        index += needle.count
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
