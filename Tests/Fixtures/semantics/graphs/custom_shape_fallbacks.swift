// Hand-derived (docs/semantics.md "Custom shapes"): a shape whose path is not an affine function
// of its rectangle (here through `min(width, height)`), or whose `path(in:)` cannot be
// evaluated, is drawn as its frame with a warning that says why; the scene still compiles and
// its tap still toggles the one state variable: 2 states, and both transitions are that tap.
import SwiftUI

// expect-scene "Badges": states 2, transitions 2, tap 2

struct Dot: Shape {
  func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    Path(CGPath(ellipseIn: rect, transform: nil))
  }
}

struct Badges: View {
  @State private var wide = false

  var body: some View {
    VStack {
      // expected-warning@+1 {{the shape 'Dot' is drawn as its frame: its path is not an affine function of its rectangle}}
      Dot().frame(width: wide ? 80 : 40, height: 40)
      // expected-warning@+1 {{the shape 'Star' is drawn as its frame: its path(in:) could not be evaluated}}
      Star().frame(width: 40, height: 40)
    }
    .onTapGesture { wide.toggle() }
  }
}

#Preview("Badges") { Badges() }
