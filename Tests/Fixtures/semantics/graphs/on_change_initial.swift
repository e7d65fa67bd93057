import SwiftUI

// Hand-derived from Apple's `onChange(of:initial:_:)` page ("initial: Whether the action should
// be run when this view initially appears"): with `initial: true` the closure runs once when the
// view appears, before anything is drawn, so the initial state already holds `label` = "off";
// each tap then changes `on` and runs it again. States: s0 (on false, "off"), s1 (on true,
// "on"); 2 states, 2 taps. Without `initial:` the closure does not run on appearance: in
// "Plain" the label stays "?" until the first tap.
struct Initial: View {
  @State private var on = false
  @State private var label = "?"

  var body: some View {
    Text(label)
      .onChange(of: on, initial: true) { label = on ? "on" : "off" }
      .onTapGesture { on.toggle() }
  }
}

// "Plain": s0 (false, "?") → tap → s1 (true, "on") → tap → s2 (false, "off") → tap → s1.
struct Plain: View {
  @State private var on = false
  @State private var label = "?"

  var body: some View {
    Text(label)
      .onChange(of: on) { label = on ? "on" : "off" }
      .onTapGesture { on.toggle() }
  }
}

#Preview("Initial") { Initial() }
#Preview("Plain") { Plain() }

// expect-scene "Initial": states 2, transitions 2, tap 2
// expect-scene "Plain": states 3, transitions 3, tap 3
