import SwiftUI

// Hand-counted: a case pattern binds the payload of a value never coerced to its enum
// (`let status = action()`); writes go through `count!` and `intro?.` (skipped while nil); an
// init given `.constant(false)` for a `Binding<Bool>` reads it; `DispatchWorkItem` work runs
// through `asyncAfter(execute:)` as a timer. s0 tap → big, count 1, toggle due in 0.5 s (s1);
// the timer → big off (s2); s2 tap → back to s1. 3 states; edges: tap 2, timer 1.
enum Status { case idle, failed(String) }
struct Intro: Identifiable { var id = 0; var text = "" }
struct Row: View {
  @Binding var showAll: Bool
  init(showAll: Binding<Bool>) {
    if !showAll.wrappedValue {}
    _showAll = showAll
  }
  var body: some View { Text("row").foregroundStyle(.white.secondary) }
}
struct Loader: View {
  @State private var count: Int? = 0
  @State private var intro: Intro? = nil
  @State private var big = false
  var action: () -> Status = { .failed("x") }
  var body: some View {
    VStack {
      Row(showAll: .constant(false))
      Circle().frame(width: big ? 80 : CGFloat(40 + atan(0)), height: 40)
        .onTapGesture {
          let status = action()
          switch status {
          case .idle: break
          case .failed(let message): if message == "x" { big.toggle() }
          }
          // swift-format-ignore: NeverForceUnwrap
          count! = 1
          intro?.text = "t"
          let task = DispatchWorkItem { big.toggle() }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: task)
        }
    }
  }
}

#Preview("Loader") { Loader() }

// expect-scene "Loader": states 3, transitions 3, tap 2, timer 1
// expect-edge "Loader" t1: s1 -> s2 timer 0.5
