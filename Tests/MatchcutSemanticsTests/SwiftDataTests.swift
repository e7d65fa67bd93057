import MatchcutSemantics
import Testing

/// SwiftData's model context and `@Query` (docs/semantics.md "SwiftData", swiftui-semantics
/// §23.15), checked through the texts a scene draws: the expected values are derived by hand
/// from the rules the comments give.
@Suite struct SwiftDataTests {
  /// The texts state `index` draws, in paint order.
  static func texts(_ source: String, state index: Int = 0) throws -> [String] {
    let scene = try EvaluatorTests.scene(source)
    return texts(try #require(scene.trees.dropFirst(index).first))
  }

  static func texts(_ node: ViewNode) -> [String] {
    var out: [String] = []
    if case .text(let text, _) = node.kind { out.append(text) }
    for child in node.children { out += texts(child) }
    return out
  }

  /// A search written as the tutorials write it: Foundation's `localizedStandardContains` ignores
  /// case and never finds an empty string, so `isEmpty ||` keeps every note for an empty search.
  /// "Plan" and "plum" contain "PL" ignoring case; "Berry" does not.
  @Test(arguments: [("", ["Berry", "Plan", "plum"]), ("PL", ["Plan", "plum"])])
  func searchFiltersTheContext(search: String, expected: [String]) throws {
    let texts = try Self.texts(
      """
      @Model final class Note {
        var title: String
        init(title: String) { self.title = title }
      }
      struct Results: View {
        @Query var notes: [Note]
        init(search: String) {
          let all = search.isEmpty
          _notes = Query(
            filter: #Predicate<Note> { all || $0.title.localizedStandardContains(search) },
            sort: [SortDescriptor(\\Note.title)])
        }
        var body: some View { VStack { ForEach(notes) { Text($0.title) } } }
      }
      #Preview {
        let container = try ModelContainer(for: Note.self)
        container.mainContext.insert(Note(title: "plum"))
        container.mainContext.insert(Note(title: "Berry"))
        container.mainContext.insert(Note(title: "Plan"))
        return Results(search: "\(search)").modelContainer(container)
      }
      """)
    // Sorted by title in Swift's String order, where uppercase letters come first.
    #expect(texts == expected)
  }

  /// An empty search finds nothing through `localizedStandardContains` alone.
  @Test func emptySearchFindsNothing() throws {
    let texts = try Self.texts(
      """
      struct Probe: View {
        var body: some View {
          Text("abc".localizedStandardContains("") ? "found" : "none")
          Text("ABC".localizedCaseInsensitiveContains("b") ? "found" : "none")
        }
      }
      #Preview { Probe() }
      """)
    #expect(texts == ["none", "found"])
  }

  /// Sort descriptors apply in order, the second breaking ties of the first; `.reverse` flips
  /// one. By rank descending, then name ascending: (2, "b"), (2, "c"), (1, "a").
  @Test func sortDescriptorsBreakTiesInOrder() throws {
    let texts = try Self.texts(
      """
      @Model final class Card {
        var rank: Int
        var name: String
        init(_ rank: Int, _ name: String) { self.rank = rank; self.name = name }
      }
      struct Deck: View {
        @Query(sort: [SortDescriptor(\\Card.rank, order: .reverse), SortDescriptor(\\Card.name)])
        var cards: [Card]
        var body: some View { VStack { ForEach(cards) { Text($0.name) } } }
      }
      #Preview {
        let container = try ModelContainer(for: Card.self)
        container.mainContext.insert(Card(1, "a"))
        container.mainContext.insert(Card(2, "c"))
        container.mainContext.insert(Card(2, "b"))
        return Deck().modelContainer(container)
      }
      """)
    #expect(texts == ["b", "c", "a"])
  }
}
