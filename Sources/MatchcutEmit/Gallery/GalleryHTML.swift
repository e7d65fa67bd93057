import MatchcutSource

/// Text helpers for the gallery's pages: HTML escaping, file-name slugs, and JSON that is safe
/// to embed in a `<script type="application/json">` element (TOOLING §6).
enum GalleryHTML {
  /// Escapes `&`, `<`, `>`, `"` and `'` for text and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// JSON bytes made safe inside `<script>`: every `<` becomes `\u003c`. In JSON a `<` can only
  /// occur inside a string, where the escape means the same character, so the document parses
  /// to the same value and can never contain `</script>` or `<!--`.
  static func scriptSafeJSON(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    for byte in bytes {
      if byte == UInt8(ascii: "<") {
        out.append(contentsOf: Array("\\u003c".utf8))
      } else {
        out.append(byte)
      }
    }
    while out.last == UInt8(ascii: "\n") { out.removeLast() }
    return String(decoding: out, as: UTF8.self)
  }

  /// `Circle to rectangle` → `circle-to-rectangle`: ASCII letters and digits kept (lower-cased),
  /// every other run of characters one `-`; `scene` when nothing is left.
  static func slug(_ name: String) -> String {
    var bytes: [UInt8] = []
    var pendingDash = false
    for byte in name.utf8 {
      let lower = (byte >= 65 && byte <= 90) ? byte + 32 : byte
      let keep = (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57)
      if keep {
        if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
        pendingDash = false
        bytes.append(lower)
      } else {
        pendingDash = true
      }
    }
    return bytes.isEmpty ? "scene" : String(decoding: bytes, as: UTF8.self)
  }

  /// A sample name usable as a file name: ASCII letters, digits, `-` and `_` kept, anything
  /// else `-`; `sample` when empty.
  static func fileStem(_ name: String) -> String {
    var bytes: [UInt8] = []
    for byte in name.utf8 {
      let keep =
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      bytes.append(keep ? byte : UInt8(ascii: "-"))
    }
    return bytes.isEmpty ? "sample" : String(decoding: bytes, as: UTF8.self)
  }

  /// A number for SVG/CSS: at most 2 decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendNumber(value.isFinite ? value : 0, decimals: 2, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
