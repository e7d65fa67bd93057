import SwiftUI

// Hand-counted: a `UIGestureRecognizerRepresentable` is recognised by UIKit and not explored
// (one warning); the tap beside it is. One Bool: 2 states, 2 taps.
struct PanGesture: UIGestureRecognizerRepresentable {
  var handle: (UIPanGestureRecognizer) -> Void

  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    UIPanGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    handle(recognizer)
  }
}

struct Board: View {
  @State private var lifted = false

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .frame(width: 120, height: lifted ? 160 : 120)
      // expected-warning@+1 {{'PanGesture' is a UIKit gesture recognizer: Matchcut does not explore it}}
      .gesture(PanGesture { _ in })
      .onTapGesture { lifted.toggle() }
  }
}

#Preview("Board") { Board() }

// expect-scene "Board": states 2, transitions 2, tap 2
