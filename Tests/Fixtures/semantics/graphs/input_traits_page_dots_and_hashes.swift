import CryptoKit
import SwiftUI

// Hand-derived: `autocapitalization` only changes the keyboard (accepted and ignored, LANGUAGE
// §5); `PageIndexViewStyle` styles a paged tab view's dots, which `indexViewStyle` ignores
// (swiftui-semantics §23.1); a CryptoKit hash is data, a framework stand-in the tap's action
// computes and never draws (docs/semantics.md "Code that is not about views"). The tap flips
// `wide`: 2 states, 2 taps.
struct Login: View {
  @State private var name = ""
  @State private var wide = false

  var body: some View {
    VStack {
      TextField("Name", text: $name)
        .autocapitalization(.none)
      TabView {
        Text("One")
        Text("Two")
      }
      .tabViewStyle(.page)
      .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
      Rectangle()
        .frame(width: wide ? 80 : 40, height: 20)
        .onTapGesture {
          wide.toggle()
          let digest = Insecure.MD5.hash(data: Data(name.utf8))
          _ = digest
        }
    }
  }
}

#Preview("Login") { Login() }

// expect-scene "Login": states 2, transitions 2, tap 2
