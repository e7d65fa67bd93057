import SwiftUI

// Hand-counted: `Text(LocalizedStringKey(title))` shows the key (a preview has no strings
// table; Apple, `LocalizedStringKey`), and `Text(Image(systemName:))` is a text of the one
// inline image (Apple, `Text.init(_: Image)`). Both build with no diagnostic; nothing changes
// state: 1 state.
struct Badge: View {
  let title = "Inbox"

  var body: some View {
    HStack {
      Text(Image(systemName: "tray"))
      Text(LocalizedStringKey(title))
    }
  }
}

#Preview("Badge") { Badge() }

// expect-scene "Badge": states 1, transitions 0
