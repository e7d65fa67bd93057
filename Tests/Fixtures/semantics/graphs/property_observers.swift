import SwiftUI

// Hand-derived from Swift's rules ("Property Observers", "Computed Properties" in The Swift
// Programming Language): a `didSet` runs after every write, inside the same action, and a
// write to the property inside its own observer does not run the observer again; a computed
// property's `set` receives the assigned value as `newValue`.
// `level` starts at 0; the tap adds 1 and the observer wraps 3 back to 0, so the levels are
// 0, 1, 2 (3 states) and each tap changes the state (0→1, 1→2, 2→0: 3 taps). `isOn` reads
// `level == 1` and its setter writes 1 or 0: the long press goes 0→1, 1→0, 2→1 (3 long
// presses): 6 transitions.
struct Dial: View {
  @State private var level = 0 {
    didSet {
      if level > 2 { level = 0 }
    }
  }

  private var isOn: Bool {
    get { level == 1 }
    nonmutating set { level = newValue ? 1 : 0 }
  }

  var body: some View {
    Circle()
      .frame(width: CGFloat(50 + 50 * level), height: 50)
      .onTapGesture { level += 1 }
      .onLongPressGesture { isOn = !isOn }
  }
}

#Preview("Dial") { Dial() }

// expect-scene "Dial": states 3, transitions 6, tap 3, longPress 3
