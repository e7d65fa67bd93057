import SwiftUI

// Hand-counted: an enum's static members (`static let count`, `static var first`) and a type
// nested in it (`Tab.Item`) evaluate; `var frame: CGRect = .zero` is the zero rectangle;
// `CGRect.contains` holds for a point inside; `.background(.bar, in:)` is a material. Three
// tabs, and a tap on either other tab selects it: 3 states, 6 taps.
enum Tab: String, CaseIterable {
  case home, search, profile
  static let count = 3
  static var first: Tab { .home }
  struct Item { var width: CGFloat = 40 }
}
struct Config { var frame: CGRect = .zero }
struct Bar: View {
  @State private var tab: Tab = Tab.first
  let config = Config()
  var body: some View {
    HStack {
      ForEach(Tab.allCases, id: \.self) { t in
        Text(t.rawValue)
          .frame(width: tab == t ? Tab.Item().width * 2 : CGFloat(100 / Tab.count))
          .onTapGesture {
            if CGRect(x: 0, y: 0, width: 10, height: 10).contains(CGPoint(x: 5, y: 5)) { tab = t }
          }
      }
    }
    .frame(height: config.frame.width + 44)
    .background(.bar, in: .rect(cornerRadius: 10))
  }
}

#Preview("Tabs") { Bar() }

// expect-scene "Tabs": states 3, transitions 6, tap 6
