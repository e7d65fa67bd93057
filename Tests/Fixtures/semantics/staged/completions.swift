import SwiftUI

// Hand-derived from docs/reference/swiftui-semantics.md §23.9: a `withAnimation` completion
// runs once the animation is logically complete: a timing curve when it ends, a persistent
// spring once its response (for the duration forms, the duration) has passed, an interpolating
// spring after 2π/√stiffness; a delay adds to the moment, a speed divides it. Each tap animates
// `step` and leaves the completion as a timer edge with that delay (docs/states.md "Animation
// completions"); the completion's write `done = true` is the timer's edge.
//
// Buttons in order, each from s0 (step 0, done false):
// - ease:   .easeInOut(duration: 0.4)                          → 0.4
// - snappy: .snappy(duration: 0.35) (a spring of duration 0.35) → 0.35
// - plain:  withAnimation { } (iOS 17 `.default`, a spring of response 0.55, §15.3) → 0.55
// - spring: .interpolatingSpring(stiffness: 100, damping: 10)  → 2π/10 = 0.6283185307179586
// - later:  .linear(duration: 1).delay(0.5)                     → 1.5
// - fast:   .spring(duration: 0.6).speed(2)                     → 0.3
// - loop:   .linear.repeatForever() never completes: a warning, no completion.
struct Completions: View {
  @State private var step = 0
  @State private var done = false

  var body: some View {
    VStack {
      Button("ease") {
        withAnimation(.easeInOut(duration: 0.4)) {
          step = 1
        } completion: {
          done = true
        }
      }
      Button("snappy") {
        withAnimation(.snappy(duration: 0.35), completionCriteria: .logicallyComplete) {
          step = 2
        } completion: {
          done = true
        }
      }
      Button("plain") {
        withAnimation({ step = 3 }, completion: { done = true })
      }
      Button("spring") {
        withAnimation(.interpolatingSpring(stiffness: 100, damping: 10)) {
          step = 4
        } completion: {
          done = true
        }
      }
      Button("later") {
        withAnimation(.linear(duration: 1).delay(0.5)) {
          step = 5
        } completion: {
          done = true
        }
      }
      Button("fast") {
        withAnimation(.spring(duration: 0.6).speed(2)) {
          step = 6
        } completion: {
          done = true
        }
      }
      Button("loop") {
        withAnimation(.linear.repeatForever()) {
          step = 7
          // expected-warning@+1 {{this animation never completes (it repeats forever), so its completion never runs}}
        } completion: {
          done = true
        }
      }
      Text(done ? "done \(step)" : "step \(step)")
    }
  }
}

#Preview("Completions") { Completions() }

// s1…s6: the six taps from s0, each waiting on its completion; s7: the loop's tap (no timer).
// t0…t6 are s0's taps in button order; the first timer edges follow, s1's first.
// expect-edge "Completions" t0: s0 -> s1 tap
// expect-edge "Completions" t7: s1 -> s8 timer 0.4
// expect-edge "Completions" t8: s2 -> s9 timer 0.35
// expect-edge "Completions" t9: s3 -> s10 timer 0.55
// expect-edge "Completions" t10: s4 -> s11 timer 0.6283185307179586
// expect-edge "Completions" t11: s5 -> s12 timer 1.5
// expect-edge "Completions" t12: s6 -> s13 timer 0.3
