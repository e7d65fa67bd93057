import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax
import Testing

/// Hostile and truncated input ends in diagnostics, never a trap or a hang; output is
/// byte-identical run after run (TOOLING §1).
@Suite struct RobustnessTests {
  static let samples = SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut")

  /// Every prefix of every sample cut at a 97-byte stride is analysed without trapping; a cut
  /// that leaves a broken file is reported, never silently accepted as a complete scene.
  @Test(arguments: samples)
  func truncatedSamplesNeverTrap(_ path: String) {
    let bytes = SemanticsHarness.load(path).bytes
    var cut = 97
    while cut < bytes.count {
      let file = SourceFile(path: "cut.mcut", bytes: Array(bytes[..<cut]))
      let parsed = parseFile(file)
      let result = analyze([parsed])
      if parsed.hasErrors { #expect(result.scenes.isEmpty) }
      cut += 97
    }
  }

  @Test(arguments: samples)
  func jsonIsDeterministic(_ path: String) {
    let (_, first) = SemanticsHarness.analyzeFile(path)
    let (_, second) = SemanticsHarness.analyzeFile(path)
    #expect(first.scenes.map(StateGraphWriter.json) == second.scenes.map(StateGraphWriter.json))
    #expect(first.scenes.map(StateGraphWriter.dot) == second.scenes.map(StateGraphWriter.dot))
    #expect(first.diagnostics == second.diagnostics)
  }

  /// Arithmetic edge cases that trap in Swift are defined or diagnosed.
  @Test func arithmeticNeverTraps() {
    let result = SemanticsHarness.analyze(
      """
      struct Edges: View {
        let a = Int.zero
        var body: some View {
          VStack {
            Text("\\(Int(1e300))")
            Text("\\(7 / a)")
            ForEach(0...3, id: \\.self) { Text("\\($0)") }
          }
        }
      }
      #Preview { Edges() }
      """)
    #expect(result.diagnostics.map(\.id).contains("semantics.type-mismatch"))
  }

  /// The Graphviz form of the basic sample: one box per state, one labelled edge per
  /// transition (written out by hand).
  @Test func circleToRectangleDot() throws {
    let (_, result) = SemanticsHarness.analyzeFile(
      SemanticsHarness.samplesDirectory + "/CircleToRectangle.mcut")
    let scene = try #require(result.scenes.first)
    let expected = """
      digraph "Circle to rectangle" {
        rankdir=LR;
        node [shape=box, fontname="Helvetica"];
        s0 [label="s0\\lShapeFlip.flipped = false\\l"];
        s1 [label="s1\\lShapeFlip.flipped = true\\l"];
        s0 -> s1 [label="t0 tap VStack\\n.spring"];
        s1 -> s0 [label="t1 tap VStack\\n.spring"];
      }

      """
    #expect(StateGraphWriter.dot(scene) == expected)
  }

  /// The JSON of the basic sample, written out by hand from LANGUAGE §7 and TOOLING §2.
  @Test func circleToRectangleJSON() throws {
    let (_, result) = SemanticsHarness.analyzeFile(
      SemanticsHarness.samplesDirectory + "/CircleToRectangle.mcut")
    let scene = try #require(result.scenes.first)
    let spring = #"{"source":"withAnimation","curve":{"name":"spring","arguments":{},"modifiers":[]}}"#
    let expected =
      #"{"preview":"Circle to rectangle","canvas":{"width":393,"height":852,"safeArea":{"top":59,"leading":0,"bottom":34,"trailing":0},"scale":3},"#
      + #""states":[{"id":"s0","values":{"ShapeFlip.flipped":"false"}},{"id":"s1","values":{"ShapeFlip.flipped":"true"}}],"#
      + #""transitions":[{"id":"t0","from":"s0","to":"s1","trigger":{"kind":"tap","node":"ShapeFlip/VStack"},"animation":"#
      + spring
      + #"},{"id":"t1","from":"s1","to":"s0","trigger":{"kind":"tap","node":"ShapeFlip/VStack"},"animation":"#
      + spring + #"}],"complete":true}"# + "\n"
    #expect(StateGraphWriter.json(scene) == expected)
  }
}
