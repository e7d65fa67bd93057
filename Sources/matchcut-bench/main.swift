import Matchcut
import MatchcutEmit
import MatchcutSource
import MatchcutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// matchcut-bench: performance figures of the pipeline (`swift run -c release matchcut-bench`).
// Every timing is the best of several runs of process CPU time (CLOCK_PROCESS_CPUTIME_ID), so
// that other load on the machine does not count; start_ms is the median CPU time of the
// spawned `matchcut --version` (start_wall_ms its wall time); see docs/performance.md.

// The allocator keeps freed memory, as the shipped `matchcut` does (HeapPolicy); with
// `--default-heap` it keeps glibc's defaults (the report's compile_ms_default_heap).
let arguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != "--default-heap" }
if !CommandLine.arguments.contains("--default-heap") { HeapPolicy.retainFreedMemory() }
if arguments == [PeakMemory.childFlag] { exit(PeakMemory.childMain(nodes: 100_000)) }
// `--stage NAME [--runs N]`: one stage alone (parse, emit, flat, nested), for profiling.
if let status = StageMode.run(arguments) { exit(status) }
// `--profile-compile [--distinct]`: one end-to-end compile of the 10k scene (with `--distinct`,
// its rows read their element) and nothing else (for perf/callgrind).
if arguments.first == "--profile-compile", arguments.dropFirst().allSatisfy({ $0 == "--distinct" }) {
  let source = CompileBenchmark.source(rows: 2000, distinct: arguments.contains("--distinct"))
  let output = CompileBenchmark.compile(source)
  print("\(output.timeline.count) timeline bytes, errors: \(output.errors)")
  exit(0)
}
// `--time-compile [--distinct] [PATH]`: the compile_ms figure alone (best of 5 after a warm-up
// run); with PATH, also writes the timeline there (to compare outputs across changes).
if arguments.first == "--time-compile" {
  let distinct = arguments.contains("--distinct")
  let rest = arguments.dropFirst().filter { $0 != "--distinct" }
  let source = CompileBenchmark.source(rows: 2000, distinct: distinct)
  var output = CompileBenchmark.compile(source)
  let seconds = Stopwatch.best(runs: 5) { output = CompileBenchmark.compile(source) }
  print("compile_ms \((seconds * 1000 * 10).rounded() / 10), \(output.timeline.count) timeline bytes")
  if let path = rest.first, let handle = fopen(path, "wb") {
    _ = output.timeline.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
  }
  exit(rest.count <= 1 && output.errors.isEmpty ? 0 : 2)
}
let wantsJSON = arguments.contains("--json")
if let unknown = arguments.first(where: { $0 != "--json" }) {
  print(
    "matchcut-bench: unknown argument '\(unknown)'\nusage: matchcut-bench [--json] [--default-heap] | --stage NAME [--runs N] | --time-compile [--distinct] [PATH]"
  )
  exit(2)
}

let runs = 5
var report = BenchmarkReport()

// 1. Lexing and parsing a 10 MB generated corpus.
let corpus = BenchmarkCorpus.generate(bytes: 10_000_000)
let file = SourceFile(path: "bench.mcut", bytes: corpus)
let megabytes = Double(corpus.count) / 1e6
var tokenCount = 0
let lexSeconds = Stopwatch.best(runs: runs) { tokenCount = tokenize(file).count }
report.add("lex_mb_per_s", megabytes / lexSeconds, "MB/s")
let limits = ParseLimits(maxFileBytes: 64 << 20)
var parseErrors = 0
let parseSeconds = Stopwatch.best(runs: runs) {
  parseErrors = parseFile(file, limits: limits).diagnostics.count
}
report.add("parse_mb_per_s", megabytes / parseSeconds, "MB/s")
if parseErrors > 0 { report.note("the parse corpus has \(parseErrors) parse diagnostics") }
report.note("lex/parse corpus: \(corpus.count) bytes, \(tokenCount) tokens")

// 2. Cold layout of the rows tree.
let sizes = [1000, 10_000, 100_000]
report.add(
  "layout_us_per_node",
  sizes.map { (String($0), LayoutBenchmark.rowsMicrosecondsPerNode(nodes: $0, runs: $0 >= 100_000 ? 5 : 9)) },
  "µs/node")

// 3. Stacks nested 32 deep, against the flat rows tree of the same size.
let nested = LayoutBenchmark.nestedMicrosecondsPerNode(nodes: 10_000, runs: 9)
report.add("nested_depth32_us_per_node", nested, "µs/node")
if let flat = report.value("layout_us_per_node", "10000") {
  report.add("nested_depth32_vs_flat", nested / flat, "×")
}

// 4. End-to-end compile of a 10k-drawn-node scene, and the timeline writer alone.
let sceneSource = CompileBenchmark.source(rows: 2000)
var compiled = CompileBenchmark.compile(sceneSource)
if !compiled.errors.isEmpty { report.note("compile errors: \(compiled.errors.prefix(3))") }
let compileSeconds = Stopwatch.best(runs: runs) { compiled = CompileBenchmark.compile(sceneSource) }
report.add("compile_ms", [("10000", compileSeconds * 1000)], "ms")
// The same, in a child process whose allocator returns freed memory to the kernel (glibc's
// default): every compile then faults its pages in afresh.
if let line = SelfChild.output(["--time-compile", "--default-heap"]),
  let figure = line.split(separator: " ").dropFirst().first.flatMap({ Double($0.filter { $0 != "," }) })
{
  report.add("compile_ms_default_heap", [("10000", figure)], "ms")
}
report.note("compile scene: \(sceneSource.count) source bytes → \(compiled.timeline.count) timeline bytes")
// The same scene with rows that read their element (each row differs from its neighbours).
let distinctSource = CompileBenchmark.source(rows: 2000, distinct: true)
var distinct = CompileBenchmark.compile(distinctSource)
if !distinct.errors.isEmpty { report.note("distinct-rows compile errors: \(distinct.errors.prefix(3))") }
let distinctSeconds = Stopwatch.best(runs: runs) { distinct = CompileBenchmark.compile(distinctSource) }
report.add("compile_ms_distinct_rows", [("10000", distinctSeconds * 1000)], "ms")
var emitted = 0
let emitSeconds = Stopwatch.best(runs: runs) {
  emitted = TimelineWriter.write(source: "bench-rows.mcut", scenes: compiled.scenes).count
}
report.add("emit_mb_per_s", Double(emitted) / 1e6 / emitSeconds, "MB/s")

// 5. Keyframe counts.
let keyframes = KeyframeBenchmark.run()
report.add(
  "keyframes",
  [
    ("ours", Double(keyframes.ours)), ("optimal", Double(keyframes.optimal)),
    ("fps60", Double(keyframes.fps60)),
  ], "keyframes")
report.note("keyframes: \(keyframes.cases) spring transitions at 0.25 pt")

// 6. Peak RSS of the 100k-node layout, in a child process.
if let peak = PeakMemory.measure() { report.add("peak_rss_mb_100k", peak, "MB") }

// 7. Start-up: spawn `matchcut --version` 20 times, take the medians (child CPU time; wall).
if let binary = StartupTimer.siblingBinary(),
  let startup = StartupTimer.medianMilliseconds(binary: binary, runs: 20)
{
  report.add("start_ms", startup.cpu, "ms")
  report.add("start_wall_ms", startup.wall, "ms")
} else {
  report.note("start_ms skipped; build 'matchcut' next to this binary (swift build -c release)")
}

print(wantsJSON ? report.json : report.text)
