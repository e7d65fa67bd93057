import Matchcut
import Testing

/// The progress line (`\r[3/12] compiling …`): only on a TTY, only after the delay, erased at
/// the end; and the one-line reports of `--watch`.
struct ProgressAndWatchReportTests {
  let start = ContinuousClock.now

  @Test func nothingBeforeTheDelay() {
    var progress = BuildProgress(enabled: true, start: start)
    #expect(progress.update(done: 1, total: 4, label: "A.mcut", now: start + .milliseconds(999)) == nil)
    #expect(progress.finish() == nil)
  }

  @Test func aLineAfterTheDelayThenAnEraseAtTheEnd() {
    var progress = BuildProgress(enabled: true, start: start)
    let text = progress.update(done: 3, total: 12, label: "Cards.mcut: Grid", now: start + .seconds(2))
    #expect(text == "\r[3/12] compiling Cards.mcut: Grid\u{1B}[K")
    #expect(progress.finish() == "\r\u{1B}[K")
    #expect(progress.finish() == nil)
  }

  @Test func neverWhenStandardErrorIsNotATerminal() {
    var progress = BuildProgress(enabled: false, start: start)
    #expect(progress.update(done: 3, total: 12, label: "A.mcut", now: start + .seconds(60)) == nil)
    #expect(progress.finish() == nil)
  }

  @Test func longLabelsAreCutToTheWidth() {
    var progress = BuildProgress(enabled: true, width: 30, start: start)
    let label = String(repeating: "x", count: 100)
    let text = progress.update(done: 1, total: 2, label: label, now: start + .seconds(5)) ?? ""
    // "\r" + 30 characters + erase-to-end-of-line.
    #expect(text.count == 1 + 30 + 3)
    #expect(text.hasPrefix("\r[1/2] compiling xxx"))
    #expect(text.hasSuffix("…\u{1B}[K"))
  }

  @Test func watchLines() {
    #expect(
      WatchReport.line(.built(files: 3, milliseconds: 41), clock: (12, 3, 4))
        == "[12:03:04] built 3 files in 41 ms\n")
    #expect(
      WatchReport.line(.built(files: 1, milliseconds: 7), clock: (0, 0, 9))
        == "[00:00:09] built 1 file in 7 ms\n")
    #expect(WatchReport.line(.failed(errors: 2), clock: (23, 59, 59)) == "[23:59:59] failed: 2 errors\n")
    #expect(WatchReport.line(.failed(errors: 1), clock: (9, 5, 0)) == "[09:05:00] failed: 1 error\n")
    #expect(WatchReport.line(.stopped, clock: (9, 5, 1)) == "[09:05:01] stopped watching\n")
  }

  @Test func noProgressOrCarriageReturnWhenStderrIsAPipe() throws {
    // All samples as one batch: with stderr a pipe, no progress line may appear however long it takes.
    let paths = ParallelBuildTests.samples
    let directory = try makeTemporaryDirectory()
    let result = try MatchcutProcess.run(["build"] + paths + ["-o", directory])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("\r"))
    #expect(!result.stderr.contains("compiling"))
  }
}
