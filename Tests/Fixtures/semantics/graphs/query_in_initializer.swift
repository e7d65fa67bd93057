import SwiftData
import SwiftUI

// Hand-counted (docs/semantics.md "SwiftData"): an `init` that writes the wrapper
// (`_notes = Query(filter: …)`) selects from the model context with its `#Predicate`. The
// preview searches for "a"; two buttons insert an "apple" and a "berry" note, and each row the
// query shows is a button that deletes its note. The context holds a set of the two notes: {},
// {apple}, {berry}, {apple, berry}: 4 states. Inserts: {} → {apple}, {} → {berry},
// {apple} → {both}, {berry} → {both}: 4 taps (inserting a note already held changes nothing).
// Only "apple" passes the filter, so only it has a delete button: {apple} → {} and
// {both} → {berry}: 2 taps. Without the filter "berry" would add 2 more. 6 transitions, 6 taps.
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
  @Environment(\.modelContext) private var context
  @Query var notes: [Note]

  init(search: String) {
    _notes = Query(filter: #Predicate<Note> { $0.title.contains(search) }, sort: \.created)
  }

  var body: some View {
    VStack {
      ForEach(notes) { note in
        Button(note.title) { context.delete(note) }
      }
      Button("Add apple") { context.insert(Note(title: "apple", created: .now)) }
      Button("Add berry") { context.insert(Note(title: "berry", created: .now)) }
    }
  }
}

#Preview("Notes") { Notes(search: "a") }

// expect-scene "Notes": states 4, transitions 6, tap 6
