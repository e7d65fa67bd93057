import MatchcutSource
import MatchcutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// matchcut-bench: performance figures of the pipeline (`swift run -c release matchcut-bench`).
// Keys that cannot be measured yet are omitted; later stages add theirs (layout_us_per_node…).

let arguments = Array(CommandLine.arguments.dropFirst())
let wantsJSON = arguments.contains("--json")
if let unknown = arguments.first(where: { $0 != "--json" }) {
  print("matchcut-bench: unknown argument '\(unknown)'\nusage: matchcut-bench [--json]")
  exit(2)
}

let runs = 5
let corpus = BenchmarkCorpus.generate(bytes: 10_000_000)
let file = SourceFile(path: "bench.mcut", bytes: corpus)
let megabytes = Double(corpus.count) / 1e6
var figures: [(key: String, value: Double, unit: String)] = []

// 1. Lexing.
var tokenCount = 0
let lexSeconds = Stopwatch.best(runs: runs) { tokenCount = tokenize(file).count }
figures.append(("lex_mb_per_s", megabytes / lexSeconds, "MB/s"))

// 2. Parsing (lexing included), with room for the whole corpus in one file.
let limits = ParseLimits(maxFileBytes: 64 << 20)
var parseErrors = 0
let parseSeconds = Stopwatch.best(runs: runs) {
  parseErrors = parseFile(file, limits: limits).diagnostics.count
}
figures.append(("parse_mb_per_s", megabytes / parseSeconds, "MB/s"))

// 3. Start-up: spawn `matchcut --version` 20 times, take the median.
if let binary = StartupTimer.siblingBinary(),
  let startup = StartupTimer.medianMilliseconds(binary: binary, runs: 20)
{
  figures.append(("start_ms", startup, "ms"))
} else if !wantsJSON {
  print("note: start_ms skipped; build 'matchcut' next to this binary (swift build -c release)")
}

if wantsJSON {
  var json = JSONWriter()
  json.beginObject()
  for figure in figures { json.field(figure.key, figure.value, decimals: 2) }
  json.endObject()
  print(json.string)
} else {
  print("matchcut-bench: \(corpus.count) bytes, \(tokenCount) tokens, best of \(runs) runs")
  if parseErrors > 0 { print("warning: the corpus has \(parseErrors) parse diagnostics") }
  for figure in figures {
    let value = (figure.value * 100).rounded() / 100
    let name = figure.key + String(repeating: " ", count: max(0, 18 - figure.key.count))
    print("  \(name) \(value) \(figure.unit)")
  }
}
