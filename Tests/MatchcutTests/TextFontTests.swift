import Foundation
import Matchcut
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

/// The font layout measured a text with reaches the compiled scene (`Appearance.font`, the node
/// table), the timeline JSON and the exporters. Sizes are LANGUAGE §8's text styles at Dynamic
/// Type "Large" (title 28, largeTitle 34, body 17); weights as written.
@Suite struct TextFontTests {
  static let source = """
    import SwiftUI

    struct Fonts: View {
      @State private var big = false

      var body: some View {
        VStack(spacing: 8) {
          Text("Title")
            .font(big ? .largeTitle : .title)
            .bold()
          Text("Body")
          Text("Code")
            .font(.system(size: 13, weight: .semibold, design: .monospaced))
            .multilineTextAlignment(.trailing)
        }
        .onTapGesture {
          withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { big.toggle() }
        }
      }
    }

    #Preview("Fonts") { Fonts() }
    """

  static func scene() throws -> CompiledScene {
    let result = Driver().compile(sources: [SourceFile(path: "Fonts.mcut", text: source)])
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.files.first?.scenes.first)
  }

  static func node(_ scene: CompiledScene, _ text: String) throws -> SceneNodeTable.Node {
    try #require(scene.table.nodes.first { $0.text == text })
  }

  @Test func nodesAndAppearancesCarryTheResolvedFont() throws {
    let scene = try Self.scene()
    #expect(try Self.node(scene, "Title").font == TextFont(size: 28, weight: .bold))
    #expect(try Self.node(scene, "Body").font == TextFont(size: 17, weight: .regular))
    #expect(
      try Self.node(scene, "Code").font
        == TextFont(size: 13, weight: .semibold, design: .monospaced, alignment: .trailing))
    // The tap changes the title's style: the transition ends on largeTitle (34), still bold.
    let plan = try #require(scene.transitions.first)
    let title = try #require(plan.nodes.first { scene.table.nodes[$0.node].text == "Title" })
    #expect(title.from.font?.size == 28)
    #expect(title.to.font == TextFont(size: 34, weight: .bold))
  }

  /// `multilineTextAlignment` is inherited like any environment value and reaches the font.
  @Test func alignmentIsInheritedThroughTheEnvironment() throws {
    let source = """
      struct Notes: View {
        var body: some View {
          VStack {
            Text("One")
            Text("Two").multilineTextAlignment(.leading)
          }
          .multilineTextAlignment(.center)
        }
      }

      #Preview("Notes") { Notes() }
      """
    let result = Driver().compile(sources: [SourceFile(path: "Notes.mcut", text: source)])
    let scene = try #require(result.files.first?.scenes.first)
    #expect(try Self.node(scene, "One").font?.alignment == .center)
    #expect(try Self.node(scene, "Two").font?.alignment == .leading)
  }

  @Test func timelineAndLottieNameTheFont() throws {
    let scene = try Self.scene()
    let timeline = String(
      decoding: TimelineWriter.write(source: "Fonts.mcut", scenes: [scene]), as: UTF8.self)
    #expect(timeline.contains("\"font\":{\"size\":28,\"weight\":\"bold\"}"))
    #expect(
      timeline.contains(
        "\"font\":{\"size\":13,\"weight\":\"semibold\",\"design\":\"monospaced\",\"alignment\":\"trailing\"}")
    )
    let lottie = String(decoding: LottieWriter.write(scene, transition: 0), as: UTF8.self)
    // The title's text layer is set at its size at rest after the change, in Inter Bold.
    #expect(lottie.contains("\"s\":34,\"f\":\"Inter-Bold\""))
    #expect(
      lottie.contains(
        "\"fName\":\"Inter-SemiBold\",\"fFamily\":\"Inter\",\"fStyle\":\"SemiBold\",\"fWeight\":\"600\""))
    let css = String(decoding: CSSWriter.stylesheet(scene), as: UTF8.self)
    #expect(css.contains("font-size: 28px; font-weight: 700;"))
  }
}
