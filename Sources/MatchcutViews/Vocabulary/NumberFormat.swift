/// Prints a number the way Swift source writes it: `1`, `0.5`, `-2.25`.
public func formatNumber(_ value: Double) -> String {
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  if value.isNaN { return "nan" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  let scaled = (value * 10000).rounded() / 10000
  var text = String(scaled)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
