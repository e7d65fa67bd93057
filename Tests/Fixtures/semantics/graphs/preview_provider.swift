import SwiftUI

// Hand-counted: a PreviewProvider is a scene named after its view ("Badge"). Its static
// @State `on` is the scene's one state value (false, true); the tap on the text toggles it both
// ways: 2 states, 2 taps. `space` (a static @Namespace) pairs the circle and the capsule.
struct Badge: View {
  let title: String
  let namespace: Namespace.ID
  @Binding var on: Bool

  var body: some View {
    VStack {
      if on {
        Capsule().fill(Color.green).frame(width: 120, height: 40)
          .matchedGeometryEffect(id: "dot", in: namespace)
      } else {
        Circle().fill(Color.gray).frame(width: 40, height: 40)
          .matchedGeometryEffect(id: "dot", in: namespace)
      }
      Text(title)
        .onTapGesture { withAnimation(.snappy) { on.toggle() } }
    }
  }
}

struct Badge_Previews: PreviewProvider {
  @Namespace static var space
  @State static var on = false
  static let title = "New"

  static var previews: some View {
    Badge(title: title, namespace: space, on: $on)
  }
}

// expect-scene "Badge": states 2, transitions 2, tap 2
