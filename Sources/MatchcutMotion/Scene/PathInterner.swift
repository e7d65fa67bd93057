/// Scene-wide integer ids for view paths: each distinct path gets the next id (0, 1, 2, …) the
/// first time it is interned, so the motion pass hashes a path once per state and then works
/// on arrays indexed by id (pairing views across states, finding a view's node).
///
/// A value type: a copy interns further paths without changing the original (a transition
/// between states the scene table never saw extends its own copy).
struct PathInterner: Sendable {
  private var ids: [PathKey: Int32] = [:]

  /// How many distinct paths have ids (the ids are `0..<count`).
  private(set) var count = 0

  init() {}

  /// Reserves room for `capacity` distinct paths.
  mutating func reserve(_ capacity: Int) { ids.reserveCapacity(capacity) }

  /// The id of `path`, giving it the next id when it has none yet.
  mutating func intern(_ path: String) -> Int32 {
    let key = PathKey(path)
    if let id = ids[key] { return id }
    let id = Int32(truncatingIfNeeded: count)
    ids[key] = id
    count += 1
    return id
  }

  /// The id of `path`, or nil when it was never interned.
  func id(of path: String) -> Int32? { ids[PathKey(path)] }
}
