import SwiftData
import SwiftUI

// Hand-counted (docs/semantics.md "SwiftData"): `@Environment(\.modelContext)` is the preview's
// model context, which starts empty, and a `@Query` reads it. The tap inserts a draft and saves:
// no drafts (s0) → one draft (s1). Tapping again inserts the same object, which the context
// already holds, so it changes nothing; saving never does. The long press deletes every draft
// (`delete(model:)`): s1 → s0, and from s0 it changes nothing. 2 states; the tap s0 → s1 and
// the long press s1 → s0: 2 transitions.
@Model
final class Draft {
  var text = ""
  init() {}
}

struct NoteEditor: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var drafts: [Draft]

  var body: some View {
    Text(drafts.isEmpty ? "Empty" : "\(drafts.count) draft")
      .onTapGesture {
        modelContext.insert(Draft())
        try? modelContext.save()
      }
      .onLongPressGesture {
        try? modelContext.delete(model: Draft.self)
      }
  }
}

#Preview("Editor") { NoteEditor() }

// expect-scene "Editor": states 2, transitions 2, tap 1, longPress 1
