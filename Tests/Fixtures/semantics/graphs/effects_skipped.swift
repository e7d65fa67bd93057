import SwiftUI

// Hand-counted: haptics, `UIApplication` and `UserDefaults` cannot change what the scene
// draws: each call is skipped with a warning naming it, and the rest of the action runs.
// `DispatchQueue.main.async` runs its closure at once, in the same action. The tap toggles
// `liked` (directly) and `saved` (in the scheduled closure) together: 2 states, 2 taps.
struct LikeButton: View {
  @State private var liked = false
  @State private var saved = false
  let haptic = UIImpactFeedbackGenerator(style: .medium)

  var body: some View {
    Image(systemName: liked ? "heart.fill" : "heart")
      .scaleEffect(saved ? 1.4 : 1)
      .onTapGesture {
        // expected-warning@+1 {{'UIImpactFeedbackGenerator' is skipped: it cannot change what the scene draws}}
        haptic.impactOccurred()
        let light = UISelectionFeedbackGenerator()
        // expected-warning@+1 {{'UISelectionFeedbackGenerator' is skipped: it cannot change what the scene draws}}
        light.selectionChanged()
        // expected-warning@+1 {{'UIApplication' is skipped: it cannot change what the scene draws}}
        UIApplication.shared.endEditing()
        // expected-warning@+1 {{'UserDefaults' is skipped: it cannot change what the scene draws}}
        UserDefaults.standard.set(true, forKey: "liked")
        liked.toggle()
        DispatchQueue.main.async {
          saved.toggle()
        }
      }
  }
}

#Preview("Like") { LikeButton() }

// expect-scene "Like": states 2, transitions 2, tap 2
