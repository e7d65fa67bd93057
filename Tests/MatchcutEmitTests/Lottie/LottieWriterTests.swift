import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

// Structure checks follow validators.md §1 (the traps real players fall into); numbers are
// compared with the motion pass's own exact sample (`TransitionPlan.sample(at:)`).

private func document(_ scene: CompiledScene, _ transition: Int) throws -> [String: Any] {
  try #require(
    Golden.json(LottieWriter.write(scene, transition: transition, tolerance: .default)) as? [String: Any])
}

private func layers(_ doc: [String: Any]) throws -> [[String: Any]] {
  try #require(doc["layers"] as? [[String: Any]])
}

/// The value of a Lottie property at `frame` when it is static, or at the keyframe at `frame`.
private func value(_ property: Any?, atKeyframe index: Int) -> [Double]? {
  guard let property = property as? [String: Any], let a = property["a"] as? Int else { return nil }
  if a == 0 {
    if let scalar = property["k"] as? Double { return [scalar] }
    return property["k"] as? [Double]
  }
  guard let keys = property["k"] as? [[String: Any]], keys.indices.contains(index) else { return nil }
  return keys[index]["s"] as? [Double]
}

@Test func goldenHeroSpring() {
  Golden.check(LottieWriter.write(ExportScenes.hero, transition: 0, tolerance: .default), "Hero.t0.json")
}

@Test func goldenCardExpansion() {
  Golden.check(LottieWriter.write(ExportScenes.card, transition: 0, tolerance: .default), "Card.t0.json")
}

@Test func fileNamesAreScenePlusTransition() {
  #expect(LottieWriter.fileName(ExportScenes.card, transition: 1) == "Card.t1.json")
  #expect(ExpectationWriter.fileName(ExportScenes.card, transition: 0) == "Card.t0.expect.json")
}

@Test func everyLayerCarriesTheFieldsPlayersNeed() throws {
  // validators.md traps 1–3: top-level `v`; layer `st` (lottie-web draws nothing without it);
  // `op` one past the last frame; and the schema's required `ty`, `ip`, `op`, `ks`.
  for scene in ExportScenes.all {
    for transition in scene.transitions.indices {
      let doc = try document(scene, transition)
      #expect(doc["v"] as? String == "5.7.0")
      #expect(doc["fr"] as? Double == 60)
      #expect(doc["ddd"] as? Int == 0)
      let plan = scene.transitions[transition]
      let duration = try #require(plan.duration)
      let lastFrame = Int((duration * 60 - 1e-9).rounded(.up))
      #expect(doc["op"] as? Double == Double(lastFrame + 1))
      for layer in try layers(doc) {
        #expect(layer["st"] as? Int == 0)
        #expect(layer["ip"] as? Int == 0)
        #expect(layer["op"] is Double)
        #expect(layer["ks"] is [String: Any])
        #expect(layer["ty"] as? Int == 4 || layer["ty"] as? Int == 5)
      }
    }
  }
}

@Test func rectangleCentreAndSizeMatchTheExactSampleAtEveryKeyframe() throws {
  // validators.md trap 4: `rc.p` is the centre. At each keyframe the exported centre and size
  // must equal the motion pass's own sample at that time (within the 4-decimal rounding), and
  // colours must be 0…1 (trap 5).
  let scene = ExportScenes.card
  let plan = scene.transitions[0]
  let doc = try document(scene, 0)
  let card = try #require(try layers(doc).first { $0["nm"] as? String == "n0" })
  let group = try #require((card["shapes"] as? [[String: Any]])?.first)
  let items = try #require(group["it"] as? [[String: Any]])
  let rect = try #require(items.first { $0["ty"] as? String == "rc" })
  let fill = try #require(items.first { $0["ty"] as? String == "fl" })
  let keys = try #require((rect["p"] as? [String: Any])?["k"] as? [[String: Any]])
  #expect(keys.count >= 3)
  let motion = try #require(plan.nodes.first { scene.table.nodes[$0.node].id == "n0" })
  for (index, key) in keys.enumerated() {
    let frame = try #require(key["t"] as? Double)
    let look = motion.appearance(at: frame / 60)
    let centre = try #require(value(rect["p"], atKeyframe: index))
    let size = try #require(value(rect["s"], atKeyframe: index))
    #expect(abs(centre[0] - look.frame.midX) < 1e-3 && abs(centre[1] - look.frame.midY) < 1e-3)
    #expect(abs(size[0] - look.frame.width) < 1e-3 && abs(size[1] - look.frame.height) < 1e-3)
    let colour = try #require(value(fill["c"], atKeyframe: index))
    #expect(colour.allSatisfy { (0...1).contains($0) })
  }
  // The card's corner radius animates 12 → 28 on the same keyframes.
  let radius = try #require(rect["r"] as? [String: Any])
  #expect(radius["a"] as? Int == 1)
}

