import SwiftUI

// Hand-counted: types declared inside others are reached through their outer type
// (`Chip.Config(…)` constructs the nested struct, `Renderer.Style.allCases` lists the nested
// enum, `@State var style: Renderer.Style = .blur` resolves the case). A stored property read
// from `UIApplication.shared.windows.first?.safeAreaInsets` is the canvas's insets, not a
// stand-in. Tapping the other chip selects it; tapping the selected one changes nothing:
// 2 states, 2 taps.

struct Chip: View {
  var config: Config
  struct Config {
    var title: String
    var width: CGFloat = 80
  }
  var body: some View {
    Text(config.title).frame(width: config.width, height: 30)
  }
}

struct Renderer {
  enum Style: String, CaseIterable { case blur, fade }
}

struct Home: View {
  @State private var style: Renderer.Style = .blur
  var safeArea = UIApplication.shared.windows.first?.safeAreaInsets
  var body: some View {
    VStack {
      ForEach(Renderer.Style.allCases, id: \.rawValue) { s in
        Chip(config: Chip.Config(title: s.rawValue, width: style == s ? 120 : 80))
          .onTapGesture {
            let app = UIApplication.shared
            // expected-warning@+1 {{'UIApplication' is skipped: it cannot change what the scene draws}}
            app.endEditing()
            style = s
          }
      }
    }
    .padding(.bottom, safeArea?.bottom == 0 ? 15 : safeArea?.bottom)
  }
}
#Preview("Chips") { Home() }

// expect-scene "Chips": states 2, transitions 2, tap 2
