import MatchcutMotion
import MatchcutSource
import MatchcutViews

/// The `"#RRGGBBAA"` strings of the fills met last. A scene has a few colours drawn by many
/// nodes, and `RGBA.hex` builds a `String` each time (~700 instructions); a hit here is a few
/// comparisons and a copy of the same bytes.
struct FillValues {
  private var colours: [RGBA] = []
  private var values: [[UInt8]] = []
  /// The entry replaced next once the table is full (round robin).
  private var next = 0
  private static let capacity = 16

  /// Writes `fill` as a JSON string value.
  mutating func write(_ fill: RGBA, into json: inout JSONWriter) {
    // `==` is false for NaN components: those are formatted every time, never mixed up.
    for index in colours.indices where colours[index] == fill {
      json.raw(values[index])
      return
    }
    var value = JSONWriter(reservingCapacity: 16)
    value.value(fill.hex)
    let bytes = value.takeBytes()
    if colours.count < FillValues.capacity {
      colours.append(fill)
      values.append(bytes)
    } else {
      colours[next] = fill
      values[next] = bytes
      next = (next + 1) % FillValues.capacity
    }
    json.raw(bytes)
  }
}
