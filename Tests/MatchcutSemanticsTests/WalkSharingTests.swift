import MatchcutSource
import MatchcutSyntax
import Testing

@testable import MatchcutSemantics

/// The explorer collects each state's matched-geometry effects in the walk it makes for the node
/// limit and hit testing (`HitTesting.reachability`); the transition lints read them instead of
/// walking every tree again. They must be exactly what a walk of the tree finds.
@Suite struct WalkSharingTests {
  /// The plain rule: every `matchedGeometry` modifier of the tree in `ViewNode.visit` order.
  static func walkedMatches(_ tree: ViewNode) -> [String] {
    var out: [String] = []
    tree.visit { node in
      for modifier in node.modifiers {
        if case .matchedGeometry(let m) = modifier.kind {
          out.append(
            "\(node.file):\(modifier.range.start)-\(modifier.range.end) \(m.namespace)|\(m.id) \(m.isSource) \(node.path)"
          )
        }
      }
    }
    return out
  }

  static func described(_ matches: [MatchSite]) -> [String] {
    matches.map { "\($0.site.file):\($0.site.start)-\($0.site.end) \($0.group) \($0.isSource) \($0.path)" }
  }

  /// Every sample (they use matched geometry in overlays, backgrounds, `ZStack`s and `ForEach`
  /// rows), each scene explored as `analyze` does.
  @Test func explorerMatchesAreTheWalkedMatches() {
    var total = 0
    for path in SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut") {
      let parsed = [parseFile(SemanticsHarness.load(path))]
      let sink = DiagnosticSink()
      let module = ModuleBuilder(sink: sink).build(parsed)
      for preview in module.previews {
        let interpreter = Interpreter(
          module: module, sink: sink, options: .default, coverage: BranchCoverage())
        interpreter.canvas = module.canvases[preview.file] ?? .default
        let explorer = Explorer(interpreter: interpreter, preview: preview, sceneName: "s", options: .default)
        let (_, trees) = explorer.explore()
        #expect(explorer.treeMatches.count == trees.count, "\(path)")
        for (tree, matches) in zip(trees, explorer.treeMatches) {
          #expect(Self.described(matches) == Self.walkedMatches(tree), "\(path)")
          total += matches.count
        }
        interpreter.releaseCapturedEnvironments()
      }
    }
    // The samples hold matched geometry: the comparison is not of empty lists only.
    #expect(total > 20)
  }
}
