import Foundation
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

// The stylesheet is checked for what a browser needs (keyframe selectors in 0…100 % and
// increasing, a timing function per segment) and against the motion pass's exact sample.

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// `@keyframes NAME { … }` blocks: name → [(percent, declarations)].
private func keyframeBlocks(_ css: String) -> [(name: String, frames: [(Double, String)])] {
  var blocks: [(name: String, frames: [(Double, String)])] = []
  var current: (name: String, frames: [(Double, String)])?
  for line in css.split(separator: "\n") {
    if line.hasPrefix("@keyframes ") {
      let parts = line.split(separator: " ")
      if line.hasSuffix("}") {
        // One-line block: `@keyframes name { 0% { … } 40% { … } 100% { … } }`.
        var frames: [(Double, String)] = []
        for piece in line.split(separator: "%").dropLast() {
          if let number = piece.split(separator: " ").last.flatMap({ Double($0) }) {
            frames.append((number, ""))
          }
        }
        blocks.append((String(parts[1]), frames))
      } else {
        current = (String(parts[1]), [])
      }
    } else if line == "}", let block = current {
      blocks.append(block)
      current = nil
    } else if current != nil, let percentEnd = line.firstIndex(of: "%") {
      let number = line[line.startIndex..<percentEnd].split(separator: " ").last.flatMap { Double($0) }
      current?.frames.append((number ?? -1, String(line[percentEnd...])))
    }
  }
  return blocks
}

@Test func goldenCardStylesheetAndPage() {
  Golden.check(CSSWriter.stylesheet(ExportScenes.card, tolerance: .default), "Card.css")
  Golden.check(CSSWriter.page(ExportScenes.card), "Card.html")
}

@Test func keyframeSelectorsAreWithinTheAnimationAndIncreasing() {
  for scene in ExportScenes.all {
    let blocks = keyframeBlocks(text(CSSWriter.stylesheet(scene, tolerance: .default)))
    #expect(blocks.count >= scene.transitions.count)
    for block in blocks {
      let percents = block.frames.map(\.0)
      #expect(percents.first == 0, "\(block.name) starts at \(percents.first ?? -1)")
      #expect(percents.last == 100, "\(block.name) ends at \(percents.last ?? -1)")
      #expect(percents.allSatisfy { (0...100).contains($0) })
      #expect(zip(percents, percents.dropFirst()).allSatisfy { $0 < $1 }, "\(block.name): \(percents)")
    }
  }
}

@Test func everySegmentHasItsOwnTimingFunction() throws {
  // CSS keyframes default to `ease`; each segment but the last must say its easing, and a
  // cubic-bezier's x values must lie in 0…1 (else the declaration is dropped).
  let css = text(CSSWriter.stylesheet(ExportScenes.hero, tolerance: .default))
  for block in keyframeBlocks(css) where !block.frames.isEmpty && !block.name.hasSuffix("-hide") {
    for (index, frame) in block.frames.enumerated() {
      let hasTiming = frame.1.contains("animation-timing-function:")
      #expect(hasTiming == (index < block.frames.count - 1), "\(block.name) \(frame.0)%")
    }
  }
  for piece in css.split(separator: "cubic-bezier(").dropFirst() {
    let numbers = piece.prefix { $0 != ")" }.split(separator: ",").compactMap {
      Double($0.filter { $0 != " " })
    }
    #expect(numbers.count == 4)
    #expect((0...1).contains(numbers[0]) && (0...1).contains(numbers[2]))
  }
}

@Test func keyframeGeometryIsTheExactSampleAtItsTime() throws {
  // At each keyframe of the card's expansion the `left` and `width` equal the motion pass's own
  // appearance at that time (percent of the transition's duration), to the 4 written decimals
  // of the percentage.
  let scene = ExportScenes.card
  let plan = scene.transitions[0]
  let duration = try #require(plan.duration)
  let motion = try #require(plan.nodes.first { scene.table.nodes[$0.node].id == "n0" })
  let css = text(CSSWriter.stylesheet(scene, tolerance: .default))
  let block = try #require(keyframeBlocks(css).first { $0.name == "mc-Card-t0-n0" })
  #expect(block.frames.count >= 3)
  for (percent, declarations) in block.frames {
    let look = motion.appearance(at: percent / 100 * duration)
    let left = try #require(value(of: "left", in: declarations))
    let width = try #require(value(of: "width", in: declarations))
    #expect(abs(left - look.frame.x) < 0.01 && abs(width - look.frame.width) < 0.05, "\(percent)%")
  }
}

private func value(of property: String, in declarations: String) -> Double? {
  guard let range = declarations.range(of: " \(property): ") else { return nil }
  let rest = declarations[range.upperBound...]
  return Double(rest.prefix { $0 != "p" && $0 != ";" })
}

@Test func removedNodeIsHiddenWhenItsRemovalEnds() throws {
  // §13: the badge is drawn until its `.scale` removal ends; a step animation of `visibility`
  // hides it at that fraction of the transition.
  let scene = ExportScenes.card
  let plan = scene.transitions[0]
  let badge = try #require(plan.nodes.first { $0.role == .remove })
  let id = scene.table.nodes[badge.node].id
  let css = text(CSSWriter.stylesheet(scene, tolerance: .default))
  #expect(css.contains("@keyframes mc-Card-t0-\(id)-hide"))
  #expect(css.contains("animation: mc-Card-t0-\(id) "))
}

@Test func statesAndTransitionsAreSelectedByDataAttributes() {
  let css = text(CSSWriter.stylesheet(ExportScenes.hero, tolerance: .default))
  #expect(css.contains(".mc-stage[data-scene=\"Hero\"][data-state=\"s0\"] > .mc-n0 {"))
  #expect(css.contains(".mc-stage[data-scene=\"Hero\"][data-transition=\"t1\"] > .mc-n0 {"))
  let page = text(CSSWriter.page(ExportScenes.hero))
  #expect(page.contains("<link rel=\"stylesheet\" href=\"Hero.css\">"))
  #expect(page.contains("data-transition=\"t0\""))
  #expect(page.contains("window.matchcut = { play, show };"))
}
