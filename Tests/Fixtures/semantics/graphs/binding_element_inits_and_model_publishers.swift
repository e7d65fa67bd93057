import Combine
import SwiftUI

// Hand-derived: a write through `@Binding var marks: [Mark]` resolves `.init(…)` against the
// declared element type, as a write to a state does; `.constant(.init())` for an array binding
// is the empty array; `$query` inside a model class is its `@Published` property's publisher, a
// stand-in whose `debounce`/`sink` pipeline is not run (swiftui-semantics §21.5).
// "Marks": marks grow from [] to [1] to [1, 2]; the tap adds `count + 1` while fewer than 2:
// 3 states, 2 taps. "Empty": one state, the constant binding cannot change.
struct Mark: Identifiable {
  var id: Int
  var size: CGFloat = 10
}

final class Search: ObservableObject {
  @Published var query = ""
  var watch: AnyCancellable?

  init() {
    watch = $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { _ in }
  }
}

struct MarkRow: View {
  @Binding var marks: [Mark]

  var body: some View {
    HStack {
      ForEach(marks) { mark in
        Circle().frame(width: mark.size, height: mark.size)
      }
      Rectangle()
        .frame(width: 20, height: 20)
        .onTapGesture {
          if marks.count < 2 { marks.append(.init(id: marks.count + 1)) }
        }
    }
  }
}

struct MarkBoard: View {
  @State private var marks: [Mark] = []
  @StateObject private var search = Search()

  var body: some View {
    MarkRow(marks: $marks)
  }
}

#Preview("Marks") { MarkBoard() }
#Preview("Empty") { MarkRow(marks: .constant(.init())) }

// expect-scene "Marks": states 3, transitions 2, tap 2
// expect-scene "Empty": states 1, transitions 0
