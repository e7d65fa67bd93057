import SwiftUI

// Hand-counted: `@Bindable var` declared in a body projects bindings to the object's fields
// (`$helper.on`); a member of the canvas's window that is not modelled
// (`rootViewController`) is a stand-in, so reading it does not stop the scene. The toggle's
// switch and the rectangle's tap both flip the one Bool: 2 states, 2 taps in each (4).
@Observable
final class Helper {
  var on = false
}

struct Switcher: View {
  @State private var helper = Helper()

  var body: some View {
    @Bindable var bindable = helper
    let root = UIApplication.shared.windows.first?.rootViewController
    VStack {
      Toggle("On", isOn: $bindable.on)
      Rectangle()
        .frame(width: helper.on ? 80 : 40, height: root == nil ? 10 : 20)
        .onTapGesture { helper.on.toggle() }
    }
  }
}

#Preview("Switcher") { Switcher() }

// expect-scene "Switcher": states 2, transitions 4, tap 4
