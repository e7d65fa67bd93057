import MatchcutLayout

/// The members of each matched-geometry group of one state in SwiftUI's order, and each group's
/// source (swiftui-semantics §14).
///
/// SwiftUI (OpenSwiftUI `MatchedGeometryScope.frame(index:for:view:)`, `sourceViewIndex`,
/// `SharedFrame.updateValue()`) keeps a group's views in a list. A view registers at the front
/// of the list when it appears; the source is the first view of the list that is not being
/// removed and has `isSource: true`, and whenever it is picked it moves to the front. So:
///
/// - a newly inserted source takes over from an older one that stays (a detail laid over the
///   list it came from is the source, the card underneath follows it);
/// - when that source leaves, the older one is picked again;
/// - views that appear in one update register in tree order, so of several that appear
///   together the last in paint order is first in the list (and wins when it is a source).
///
/// A state's order depends on how it was reached. `CompiledScene` derives each state's groups
/// from the state it was first discovered from (`after(_:from:to:)`), starting from
/// `initial(_:)`, so every state has one order.
public struct MatchedGroups: Sendable, Hashable {
  /// One registration in a group: an effect on a record.
  public struct Member: Sendable, Hashable {
    /// The record's index in its state.
    public var view: Int
    /// The record's path: a member's identity across states (with `slot`).
    public var path: String
    /// The effect's position in the record's `matches`.
    public var slot: Int
    public var isSource: Bool

    func same(as other: Member) -> Bool { slot == other.slot && path == other.path }
  }

  /// Group key → members, the source first when the group has one, then the most recently
  /// registered first.
  public private(set) var members: [String: [Member]] = [:]
  /// Group key → record index of the group's source; groups without a source are absent.
  public private(set) var sources: [String: Int] = [:]

  public init() {}

  /// The source of a group: the first member, when the group has one.
  public func source(of key: String) -> Member? {
    guard sources[key] != nil else { return nil }
    return members[key]?.first
  }

  /// The groups of a state whose views all appeared in one update (the first state of a scene).
  public static func initial(_ state: StateLayout) -> MatchedGroups {
    var groups = MatchedGroups()
    for (key, registered) in membersInPaintOrder(of: state) {
      groups.set(key, Array(registered.reversed()))
    }
    return groups
  }

  /// The groups of `b` reached from `a`, whose groups were `previous`: members that stay keep
  /// their place, members that appear register at the front (in paint order), members that
  /// leave are dropped, and the source is picked again.
  public static func after(_ previous: MatchedGroups, from a: StateLayout, to b: StateLayout) -> MatchedGroups
  {
    var groups = MatchedGroups()
    let present = membersInPaintOrder(of: b)
    for key in present.keys {
      guard let now = present[key] else { continue }
      let order = registrationOrder(now, previous: previous.members[key] ?? [])
      groups.set(key, order.filter { !$0.removed }.map(\.member))
    }
    return groups
  }

  /// The frame a group's shared frame animates from on the edge `a` → `b` when `b`'s source
  /// differs from `a`'s, or nil when the source does not change (swiftui-semantics §14,
  /// `SharedFrame.updateValue()`): the old source's frame when `a` had one; otherwise the view
  /// SwiftUI lists right after the new source (the animation starts from `views[1]`). A member
  /// present in `a` is measured there, an inserted one in `b`.
  static func flightStart(
    of key: String, old: MatchedGroups, new: MatchedGroups, a: StateLayout, b: StateLayout
  ) -> Rect? {
    guard let target = new.sources[key] else { return nil }
    if let source = old.source(of: key) {
      guard let current = new.source(of: key), !source.same(as: current) else { return nil }
      return a.views[source.view].frame
    }
    // No source before: the list as this update leaves it, source first, removed members kept.
    let present = membersInPaintOrder(of: b)[key] ?? []
    let order = registrationOrder(present, previous: old.members[key] ?? [])
    guard order.count > 1, order[0].member.view == target, !order[0].removed else { return nil }
    let second = order[1]
    return second.removed ? a.views[second.member.view].frame : b.views[second.member.view].frame
  }

  // MARK: Building

  /// Sets a group's list and picks its source: the first member with `isSource: true` moves to
  /// the front.
  private mutating func set(_ key: String, _ list: [Member]) {
    var list = list
    if let index = list.firstIndex(where: \.isSource) {
      let source = list.remove(at: index)
      list.insert(source, at: 0)
      sources[key] = source.view
    }
    members[key] = list
  }

  /// The list of one update: the members of `now` that were not in `previous` first (the last
  /// in paint order at the front), then `previous` in its order, each still present member with
  /// its new record and `isSource`, each one that left marked `removed` (SwiftUI keeps it until
  /// its removal transition ends, but never picks it). The source, the first present member
  /// with `isSource: true`, is moved to the front.
  private static func registrationOrder(_ now: [Member], previous: [Member]) -> [(
    member: Member, removed: Bool
  )] {
    var list: [(member: Member, removed: Bool)] = []
    for member in now.reversed() where !previous.contains(where: { $0.same(as: member) }) {
      list.append((member, false))
    }
    for old in previous {
      if let current = now.first(where: { $0.same(as: old) }) {
        list.append((current, false))
      } else {
        list.append((old, true))
      }
    }
    if let index = list.firstIndex(where: { !$0.removed && $0.member.isSource }), index > 0 {
      let source = list.remove(at: index)
      list.insert(source, at: 0)
    }
    return list
  }

  /// Every effect of `state` by group, in paint order. Records are read in place (a copy of a
  /// `ViewRecord` retains all of its fields).
  private static func membersInPaintOrder(of state: StateLayout) -> [String: [Member]] {
    var result: [String: [Member]] = [:]
    for index in state.views.indices where !state.views[index].matches.isEmpty {
      for (slot, match) in state.views[index].matches.enumerated() {
        result[match.groupKey, default: []].append(
          Member(view: index, path: state.views[index].path, slot: slot, isSource: match.isSource))
      }
    }
    return result
  }
}
