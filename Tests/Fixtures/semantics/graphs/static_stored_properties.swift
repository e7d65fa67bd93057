import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Properties", "Type
// Properties": a static stored property is one value for the type, which any code may
// assign) and docs/states.md (a value the view reads is part of the state). The body shows
// `Settings.level`; the tap raises it by one up to 3: levels 1, 2, 3 → 3 states, 2 taps.
// `Settings.maximum` is read unqualified inside the type's static method.
enum Settings {
  static var level = 1
  static let maximum = 3

  static func canRaise() -> Bool { level < maximum }
}

struct Levels: View {
  var body: some View {
    Text("Level \(Settings.level)")
      .onTapGesture {
        if Settings.canRaise() { Settings.level += 1 }
      }
  }
}

#Preview("Levels") { Levels() }

// expect-scene "Levels": states 3, transitions 2, tap 2
