import SwiftUI

// Hand-counted: a caller passes `.init(limit: 40)` for a property declared with a type nested
// in the view (`Config`, declared inside `LimitedField`), which resolves to that type; a
// condition on a framework value that is not evaluated (`LAContext`) is false, with one
// warning. One Bool the tap toggles: 2 states, 2 taps.
struct LimitedField: View {
  var config: Config
  @State private var grown = false

  struct Config {
    var limit: Int
    var autoResizes = false
  }

  var body: some View {
    RoundedRectangle(cornerRadius: 8)
      .frame(width: CGFloat(config.limit) * 4, height: config.autoResizes || grown ? 80 : 40)
      .onTapGesture {
        let context = LAContext()
        // expected-warning@+1 {{this condition comes from 'LAContext', which is not evaluated; it is taken as false}}
        if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) {
          return
        }
        grown.toggle()
      }
  }
}

struct Form: View {
  var body: some View {
    LimitedField(config: .init(limit: 40))
  }
}

#Preview("Field") { Form() }

// expect-scene "Field": states 2, transitions 2, tap 2
