import SwiftUI

// Hand-derived: keyframe values built outside an animator (a view's stored
// `[LinearKeyframe<CGFloat>]`) are never read, because an animator is drawn at its initial value
// and its keyframes are not played (docs/semantics.md "Animators"; Apple, `KeyframeAnimator`). The
// pulse is drawn at scale 1 in every state; the tap flips `pulse`: 2 states, 2 taps.
struct Pulse: View {
  var frames: [LinearKeyframe<CGFloat>] = [
    LinearKeyframe(1.4, duration: 0.2),
    LinearKeyframe(1.0, duration: 0.2),
  ]
  @State private var pulse = false

  var body: some View {
    // expected-warning@+1 {{'KeyframeAnimator' is drawn at its initial value; its keyframes are not played}}
    KeyframeAnimator(initialValue: CGFloat(1), trigger: pulse) { scale in
      Circle()
        .frame(width: 40, height: 40)
        .scaleEffect(scale)
        .onTapGesture { pulse.toggle() }
    } keyframes: { _ in
      for frame in frames {
        frame
      }
    }
  }
}

#Preview("Pulse") { Pulse() }

// expect-scene "Pulse": states 2, transitions 2, tap 2
