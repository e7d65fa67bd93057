import SwiftUI

// Hand-derived (Apple, `Entry()`: the macro declares an environment key whose default is the
// property's initial value; an optional without one starts as nil): in a preview that sets no
// key, `\.barWidth` is 24 and `\.isOnline` is nil, so the bar is 24 wide and the badge never
// shows (a branch no state reaches, reported). The tap flips `tall`: 2 states, 2 taps.
extension EnvironmentValues {
  @Entry var barWidth: CGFloat = 24
  @Entry var isOnline: Bool?
}

struct StatusBar: View {
  @Environment(\.barWidth) private var barWidth
  @Environment(\.isOnline) private var isOnline
  @State private var tall = false

  var body: some View {
    HStack {
      Rectangle()
        .frame(width: barWidth, height: tall ? 60 : 30)
        .onTapGesture { tall.toggle() }
      // expected-warning@+1 {{this branch is never shown in any state the previews reach}}
      if isOnline == true {
        Circle().frame(width: 8, height: 8)
      }
    }
  }
}

#Preview("Status") { StatusBar() }

// expect-scene "Status": states 2, transitions 2, tap 2
