import SwiftUI

// Hand-counted: formatters, calendars, decoders and players are Foundation and AVFoundation
// values the compiler does not evaluate. Each keeps a stand-in: setting its members and calling
// it are skipped, and a text made from it is drawn as its type's name, with a warning. The one
// Bool `playing` is toggled by the tap (the player's calls are skipped): 2 states, 2 taps.
extension Date {
  func shortDay() -> String {
    let formatter = DateFormatter()
    // expected-warning@+1 {{'DateFormatter' is skipped: it cannot change what the scene draws}}
    formatter.dateFormat = "EEE d"
    return formatter.string(from: self)
  }
}

struct Episode: Decodable {
  var title: String
}

struct EpisodeRow: View {
  @State private var playing = false
  let player = AVPlayer()
  let aired = Date(timeIntervalSince1970: 0)
  var weekday: Int { Calendar.current.component(.weekday, from: aired) }

  var body: some View {
    VStack(spacing: 8) {
      // expected-warning@+1 {{this text comes from 'DateFormatter', which is not evaluated; it is drawn as 'DateFormatter'}}
      Text(aired.shortDay())
      // expected-warning@+1 {{this text comes from 'Calendar', which is not evaluated; it is drawn as 'Calendar'}}
      Text("Day \(weekday)")
      Circle()
        .frame(width: playing ? 60 : 40, height: playing ? 60 : 40)
        .onTapGesture {
          // expected-warning@+1 {{'AVPlayer' is skipped: it cannot change what the scene draws}}
          player.play()
          // A discarded value: nothing to warn about.
          _ = try? JSONDecoder().decode(Episode.self, from: Data())
          playing.toggle()
        }
    }
  }
}

#Preview("Episode") { EpisodeRow() }

// expect-scene "Episode": states 2, transitions 2, tap 2
