/// A Make-style dependency file (TOOLING §5): `output: input1 input2 …`, one rule per output,
/// read by Make (`-include`) and Ninja (`depfile = …`, `deps = gcc`).
///
/// Every output lists every input: the files of one module see each other's declarations
/// (LANGUAGE §1), so any of them can change any output. Paths are escaped the way GCC's `-MD`
/// writes them: a space or tab gets a backslash, as does a `#`; a `$` is doubled
/// (`$$`); a backslash in front of a space or `#` is doubled. Standard input (`-`) is left
/// out: there is no file to depend on.
public enum Depfile {
  /// The file's bytes.
  public static func render(outputs: [String], inputs: [String]) -> [UInt8] {
    let dependencies = inputs.filter { $0 != "-" }.map(escaped)
    var text = ""
    for output in outputs {
      text += escaped(output) + ":"
      for dependency in dependencies { text += " " + dependency }
      text += "\n"
    }
    return Array(text.utf8)
  }

  /// `path` escaped for a Make rule.
  public static func escaped(_ path: String) -> String {
    var result = ""
    var backslashes = 0
    for character in path {
      switch character {
      case "\\":
        backslashes += 1
        continue
      case " ", "\t", "#":
        // Backslashes right before a space or `#` are doubled, then one more escapes it.
        result += String(repeating: "\\", count: backslashes * 2) + "\\" + String(character)
      case "$":
        result += String(repeating: "\\", count: backslashes) + "$$"
      default:
        result += String(repeating: "\\", count: backslashes) + String(character)
      }
      backslashes = 0
    }
    result += String(repeating: "\\", count: backslashes)
    return result
  }
}
