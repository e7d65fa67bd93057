import MatchcutMotion
import MatchcutSource

/// A CSS `linear()` easing sampled from a progress curve (TOOLING §4: springs through
/// `linear()`): the fewest stops whose piecewise-linear interpolation stays within `tolerance`
/// of the curve (TOOLING §3's keyframe tolerance, as a fraction of the change). Values may leave
/// 0…1 (a bouncy spring's overshoot); Chromium, Firefox and Safari play them
/// (validators.md §2: a 61-stop spring matched the analytic curve to 0.00087).
struct LinearEasing: Sendable, Hashable {
  /// `(input, output)` pairs: input in 0…1 of the eased span, output the progress there.
  var stops: [(x: Double, y: Double)]

  static func == (lhs: LinearEasing, rhs: LinearEasing) -> Bool {
    lhs.stops.elementsEqual(rhs.stops) { $0.x == $1.x && $0.y == $1.y }
  }

  func hash(into hasher: inout Hasher) {
    for stop in stops {
      hasher.combine(stop.x)
      hasher.combine(stop.y)
    }
  }

  /// Samples `progress` over `0…span` seconds on a grid of at most `limit` steps (one
  /// millisecond, or finer for short spans) and keeps the fewest grid points whose chords stay
  /// within `tolerance` of every grid value: a greedy walk that narrows the cone of slopes
  /// allowed from the last stop, so each stop reaches as far as any chord can (O(grid)).
  init(span: Double, tolerance: Double, limit: Int = 4000, progress: (Double) -> Double) {
    let steps = max(64, min(limit, Int((span * 1000).rounded(.up))))
    let values = (0...steps).map { progress(span * Double($0) / Double(steps)) }
    let tol = max(tolerance, 1e-6)
    var kept = [0]
    var anchor = 0
    var low = -Double.infinity
    var high = Double.infinity
    var index = 1
    while index <= steps {
      let dx = Double(index - anchor)
      let slope = (values[index] - values[anchor]) / dx
      if slope < low || slope > high {
        // The chord to `index` misses a value in between: the stop goes one step back.
        anchor = index - 1
        kept.append(anchor)
        low = -Double.infinity
        high = Double.infinity
        continue
      }
      low = max(low, (values[index] - tol - values[anchor]) / dx)
      high = min(high, (values[index] + tol - values[anchor]) / dx)
      index += 1
    }
    if kept.last != steps { kept.append(steps) }
    stops = kept.map { (x: Double($0) / Double(steps), y: values[$0]) }
  }

  /// `linear(0 0%, 0.4211 12.5%, …, 1 100%)`.
  var css: String {
    let parts = stops.map { stop in
      "\(Number.text(stop.y, decimals: 5)) \(Number.text(stop.x * 100, decimals: 4))%"
    }
    return "linear(\(parts.joined(separator: ", ")))"
  }

  /// Whether `model` is a spring (the exporters write curves as `cubic-bezier()`).
  static func isSpring(_ animation: ResolvedAnimation?) -> Bool {
    guard let animation else { return false }
    if case .curve = animation.model { return false }
    return true
  }
}
