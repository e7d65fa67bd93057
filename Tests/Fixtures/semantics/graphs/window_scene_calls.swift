import SwiftUI

// Hand-derived (docs/semantics.md "Code that is not about views"): a UIKit call on the canvas's
// window scene that Matchcut does not model (an orientation request) cannot change what the
// scene draws; it is skipped with a warning and the rest of the action runs. The tap flips
// `landscape`: 2 states, 2 taps.
struct Rotator: View {
  @State private var landscape = false

  var body: some View {
    Rectangle()
      .frame(width: landscape ? 120 : 60, height: 60)
      .onTapGesture {
        landscape.toggle()
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
          // expected-warning@+1 {{'UIWindowScene.requestGeometryUpdate' is skipped: it cannot change what the scene draws}}
          scene.requestGeometryUpdate(.iOS(interfaceOrientations: landscape ? .landscape : .portrait))
        }
      }
  }
}

#Preview("Rotator") { Rotator() }

// expect-scene "Rotator": states 2, transitions 2, tap 2
