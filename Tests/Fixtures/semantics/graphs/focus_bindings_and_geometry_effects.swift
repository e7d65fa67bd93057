import SwiftUI

// Hand-derived from SwiftUI's rules named inline.
//
// "Keys": `@FocusState.Binding var isActive: Bool` in a child is a binding to the parent's
// `@FocusState` (iOS 15); nothing has focus in a preview, so it reads false, and an
// implicitly unwrapped optional focus field (`Field!`) starts as nil. `.modifier(Skew(…))` of
// a `GeometryEffect` transforms the drawing after layout: the view is drawn without it (a
// warning). The tap sets the field: 2 states, 1 tap.
enum Field: Hashable {
  case number, name
}

struct Skew: GeometryEffect {
  var amount: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
  }
}

struct KeyPad: View {
  @FocusState.Binding var isActive: Bool

  var body: some View {
    Text(isActive ? "Typing" : "Idle")
  }
}

struct Keys: View {
  @FocusState private var typing: Bool
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @FocusState private var field: Field!

  var body: some View {
    VStack {
      KeyPad(isActive: $typing)
      Rectangle()
        .frame(width: 80, height: 40)
        // expected-warning@+1 {{'Skew' leaves layout unchanged and is not drawn: the view is drawn without it (swiftui-semantics §21.6)}}
        .modifier(Skew(amount: 0.2))
        .onTapGesture { field = .name }
    }
  }
}

#Preview("Keys") { Keys() }

// expect-scene "Keys": states 2, transitions 1, tap 1
