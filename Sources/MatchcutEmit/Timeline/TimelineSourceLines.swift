import MatchcutMotion
import MatchcutSource

/// Where each transition's trigger is written, for the timeline's optional `trigger.source`
/// (`{"file", "line", "column"}`, docs/timeline.schema.json): Motion's `EdgeInput.source` is a
/// byte range in a file; this turns it into the line and column a reader looks for, naming the
/// file by the name given here (the gallery publishes names relative to its input directory,
/// never the machine's absolute path).
public struct TimelineSourceLines: Sendable {
  private var files: [String: (name: String, file: SourceFile)] = [:]

  public init() {}

  /// The source `file`, published as `name`.
  public mutating func add(_ file: SourceFile, name: String) {
    files[file.path] = (name, file)
  }

  /// `span`'s first byte as (published name, 1-based line, 1-based UTF-8 column); nil for a file
  /// not added.
  public func locate(_ span: SourceSpan) -> (file: String, location: SourceLocation)? {
    guard let entry = files[span.path] else { return nil }
    let offset = max(0, min(span.range.start, entry.file.bytes.count))
    return (entry.name, entry.file.location(of: offset))
  }
}
