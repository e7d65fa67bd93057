import MatchcutLayout

/// The lines a text node draws through one transition (docs/motion.md "Text in flight").
///
/// SwiftUI draws a `Text` at the size its layout gives it, never stretched: the text view does
/// not animate its size, only its position (OpenSwiftUI `StyledTextContentView.animatesSize`
/// is false, and a leaf that does not animate its size is drawn at its layout size,
/// `ShapeStyledLeafView`). So:
///
/// - **A matched flight re-breaks the text.** A `matchedGeometryEffect` that includes `.size`
///   proposes the interpolated shared size to its content every frame (swiftui-semantics §14),
///   and the text lays out again at its own font: it wraps at word boundaries when the proposal
///   narrows and truncates with "…" when it runs out of height (§11). Here: a text whose frame
///   at either end is not its own layout size (a hero member, a follower on the shared frame,
///   the content of a matched container, mapped onto it) is broken again, by layout's rule, at
///   its interpolated frame `from + p·(to − from)` (``TextBlock/lines(fitting:pixel:)``).
/// - **Any other text shows its new layout at once**: its lines are the `to` state's from the
///   start of the transition (its position animates). A text whose string or font changes
///   switches its lines with its string, half way (the timeline's cross-fade approximation,
///   `Appearance.interpolated`).
///
/// The lines are a step function of the node's progress; ``steps`` lists them in time, each
/// from the moment it is first drawn (a spring that overshoots may go back to earlier lines).
public struct TextFlight: Sendable, Hashable {
  /// Lines drawn from `time` (seconds from the trigger) until the next step.
  public struct Step: Sendable, Hashable {
    public var time: Double
    public var lines: [String]

    public init(time: Double, lines: [String]) {
      self.time = time
      self.lines = lines
    }
  }

  /// The lines at rest at the transition's `from` end, in the `from` appearance's frame.
  public var from: [String]
  /// The lines at the `to` end, in the `to` appearance's frame.
  public var to: [String]
  /// The lines drawn while the transition plays: `steps[0].time` is 0, times increase, and the
  /// last step's lines are ``to`` once the node's animation has ended.
  public var steps: [Step]
  /// Whether the lines follow the interpolated frame (a matched flight).
  public var relayout: Bool

  /// Whether the lines drawn during the transition are not simply ``from`` throughout (what a
  /// writer lists as steps).
  public var changes: Bool { steps.count > 1 || steps.first?.lines != from }

  /// The lines drawn at `time` seconds from the trigger.
  public func lines(at time: Double) -> [String] {
    var low = 0
    var high = steps.count - 1
    guard high >= 0 else { return to }
    if time < steps[0].time { return steps[0].lines }
    while low < high {
      let mid = (low + high + 1) / 2
      if steps[mid].time <= time { low = mid } else { high = mid - 1 }
    }
    return steps[low].lines
  }

  /// The flight of `motion`, a text node whose layout in the `from` state is `fromBlock` and
  /// in the `to` state `toBlock` (an inserted node has only `toBlock`, a removed one only
  /// `fromBlock`); nil when neither is known (a scene built without layout). `pixel` is one
  /// pixel in points (1 / the canvas scale, see ``TextBlock/lines(fitting:pixel:)``).
  public init?(motion: NodeMotion, from fromBlock: TextBlock?, to toBlock: TextBlock?, pixel: Double) {
    guard let before = fromBlock ?? toBlock, let after = toBlock ?? fromBlock else { return nil }
    let fromFrame = motion.from.frame
    let toFrame = motion.to.frame
    from = before.lines(fitting: Size(width: fromFrame.width, height: fromFrame.height), pixel: pixel)
    to = after.lines(fitting: Size(width: toFrame.width, height: toFrame.height), pixel: pixel)
    relayout =
      motion.hero || !Self.isOwnSize(fromFrame, of: before) || !Self.isOwnSize(toFrame, of: after)
    let switches = motion.from.text != motion.to.text || motion.from.font != motion.to.font
    guard let animation = motion.animation, relayout || switches else {
      // Instant, or a text whose new layout shows at once.
      steps = [Step(time: 0, lines: to)]
      return
    }
    let rule = LineRule(
      before: before, after: after, fromFrame: fromFrame, toFrame: toFrame, from: from, to: to,
      relayout: relayout, pixel: pixel)
    steps = rule.steps(animation)
  }

  /// Whether `frame` is the size layout gave the text (bit for bit).
  private static func isOwnSize(_ frame: Rect, of block: TextBlock) -> Bool {
    frame.width.bitPattern == block.size.width.bitPattern
      && frame.height.bitPattern == block.size.height.bitPattern
  }
}

/// The lines as a function of progress, and their steps in time.
private struct LineRule {
  let before: TextBlock
  let after: TextBlock
  let fromFrame: Rect
  let toFrame: Rect
  let from: [String]
  let to: [String]
  let relayout: Bool
  let pixel: Double

