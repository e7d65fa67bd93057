import SwiftUI

// Hand-counted: a `static var` of optional type without an initializer starts as nil, as any
// optional `var` does (The Swift Programming Language, "Optionals"), so an environment key may
// declare `static var defaultValue: String?` and the custom value reads nil until a view sets
// it. The tap toggles `wide`: 2 states, 2 taps.
private struct BadgeKey: EnvironmentKey {
  static var defaultValue: String?
}

extension EnvironmentValues {
  var badge: String? {
    get { self[BadgeKey.self] }
    set { self[BadgeKey.self] = newValue }
  }
}

struct Badge: View {
  @Environment(\.badge) private var badge
  @State private var wide = false
  var body: some View {
    Capsule()
      .frame(width: badge == nil ? (wide ? 120 : 60) : 10, height: 30)
      .onTapGesture { wide.toggle() }
  }
}

#Preview("Badge") { Badge() }

// expect-scene "Badge": states 2, transitions 2, tap 2
