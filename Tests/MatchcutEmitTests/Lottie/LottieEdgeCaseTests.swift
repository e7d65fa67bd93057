import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

// Edge cases of the keyframe export: overshooting unit properties, jumps from repeats, and
// never-ending animations. Expectations follow from the Lottie keyframe rules of
// validators.md §1 (trap 6) and from KeyframeEasing's CSS semantics.

private func document(_ scene: CompiledScene, _ transition: Int = 0) throws -> [String: Any] {
  try #require(
    Golden.json(LottieWriter.write(scene, transition: transition, tolerance: .default)) as? [String: Any])
}

/// Every value a keyframed Lottie scalar takes between its keyframes (65 points per segment).
private func sampledValues(_ property: [String: Any]) -> [Double] {
  guard property["a"] as? Int == 1, let keys = property["k"] as? [[String: Any]] else {
    if let value = property["k"] as? Double { return [value] }
    return []
  }
  var values: [Double] = []
  for (key, next) in zip(keys, keys.dropFirst()) {
    guard let a = (key["s"] as? [Double])?.first, let b = (next["s"] as? [Double])?.first else { continue }
    var easing = KeyframeEasing.linear
    if let o = key["o"] as? [String: Any], let i = key["i"] as? [String: Any],
      let x1 = (o["x"] as? [Double])?.first, let y1 = (o["y"] as? [Double])?.first,
      let x2 = (i["x"] as? [Double])?.first, let y2 = (i["y"] as? [Double])?.first
    {
      easing = .cubic(x1, y1, x2, y2)
    }
    if key["h"] as? Int == 1 {
      values.append(a)
      continue
    }
    for step in 0...64 { values.append(a + (b - a) * easing.value(at: Double(step) / 64)) }
  }
  return values
}

@Test func bouncyCrossFadeOpacityNeverLeavesZeroToHundred() throws {
  // The hero's bouncy spring overshoots progress past 1, so `from + p·Δ` would take the fading
  // circle's opacity below 0 and the rectangle's above 1 (the motion pass clamps the sampled
  // appearance). Players do not clamp (rlottie wraps 104 % to 4 %), so every value the exported
  // curve takes must stay in 0…100 too.
  let scene = ExportScenes.hero
  let overshoots = (0..<100).contains { step in
    scene.transitions[0].nodes.contains {
      $0.from.opacity != $0.to.opacity && $0.progress(at: Double(step) / 100) > 1
    }
  }
  #expect(overshoots)
  let doc = try document(scene)
  for layer in try #require(doc["layers"] as? [[String: Any]]) {
    let opacity = try #require((layer["ks"] as? [String: Any])?["o"] as? [String: Any])
    let values = sampledValues(opacity)
    #expect(values.allSatisfy { $0 >= -1e-9 && $0 <= 100 + 1e-9 }, "\(layer["nm"] ?? "?")")
  }
}

private var repeating: CompiledScene {
  // A square moving 100 pt twice without autoreverse: the value jumps back at 0.2 s (§15.6).
  let a = [ExportScenes.view("R/Square", Rect(x: 0, y: 100, width: 40, height: 40), shape: .rect)]
  let b = [ExportScenes.view("R/Square", Rect(x: 100, y: 100, width: 40, height: 40), shape: .rect)]
  let animation = Animation.linear(duration: 0.2).repeatCount(2, autoreverses: false)
  return CompiledScene.compile(
    preview: "Repeat", canvas: Canvas(width: 200, height: 200),
    states: [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)],
    edges: [ExportScenes.edge("t0", 0, 1, animation)])
}

@Test func repeatJumpBecomesAHoldJustBeforeIt() throws {
  // Lottie cannot key two values at one time: the jump at 0.2 s (frame 12) holds the end value
  // from frame 11.99, then starts again from the beginning.
  let doc = try document(repeating)
  let layer = try #require((doc["layers"] as? [[String: Any]])?.first)
  let group = try #require((layer["shapes"] as? [[String: Any]])?.first)
  let rect = try #require((group["it"] as? [[String: Any]])?.first)
  let keys = try #require((rect["p"] as? [String: Any])?["k"] as? [[String: Any]])
  let times = keys.compactMap { $0["t"] as? Double }
  #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  let hold = try #require(keys.first { $0["h"] as? Int == 1 })
  #expect(abs((hold["t"] as? Double ?? 0) - 11.99) < 1e-6)
  #expect((hold["s"] as? [Double])?.first == 120)
  let after = try #require(keys.first { ($0["t"] as? Double ?? 0) == 12 })
  #expect((after["s"] as? [Double])?.first == 20)
}

@Test func repeatJumpInCSSKeepsSelectorsIncreasing() {
  let css = String(decoding: CSSWriter.stylesheet(repeating, tolerance: .default), as: UTF8.self)
  #expect(css.contains("animation-timing-function: step-end;"))
  #expect(css.contains("49.999% {"))
}

@Test func neverEndingAnimationCoversOneLoopPeriod() throws {
  // `repeatForever` (autoreversing) loops with period 2 × 0.3 s (there and back); the file
  // covers one period, 0.6 s = 36 frames at 60 fps, `op` 37, so a looping player repeats it
  // seamlessly.
  let a = [ExportScenes.view("F/Dot", Rect(x: 0, y: 0, width: 20, height: 20), shape: .circle)]
  let b = [ExportScenes.view("F/Dot", Rect(x: 50, y: 0, width: 20, height: 20), shape: .circle)]
  let scene = CompiledScene.compile(
    preview: "Forever", canvas: Canvas(width: 100, height: 40),
    states: [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)],
    edges: [ExportScenes.edge("t0", 0, 1, Animation.easeInOut(duration: 0.3).repeatForever())])
  #expect(scene.transitions[0].duration == nil)
  let doc = try document(scene)
  #expect(doc["op"] as? Double == 37)
}
