import MatchcutEmit
import MatchcutTestSupport
import Testing

/// Writes every exporter's output for the hand-built scenes, with the expectation sidecars,
/// into `$MATCHCUT_EXPORT_DIR` for `Tests/validators/run.sh` (the third-party checks). Without
/// the variable it only checks that every output is produced.
@Test func exportForValidators() throws {
  let directory = try ValidatorExportDirectory()
  func emit(_ bytes: [UInt8], _ name: String) {
    #expect(!bytes.isEmpty, "\(name) is empty")
    #expect(directory.write(bytes, name), "\(name) could not be written")
  }
  // The card once more on a 30 fps grid (`--fps 30`), under its own name.
  var card30 = ExportScenes.card
  card30.preview = "Card30fps"
  for transition in card30.transitions.indices {
    emit(
      LottieWriter.write(card30, transition: transition, tolerance: .default, fps: 30),
      LottieWriter.fileName(card30, transition: transition))
    emit(
      ExpectationWriter.write(card30, transition: transition, tolerance: .default, fps: 30),
      ExpectationWriter.fileName(card30, transition: transition))
  }
  // Stroked shapes: the Lottie file alone, without its sidecar, so `check_lottie.py` validates
  // its `st` items against the strict Lottie 1.0 schema; its render checks measure a filled
  // shape at its centre, which a stroke leaves empty (swiftui-semantics §23.6).
  // Custom shapes likewise (a triangle and a stroked wave: edges not on the frame's centre
  // lines); the filled house in `all` takes every render check.
  for scene in [ExportScenes.outlines, ExportScenes.paths] {
    for transition in scene.transitions.indices {
      emit(
        LottieWriter.write(scene, transition: transition, tolerance: .default),
        LottieWriter.fileName(scene, transition: transition))
    }
  }
  for scene in ExportScenes.all {
    emit(CSSWriter.stylesheet(scene, tolerance: .default), CSSWriter.stylesheetName(scene))
    emit(CSSWriter.page(scene), CSSWriter.pageName(scene))
    for transition in scene.transitions.indices {
      emit(
        LottieWriter.write(scene, transition: transition, tolerance: .default),
        LottieWriter.fileName(scene, transition: transition))
      emit(
        ExpectationWriter.write(scene, transition: transition, tolerance: .default),
        ExpectationWriter.fileName(scene, transition: transition))
      emit(SVGWriter.write(scene, transition: transition), SVGWriter.fileName(scene, transition: transition))
      emit(
        ExpectationWriter.writeFilmstrip(scene, transition: transition),
        ExpectationWriter.filmstripFileName(scene, transition: transition))
    }
  }
}
