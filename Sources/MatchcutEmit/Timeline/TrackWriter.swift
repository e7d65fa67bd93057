import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// Writes each node's `"keyframes"` object (TOOLING §3): `{"t": [...], "easing": [...],
/// "progress": [...], "frame": [[x,y,w,h]...], …}`, one column per component that changes.
///
/// Most moving nodes change their frame alone (rows pushed by a header); their frames are
/// interpolated straight into the output (`Rect.interpolated`, as `Appearance.interpolated`
/// does) instead of through a `NodeTrack`'s four arrays and an `Appearance` per keyframe.
/// Every other node goes through `NodeMotion.track`, as all did before; both write the same.
struct TrackWriter {
  let tolerance: KeyframeTolerance
  private var shared = SharedColumns()
  private var memo = KeyframeMemo()
  /// Keys read once: each read of a `static let` checks its lazy initialisation.
  private let keyframesKey = JSONKey.keyframes
  private let frameKey = JSONKey.frame

  init(tolerance: KeyframeTolerance) {
    self.tolerance = tolerance
  }

  /// Writes the `keyframes` member of `motion`, if it changes.
  mutating func write(_ motion: NodeMotion, fills: inout FillValues, into json: inout JSONWriter) {
    withUnsafePointer(to: motion) { write($0, fills: &fills, into: &json) }
  }

  /// ``write(_:fills:into:)-(NodeMotion,_,_)`` for a motion read in place (its fields, never a
  /// copy of it whole: that would retain its appearances' and animation's references).
  /// `fromText` and `toText` say where the text of the motion's `from` and `to` frames lies in
  /// `json`, when the caller wrote them just before: keyframes holding those very frames (the
  /// first and often the last) repeat that text instead of formatting four numbers again.
  mutating func write(
    _ motion: UnsafePointer<NodeMotion>, fills: inout FillValues, fromText: Range<Int>? = nil,
    toText: Range<Int>? = nil, into json: inout JSONWriter
  ) {
    guard let timing = NodeMotion.timing(of: motion, tolerance: tolerance, memo: &memo) else { return }
    json.key(keyframesKey)
    json.beginObject()
    // Matched once (`timing.keyframes` and `if case` each copied the enum).
    let keyframes: [Keyframe]
    let fitted: Bool
    switch timing {
    case .instant:
      keyframes = TrackTiming.instant.keyframes
      fitted = false
    case .fitted(let found):
      keyframes = found
      fitted = true
    }
    shared.write(keyframes, into: &json)
    if fitted, keyframes.count >= 2, TrackWriter.onlyFrameChanges(motion) {
      writeFrames(
        motion.pointee.from.frame, motion.pointee.to.frame, keyframes, fromText: fromText, toText: toText,
        into: &json)
    } else if let track = motion.pointee.track(tolerance: tolerance) {
      TrackWriter.writeColumns(track, fills: &fills, into: &json)
    }
    json.endObject()
  }

  /// The `frame` column of a node whose frame alone changes: present when the first and last
  /// keyframes' frames differ, as ``writeColumns(_:fills:into:)`` decides.
  private func writeFrames(
    _ from: Rect, _ to: Rect, _ keyframes: [Keyframe], fromText: Range<Int>?, toText: Range<Int>?,
    into json: inout JSONWriter
  ) {
    guard let first = keyframes.first, let last = keyframes.last,
      from.interpolated(to: to, first.value) != from.interpolated(to: to, last.value)
    else { return }
    json.key(frameKey)
    json.beginArray()
    for keyframe in keyframes {
      let frame = from.interpolated(to: to, keyframe.value)
      // The same bits print the same text (`-0` and `0` too: both are written `0`, but they
      // are told apart here anyway).
      if let fromText, TrackWriter.sameBits(frame, from) {
        json.repeatValue(fromText)
      } else if let toText, TrackWriter.sameBits(frame, to) {
        json.repeatValue(toText)
      } else {
        json.array(frame.x, frame.y, frame.width, frame.height)
      }
    }
    json.endArray()
  }

  /// Whether the four numbers of `a` and `b` have the same bits.
  @inline(__always)
  static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
    (a.x.bitPattern ^ b.x.bitPattern) | (a.y.bitPattern ^ b.y.bitPattern)
      | (a.width.bitPattern ^ b.width.bitPattern) | (a.height.bitPattern ^ b.height.bitPattern) == 0
  }

  /// True when every component of the motion's ends but the frame keeps one value at all
  /// keyframes, so that ``writeColumns(_:fills:into:)`` would write no column but `frame`.
  /// `Appearance.interpolated` gives `a + (a − a)·p = a` for equal finite values (opacity clamped alike at every
  /// keyframe) and keeps the old fill when either end has none; NaN and infinities, which
  /// compare unequal once interpolated, take the general path.
  static func onlyFrameChanges(_ motion: UnsafePointer<NodeMotion>) -> Bool {
    guard motion.pointee.from.opacity == motion.pointee.to.opacity, motion.pointee.from.opacity.isFinite,
      motion.pointee.from.cornerRadius == motion.pointee.to.cornerRadius,
      motion.pointee.from.cornerRadius.isFinite, motion.pointee.from.scale == motion.pointee.to.scale,
      motion.pointee.from.scale.isFinite, motion.pointee.from.rotation == motion.pointee.to.rotation,
      motion.pointee.from.rotation.isFinite
    else { return false }
    switch (motion.pointee.from.fill, motion.pointee.to.fill) {
    case (nil, _): return true
    case (let fill?, nil): return isFinite(fill)
    case (let x?, let y?): return x == y && isFinite(x)
    }
  }

  private static func isFinite(_ fill: RGBA) -> Bool {
    fill.red.isFinite && fill.green.isFinite && fill.blue.isFinite && fill.alpha.isFinite
  }

  /// The columns after `progress` of any track: one per component that differs between the
  /// first and the last keyframe, every component for a single keyframe.
  static func writeColumns(_ track: NodeTrack, fills: inout FillValues, into json: inout JSONWriter) {
    guard let first = track.appearances.first, let last = track.appearances.last else { return }
    if first.frame != last.frame || track.appearances.count == 1 {
      json.key(.frame)
      json.beginArray()
      for look in track.appearances { SceneJSON.rect(look.frame, into: &json) }
      json.endArray()
    }
    column(.opacity, track, changed: first.opacity != last.opacity, into: &json) { $0.opacity }
    column(.cornerRadius, track, changed: first.cornerRadius != last.cornerRadius, into: &json) {
      $0.cornerRadius
    }
    column(.scale, track, changed: first.scale != last.scale, into: &json) { $0.scale }
    column(.rotation, track, changed: first.rotation != last.rotation, into: &json) { $0.rotation }
    if first.fill != last.fill {
      json.key(.fill)
      json.beginArray()
      for look in track.appearances {
        if let fill = look.fill { fills.write(fill, into: &json) } else { json.null() }
      }
      json.endArray()
    }
  }

  private static func column(
    _ name: JSONKey, _ track: NodeTrack, changed: Bool, into json: inout JSONWriter,
    _ value: (Appearance) -> Double
  ) {
    guard changed || track.appearances.count == 1 else { return }
    json.key(name)
    json.beginArray()
    for look in track.appearances { json.value(value(look), decimals: 6) }
    json.endArray()
  }
}
