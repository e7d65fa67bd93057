extension StateLowering {
  /// The wrapper paths (view path + `#`) one state's lowering made, in the order it made them,
  /// for the next state of the scene to reuse.
  ///
  /// States of a scene are mostly the same views in the same order, and a wrapper path is a new
  /// heap string each time (~500 instructions, most of it the allocation). The next state's
  /// lowering walks this list with a cursor: when its view has the path the list expects (the
  /// comparison is one word when both strings share storage, as the renderer's reused rows do),
  /// it takes the earlier string, which is equal by value — the output cannot change.
  struct WrapperPaths {
    var entries: [(base: String, wrapper: String)] = []
  }
}

extension StateLowering.Builder {
  /// `path + "#"`: the previous state's string when the cursor finds `path` there (at the
  /// cursor, or one further after a view the previous state had and this one lacks), else a
  /// new one. Either way it is recorded for the next state.
  ///
  /// While every wrapper so far was found at the cursor, from the first on, this state's list
  /// is a prefix of the previous one's (equal by value: the same wrappers for equal paths), so
  /// it is only counted; it is copied out the first time the two part.
  mutating func wrapperPath(of path: String) -> String {
    var wrapper: String?
    for offset in 0..<2 where wrapperCursor + offset < reusableWrappers.entries.count {
      if reusableWrappers.entries[wrapperCursor + offset].base == path {
        wrapper = reusableWrappers.entries[wrapperCursor + offset].wrapper
        if madeAsReusable, offset == 0, wrapperCursor == madeWrapperCount {
          wrapperCursor += 1
          madeWrapperCount += 1
          // `wrapper` is the entry's own string.
          return wrapper ?? Self.wrapperPath(path)
        }
        wrapperCursor += offset + 1
        break
      }
    }
    if madeAsReusable {
      madeAsReusable = false
      madeWrappers.entries.reserveCapacity(reusableWrappers.entries.count)
      madeWrappers.entries.append(contentsOf: reusableWrappers.entries[0..<madeWrapperCount])
    }
    let made = wrapper ?? Self.wrapperPath(path)
    madeWrappers.entries.append((path, made))
    return made
  }

  /// The wrapper paths this state made, for the next state.
  func finishedWrappers() -> StateLowering.WrapperPaths {
    guard madeAsReusable else { return madeWrappers }
    if madeWrapperCount == reusableWrappers.entries.count { return reusableWrappers }
    return StateLowering.WrapperPaths(entries: Array(reusableWrappers.entries[0..<madeWrapperCount]))
  }
}
