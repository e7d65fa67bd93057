import SwiftUI

// Hand-derived from Swift's rules for enums with associated values: `.detail(2)` and
// `Route.detail(2)` make the case with its payload, two cases are equal only when their
// payloads are, and `case .detail(let id)` binds the payload. The route starts at .list; the
// list's tap goes to .detail(2); the detail's tap goes to .detail(id + 1) while id < 3, else
// back to .list: .list → .detail(2) → .detail(3) → .list, 3 states and 3 taps.
enum Route: Equatable {
  case list
  case detail(Int)
}

struct Router: View {
  @State private var route = Route.list

  var body: some View {
    VStack {
      switch route {
      case .list:
        Text("List").onTapGesture { route = .detail(2) }
      case .detail(let id):
        Rectangle()
          .frame(width: CGFloat(id * 10), height: 10)
          .onTapGesture { route = id < 3 ? Route.detail(id + 1) : .list }
      }
    }
  }
}

#Preview("Router") { Router() }

// expect-scene "Router": states 3, transitions 3, tap 3
