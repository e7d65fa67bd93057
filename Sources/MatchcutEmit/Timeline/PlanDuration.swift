import MatchcutMotion

/// `TransitionPlan.duration` worked out with the motions read in place: the plan's own getter
/// iterates `for motion in nodes`, copying every `NodeMotion` (its appearances' strings and its
/// animation's references retained and released), ~1 000 instructions a node in a 10 000-node
/// timeline. The rule is the same — when the last node comes to rest; nil when some node that
/// changes never does (TOOLING §3) — and `PlanDurationTests` compares the two on every sample.
enum PlanDuration {
  static func of(_ plan: TransitionPlan) -> Double? {
    plan.nodes.withUnsafeBufferPointer { motions -> Double? in
      guard let base = motions.baseAddress else { return 0 }
      var longest = 0.0
      for index in 0..<motions.count {
        let motion = base + index
        // A frame that differs settles `from != to` (`Appearance`'s `==` compares the frame
        // first) without the whole comparison, which copies both appearances.
        guard
          motion.pointee.role != .persist || motion.pointee.from.frame != motion.pointee.to.frame
            || motion.pointee.from != motion.pointee.to
        else { continue }
        // `NodeMotion.duration`: 0 for an instant change, else the animation's (nil: endless).
        if motion.pointee.animation == nil {
          longest = max(longest, 0)
          continue
        }
        guard let duration = motion.pointee.animation?.duration else { return nil }
        longest = max(longest, duration)
      }
      return longest
    }
  }
}
