/// `// expect-edge "Scene" t1: s1 -> s2 timer 0.3` lines of a state-graph fixture: one
/// transition's ends, trigger kind and, for a timer, its delay as Swift prints the `Double`
/// (`Tests/Fixtures/semantics/graphs/README.md`).
public struct EdgeExpectation: Sendable, Hashable {
  public var scene: String
  /// The transition's id (`t1`).
  public var id: String
  /// The whole expectation after the scene's name (`t1: s1 -> s2 timer 0.3`).
  public var line: String

  /// Every `expect-edge` line of `text`, in order.
  public static func parse(_ text: String) -> [EdgeExpectation] {
    var out: [EdgeExpectation] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("// expect-edge \"") else { continue }
      let rest = trimmed.dropFirst("// expect-edge \"".count)
      guard let quote = rest.firstIndex(of: "\"") else { continue }
      let expectation = rest[rest.index(after: quote)...].drop { $0 == " " }
      out.append(
        EdgeExpectation(
          scene: String(rest[..<quote]), id: String(expectation.prefix { $0 != ":" }),
          line: String(expectation)))
    }
    return out
  }

  /// The line a transition shows: `"t1: s1 -> s2 timer 0.3"`.
  public static func line(id: String, from: Int, to: Int, kind: String, delay: Double?) -> String {
    "\(id): s\(from) -> s\(to) \(kind)" + (delay.map { " \($0)" } ?? "")
  }
}
