/// One bound the compiler enforces on hostile input: its default, the command-line flag that
/// changes it, and the diagnostic that reports it (docs/reliability.md, LANGUAGE §7).
///
/// ```swift
/// var options = CompilerOptions()
/// try CompilerLimit.apply(["--max-states": "1024"], to: &options)
/// ```
public struct CompilerLimit: Sendable {
  /// The flag, e.g. `--max-states`; further spellings in `aliases`.
  public var flag: String
  public var aliases: [String]
  /// What the number counts, for `--help`.
  public var counts: String
  /// The stable id of the diagnostic reported when input crosses the limit.
  public var diagnostic: String
  /// Whether crossing the limit stops the work and keeps what was done, with a warning (the
  /// exploration limits: the states found are compiled), rather than failing with an error.
  public var keepsPartialResult: Bool
  /// Reads the limit's current value.
  public var read: @Sendable (CompilerOptions) -> Int
  /// Stores a new value.
  public var write: @Sendable (inout CompilerOptions, Int) -> Void

  /// The value in `CompilerOptions()`.
  public var defaultValue: Int { read(CompilerOptions()) }

  /// Every limit, in the order of the docs table.
  public static let all: [CompilerLimit] = [
    CompilerLimit(
      flag: "--max-nesting", counts: "levels of nesting the parser accepts",
      diagnostic: "syntax.nesting-too-deep",
      read: { $0.parseLimits.maxNestingDepth }, write: { $0.parseLimits.maxNestingDepth = $1 }),
    CompilerLimit(
      flag: "--max-file-size", counts: "bytes per input file", diagnostic: "io.file-too-large",
      read: { $0.parseLimits.maxFileBytes }, write: { $0.parseLimits.maxFileBytes = $1 }),
    CompilerLimit(
      flag: "--max-string-length", counts: "bytes per string literal", diagnostic: "syntax.string-too-long",
      read: { $0.parseLimits.maxStringLength }, write: { $0.parseLimits.maxStringLength = $1 }),
    CompilerLimit(
      flag: "--max-foreach", counts: "elements of a ForEach or Array range",
      diagnostic: "semantics.collection-too-large",
      read: { $0.semantics.maxForEachElements }, write: { $0.semantics.maxForEachElements = $1 }),
    CompilerLimit(
      flag: "--max-nodes", counts: "views rendered in one state", diagnostic: "semantics.node-limit",
      read: { $0.semantics.maxNodesPerState }, write: { $0.semantics.maxNodesPerState = $1 }),
    CompilerLimit(
      flag: "--max-states", counts: "states explored per preview", diagnostic: "semantics.state-limit",
      keepsPartialResult: true, read: { $0.semantics.maxStates }, write: { $0.semantics.maxStates = $1 }),
    CompilerLimit(
      flag: "--max-edges", aliases: ["--max-transitions"], counts: "transitions explored per preview",
      diagnostic: "semantics.transition-limit", keepsPartialResult: true,
      read: { $0.semantics.maxTransitions }, write: { $0.semantics.maxTransitions = $1 }),
    CompilerLimit(
      flag: "--max-steps", counts: "evaluation steps per render or action",
      diagnostic: "semantics.step-limit",
      read: { $0.semantics.maxEvaluationSteps }, write: { $0.semantics.maxEvaluationSteps = $1 }),
    CompilerLimit(
      flag: "--max-value-depth", counts: "levels of nesting in one value the evaluator builds",
      diagnostic: "semantics.value-too-deep",
      read: { $0.semantics.maxValueDepth }, write: { $0.semantics.maxValueDepth = $1 }),
    CompilerLimit(
      flag: "--max-value-size", counts: "nodes in one value, shared parts once per reference",
      diagnostic: "semantics.value-too-large",
      read: { $0.semantics.maxValueSize }, write: { $0.semantics.maxValueSize = $1 }),
  ]

  public init(
    flag: String, aliases: [String] = [], counts: String, diagnostic: String,
    keepsPartialResult: Bool = false, read: @escaping @Sendable (CompilerOptions) -> Int,
    write: @escaping @Sendable (inout CompilerOptions, Int) -> Void
  ) {
    self.flag = flag
    self.aliases = aliases
    self.counts = counts
    self.diagnostic = diagnostic
    self.keepsPartialResult = keepsPartialResult
    self.read = read
    self.write = write
  }

  /// Sets every limit whose flag has a value in `values` (keyed by the canonical flag). A value
  /// must be a positive decimal integer; `k`/`m` suffixes are not accepted.
  public static func apply(_ values: [String: String], to options: inout CompilerOptions)
    throws(CompilerLimitError)
  {
    for limit in all {
      guard let text = values[limit.flag] else { continue }
      guard let value = Int(text), value > 0 else {
        throw CompilerLimitError(flag: limit.flag, value: text)
      }
      limit.write(&options, value)
    }
  }
}

/// A limit flag whose value is not a positive integer.
public struct CompilerLimitError: Error, Sendable, Equatable, CustomStringConvertible {
  public var flag: String
  public var value: String

  public init(flag: String, value: String) {
    self.flag = flag
    self.value = value
  }

  public var description: String {
    "invalid value '\(value)' for '\(flag)': expected a positive integer"
  }
}
