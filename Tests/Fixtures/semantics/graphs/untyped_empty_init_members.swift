import SwiftUI

// Hand-counted: `flag ? proxy.safeAreaInsets : .init()` gives `.init()` no type to make until
// Swift infers `EdgeInsets` from the other branch; made with no arguments, `EdgeInsets`,
// `CGSize`, `CGPoint` and `CGRect` are all zero, so `.top` of it is 0 and the header is
// 120 + 0 high. The tap toggles `tall`: 2 states, 2 taps.
struct Header: View {
  var usesSafeArea = false
  @State private var tall = false
  var body: some View {
    GeometryReader { proxy in
      let insets = usesSafeArea ? proxy.safeAreaInsets : .init()
      Rectangle()
        .frame(height: (tall ? 120 : 80) + insets.top)
        .onTapGesture { tall.toggle() }
    }
  }
}

#Preview("Header") { Header() }

// expect-scene "Header": states 2, transitions 2, tap 2
