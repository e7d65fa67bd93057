import SwiftUI

// Hand-derived from docs/states.md "Timers": work an action schedules runs as its own edge
// (trigger `timer`) after its delay, and a state waiting on a timer offers only that timer.
//
// "Reveal": tapping the card opens it (open = true) and schedules the close button 0.3 s
// later: s0 (closed) → tap → s1 (open, waiting 0.3 s) → timer 0.3 → s2 (open, close shown).
// In s2 the card's tap returns at its guard (no edge). "Close" hides the button outside any
// animation, then closes the card in one: two updates (docs/states.md "Two updates in one
// action"), s2 → tap → s3 (open, button gone) → timer 0 → s0. 4 states; taps t0 and t2, timers
// t1 and t3.
struct Reveal: View {
  @State private var open = false
  @State private var showsClose = false

  var body: some View {
    ZStack(alignment: .topTrailing) {
      RoundedRectangle(cornerRadius: 12)
        .frame(width: open ? 300 : 120, height: open ? 400 : 90)
        .onTapGesture {
          guard !open else { return }
          withAnimation(.spring(duration: 0.4)) { open = true }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            withAnimation(.easeOut) { showsClose = true }
          }
        }
      if showsClose {
        Button("Close") {
          showsClose = false
          withAnimation(.spring(duration: 0.4)) { open = false }
        }
      }
    }
  }
}

// "Countdown": `.task` runs on appear up to its first sleep; what follows each top-level
// `Task.sleep` resumes after it, in the same scope (`steps` is declared before the first
// sleep). 0.25 × NSEC_PER_SEC ns = 0.25 s, `.milliseconds(250)` = 0.25 s, `.seconds(0.5)`.
// s0 ("ready") → appear → s1 ("3") → 0.25 → s2 ("2") → 0.25 → s3 ("1") → 0.5 → s4 (scale 2).
struct Countdown: View {
  @State private var label = "ready"
  @State private var scale = 1.0

  var body: some View {
    Text(label)
      .scaleEffect(scale)
      .task {
        let steps = ["3", "2", "1"]
        label = steps[0]
        try? await Task.sleep(nanoseconds: UInt64(0.25 * Double(NSEC_PER_SEC)))
        label = steps[1]
        try? await Task.sleep(for: .milliseconds(250))
        label = steps[2]
        try? await Task.sleep(for: .seconds(0.5))
        withAnimation { scale = 2 }
      }
  }
}

// "TwoTimers": one tap schedules b at 0.5 s and a at 0.2 s. The sooner fires first, and the
// other then waits the rest: 0.5 − 0.2 = 0.3 s. s0 (F, F) → tap → s1 (F, F; 0.2 and 0.5 waiting)
// → 0.2 → s2 (a) → 0.3 → s3 (a, b). Tapping again in s3 schedules both again: s4 (T, T; both
// waiting) → 0.2 (a = true changes nothing) → s5 (T, T; 0.3 waiting) → 0.3 → s3.
// 6 states; taps t0, t3; timers t1, t2, t4, t5.
struct TwoTimers: View {
  @State private var a = false
  @State private var b = false

  var body: some View {
    VStack {
      Button("Go") {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { b = true }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { a = true }
      }
      Circle().fill(a ? .red : .gray).frame(width: 20, height: 20)
      Circle().fill(b ? .red : .gray).frame(width: 20, height: 20)
    }
  }
}

// "Pulse": a method that reschedules itself every second. The appear only schedules (the
// state waits 1 s: s1); each firing toggles `on` and schedules again, so s2 (on, waiting) fires
// back into s1 (off, waiting): a cycle, with a warning that user actions while it runs are
// not explored. 3 states; 1 appear, 2 timers.
struct Pulse: View {
  @State private var on = false

  func pulse() {
    // expected-warning@+1 {{this timer leads back to a state that waits on a timer, so it repeats without end; what the user does while it runs is not explored}}
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      on.toggle()
      pulse()
    }
  }

  var body: some View {
    Circle()
      .opacity(on ? 1 : 0.5)
      .onAppear { pulse() }
  }
}

// "Stagger": a sleep inside a loop is not at the top level of the task's body, so it does not
// delay (with a warning) and the loop runs to its end in the appear: s0 (0) → s1 (3).
struct Stagger: View {
  @State private var count = 0

  var body: some View {
    Text("\(count)")
      .task {
        for step in 1...3 {
          // expected-warning@+1 {{this 'Task.sleep' does not delay: only a sleep at the top level of a task's body is modelled; what follows it runs at once}}
          try? await Task.sleep(for: .seconds(0.1))
          count = step
        }
      }
  }
}

#Preview("Reveal") { Reveal() }
#Preview("Countdown") { Countdown() }
#Preview("TwoTimers") { TwoTimers() }
#Preview("Pulse") { Pulse() }
#Preview("Stagger") { Stagger() }

// expect-scene "Reveal": states 4, transitions 4, tap 2, timer 2
// expect-edge "Reveal" t0: s0 -> s1 tap
// expect-edge "Reveal" t1: s1 -> s2 timer 0.3
// expect-edge "Reveal" t2: s2 -> s3 tap
// expect-edge "Reveal" t3: s3 -> s0 timer 0.0
// expect-scene "Countdown": states 5, transitions 4, appear 1, timer 3
// expect-edge "Countdown" t1: s1 -> s2 timer 0.25
// expect-edge "Countdown" t2: s2 -> s3 timer 0.25
// expect-edge "Countdown" t3: s3 -> s4 timer 0.5
// expect-scene "TwoTimers": states 6, transitions 6, tap 2, timer 4
// expect-edge "TwoTimers" t1: s1 -> s2 timer 0.2
// expect-edge "TwoTimers" t2: s2 -> s3 timer 0.3
// expect-edge "TwoTimers" t3: s3 -> s4 tap
// expect-edge "TwoTimers" t4: s4 -> s5 timer 0.2
// expect-edge "TwoTimers" t5: s5 -> s3 timer 0.3
// expect-scene "Pulse": states 3, transitions 3, appear 1, timer 2
// expect-edge "Pulse" t1: s1 -> s2 timer 1.0
// expect-edge "Pulse" t2: s2 -> s1 timer 1.0
// expect-scene "Stagger": states 2, transitions 1, appear 1
