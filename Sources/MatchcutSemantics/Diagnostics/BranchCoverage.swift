import MatchcutSource

/// Records which branches of `if` statements in view builders were evaluated and which were
/// taken, for the lint "this branch is never shown in any explored state" (LANGUAGE §9:
/// unreachable preview states).
final class BranchCoverage {
  private struct Site: Hashable, Comparable {
    var file: String
    var start: Int
    var end: Int
    static func < (a: Site, b: Site) -> Bool { (a.file, a.start) < (b.file, b.start) }
  }

  private var seen: [Site: Bool] = [:]
  /// Code whose branches depend on the device, not on state (an `AsyncImage` content closure's
  /// phases): never reported.
  private var excluded: Set<Site> = []

  func exclude(file: String, range: SourceRange) {
    excluded.insert(Site(file: file, start: range.start, end: range.end))
  }

  func register(file: String, range: SourceRange) {
    let site = Site(file: file, start: range.start, end: range.end)
    if seen[site] == nil { seen[site] = false }
  }

  func taken(file: String, range: SourceRange) {
    seen[Site(file: file, start: range.start, end: range.end)] = true
  }

  /// Branches evaluated at least once but never taken, in source order.
  var neverTaken: [(file: String, range: SourceRange)] {
    seen.filter { site, taken in
      !taken && !excluded.contains { $0.file == site.file && $0.start <= site.start && site.end <= $0.end }
    }
    .keys.sorted().map { ($0.file, SourceRange(start: $0.start, end: $0.end)) }
  }
}
