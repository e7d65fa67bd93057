/// Snapping of final frames to the device's pixel grid (swiftui-semantics §0;
/// OpenSwiftUI `AnimatableFrameAttribute`, `Round+Extension.swift`).
///
/// The origin and the max corner are each rounded to the nearest multiple of 1 / scale, ties
/// rounding up (towards +∞); the size is re-derived from the two rounded corners.
public enum PixelSnapping {
  /// `value` rounded to the nearest multiple of `1 / scale`, ties up.
  @inline(__always)
  public static func snap(_ value: Double, scale: Double) -> Double {
    // A small epsilon absorbs binary error in values like 0.1 + 0.2 that are meant to be exact.
    ((value * scale + 1e-9) + 0.5).rounded(.down) / scale
  }

  /// The frame with both corners snapped.
  @inline(__always)
  public static func snap(_ rect: Rect, scale: Double) -> Rect {
    let minX = snap(rect.x, scale: scale)
    let minY = snap(rect.y, scale: scale)
    let maxX = snap(rect.x + rect.width, scale: scale)
    let maxY = snap(rect.y + rect.height, scale: scale)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Snaps every placed frame in place; a frame with a non-finite component (from input such as
  /// `.frame(minWidth: .infinity)`) becomes 0 in that component and is reported in `invalid`.
  static func snap(_ frames: inout [Rect], placed: [Bool], scale: Double, invalid: inout [LayoutNodeID]) {
    // Through buffers: one uniqueness check for the whole pass, no bounds check per frame.
    let count = min(frames.count, placed.count)
    frames.withUnsafeMutableBufferPointer { frames in
      placed.withUnsafeBufferPointer { placed in
        for index in 0..<count where placed[index] {
          var frame = frames[index]
          if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
            invalid.append(LayoutNodeID(index))
            frame = Rect(
              x: frame.x.isFinite ? frame.x : 0, y: frame.y.isFinite ? frame.y : 0,
              width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
          }
          frames[index] = snap(frame, scale: scale)
        }
      }
    }
  }
}
