import MatchcutLayout
import Testing

@testable import MatchcutMotion

// A `NodeMotion` is stored compactly: an `Appearance` keeps its clip, string and font in one
// shared box (`AppearanceDetails`, nil when all three are nil), `ResolvedAnimation` shares its
// fields between copies, and the node index and draw position are 32-bit. These tests check that
// each reads back what was written and compares as the plain fields would.

private let frame = Rect(x: 10, y: 20, width: 30, height: 40)
private let clip = Clip(rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8, shape: .roundedRect)
private let font = TextFont(size: 17, weight: .semibold, design: .rounded, alignment: .center)

@Test func appearanceReadsBackItsClipTextAndFont() {
  var plain = Appearance(frame: frame, opacity: 0.5, fill: RGBA(red: 1, green: 0, blue: 0))
  #expect(plain.details == nil)
  #expect(plain.clip == nil && plain.text == nil && plain.font == nil)
  let full = Appearance(
    frame: frame, opacity: 0.5, fill: RGBA(red: 1, green: 0, blue: 0), clip: clip, text: "Hi", font: font)
  #expect(full.clip == clip && full.text == "Hi" && full.font == font)
  // Set one part at a time: each keeps the others.
  plain.text = "Hi"
  #expect(plain.text == "Hi" && plain.clip == nil && plain.font == nil)
  plain.clip = clip
  plain.font = font
  #expect(plain == full)
  #expect(plain.hashValue == full.hashValue)
  // Clearing every part gives back the appearance without a box, equal to one made without them.
  plain.clip = nil
  plain.text = nil
  plain.font = nil
  #expect(plain.details == nil)
  #expect(plain == Appearance(frame: frame, opacity: 0.5, fill: RGBA(red: 1, green: 0, blue: 0)))
  // A copy shares the box; changing the copy leaves the original alone.
  var copy = full
  copy.text = "Bye"
  #expect(full.text == "Hi" && copy.text == "Bye" && copy.clip == clip && copy != full)
}

@Test func appearancesDifferingOnlyInTheBoxedPartsAreUnequal() {
  let base = Appearance(frame: frame, text: "A")
  #expect(base != Appearance(frame: frame, text: "B"))
  #expect(base != Appearance(frame: frame))
  #expect(base != Appearance(frame: frame, text: "A", font: font))
  #expect(base == Appearance(frame: frame, text: "A"))
  #expect(Appearance(frame: frame, clip: clip) != Appearance(frame: frame, clip: Clip(rect: frame)))
}

@Test func interpolationOfTheBoxedPartsFollowsTheRule() {
  // swiftui-semantics §15.1 for the clip rectangle and radius; the string and font switch half way
  // (the rule in `Appearance.interpolated`), a clip present at one end only switches at the end.
  let from = Appearance(frame: frame, clip: clip, text: "A", font: font)
  let toClip = Clip(rect: Rect(x: 100, y: 50, width: 200, height: 150), cornerRadius: 0, shape: .rect)
  let to = Appearance(frame: frame, clip: toClip, text: "B")
  let quarter = from.interpolated(to: to, 0.25)
  // By hand: x 0 → 100 at 0.25 is 25, y 12.5, width 125, height 75, radius 8 → 0 is 6.
  #expect(
    quarter.clip == Clip(rect: Rect(x: 25, y: 12.5, width: 125, height: 75), cornerRadius: 6, shape: .rect))
  #expect(quarter.text == "A" && quarter.font == font)
  let late = from.interpolated(to: to, 0.75)
  #expect(late.text == "B" && late.font == nil)
  let unclipped = Appearance(frame: frame, text: "A")
  #expect(from.interpolated(to: unclipped, 0.9).clip == clip)
  #expect(from.interpolated(to: unclipped, 1).clip == nil)
  #expect(from.interpolated(to: unclipped, 1).text == "A")
  // At the end of a change to a node with none of the three, no box is left.
  #expect(from.interpolated(to: Appearance(frame: frame), 1).details == nil)
  // Neither end has a box: none is made.
  #expect(Appearance(frame: frame).interpolated(to: Appearance(frame: frame, opacity: 0), 0.5).details == nil)
}

@Test func motionReadsBackItsNodeAndOrderAndSharesItsAnimation() {
  let resolved = Animation(base: .easeInOut(duration: 0.4)).resolved(delta: 12)
  var motion = NodeMotion(
    node: 70_000, role: .remove, order: 123_456, from: Appearance(frame: frame),
    to: Appearance(frame: frame, opacity: 0), animation: resolved, hero: true)
  #expect(motion.node == 70_000 && motion.order == 123_456 && motion.role == .remove && motion.hero)
  motion.node = 5
  motion.order = 2_000_000_000
  #expect(motion.node == 5 && motion.order == 2_000_000_000)
  // A copy of a resolution reads the same fields (shared, never changed).
  let copy = motion.animation
  #expect(copy?.delta == 12 && copy?.duration == 0.4 && copy?.animation == resolved.animation)
  #expect(copy?.progress(at: 0.2) == resolved.progress(at: 0.2))
}

private func view(_ path: String, parent: Int? = nil, y: Double, kind: DrawnKind? = .shape) -> ViewRecord {
  ViewRecord(path: path, parent: parent, frame: Rect(x: 0, y: y, width: 20, height: 20), kind: kind)
}

@Test func builderDurationEqualsReadingEveryMotion() {
  // The builder adds up the duration as it makes the motions; it must equal the plain walk
  // (`TransitionPlan.duration(of:)`) for finite, instant and endless animations.
  let a = [view("V", y: 0, kind: nil), view("V/A", parent: 0, y: 0), view("V/Gone", parent: 0, y: 30)]
  let b = [view("V", y: 0, kind: nil), view("V/A", parent: 0, y: 100), view("V/New", parent: 0, y: 60)]
  let states = [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)]
  let animations: [Animation?] = [
    nil, Animation(base: .linear(duration: 0.3)),
    Animation(base: .linear(duration: 1), modifiers: [.repeatForever(autoreverses: false)]),
    Animation(base: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0)),
  ]
  let builder = TransitionBuilder(table: SceneNodeTable(states: states))
  for animation in animations {
    let edge = EdgeInput(
      id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V", animation: animation, changedKeys: [])
    let plan = builder.build(from: states[0], to: states[1], edge: edge)
    #expect(plan.nodes.count == 3)
    #expect(plan.duration == TransitionPlan.duration(of: plan.nodes), "\(String(describing: animation))")
  }
}
