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
  mutating func wrapperPath(of path: String) -> String {
    var wrapper: String?
    for offset in 0..<2 where wrapperCursor + offset < reusableWrappers.entries.count {
      if reusableWrappers.entries[wrapperCursor + offset].base == path {
        wrapper = reusableWrappers.entries[wrapperCursor + offset].wrapper
        wrapperCursor += offset + 1
        break
      }
    }
    let made = wrapper ?? Self.wrapperPath(path)
    madeWrappers.entries.append((path, made))
    return made
  }
}
