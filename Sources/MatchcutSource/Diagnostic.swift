/// How serious a diagnostic is. Errors make the exit status 1; warnings and notes do not.
public enum Severity: String, Sendable, Hashable, Comparable {
  case error
  case warning
  case note
  case remark

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    case .remark: 3
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable diagnostic identifier, `domain.code` (for example `syntax.unterminated-string`).
///
/// Ids never change once shipped: tests, SARIF consumers and `docs/diagnostics/` key on them.
public struct DiagnosticID: Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The part before the first dot: the pipeline stage that reports it.
  public var domain: Substring { rawValue.split(separator: ".", maxSplits: 1).first ?? "" }

  public var description: String { rawValue }
  public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A place in a file: the file's path plus a byte range in it.
public struct SourceSpan: Sendable, Hashable {
  public var path: String
  public var range: SourceRange

  public init(path: String, range: SourceRange) {
    self.path = path
    self.range = range
  }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else.
public struct DiagnosticNote: Sendable, Hashable {
  public var message: String
  public var span: SourceSpan?

  public init(_ message: String, at span: SourceSpan? = nil) {
    self.message = message
    self.span = span
  }
}

/// One text replacement of a fix-it.
public struct SourceEdit: Sendable, Hashable {
  public var range: SourceRange
  public var replacement: String

  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A suggested change that resolves a diagnostic; always in the diagnostic's own file.
public struct FixIt: Sendable, Hashable {
  public var message: String
  public var edits: [SourceEdit]

  public init(_ message: String, edits: [SourceEdit]) {
    self.message = message
    self.edits = edits
  }
}

/// A problem found in the user's input, with everything a renderer needs.
///
/// Stages create diagnostics as values and return them; nothing prints except the CLI.
public struct Diagnostic: Sendable, Hashable {
  public var id: DiagnosticID
  public var severity: Severity
  /// One lower-case phrase, no trailing period (Swift's diagnostic style).
  public var message: String
  /// Where the problem is. `nil` only for problems with no source position (I/O, usage).
  public var span: SourceSpan?
  /// Extra ranges to underline in the same file.
  public var highlights: [SourceRange]
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]

  public init(
    _ id: DiagnosticID, _ severity: Severity, _ message: String, at span: SourceSpan?,
    highlights: [SourceRange] = [], notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.span = span
    self.highlights = highlights
    self.notes = notes
    self.fixIts = fixIts
  }

  /// Orders diagnostics by file, then position, then severity and id, so output is stable.
  public static func sortKey(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    let lp = lhs.span?.path ?? ""
    let rp = rhs.span?.path ?? ""
    if lp != rp { return lp < rp }
    let ls = lhs.span?.range.start ?? -1
    let rs = rhs.span?.range.start ?? -1
    if ls != rs { return ls < rs }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    if lhs.id != rhs.id { return lhs.id < rhs.id }
    return lhs.message < rhs.message
  }
}

/// An append-only list of diagnostics that a stage fills and returns.
public struct DiagnosticBag: Sendable {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  public var isEmpty: Bool { diagnostics.isEmpty }

  /// The diagnostics in file/position order, each once: several scenes of a module compile
  /// the same views, and a lint about one of them would otherwise repeat per scene.
  public var sorted: [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted }
  }
}
