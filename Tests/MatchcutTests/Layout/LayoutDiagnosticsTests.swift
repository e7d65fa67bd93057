import Foundation
import Matchcut
import MatchcutSource
import Testing

/// The layout pass's diagnostics reach `Driver.compile` with the source span of the view that owns
/// the layout node they are about (StateLowering maps each layout node back to its view).
@Suite struct LayoutDiagnosticsTests {
  static let source = """
    import SwiftUI

    struct Broken: View {
      var body: some View {
        VStack {
          Color.red
            .frame(width: 20, height: 20)
            .offset(x: .infinity)
          Color.blue.frame(width: 20, height: 20)
        }
      }
    }

    #Preview { Broken() }

    """

  @Test func nonFiniteFrameIsReportedAtTheView() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "matchcut-layout-diagnostics-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Broken.mcut").path
    try Self.source.write(toFile: path, atomically: true, encoding: .utf8)

    let result = Driver().compile([path])
    let layout = result.diagnostics.filter { $0.id.domain == "layout" }
    // One diagnostic for the scene (the lowering reports each distinct diagnostic once).
    #expect(layout.count == 1)
    let diagnostic = try #require(layout.first)
    #expect(diagnostic.id == "layout.non-finite-frame")
    #expect(diagnostic.severity == .warning)
    // `.offset(x: .infinity)` makes the infinite frame; its layout node belongs to the
    // `Color.red` view, which starts on line 6, column 7 of the file.
    let span = try #require(diagnostic.span)
    #expect(span.path == path)
    let file = SourceFile(path: path, text: Self.source)
    let location = file.location(of: span.range.start)
    #expect(location.line == 6 && location.column == 7, "\(location)")
    #expect(!result.hasErrors)
  }
}
