import MatchcutEmit
import MatchcutLayout
import MatchcutSource
import MatchcutSyntax

/// `matchcut-bench --stage NAME [--runs N]`: one stage alone, for profiling (`valgrind
/// --tool=callgrind` counts its instructions) or for a quick timing while working on it.
/// With `--runs 0` the stage runs once untimed after its setup (the cheapest callgrind run);
/// otherwise it prints the best of N timings. Stages: `parse`, `emit`, `flat` (the 10k rows
/// tree), `nested` (depth 32, 10k nodes).
enum StageMode {
  static let flag = "--stage"

  /// Runs the stage the arguments name; nil when they do not start with ``flag``.
  static func run(_ arguments: [String]) -> Int32? {
    guard arguments.first == flag, arguments.count >= 2 else { return nil }
    var runs = 5
    if arguments.count == 4, arguments[2] == "--runs", let count = Int(arguments[3]) { runs = count }
    switch arguments[1] {
    case "parse":
      let corpus = BenchmarkCorpus.generate(bytes: 10_000_000)
      let file = SourceFile(path: "bench.mcut", bytes: corpus)
      let limits = ParseLimits(maxFileBytes: 64 << 20)
      var diagnostics = 0
      let seconds = time(runs) { diagnostics = parseFile(file, limits: limits).diagnostics.count }
      print("parse_mb_per_s \(Double(corpus.count) / 1e6 / seconds) (\(diagnostics) diagnostics)")
    case "emit":
      let compiled = CompileBenchmark.compile(CompileBenchmark.source(rows: 2000))
      var emitted = 0
      let seconds = time(runs) {
        emitted = TimelineWriter.write(source: "bench-rows.mcut", scenes: compiled.scenes).count
      }
      print("emit_mb_per_s \(Double(emitted) / 1e6 / seconds) (\(emitted) bytes)")
    case "flat":
      if runs == 0 {
        let tree = makeRowsTree(rows: 2000)
        print(
          "evaluations \(tree.layout(in: LayoutBenchmark.canvas).evaluations) of \(tree.nodeCount) arena nodes"
        )
      } else {
        print(
          "layout_us_per_node 10000 \(LayoutBenchmark.rowsMicrosecondsPerNode(nodes: 10_000, runs: runs))")
      }
    case "nested":
      if runs == 0 {
        let tree = LayoutBenchmark.makeNestedTree(chains: 10_000 / 65)
        print(
          "evaluations \(tree.layout(in: LayoutBenchmark.canvas).evaluations) of \(tree.nodeCount) arena nodes"
        )
      } else {
        let nested = LayoutBenchmark.nestedMicrosecondsPerNode(nodes: 10_000, runs: runs)
        let flat = LayoutBenchmark.rowsMicrosecondsPerNode(nodes: 10_000, runs: runs)
        print("nested_depth32_us_per_node \(nested), flat \(flat), ratio \(nested / flat)")
      }
    default:
      print("matchcut-bench: unknown stage '\(arguments[1])' (parse, emit, flat, nested)")
      return 2
    }
    return 0
  }

  /// Best-of-`runs` CPU seconds of `body`; with 0 runs, one untimed run (and 1 s).
  private static func time(_ runs: Int, _ body: () -> Void) -> Double {
    guard runs > 0 else {
      body()
      return 1
    }
    return Stopwatch.best(runs: runs, body)
  }
}
