import SwiftUI

// Hand-counted: a `UIImage` made at run time is a stand-in, and `Image(uiImage:)` of it is the
// asset placeholder (one warning); a `#Predicate` is its closure, which only a query calls. One
// Bool the tap toggles: 2 states, 2 taps.
struct Task: Identifiable {
  var id = 0
  var done = false
}

struct Profile: View {
  @State private var wide = false
  let photo = UIImage(named: "Profile")
  let onlyOpen = #Predicate<Task> { !$0.done }

  var body: some View {
    VStack {
      if let photo {
        // expected-warning@+1 {{an image made at run time ('uiImage') is drawn as a 100×100 placeholder}}
        Image(uiImage: photo)
          .resizable()
          .frame(width: wide ? 120 : 60, height: 60)
      }
    }
    .onTapGesture { wide.toggle() }
  }
}

#Preview("Profile") { Profile() }

// expect-scene "Profile": states 2, transitions 2, tap 2
