import SwiftUI

// Hand-counted: methods passed by name (`.onChanged(onChanged(value:))`) are called with the
// gesture value by position; `self.rawValue` in an enum's own member reads the case; a
// class's `@Published var offset: CGSize = .zero` is the zero size. A drag down past 100 pt
// opens the sheet to 300 (s1); from s1 a short drag closes it; upward drags clamp to 0 and
// change nothing: 2 states, 2 drags.
enum Tab: String, CaseIterable {
  case home, settings
  var title: String { self.rawValue.capitalized }
}
final class Coordinator: ObservableObject {
  @Published var offset: CGSize = .zero
}
struct Sheet: View {
  @State private var dragged: CGFloat = 0
  @StateObject private var coordinator = Coordinator()
  var body: some View {
    RoundedRectangle(cornerRadius: 20)
      .frame(height: 200)
      .offset(y: dragged)
      .offset(coordinator.offset)
      .gesture(DragGesture().onChanged(onChanged(value:)).onEnded(onEnded(value:)))
      .overlay(Text(Tab.home.title))
  }
  func onChanged(value: DragGesture.Value) { dragged = max(value.translation.height, 0) }
  func onEnded(value: DragGesture.Value) {
    withAnimation { dragged = value.translation.height > 100 ? 300 : 0 }
  }
}

#Preview("Sheet") { Sheet() }

// expect-scene "Sheet": states 2, transitions 2, drag 2
