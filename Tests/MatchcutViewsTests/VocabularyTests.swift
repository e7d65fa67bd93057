import MatchcutViews
import Testing

/// The shared vocabulary's defaults and spellings. Expected values come from SwiftUI's
/// documented behaviour (docs/reference/swiftui-semantics.md, cited per test) or from the
/// spellings TOOLING §2 and Swift source use, written here by hand.
@Suite struct VocabularyTests {
  /// swiftui-semantics §14: `properties: .frame`, `anchor: .center`, `isSource: true`.
  @Test func matchedGeometryDefaultsAreSwiftUIs() {
    let match = MatchedGeometry(namespace: "ns", id: "hero")
    #expect(match.properties == .frame)
    #expect(match.anchor == UnitPoint(x: 0.5, y: 0.5))
    #expect(match.isSource)
  }

  /// swiftui-semantics §14: `.frame` is `[.position, .size]`, so only `.position` leaves the size
  /// out of the match.
  @Test func onlyPositionLeavesTheSizeOut() {
    let sized = MatchedGeometry.Properties.allCases.filter {
      MatchedGeometry(namespace: "ns", id: "a", properties: $0).matchesSize
    }
    #expect(sized == [.frame, .size])
  }

  /// swiftui-semantics §13: `.asymmetric` picks a transition per phase, also as one part of a
  /// `.combined`, and `.animation(_:)` attaches its animation to the phases it wraps (the first
  /// found in a combination runs it).
  @Test func transitionPhasesAndAttachedAnimations() {
    let spring = AnimationDescription(.spring)
    let transition = TransitionDescription.combined([
      .opacity,
      .asymmetric(
        insertion: .animated(.move(.leading), animation: spring), removal: .scale(0, anchor: .center)),
    ])
    #expect(transition.insertion == .combined([.opacity, .animated(.move(.leading), animation: spring)]))
    #expect(transition.removal == .combined([.opacity, .scale(0, anchor: .center)]))
    #expect(transition.insertion.attachedAnimation == .some(spring))
    #expect(transition.removal.attachedAnimation == .none)
    #expect(transition.insertion.effect == .combined([.opacity, .move(.leading)]))
    #expect(TransitionDescription.animated(.slide, animation: nil).removal.attachedAnimation == .some(nil))
  }

  /// `Edge.Set.horizontal` is leading and trailing, `.vertical` top and bottom (Apple,
  /// `Edge.Set`); a description lists the edges top, bottom, leading, trailing.
  @Test func edgeSetsNameTheirEdges() {
    #expect(EdgeSet.horizontal.edges == [.leading, .trailing])
    #expect(EdgeSet.vertical.edges == [.top, .bottom])
    #expect(EdgeSet.all.description == ".top,.bottom,.leading,.trailing")
    #expect(EdgeSet(.trailing).union(.top).description == ".top,.trailing")
  }

  /// `Axis.Set`: a set holds an axis exactly when built with it.
  @Test func axesHoldTheirAxes() {
    #expect(Axes.both.contains(Axis.horizontal) && Axes.both.contains(Axis.vertical))
    #expect(!Axes.vertical.contains(Axis.horizontal))
    #expect(Axis.horizontal.cross == .vertical)
  }

  /// TOOLING §2 writes a fill as `#RRGGBBAA`, upper-case, 8 bits a channel; 0.5 × 255 = 127.5
  /// rounds to 128 = 0x80.
  @Test func coloursWriteAsEightBitHex() {
    #expect(RGBA(red: 1, green: 0.5, blue: 0, alpha: 1).hex == "#FF8000FF")
    #expect(RGBA(hex: "#3C3C43")?.hex == "#3C3C43FF")
    #expect(RGBA(hex: "3C3C4399")?.alpha == 153.0 / 255)
    #expect(RGBA(hex: "#12") == nil)
    #expect(RGBA(red: .nan, green: 2, blue: -1).hex == "#00FF00FF")
  }

  /// `UnitPoint.center` is (0.5, 0.5) and `.topLeading` (0, 0) (Apple, `UnitPoint`); a point
  /// without a name prints as its initializer.
  @Test func unitPointsPrintTheirNames() {
    #expect(UnitPoint.center.description == ".center")
    #expect(UnitPoint(x: 0, y: 0).description == ".topLeading")
    #expect(UnitPoint(x: 0.25, y: 1).description == "UnitPoint(x: 0.25, y: 1)")
  }

  /// The names Swift source spells, one to one with the cases.
  @Test func closedSetsReadTheirSwiftNames() {
    for weight in FontWeight.allCases { #expect(FontWeight(name: weight.name) == weight) }
    #expect(FontWeight.allCases.map(\.name) == FontDescription.weights)
    for style in TextStyleName.allCases { #expect(TextStyleName(name: style.name) == style) }
    #expect(Set(TextStyleName.allCases.map(\.name)) == Set(FontDescription.textStyles))
    #expect(ContentMode(name: "fill") == .fill && ContentMode(name: "stretch") == nil)
    #expect(TextAlignment.default == .leading)
    #expect(NavigationDisplayMode.default == .large)
    #expect(Material(named: "thinMaterial") == .thinMaterial)
  }

  /// LANGUAGE §8: `headline` is semibold, the other styles regular; `body` is 17 pt.
  @Test func textStylesHaveTheirSizesAndWeights() {
    #expect(TextStyleName.headline.weight == .semibold)
    #expect(TextStyleName.body.weight == .regular)
    #expect(TextStyleName.body.pointSize == 17)
  }
}
