import SwiftUI

// Hand-derived from SwiftUI's rules named inline.
//
// "Dial": `Angle` is `VectorArithmetic`: .degrees(30) + .degrees(15) is 45°, times 2 is 90°,
// and `.radians` of 90° is π/2; `rotationEffect` takes it. The tap turns the dial from 0° to
// 90° once the sum checks out: 2 states, 1 tap.
//
// "Reveal": a struct of the module conforming to `Transition` (iOS 17) is a transition; its
// `body(content:phase:)` is not run and it is drawn as a fade (a warning). The tap inserts
// the card with it: 2 states, and the tap both ways (the text's tap toggles): 2 taps.
struct Dial: View {
  @State private var turn = Angle.zero

  var body: some View {
    Capsule()
      .frame(width: 80, height: 8)
      .rotationEffect(turn)
      .onTapGesture {
        let sum = Angle.degrees(30) + .degrees(15)
        let doubled = sum * 2
        if abs(doubled.radians - .pi / 2) < 1e-9 { turn = doubled }
      }
  }
}

struct Lift: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(y: phase.isIdentity ? 0 : 40)
  }
}

struct Reveal: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Text(shown ? "Hide" : "Show")
        .onTapGesture { withAnimation { shown.toggle() } }
      if shown {
        RoundedRectangle(cornerRadius: 12)
          .frame(width: 100, height: 60)
          // expected-warning@+1 {{the transition 'Lift' is drawn as '.opacity': its effect is not modelled}}
          .transition(Lift())
      }
    }
  }
}

#Preview("Dial") { Dial() }
#Preview("Reveal") { Reveal() }

// expect-scene "Dial": states 2, transitions 1, tap 1
// expect-scene "Reveal": states 2, transitions 2, tap 2
