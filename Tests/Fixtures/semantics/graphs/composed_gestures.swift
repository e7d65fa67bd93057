import SwiftUI

// Hand-derived from docs/states.md and docs/semantics.md "Gestures": a `some Gesture` property
// is a gesture value, not a view; gestures composed with `simultaneously(with:)` each offer
// their own action (warning once); pinch and rotation offer none (warning).
//
// States (offset, liked): s0 (zero, F). The drag's release sets offset to (0, 200) past 100 pt
// down, else back to zero; the double tap toggles `liked`. s0: the 300 pt drag down → s1
// ((0, 200), F), the tap → s2 (zero, T). s1: a short drag → s0, the tap → s3 ((0, 200), T).
// s2: the long drag → s3, the tap → s0. s3: a short drag → s2, the tap → s1.
// 4 states; 4 drags and 4 taps.
struct Pinboard: View {
  @State private var offset = CGSize.zero
  @State private var liked = false
  @State private var scale = 1.0

  private var drag: some Gesture {
    DragGesture()
      .onEnded { value in
        offset = value.translation.height > 100 ? CGSize(width: 0, height: 200) : .zero
      }
  }

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(liked ? Color.pink : Color.gray)
      .frame(width: 200, height: 120)
      .offset(offset)
      .scaleEffect(scale)
      // expected-warning@+1 {{'simultaneously' gestures are explored as separate gestures, each with its own handlers}}
      .gesture(drag.simultaneously(with: TapGesture(count: 2).onEnded { liked.toggle() }))
      // expected-warning@+1 {{pinch and rotation gestures are not explored: the view stays as it is at rest}}
      .gesture(MagnificationGesture().onChanged { scale = $0 })
  }
}

#Preview("Pinboard") { Pinboard() }

// expect-scene "Pinboard": states 4, transitions 8, drag 4, tap 4
