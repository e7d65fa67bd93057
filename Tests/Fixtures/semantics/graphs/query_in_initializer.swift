import SwiftData
import SwiftUI

// Hand-counted: a `@Query` has no store in a preview, so its result is empty (one warning), also
// when an `init` writes the wrapper (`_notes = Query(…)` or `.init(…)`). The list draws no
// rows; the one Bool the tap toggles: 2 states, 2 taps.
@Model
final class Note {
  var title: String
  var created: Date
  init(title: String, created: Date) {
    self.title = title
    self.created = created
  }
}

struct Notes: View {
  // expected-warning@+1 {{@Query has no store in a preview: its result is empty}}
  @Query var notes: [Note]
  @State private var compact = false

  init(search: String) {
    _notes = Query(filter: #Predicate<Note> { $0.title.contains(search) }, sort: \.created)
  }

  var body: some View {
    VStack {
      ForEach(notes) { note in
        Text(note.title)
      }
      Capsule()
        .frame(width: compact ? 60 : 120, height: 30)
        .onTapGesture { compact.toggle() }
    }
  }
}

#Preview("Notes") { Notes(search: "") }

// expect-scene "Notes": states 2, transitions 2, tap 2
