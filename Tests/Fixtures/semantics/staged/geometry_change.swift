import SwiftUI

// Hand-derived from docs/reference/swiftui-semantics.md §23.17 and docs/semantics.md
// "Preferences": `onGeometryChange(for:of:action:)` runs `of` with a proxy of the view it
// modifies and runs `action` with the result when the view appears and whenever an action
// changes it (OpenSwiftUI `GeometryActionBinder`: its last value starts empty).
//
// The red view is 40 pt tall, 80 once `tall`; `.padding(10)` adds 10 above and below, and the
// modifier measures the padded view: 60, then 100. Its first value runs the action before
// anything is drawn, so the initial state already holds `measured` = 60; the tap sets `tall`
// and the new height runs it again: 100. The blue view, as tall as `measured`, moves nothing
// the measure reads. 2 states, 2 taps.
struct Measured: View {
  @State private var tall = false
  @State private var measured = 0.0

  var body: some View {
    VStack(spacing: 0) {
      Color.red
        .frame(width: 100, height: tall ? 80 : 40)
        .padding(10)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.height
        } action: { height in
          measured = height
        }
      Color.blue
        .frame(width: 50, height: measured)
        .onTapGesture { tall.toggle() }
    }
  }
}

// "Unrunnable": the action calls code Matchcut cannot evaluate (a function no file declares,
// as a framework call would be); it is skipped with a warning and the state keeps `width` = 0.
// The name itself keeps the warning of code no state reaches.
// The tap toggles `wide`: 2 states, 2 taps.
struct Unrunnable: View {
  @State private var wide = false
  @State private var width = 0.0

  var body: some View {
    Color.green
      .frame(width: wide ? 200 : 100, height: 50)
      // expected-warning@+1 {{this action could not be evaluated (cannot find 'loadWaveform' in scope); it is skipped}}
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.width
      } action: { newWidth in
        // expected-warning@+1 {{cannot find 'loadWaveform' in scope}}
        width = loadWaveform(newWidth)
      }
      .onTapGesture { wide.toggle() }
  }
}

#Preview("Measured") { Measured() }
#Preview("Unrunnable") { Unrunnable() }

// expect-value "Measured" s0 Measured.measured = 60
// expect-value "Measured" s1 Measured.measured = 100
// expect-edge "Measured" t0: s0 -> s1 tap
// expect-edge "Measured" t1: s1 -> s0 tap
// expect-value "Unrunnable" s0 Unrunnable.width = 0
// expect-edge "Unrunnable" t0: s0 -> s1 tap
