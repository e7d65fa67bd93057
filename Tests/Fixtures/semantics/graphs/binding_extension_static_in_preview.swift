import SwiftUI

// A preview passes a binding made by a static of the module's `extension Binding`
// (`.mock(false)`), resolved where the `@Binding` parameter expects a `Binding`. The binding
// writes a captured local, not a state: SwiftUI has nothing to invalidate, so the tap changes
// nothing on screen. Hand-counted: 1 state, no transition.
extension Binding {
  static func mock(_ value: Value) -> Self {
    var value = value
    return Binding(get: { value }, set: { value = $0 })
  }
}

struct Arrow: View {
  @Binding var opened: Bool

  var body: some View {
    Image(systemName: "chevron.right")
      .rotationEffect(.degrees(opened ? 90 : 0))
      // expected-warning@+1 {{this tap action never changes the state}}
      .onTapGesture { opened.toggle() }
  }
}

#Preview("Arrow") { Arrow(opened: .mock(false)) }

// expect-scene "Arrow": states 1, transitions 0
