/// Bounds the parser enforces so that hostile input ends in a diagnostic, never a crash.
public struct ParseLimits: Sendable, Hashable {
  /// Deepest nesting of brackets, closures, blocks, prefix operators and postfix chains.
  public var maxNestingDepth: Int
  /// Larger files are rejected with `syntax.file-too-large` before lexing.
  public var maxFileBytes: Int
  /// Longest string literal in bytes (`syntax.string-too-long`).
  public var maxStringLength: Int

  public init(
    maxNestingDepth: Int = 256, maxFileBytes: Int = 8 << 20, maxStringLength: Int = 1 << 20
  ) {
    self.maxNestingDepth = maxNestingDepth
    self.maxFileBytes = maxFileBytes
    self.maxStringLength = maxStringLength
  }

  /// 256 levels, 8 MiB files, 1 MiB strings.
  public static let `default` = ParseLimits()
}
