import Matchcut
import MatchcutMotion
import MatchcutSource
import Testing

/// A `private` or `fileprivate` top-level type is visible only in its own file (The Swift
/// Programming Language, "Access Control": file-private access restricts an entity to its defining
/// source file, and a private top-level declaration is file-private), so two files of one module
/// may each declare their own under one name and each file uses its own.
@Suite struct FilePrivateTypeTests {
  /// Hand-derived: each file's `Dot` draws a square of its own `Size.side` (30 in one file, 50 in
  /// the other); the scene stacks both without spacing, so their heights are 30 and 50.
  static let first = """
    import SwiftUI
    struct Pair: View {
      var body: some View {
        VStack(spacing: 0) {
          Dot()
          Other()
        }
      }
    }
    private struct Dot: View {
      var body: some View { Color.red.frame(width: Size.side, height: Size.side) }
    }
    fileprivate struct Size { static let side: CGFloat = 30 }
    #Preview { Pair() }
    """

  static let second = """
    import SwiftUI
    struct Other: View {
      var body: some View { Dot(tint: .blue) }
    }
    private struct Dot: View {
      var tint: Color
      var body: some View { tint.frame(width: Size.side, height: Size.side) }
    }
    private struct Size { static let side: CGFloat = 50 }
    """

  @Test func eachFileUsesItsOwnPrivateTypes() throws {
    let result = Driver().compile(sources: [
      SourceFile(path: "App/Pair.swift", text: Self.first),
      SourceFile(path: "App/Other.swift", text: Self.second),
    ])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let scene = try #require(result.files.first?.scenes.first)
    let colors = try #require(scene.states.first).views.filter { $0.kind != nil }
    #expect(colors.map(\.frame.height) == [30, 50], "\(colors.map(\.path))")
  }

  @Test func aPublicTypeStillCannotBeDeclaredTwice() {
    let result = Driver().compile(sources: [
      SourceFile(
        path: "App/Pair.swift",
        text: Self.first.replacingOccurrences(of: "private struct Dot", with: "struct Dot")),
      SourceFile(
        path: "App/Other.swift",
        text: Self.second.replacingOccurrences(of: "private struct Dot", with: "struct Dot")),
    ])
    #expect(result.diagnostics.contains { $0.id == "semantics.duplicate-declaration" })
  }
}
