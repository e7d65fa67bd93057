/// File names of build outputs: kept inside the output directory whatever a source or a
/// `#Preview` is called (docs/build-integration.md, "Output names").
public enum OutputNames {
  /// The longest name written, in UTF-8 bytes (below every file system's 255-byte limit,
  /// leaving room for the writer's temporary-file prefix and suffix).
  public static let maximumBytes = 200

  /// `NAME.timeline.json` for `dir/NAME.mcut` (TOOLING §5); standard input (`-`) is `stdin`.
  public static func timeline(for source: String) -> String {
    var name = source.split(separator: "/").last.map(String.init) ?? "stdin"
    if name == "-" { name = "stdin" }
    for suffix in [".mcut", ".swift"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
    }
    return sanitized(name + ".timeline.json")
  }

  /// `name` made safe as a single, portable path component: `/`, `\`, control characters and
  /// the characters Windows refuses in names (`< > : " | ? *`) become `_`; a leading `.` (`..`,
  /// hidden files) gets a `_` in front and a trailing `.` or space (which Windows drops) gets one
  /// after; a Windows device name (`CON`, `nul.css`, `COM1`…, in any case) gets a `_` in front;
  /// an empty name is `_`, and an over-long name is cut at a character boundary, keeping its
  /// extension.
  public static func sanitized(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F, 0x2F, 0x5C, 0x3C, 0x3E, 0x3A, 0x22, 0x7C, 0x3F, 0x2A:
        result.unicodeScalars.append("_")
      default: result.unicodeScalars.append(scalar)
      }
    }
    if result.hasSuffix(".") || result.hasSuffix(" ") { result += "_" }
    if isDeviceName(result) { result = "_" + result }
    if result.isEmpty || result.hasPrefix(".") { result = "_" + result }
    guard result.utf8.count > maximumBytes else { return result }
    // Keep a short extension (`.t0.json`, `.timeline.json`) so the file stays recognisable.
    var fileExtension = ""
    if let dot = result.firstIndex(of: "."), result[dot...].utf8.count <= 32 {
      fileExtension = String(result[dot...])
      result = String(result[..<dot])
    }
    while result.utf8.count + fileExtension.utf8.count > maximumBytes { result.removeLast() }
    return result + fileExtension
  }

  /// Windows reserves these names, with or without an extension, in any case.
  static func isDeviceName(_ name: String) -> Bool {
    let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let upper = stem.uppercased()
    if ["CON", "PRN", "AUX", "NUL"].contains(upper) { return true }
    guard upper.utf8.count == 4, upper.hasPrefix("COM") || upper.hasPrefix("LPT"), let last = upper.last
    else {
      return false
    }
    return ("1"..."9").contains(last)
  }

  /// The key under which two names collide on a case-insensitive file system (APFS, HFS+ and
  /// NTFS by default): names are compared lower-cased.
  public static func collisionKey(_ name: String) -> String { name.lowercased() }
}
