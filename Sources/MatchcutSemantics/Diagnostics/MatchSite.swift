import MatchcutSource

/// One `matchedGeometryEffect` of a state's tree, as the transition lints read it: where it was
/// written, its group (namespace and id), whether it is the source, and the node's path.
///
/// The explorer collects them in the walk that already visits each new state's tree for the
/// node limit and hit testing (`HitTesting.reachability`), in `ViewNode.visit` order, so the
/// lints do not walk every tree again.
struct MatchSite {
  /// A source position of a `matchedGeometryEffect`.
  struct Site: Hashable, Comparable {
    var file: String
    var start: Int
    var end: Int
    static func < (a: Site, b: Site) -> Bool { (a.file, a.start, a.end) < (b.file, b.start, b.end) }
    var range: SourceRange { SourceRange(start: start, end: end) }
  }

  var site: Site
  /// `namespace|id`.
  var group: String
  var id: String
  var isSource: Bool
  var path: String

  /// The match of `modifier` (a `matchedGeometry` at `range`) on `node`.
  init(_ match: MatchedGeometry, range: SourceRange, on node: UnsafePointer<ViewNode>) {
    site = Site(file: node.pointee.file, start: range.start, end: range.end)
    group = match.namespace + "|" + match.id
    id = match.id
    isSource = match.isSource
    path = node.pointee.path
  }
}
