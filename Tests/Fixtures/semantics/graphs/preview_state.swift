import SwiftUI

// Hand-counted: a preview that declares its own state (`@State var` before `return`, as
// previews were written before Xcode 15, or `@Previewable @State`) owns it as a view does, so
// the binding it passes is live. Each preview: one Bool the tap toggles both ways: 2 states,
// 2 taps. The unnamed one is named after its root view (TOOLING §1).
struct SideBar: View {
  @Binding var showMenu: Bool

  var body: some View {
    Rectangle()
      .frame(width: showMenu ? 200 : 50, height: 40)
      .onTapGesture { showMenu.toggle() }
  }
}

#Preview {
  @State var showMenu = false
  return SideBar(showMenu: $showMenu)
}

#Preview("Previewable") {
  @Previewable @State var isOpen = true
  SideBar(showMenu: $isOpen)
}

// expect-scene "SideBar": states 2, transitions 2, tap 2
// expect-scene "Previewable": states 2, transitions 2, tap 2
