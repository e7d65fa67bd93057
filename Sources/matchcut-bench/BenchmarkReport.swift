import MatchcutSource

/// The figures of one benchmark run, in the order measured: plain numbers or objects of
/// named numbers (`layout_us_per_node: {"1000": …}`), printed as text or one JSON object.
struct BenchmarkReport {
  enum Value {
    case number(Double)
    case object([(key: String, value: Double)])
  }

  private(set) var figures: [(key: String, value: Value, unit: String)] = []
  private(set) var notes: [String] = []

  mutating func add(_ key: String, _ value: Double, _ unit: String) {
    figures.append((key, .number(value), unit))
  }

  mutating func add(_ key: String, _ entries: [(String, Double)], _ unit: String) {
    figures.append((key, .object(entries.map { (key: $0.0, value: $0.1) }), unit))
  }

  mutating func note(_ text: String) { notes.append(text) }

  func value(_ key: String, _ entry: String) -> Double? {
    for figure in figures where figure.key == key {
      if case .object(let entries) = figure.value { return entries.first { $0.key == entry }?.value }
    }
    return nil
  }

  var json: String {
    var json = JSONWriter()
    json.beginObject()
    for figure in figures {
      switch figure.value {
      case .number(let number): json.field(figure.key, number, decimals: 3)
      case .object(let entries):
        json.key(figure.key)
        json.beginObject()
        for entry in entries { json.field(entry.key, entry.value, decimals: 3) }
        json.endObject()
      }
    }
    json.endObject()
    return json.string
  }

  var text: String {
    var lines = ["matchcut-bench: best-of-N process CPU time (start_ms: median child CPU time)"]
    func pad(_ name: String) -> String { name + String(repeating: " ", count: max(0, 28 - name.count)) }
    func show(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
    for figure in figures {
      switch figure.value {
      case .number(let number): lines.append("  \(pad(figure.key)) \(show(number)) \(figure.unit)")
      case .object(let entries):
        for entry in entries {
          lines.append("  \(pad(figure.key + "." + entry.key)) \(show(entry.value)) \(figure.unit)")
        }
      }
    }
    lines += notes.map { "note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
