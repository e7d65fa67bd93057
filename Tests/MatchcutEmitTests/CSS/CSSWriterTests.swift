import Foundation
import MatchcutLayout
import MatchcutMotion
import Testing

@testable import MatchcutEmit

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

@Test func springsPlayThroughLinearEasingWithinTheTolerance() throws {
  // TOOLING §4: springs through `linear()`. The card expands on a spring: its keyframes are the
  // two ends (the motion pass's appearance at progress 0 and 1), and the `linear()` stops,
  // interpolated piecewise linearly as CSS does, give a `left`/`width` within the 0.25 pt
  // tolerance (TOOLING §3) of the exact motion at every millisecond.
  let scene = ExportScenes.card
  let plan = scene.transitions[0]
  let duration = try #require(plan.duration)
  let motion = try #require(plan.nodes.first { scene.table.nodes[$0.node].id == "n0" })
  let css = text(CSSWriter.stylesheet(scene, tolerance: .default))
  let block = try #require(keyframeBlocks(css).first { $0.name == "mc-Card-t0-n0" })
  #expect(block.frames.map(\.0) == [0, 100])
  let from = try #require(value(of: "left", in: block.frames[0].1))
  let to = try #require(value(of: "left", in: block.frames[1].1))
  let fromWidth = try #require(value(of: "width", in: block.frames[0].1))
  let toWidth = try #require(value(of: "width", in: block.frames[1].1))
  #expect(abs(from - motion.from.frame.x) < 0.01 && abs(to - motion.to.frame.x) < 0.01)
  let easing = try #require(block.frames[0].1.split(separator: "linear(").last?.prefix { $0 != ")" })
  let stops: [(x: Double, y: Double)] = easing.split(separator: ",").compactMap { stop in
    let parts = stop.split(separator: " ")
    guard parts.count == 2, let y = Double(parts[0]), let x = Double(parts[1].dropLast()) else { return nil }
    return (x / 100, y)
  }
  #expect(stops.count >= 3 && stops.count < 200)
  #expect(stops.first?.x == 0 && stops.last?.x == 1 && stops.last?.y == 1)
  var worst = 0.0
  for step in 0...Int(duration * 1000) {
    let t = Double(step) / 1000
    let x = t / duration
    guard let upper = stops.firstIndex(where: { $0.x >= x }) else { continue }
    let lower = max(0, upper - 1)
    let (a, b) = (stops[lower], stops[upper])
    let p = b.x > a.x ? a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) : b.y
    let exact = motion.appearance(at: t).frame
    worst = max(
      worst, abs(from + (to - from) * p - exact.x), abs(fromWidth + (toWidth - fromWidth) * p - exact.width))
  }
  #expect(worst <= 0.25 + 0.01, "worst \(worst) pt")
}

@Test func linearEasingKeepsFewStopsAndOvershoots() {
  // A bouncy spring (response 0.5, damping fraction 0.5) overshoots 1: its stops must too, and
  // a straight line needs only its two ends.
  let spring = Animation.spring(response: 0.5, dampingFraction: 0.5).resolved(delta: 100)
  let bouncy = LinearEasing(span: 1.5, tolerance: 0.0025) { spring.progress(at: $0) }
  #expect(bouncy.stops.contains { $0.y > 1.05 })
  #expect(bouncy.stops.count < 120)
  let line = LinearEasing(span: 1, tolerance: 0.001) { $0 }
  #expect(line.stops.count == 2)
  #expect(line.css == "linear(0 0%, 1 100%)")
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
