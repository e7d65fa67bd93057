import AccountKit
import SwiftUI

// Hand-counted (swiftui-semantics §23.18): `Vault` comes from a package Matchcut cannot read, so
// it is a stand-in: the call that starts a sign-in is skipped with its callback, and the text
// made from it is drawn as the type's name. The tap's own toggle still runs: 2 states, 2 taps.
final class Session: ObservableObject {
  @Published var signedIn = false

  func signIn() {
    Vault.shared.signIn(user: "ada") { _ in
      self.signedIn = true
    }
    signedIn.toggle()
  }
}

struct Login: View {
  @StateObject private var session = Session()

  var body: some View {
    VStack {
      // expected-warning@+2 {{'Vault' is not declared in the module; it may come from 'AccountKit', which Matchcut cannot read: its uses are skipped}}
      // expected-warning@+1 {{this text comes from 'Vault', which is not evaluated; it is drawn as 'Vault'}}
      Text(Vault.shared.userName ?? "Guest")
      Color.blue
        .frame(width: 100, height: session.signedIn ? 200 : 50)
        .onTapGesture { withAnimation { session.signIn() } }
    }
  }
}

#Preview("Login") { Login() }

// expect-scene "Login": states 2, transitions 2, tap 2
