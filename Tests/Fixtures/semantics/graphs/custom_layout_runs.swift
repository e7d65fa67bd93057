import SwiftUI

// Hand-counted from swiftui-semantics §23.10: a container of the module conforming to `Layout`
// runs its own `sizeThatFits` and `placeSubviews` (with the sizes a first layout measured) and
// adds no state of its own, with no warning. The button below it toggles `wide`: 2 states,
// 2 taps.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + spacing
    }
  }
}

struct Tags: View {
  @State private var wide = false

  var body: some View {
    VStack {
      FlowLayout(spacing: 4) {
        Text("swift")
        Text("ui")
      }
      Rectangle()
        .frame(width: wide ? 200 : 100, height: 20)
        .onTapGesture { wide.toggle() }
    }
  }
}

#Preview("Tags") { Tags() }

// expect-scene "Tags": states 2, transitions 2, tap 2
