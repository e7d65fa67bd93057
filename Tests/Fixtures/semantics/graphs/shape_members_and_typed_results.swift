import SwiftUI

// Hand-derived from Swift's rules and SwiftUI's `Shape` statics (iOS 17: `.circle`, `.capsule`,
// `.rect(cornerRadius:)` name `Circle()`, `Capsule()`, `RoundedRectangle(cornerRadius:)`):
// a view generic over `S: Shape` given `.circle` draws the circle and fills it; an enum's
// computed `tint: Color` returning `.orange` is that colour (Swift types the implicit member
// by the declared result), so comparing it with `Color.orange` holds. The tap moves `step`
// 0 → 1 → 2 only while `Tab.home.tint == .orange` and `Tab.home.order() == .second`:
// 3 states, 2 taps.
enum Tab {
  case home, search

  var tint: Color {
    switch self {
    case .home: .orange
    case .search: .blue
    }
  }

  func order() -> Position { self == .home ? .second : .first }
}

enum Position {
  case first, second
}

struct Skeleton<S: Shape>: View {
  var shape: S
  var color: Color = .gray

  var body: some View {
    shape
      .fill(color)
      .frame(width: 40, height: 40)
  }
}

struct Tabs: View {
  @State private var step = 0

  var body: some View {
    VStack {
      Skeleton(shape: .circle)
      Skeleton(shape: .rect(cornerRadius: 6), color: Tab.home.tint)
      Text("Step \(step)")
        .onTapGesture {
          if step < 2, Tab.home.tint == Color.orange, Tab.home.order() == .second { step += 1 }
        }
    }
  }
}

#Preview("Tabs") { Tabs() }

// expect-scene "Tabs": states 3, transitions 2, tap 2
