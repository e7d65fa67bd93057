import SwiftUI

// Hand-counted from docs/semantics.md "Code that is not about views" and "Geometry and math":
// inside an action, a statement calling framework code that cannot change what the scene
// draws is skipped with `semantics.skipped-effect` naming the type, and the rest of the action
// still runs; `print` only writes to the console, so its arguments are evaluated and nothing
// else happens; a call to the module's own analytics function runs and changes nothing;
// `UIScreen.main.bounds` is the canvas rectangle, 393 pt wide on the default iPhone 15 Pro
// canvas. Each tap moves `stage` on only when its check holds:
//   0 a haptic, print and the analytics call come before `stage = 1`, which still happens
//   1 a URLSession data task (never resumed in a preview) comes before `stage = 2`
//   2 UIScreen.main.bounds.width == 393 → stage 3
// Stages 0…3: 4 states, 3 taps; at 3 the tap changes nothing.
enum Analytics {
  static func track(_ event: String) {}
}

struct EffectChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0:
      // expected-warning@+1 {{'UIImpactFeedbackGenerator' is skipped: it cannot change what the scene draws}}
      UIImpactFeedbackGenerator(style: .medium).impactOccurred()
      print("tapped", stage)
      Analytics.track("first tap")
      stage = 1
    case 1:
      if let url = URL(string: "https://example.com/feed.json") {
        // expected-warning@+1 {{'URLSession' is skipped: it cannot change what the scene draws}}
        URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()
      }
      stage = 2
    case 2 where UIScreen.main.bounds.width == 393:
      stage = 3
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangEffects") { EffectChecks() }

// expect-scene "LangEffects": states 4, transitions 3, tap 3
