import SwiftUI

// Hand-counted (swiftui-semantics §22 focus; The Swift Programming Language, "Implicit Member
// Expression": `.user` is resolved in the focus state's type `Field?`, nested in the view):
// s0 nothing has focus. Tapping the field focuses `.user` (s1); the button moves focus to
// `.pass` when the user field has it and to `.user` otherwise (s2 = `.pass`). From s0: field →
// s1, button → s1; from s1: button → s2 (the field already has focus: no edge); from s2: field
// → s1, button → s1. 3 states, 5 taps.
struct SignIn: View {
  enum Field: Hashable {
    case user, pass
  }

  @FocusState private var focus: Field?

  var body: some View {
    VStack {
      TextField("Name", text: .constant("")).focused($focus, equals: .user)
      Button("Next") {
        if focus == .user { focus = .pass } else { focus = .user }
      }
    }
  }
}

#Preview("SignIn") { SignIn() }

// expect-scene "SignIn": states 3, transitions 5, tap 5
