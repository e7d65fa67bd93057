import RemoteImages
import SwiftUI

// Hand-counted (swiftui-semantics §23.18): the cover comes from a package Matchcut cannot read,
// so it is a placeholder and its package method is skipped (a warning each, once per file); the
// card still grows into the detail and back: one Bool, 2 states, 2 taps.
struct CoverCard: View {
  @Namespace private var space
  @State private var open = false

  var body: some View {
    ZStack {
      if !open {
        // expected-warning@+1 {{'RemoteImage' is not declared in the module; it may come from 'RemoteImages', which Matchcut cannot read: drawn as a placeholder that takes the space it is offered}}
        RemoteImage(source: "https://example.com/cover.png")
          // expected-warning@+1 {{'indicator' on a view from another module is skipped: Matchcut cannot read its declaration}}
          .indicator(.activity)
          .frame(width: 120, height: 90)
          .matchedGeometryEffect(id: "cover", in: space)
      } else {
        RemoteImage(source: "https://example.com/cover.png")
          .indicator(.activity)
          .frame(height: 400)
          .matchedGeometryEffect(id: "cover", in: space)
      }
    }
    .onTapGesture { withAnimation(.spring()) { open.toggle() } }
  }
}

#Preview("Cover") { CoverCard() }

// expect-scene "Cover": states 2, transitions 2, tap 2
