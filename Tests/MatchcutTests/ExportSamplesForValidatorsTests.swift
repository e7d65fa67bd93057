import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// Writes every exporter's output for every scene of every sample (`Samples/*.mcut`), with the
/// expectation sidecars (the exact motion of `TransitionPlan.sample`), into
/// `$MATCHCUT_EXPORT_DIR` for `Tests/validators/run.sh` (the third-party checks of
/// docs/exporters.md). Scenes are renamed `<Sample>-<Preview>` so names never collide. Without
/// the variable it only checks that every output is produced.
@Test func exportSamplesForValidators() throws {
  let directory = try ValidatorExportDirectory()
  func emit(_ bytes: [UInt8], _ name: String) {
    #expect(!bytes.isEmpty, "\(name) is empty")
    #expect(directory.write(bytes, name), "\(name) could not be written")
  }
  var transitions = 0
  for sample in TimelineSchemaTests.samples {
    let result = Driver().compile([Fixtures.repositoryRoot + "/Samples/" + sample])
    #expect(!result.hasErrors, "\(sample): \(result.diagnostics.filter { $0.severity == .error })")
    let file = try #require(result.files.first)
    for original in file.scenes {
      var scene = original
      scene.preview = String(sample.dropLast(".mcut".count)) + "-" + original.preview
      emit(CSSWriter.stylesheet(scene), CSSWriter.stylesheetName(scene))
      emit(CSSWriter.page(scene), CSSWriter.pageName(scene))
      for transition in scene.transitions.indices {
        emit(
          LottieWriter.write(scene, transition: transition),
          LottieWriter.fileName(scene, transition: transition))
        emit(
          ExpectationWriter.write(scene, transition: transition),
          ExpectationWriter.fileName(scene, transition: transition))
        emit(
          SVGWriter.write(scene, transition: transition), SVGWriter.fileName(scene, transition: transition))
        emit(
          ExpectationWriter.writeFilmstrip(scene, transition: transition),
          ExpectationWriter.filmstripFileName(scene, transition: transition))
        transitions += 1
      }
    }
  }
  // 12 samples, 89 transitions when this was written (docs/exporters.md figures).
  #expect(TimelineSchemaTests.samples.count == 12)
  #expect(transitions >= 85)
}