@Test func circleBecomesACentredEllipseOfTheShorterSide() throws {
  // A hero circle flying into a 200×100 frame is drawn as the largest circle centred in it.
  let doc = try document(ExportScenes.hero, 0)
  let circle = try #require(try layers(doc).first { $0["nm"] as? String == "n0" })
  let items = try #require(((circle["shapes"] as? [[String: Any]])?.first)?["it"] as? [[String: Any]])
  let ellipse = try #require(items.first { $0["ty"] as? String == "el" })
  let keys = try #require((ellipse["s"] as? [String: Any])?["k"] as? [[String: Any]])
  let last = try #require(keys.last?["s"] as? [Double])
  #expect(last == [100, 100])
  let centre = try #require(
    ((ellipse["p"] as? [String: Any])?["k"] as? [[String: Any]])?.last?["s"] as? [Double])
  #expect(centre == [196.5, 643])
}

@Test func removedNodesLeaveWhenTheirAnimationEnds() throws {
  // §13: a removed view is drawn until its removal transition ends; the layer's `op` (exclusive,
  // trap 3) is that time in frames.
  let scene = ExportScenes.card
  let plan = scene.transitions[0]
  let badge = try #require(plan.nodes.first { $0.role == .remove })
  let until = try #require(badge.animation?.duration)
  let doc = try document(scene, 0)
  let layer = try #require(try layers(doc).first { $0["nm"] as? String == scene.table.nodes[badge.node].id })
  let op = try #require(layer["op"] as? Double)
  #expect(abs(op - until * 60) < 1e-3)
}

@Test func layersAreListedFrontToBack() throws {
  // Lottie draws the first layer on top; the plan lists nodes back to front.
  let scene = ExportScenes.hero
  let doc = try document(scene, 0)
  let names = try layers(doc).compactMap { $0["nm"] as? String }
  let expected = scene.transitions[0].nodes.reversed().map { scene.table.nodes[$0.node].id }
  #expect(names == expected)
}

@Test func clipsBecomeMasksAndTextBecomesATextLayerInInter() throws {
  let doc = try document(ExportScenes.card, 0)
  let all = try layers(doc)
  let image = try #require(all.first { $0["nm"] as? String == "n1" })
  #expect(image["hasMask"] as? Bool == true)
  let masks = try #require(image["masksProperties"] as? [[String: Any]])
  #expect(masks.count == 1 && masks[0]["mode"] as? String == "a")
  let text = try #require(all.first { $0["ty"] as? Int == 5 })
  let fonts = try #require((doc["fonts"] as? [String: Any])?["list"] as? [[String: Any]])
  #expect(fonts.first?["fFamily"] as? String == "Inter")
  #expect(text["t"] is [String: Any])
}

@Test func springEasingsBecomeBezierHandlesOnTheStartingKeyframe() throws {
  // validators.md trap 6: `o` and `i` on keyframe k are cubic-bezier(o.x, o.y, i.x, i.y) of the
  // segment k → k+1; x stays in [0, 1]. The last keyframe carries none.
  let doc = try document(ExportScenes.hero, 0)
  for layer in try layers(doc) {
    guard let opacity = (layer["ks"] as? [String: Any])?["o"] as? [String: Any], opacity["a"] as? Int == 1,
      let keys = opacity["k"] as? [[String: Any]]
    else { continue }
    for (index, key) in keys.enumerated() {
      if index == keys.count - 1 {
        #expect(key["o"] == nil && key["i"] == nil)
      } else {
        let o = try #require(key["o"] as? [String: Any])
        let x = try #require((o["x"] as? [Double])?.first)
        #expect((0...1).contains(x))
      }
    }
    // Keyframe times are increasing.
    let times = keys.compactMap { $0["t"] as? Double }
    #expect(times == times.sorted())
  }
}

@Test func outputIsDeterministic() {
  let a = LottieWriter.write(ExportScenes.card, transition: 0, tolerance: .default)
  let b = LottieWriter.write(ExportScenes.card, transition: 0, tolerance: .default)
  #expect(a == b)
}

@Test func outOfRangeTransitionGivesAnEmptyComposition() throws {
  let doc = try document(ExportScenes.card, 9)
  #expect(try layers(doc).isEmpty)
}
