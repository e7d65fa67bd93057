import SwiftUI

// Hand-derived from Swift's rules ("Property Observers"): `willSet` runs before the write with
// the new value as `newValue` (the property still holds the old one), `didSet` after it, and
// neither runs in the class's own initializer. The state is (volume, louder), starting at
// (0, false). Tap (volume + step): willSet sets louder = new > old, didSet caps volume at 2:
// (0,F)→(1,T), (1,T)→(2,T), and at (2,T) it writes 3, capped back to 2 with louder still true:
// no change. Long press (volume = 0): louder = 0 > old is false: (1,T)→(0,F), (2,T)→(0,F), and
// at (0,F) no change. 3 states; 2 taps and 2 long presses: 4 transitions. `lazy var step` is
// its initializer's value (1, from `volume` at 0) on first use and never changes.
final class Mixer: ObservableObject {
  @Published var volume = 0 {
    willSet { louder = newValue > volume }
    didSet {
      if volume > 2 { volume = 2 }
    }
  }
  @Published var louder = false
  lazy var step = volume + 1

  init() {
    volume = 0
  }
}

struct MixerView: View {
  @StateObject private var mixer = Mixer()

  var body: some View {
    Rectangle()
      .frame(width: CGFloat(40 * mixer.volume + 40), height: mixer.louder ? 60 : 30)
      .onTapGesture { mixer.volume += mixer.step }
      .onLongPressGesture { mixer.volume = 0 }
  }
}

#Preview("Mixer") { MixerView() }

// expect-scene "Mixer": states 3, transitions 4, tap 2, longPress 2
