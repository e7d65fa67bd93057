import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// The members after `frame` of the timeline's appearance objects (`from`, `to`, state
/// entries), kept as text: `"opacity":1,"cornerRadius":4,"fill":"#007AFFFF"}`.
///
/// Views that differ only in where they are — rows of one list, the two ends of a move —
/// repeat these members exactly, so the bytes of 64 tails met lately (4 ways in each of 16
/// sets chosen by a hash of the values' bits: a scene's few tails rarely evict one another)
/// are copied instead of writing five keys, their numbers and a fill. A hit needs the same bits in every value, and the same bits always
/// print the same, so the output is what ``SceneJSON`` writes (`AppearanceTailsTests`).
/// Appearances with text, a font or a clip take ``SceneJSON``'s path: they are few.
struct AppearanceTails: ~Copyable {
  /// The values a tail is written from, as bits; `flags` says which optionals are present.
  struct Key: Equatable {
    var opacity: UInt64
    var zIndex: UInt64
    var cornerRadius: UInt64
    var red: UInt64
    var green: UInt64
    var blue: UInt64
    var alpha: UInt64
    var scale: UInt64
    var rotation: UInt64
    var flags: UInt64

    init(opacity: Double, zIndex: Double?, cornerRadius: Double, fill: RGBA?, scale: Double, rotation: Double)
    {
      self.opacity = opacity.bitPattern
      self.zIndex = zIndex?.bitPattern ?? 0
      self.cornerRadius = cornerRadius.bitPattern
      red = fill?.red.bitPattern ?? 0
      green = fill?.green.bitPattern ?? 0
      blue = fill?.blue.bitPattern ?? 0
      alpha = fill?.alpha.bitPattern ?? 0
      self.scale = scale.bitPattern
      self.rotation = rotation.bitPattern
      flags = (zIndex == nil ? 0 : 1) | (fill == nil ? 0 : 2)
    }

    /// A set in 0..<16.
    var set: Int {
      // Written out: a loop over an array literal would allocate the array.
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      var hash = (flags ^ opacity) &* multiplier
      hash = (hash ^ zIndex) &* multiplier
      hash = (hash ^ cornerRadius) &* multiplier
      hash = (hash ^ red) &* multiplier
      hash = (hash ^ green) &* multiplier
      hash = (hash ^ blue) &* multiplier
      hash = (hash ^ alpha) &* multiplier
      hash = (hash ^ scale) &* multiplier
      hash = (hash ^ rotation) &* multiplier
      return Int(truncatingIfNeeded: hash >> 60)
    }
  }

  private struct Slot {
    var key: Key
    /// Bytes of the tail in `text`; 0 = empty.
    var length: Int
  }

  private static let ways = 4
  private static let slotCount = 16 * ways
  /// Room per slot; a longer tail (numbers of 16 digits) is written each time instead.
  private static let slotBytes = 96

  private let slots: UnsafeMutablePointer<Slot>
  private let text: UnsafeMutablePointer<UInt8>
  /// Per set, the way a miss replaces next (round robin once the set is full).
  private let victims: UnsafeMutablePointer<Int>

  init() {
    slots = .allocate(capacity: AppearanceTails.slotCount)
    slots.initialize(
      repeating: Slot(
        key: Key(opacity: 0, zIndex: nil, cornerRadius: 0, fill: nil, scale: 0, rotation: 0), length: 0),
      count: AppearanceTails.slotCount)
    text = .allocate(capacity: AppearanceTails.slotCount * AppearanceTails.slotBytes)
    victims = .allocate(capacity: AppearanceTails.slotCount / AppearanceTails.ways)
    victims.initialize(repeating: 0, count: AppearanceTails.slotCount / AppearanceTails.ways)
  }

  deinit {
    slots.deallocate()
    text.deallocate()
    victims.deallocate()
  }

  /// Writes `opening` — `"frame":` into an open object, or a key, the object and that — then
  /// the frame's numbers and the members after them, and closes the object: the members
  /// ``SceneJSON`` writes for an appearance without text, font or clip. `frameText`, when
  /// given, is where `frame`'s text was written before (the same bits), repeated instead of
  /// formatted. Returns where the frame's text lies in `json`, for a track to repeat
  /// (``JSONWriter/repeatValue(_:)``).
  @discardableResult
  mutating func write(
    opening: JSONOpening, frame: Rect, opacity: Double, zIndex: Double?, cornerRadius: Double, fill: RGBA?,
    scale: Double,
    rotation: Double, frameText written: Range<Int>? = nil, fills: inout FillValues,
    into json: inout JSONWriter
  ) -> Range<Int> {
    json.rawOpening(opening)
    let frameStart = json.byteCount
    if let written {
      json.repeatValue(written)
    } else {
      json.array(frame.x, frame.y, frame.width, frame.height)
    }
    let frameText = frameStart..<json.byteCount
    let key = Key(
      opacity: opacity, zIndex: zIndex, cornerRadius: cornerRadius, fill: fill, scale: scale,
      rotation: rotation)
    let set = key.set
    let first = set * AppearanceTails.ways
    for index in first..<first + AppearanceTails.ways
    where slots[index].length != 0 && slots[index].key == key {
      json.raw(
        UnsafeBufferPointer(start: text + index * AppearanceTails.slotBytes, count: slots[index].length))
      return frameText
    }
    let index = first + victims[set]
    victims[set] = (victims[set] + 1) % AppearanceTails.ways
    let start = text + index * AppearanceTails.slotBytes
    var tail = JSONWriter(reservingCapacity: 128)
    tail.beginObject()
    tail.field(.opacity, opacity)
    if let zIndex { tail.field(.zIndex, zIndex) }
    if cornerRadius != 0 { tail.field(.cornerRadius, cornerRadius) }
    if let fill {
      tail.key(.fill)
      fills.write(fill, into: &tail)
    }
    if scale != 1 { tail.field(.scale, scale, decimals: 6) }
    if rotation != 0 { tail.field(.rotation, rotation) }
    tail.endObject()
    // Without the `{` that gave the first member no comma: the comma comes from `raw`.
    let bytes = tail.bytes.dropFirst()
    bytes.withUnsafeBufferPointer { bytes in
      if let source = bytes.baseAddress, bytes.count <= AppearanceTails.slotBytes {
        start.update(from: source, count: bytes.count)
        slots[index] = Slot(key: key, length: bytes.count)
      }
      json.raw(bytes)
    }
    return frameText
  }
}
