import AVFoundation
import SwiftUI

// Hand-counted: the tap writes a global variable (kept, not state: nothing observes it, one
// warning) and toggles the record's width: one Bool, 2 states, 2 taps.
var player: AVAudioPlayer?

func play(_ name: String) {
  do {
    // expected-warning@+1 {{global 'player' is changed here; it is not state, so no view is redrawn when it changes}}
    player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: name))
    player?.play()
  } catch {
    print(error)
  }
}

struct Record: View {
  @State private var spinning = false

  var body: some View {
    Circle()
      .frame(width: spinning ? 200 : 100, height: 100)
      .onTapGesture {
        withAnimation { spinning.toggle() }
        play("song.mp3")
      }
  }
}

#Preview("Record") { Record() }

// expect-scene "Record": states 2, transitions 2, tap 2
