import SwiftUI

// Hand-derived from swiftui-semantics §21.11: `contentShape(_:_:)` with kinds is the hit-testing
// shape only when the kinds include `.interaction`; `.dragPreview` shapes a drag's preview and is
// accepted with a note. The tile's tap toggles `picked`: 2 states, 2 taps.
struct Tiles: View {
  @State private var picked = false

  var body: some View {
    RoundedRectangle(cornerRadius: 10)
      .fill(picked ? Color.blue : Color.gray)
      .frame(width: 80, height: 80)
      .contentShape(.dragPreview, .rect(cornerRadius: 10))
      .contentShape([.interaction, .dragPreview], Rectangle())
      .onTapGesture { picked.toggle() }
  }
}

#Preview("Tiles") { Tiles() }

// expect-scene "Tiles": states 2, transitions 2, tap 2
