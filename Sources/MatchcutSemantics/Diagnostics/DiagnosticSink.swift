import MatchcutSource

/// Collects semantic diagnostics, dropping exact repeats (the same id at the same place),
/// which the evaluator produces when it renders one view in many states.
final class DiagnosticSink {
  private(set) var diagnostics: [Diagnostic] = []
  /// Where each reported diagnostic sits in `diagnostics`, by id, place and message.
  private var seen: [String: Int] = [:]
  /// Keys of messages that are reported once per module (ignored-modifier notes).
  var once: Set<String> = []

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  /// Errors reported so far, repeats included (the explorer stops when a render reported one).
  private(set) var errorReports = 0

  func report(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error { errorReports += 1 }
    let key =
      "\(diagnostic.id)|\(diagnostic.span?.path ?? "")|\(diagnostic.span?.range.start ?? -1)|"
      + "\(diagnostic.span?.range.end ?? -1)|\(diagnostic.message)"
    if let index = seen[key] {
      // A warning from a static pass (a name no explored state reached) becomes the error
      // the evaluator reports when it reaches the same place.
      if diagnostic.severity == .error, diagnostics[index].severity != .error {
        diagnostics[index] = diagnostic
      }
      return
    }
    seen[key] = diagnostics.count
    diagnostics.append(diagnostic)
  }

  func error(
    _ id: DiagnosticID, _ message: String, file: String, range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    report(
      Diagnostic(
        id, .error, message, at: SourceSpan(path: file, range: range), notes: notes, fixIts: fixIts))
  }

  func warning(
    _ id: DiagnosticID, _ message: String, file: String, range: SourceRange,
    notes: [DiagnosticNote] = []
  ) {
    report(Diagnostic(id, .warning, message, at: SourceSpan(path: file, range: range), notes: notes))
  }

  /// The errors reported since `checkpoint`, in order: new ones, and earlier warnings an
  /// evaluation turned into errors (`report`).
  func errors(since checkpoint: Checkpoint) -> [Diagnostic] {
    let old = checkpoint.diagnostics
    return diagnostics.indices.filter { index in
      diagnostics[index].severity == .error && (index >= old.count || old[index].severity != .error)
    }.map { diagnostics[$0] }
  }

  /// Runs `body` and takes back everything it reported, returning its result (nil when it
  /// threw) and the first error it reported: for evaluation that may fail without failing the
  /// build (a custom shape's `path(in:)` falls back to its frame).
  func discarding<T>(_ body: () throws -> T) -> (result: T?, firstError: Diagnostic?) {
    let saved = checkpoint()
    let result = try? body()
    let firstError = diagnostics[saved.diagnostics.count...].first { $0.severity == .error }
    restore(saved)
    return (result, firstError)
  }

  /// What the sink holds now, to take back what is reported after it (`restore`).
  struct Checkpoint {
    fileprivate var diagnostics: [Diagnostic]
    fileprivate var seen: [String: Int]
    fileprivate var once: Set<String>
    fileprivate var errorReports: Int
  }

  func checkpoint() -> Checkpoint {
    Checkpoint(diagnostics: diagnostics, seen: seen, once: once, errorReports: errorReports)
  }

  /// Forgets everything reported since `checkpoint`.
  func restore(_ checkpoint: Checkpoint) {
    diagnostics = checkpoint.diagnostics
    seen = checkpoint.seen
    once = checkpoint.once
    errorReports = checkpoint.errorReports
  }

  func note(_ id: DiagnosticID, _ message: String, file: String, range: SourceRange) {
    report(Diagnostic(id, .note, message, at: SourceSpan(path: file, range: range)))
  }
}

/// "Did you mean" suggestions by edit distance (at most 4 candidates, closest first).
enum Suggestions {
  /// Candidates within a distance of about a third of the name's length (at least 1, at most
  /// 3), sorted by distance then name; at most `limit`.
  static func nearest(to name: String, in candidates: [String], limit: Int = 4) -> [String] {
    let lowered = Array(name.lowercased().utf8)
    let threshold = max(1, min(3, lowered.count / 3))
    var scored: [(Int, String)] = []
    for candidate in Set(candidates) where candidate != name {
      let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
      if distance <= threshold { scored.append((distance, candidate)) }
    }
    scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    return scored.prefix(limit).map(\.1)
  }

  /// The note text: `did you mean 'a'?` or `did you mean 'a', 'b' or 'c'?`.
  static func note(for name: String, in candidates: [String], prefix: String = "") -> [DiagnosticNote] {
    let found = nearest(to: name, in: candidates)
    guard !found.isEmpty else { return [] }
    let quoted = found.map { "'\(prefix)\($0)'" }
    let list =
      quoted.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    return [DiagnosticNote("did you mean \(list)?")]
  }

  /// Levenshtein distance (insert, delete, substitute all cost 1).
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