  /// Samples of the progress per transition: every millisecond, at most this many.
  static let maxSamples = 4000
  /// Points per progress range where the lines are first evaluated.
  static let coarsePoints = 64
  /// How close a threshold in progress is found.
  static let progressResolution = 1e-6
  /// At most this many breakings of the text per flight (a long text can have a threshold
  /// for nearly every width): past it, thresholds are kept where the bisection has got to.
  static let maxEvaluations = 2048
  /// How long a never-ending animation is followed: one loop period, else this many seconds.
  static let openEnd = 10.0

  /// The lines at progress `p`: exactly the ends at 0 and 1.
  func lines(at p: Double) -> [String] {
    if p == 0 { return from }
    if p == 1 { return to }
    guard relayout else { return p < 0.5 ? from : to }
    let block = p < 0.5 ? before : after
    let frame = fromFrame.interpolated(to: toFrame, p)
    return block.lines(fitting: Size(width: frame.width, height: frame.height), pixel: pixel)
  }

  /// The lines as intervals of progress over `low…high`: `configurations[i]` holds from
  /// `thresholds[i - 1]` (inclusive) to `thresholds[i]`.
  struct Partition {
    var thresholds: [Double] = []
    var configurations: [[String]] = []

    func index(of p: Double) -> Int {
      var low = 0
      var high = thresholds.count
      while low < high {
        let mid = (low + high) / 2
        if p >= thresholds[mid] { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }

  func partition(low: Double, high: Double) -> Partition {
    var budget = Self.maxEvaluations
    var points: [Double] = []
    let count = high > low ? Self.coarsePoints : 0
    for index in 0...count { points.append(low + (high - low) * Double(index) / Double(max(count, 1))) }
    // The ends and the half-way switch exactly, where they lie inside.
    for special in [0.0, 0.5, 1.0] where special > low && special < high { points.append(special) }
    points.sort()
    var result = Partition()
    var previous = lines(at: points[0])
    result.configurations.append(previous)
    for index in 1..<points.count {
      let next = lines(at: points[index])
      refine(points[index - 1], previous, points[index], next, budget: &budget, into: &result)
      previous = next
    }
    return result
  }

  /// Finds the thresholds between `a` (lines `la`) and `b` (lines `lb`) by bisection, assuming
  /// equal lines at both ends mean equal lines between (true of greedy breaking as width and
  /// height move one way).
  private func refine(
    _ a: Double, _ la: [String], _ b: Double, _ lb: [String], budget: inout Int, into result: inout Partition
  ) {
    if la == lb { return }
    if b - a <= Self.progressResolution * max(1, abs(a)) || budget <= 0 {
      result.thresholds.append(b)
      result.configurations.append(lb)
      return
    }
    budget -= 1
    let mid = a + (b - a) / 2
    let lm = lines(at: mid)
    refine(a, la, mid, lm, budget: &budget, into: &result)
    refine(mid, lm, b, lb, budget: &budget, into: &result)
  }

  func steps(_ animation: ResolvedAnimation) -> [TextFlight.Step] {
    var end = animation.duration ?? animation.loop.map { $0.start + $0.period } ?? Self.openEnd
    if !end.isFinite || end < 0 { end = 0 }
    let count = max(1, min(Self.maxSamples, Int((end / 0.001).rounded(.up))))
    let finishes = animation.duration != nil
    func progress(_ t: Double) -> Double {
      if finishes && t >= end { return 1 }
      let p = animation.progress(at: t)
      return p.isFinite ? p : 1
    }
    var times: [Double] = []
    var values: [Double] = []
    times.reserveCapacity(count + 1)
    values.reserveCapacity(count + 1)
    var low = 0.0
    var high = 1.0
    for index in 0...count {
      let t = end * Double(index) / Double(count)
      let p = progress(t)
      times.append(t)
      values.append(p)
      low = min(low, p)
      high = max(high, p)
    }
    let partition = partition(low: low, high: high)
    var current = partition.index(of: values[0])
    var steps = [TextFlight.Step(time: 0, lines: partition.configurations[current])]
    for index in 1..<times.count {
      var start = times[index - 1]
      let target = partition.index(of: values[index])
      // Each configuration crossed within one sample, in order (at most a few).
      var crossings = 0
      while current != target && crossings < 8 {
        var a = start
        var b = times[index]
        for _ in 0..<48 {
          let mid = a + (b - a) / 2
          if partition.index(of: progress(mid)) == current { a = mid } else { b = mid }
        }
        current = partition.index(of: progress(b))
        steps.append(TextFlight.Step(time: b, lines: partition.configurations[current]))
        start = b
        crossings += 1
      }
      if current != target {
        steps.append(TextFlight.Step(time: times[index], lines: partition.configurations[target]))
        current = target
      }
    }
    // At the end the node rests at `to` with exactly its lines.
    if finishes, let last = steps.last, last.lines != to {
      steps.append(TextFlight.Step(time: end, lines: to))
    }
    // Merge neighbours that show the same lines (a crossing found twice).
    var merged: [TextFlight.Step] = []
    for step in steps where merged.last?.lines != step.lines { merged.append(step) }
    return merged
  }
}
