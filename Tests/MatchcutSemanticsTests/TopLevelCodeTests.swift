import MatchcutSemantics
import MatchcutSource
import Testing

/// Statements at file scope: Swift runs them only in a module's `main.swift` and in playground
/// pages (The Swift Programming Language, "Statements": top-level code is the program's entry
/// point in `main.swift`; in any other file it is an error). A preview never starts the
/// program, so that code is skipped with one warning per file; elsewhere it stays an error.
@Suite struct TopLevelCodeTests {
  static let view = """
    import SwiftUI
    struct Card: View {
      var body: some View { Text("card") }
    }
    #Preview { Card() }
    """

  @Test func mainSwiftCodeIsSkippedWithOneWarning() {
    let result = SemanticsHarness.analyze([
      ("App/Card.swift", Self.view),
      ("App/main.swift", "let app = 1\nprint(app)\nprint(app + 1)\n"),
    ])
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
    let skipped = result.diagnostics.filter { $0.id == "semantics.top-level-code-skipped" }
    #expect(
      skipped.map(\.message) == [
        "top-level code in 'main.swift' is not run: a preview does not start the program"
      ])
    #expect(result.scenes.count == 1)
  }

  @Test func playgroundPageCodeIsSkipped() {
    let result = SemanticsHarness.analyze([
      ("Demo.playground/Pages/Intro.xcplaygroundpage/Contents.swift", Self.view + "\nprint(1)\n")
    ])
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
    #expect(result.diagnostics.contains { $0.id == "semantics.top-level-code-skipped" })
  }

  /// `let _ = …` discards a value and binds no name, so a page that discards two values
  /// declares nothing twice.
  @Test func discardedValuesInAPlaygroundDeclareNothing() {
    let result = SemanticsHarness.analyze([
      (
        "Demo.playground/Contents.swift",
        Self.view + "\nlet _ = Card()\nlet _ = Card()\n"
      )
    ])
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
  }

  @Test func codeAtFileScopeElsewhereIsAnError() {
    let result = SemanticsHarness.analyze([("App/Card.swift", Self.view + "\nprint(1)\n")])
    #expect(
      result.diagnostics.contains {
        $0.id == "syntax.unexpected-token" && $0.message == "expressions are not allowed at the top level"
      })
  }
}
