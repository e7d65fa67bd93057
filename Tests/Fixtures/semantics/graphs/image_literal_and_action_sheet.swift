import SwiftUI

// Xcode's image literal is `UIImage(named:)` on iOS, drawn as the asset placeholder like any
// platform image; the deprecated `actionSheet` is system UI drawn above the app, accepted and
// not drawn, like `confirmationDialog` (swiftui-semantics §23.8, §21.1).
// Hand-counted: the tap toggles `asking` both ways: 2 states, 2 taps.
struct Avatar: View {
  @State private var asking = false

  var body: some View {
    // expected-warning@+1 {{an image made at run time ('uiImage') is drawn as a 100×100 placeholder}}
    Image(uiImage: #imageLiteral(resourceName: "avatar"))
      .onTapGesture { asking.toggle() }
      .actionSheet(isPresented: $asking) {
        ActionSheet(title: Text("Change photo"))
      }
  }
}

#Preview("Avatar") { Avatar() }

// expect-scene "Avatar": states 2, transitions 2, tap 2
