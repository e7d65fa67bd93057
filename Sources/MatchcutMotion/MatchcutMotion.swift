// MatchcutMotion: the animation mathematics of Matchcut (swiftui-semantics §15, §16).
//
// - `Curves/`: `CubicBezier` (the §15.2 solver) and `UnitCurve`.
// - `Springs/`: the analytic `Spring` model, parameter mappings (§15.4) and the persistent
//   `FluidSpring` integrator with its finishing rule (§15.5).
// - `Animation/`: the `Animation` value (LANGUAGE §6) and `ResolvedAnimation`, its evaluation
//   for one animated change of magnitude Δ, with delay / speed / repeat composition (§15.6).
// - `Keyframes/`: fitting the fewest linear / cubic-Bezier keyframes within a tolerance.
import MatchcutSource
