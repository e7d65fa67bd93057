import SwiftUI
import UIKit

// Hand-counted: a view generic over its content compares `Content.self` with `EmptyView.self`
// (a type as a value: false here, the content is a Text), and draws a UIKit view wrapped by a
// representable declared in an extension of it, named without its outer type (clear, the space
// it is offered, one warning). Nothing changes: 1 state, no transition.
struct Frosted<Content: View>: View {
  var content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    // expected-warning@+1 {{'Backdrop' wraps a UIKit view, which Matchcut cannot draw: it takes the space it is offered, drawn clear (swiftui-semantics §23.7)}}
    Backdrop(style: .systemMaterial)
      .overlay(content)
      .opacity(Content.self == EmptyView.self ? 0 : 1)
  }
}

extension Frosted {
  struct Backdrop: UIViewRepresentable {
    var style: UIBlurEffect.Style

    func makeUIView(context: Context) -> UIVisualEffectView {
      UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ view: UIVisualEffectView, context: Context) {}
  }
}

#Preview("Frosted") {
  Frosted { Text("Now playing") }
}

// expect-scene "Frosted": states 1, transitions 0
