import Matchcut
import MatchcutEmit
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax

// The libFuzzer entry point of `matchcut-fuzz` (build with
// `swift build -c release --sanitize fuzzer --product matchcut-fuzz`).
//
// Each input runs the whole pipeline — parse, semantics, layout, motion, and every writer:
// timeline, layout, sample, Lottie, CSS (stylesheet and page) and SVG — under tight limits so every input stays bounded: 64 KiB of
// source, 64 levels of nesting, 16 states, 64 edges, 200 000 evaluation steps, values 64
// levels deep and 100 000 nodes large.
// Any trap, sanitizer report or timeout is a bug; crashes found become regression fixtures in
// `Tests/Fixtures/fuzz/`.

/// Limits that keep one fuzz input fast.
enum FuzzLimits {
  static let parse = ParseLimits(maxNestingDepth: 64, maxFileBytes: 64 * 1024, maxStringLength: 16 * 1024)
  static let semantics = SemanticOptions(
    maxStates: 16, maxTransitions: 64, maxEvaluationSteps: 200_000, maxRecursionDepth: 32,
    maxValueDepth: 64, maxValueSize: 100_000)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func matchcutFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size <= FuzzLimits.parse.maxFileBytes else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file = SourceFile(path: "fuzz.mcut", bytes: bytes)
  var options = CompilerOptions()
  options.parseLimits = FuzzLimits.parse
  let result = Driver(options: options).compile(sources: [file], semantics: FuzzLimits.semantics)
  // Render every diagnostic: the renderers must cope with any range in any bytes.
  let tool = ToolInfo(name: "matchcut", version: MatchcutVersion.string, informationURI: "")
  for format in DiagnosticFormat.allCases {
    _ = format.render(result.diagnostics, files: ["fuzz.mcut": file], tool: tool, color: false)
  }
  for compiled in result.files {
    _ = TimelineWriter.write(source: compiled.path, scenes: compiled.scenes)
    for scene in compiled.scenes {
      _ = LayoutWriter.write(scene)
      for plan in scene.transitions.prefix(4) {
        _ = SampleWriter.write(plan, scene: scene, at: (plan.duration ?? 1) / 2)
      }
      _ = CSSWriter.stylesheet(scene)
      _ = CSSWriter.page(scene)
      // The exporters bake every keyframe: two transitions per scene keep an input fast.
      for transition in scene.transitions.indices.prefix(2) {
        _ = LottieWriter.write(scene, transition: transition)
        _ = SVGWriter.write(scene, transition: transition, frames: 3)
      }
    }
  }
  return 0
}
