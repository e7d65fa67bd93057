import MatchcutSemantics
import Testing

/// The container and control views apps put around their heroes (issue 20), built from the
/// views Matchcut lays out. Every expectation follows from the rule of swiftui-semantics §20 or §22
/// the comment names, not from the compiler's output.
@Suite struct AppViewTests {
  static func texts(_ node: ViewNode) -> [String] {
    var out: [String] = []
    if case .text(let s, _) = node.kind { out.append(s) }
    for child in node.children { out += texts(child) }
    return out
  }

  /// §22.1: a label is its icon, then its title, side by side.
  @Test func labelIsIconThenTitle() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Row: View {
        var body: some View { Label("Inbox", systemImage: "tray") }
      }
      #Preview { Row() }
      """)
    let row = scene.trees[0]
    guard case .hStack = row.kind else {
      Issue.record("expected an HStack, got \(row.kind)")
      return
    }
    #expect(row.children.count == 2)
    #expect(
      row.children.first?.kind
        == .image(name: "tray", systemName: true, intrinsicWidth: nil, intrinsicHeight: nil))
    #expect(Self.texts(row) == ["Inbox"])
  }

  /// §22.3: a toggle is its label, a spacer, and a 51 × 31 pt switch whose track is green
  /// when on; §22.4: an empty text field shows its prompt, a secure field one bullet a character.
  @Test func toggleAndFields() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Settings: View {
        @State private var on = true
        @State private var name = ""
        @State private var secret = "abc"
        var body: some View {
          VStack {
            Toggle("Alerts", isOn: $on)
            TextField("Name", text: $name)
            SecureField("Password", text: $secret)
          }
        }
      }
      #Preview { Settings() }
      """)
    let stack = scene.trees[0]
    #expect(stack.children.count == 3)
    let toggle = stack.children[0]
    #expect(toggle.children.count == 3)
    #expect(toggle.children[1].kind == .spacer(minLength: nil))
    let track = toggle.children[2]
    #expect(track.kind == .shape(.capsule))
    #expect(track.modifiers.contains { $0.kind == .fill(.color(RGBA(bytes: 0x34, 0xC7, 0x59))) })
    #expect(track.modifiers.contains { $0.kind == .frame(width: 51, height: 31, alignment: .center) })
    #expect(Self.texts(stack) == ["Alerts", "Name", "•••"])
  }

  /// §22.11: a stepper is a row, its label then a spacer then the 94 × 32 pt pair of buttons,
  /// two 47 pt halves in the tertiary fill, each a tap (hand-derived from the rule).
  @Test func stepperIsALabelAndTwoTappableHalves() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Counter: View {
        @State private var count = 1
        var body: some View {
          Stepper("Count", value: $count, in: 0...3)
        }
      }
      #Preview { Counter() }
      """)
    let row = scene.trees[0]
    #expect(row.children.count == 3)
    #expect(row.children[1].kind == .spacer(minLength: nil))
    let buttons = row.children[2]
    #expect(buttons.children.count == 2)
    for half in buttons.children {
      #expect(half.kind == .shape(.rect))
      #expect(half.modifiers.contains { $0.kind == .frame(width: 47, height: 32, alignment: .center) })
      #expect(
        half.modifiers.contains { $0.kind == .fill(.color(RGBA(bytes: 0x76, 0x76, 0x80, alpha: 0.12))) })
      #expect(half.modifiers.contains { if case .onTapGesture = $0.kind { true } else { false } })
    }
    #expect(Self.texts(row) == ["Count"])
  }

  /// §20.1: the tab whose tag equals the selection is shown; with no selection, the first.
  /// Selecting `.b` shows B; `Tab(value:)` tags its content like `.tag`.
  @Test func tabViewShowsTheSelectedTab() throws {
    let scene = try EvaluatorTests.scene(
      """
      enum Pane: Hashable { case a, b }
      struct Tabs: View {
        @State private var pane = Pane.b
        var body: some View {
          VStack {
            TabView(selection: $pane) {
              Text("A").tag(Pane.a)
              Text("B").tag(Pane.b)
            }
            TabView {
              Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
              Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
            }
          }
        }
      }
      #Preview { Tabs() }
      """)
    #expect(Self.texts(scene.trees[0]) == ["B", "First"])
  }

  /// §22.5: outside a styled list a section is header, content, footer; §22.2: a navigation
  /// link is its label, with a warning that the push is not explored.
  @Test func sectionAndNavigationLink() throws {
    let result = SemanticsHarness.analyze(
      """
      struct Page: View {
        var body: some View {
          VStack {
            Section {
              Text("Row")
            } header: {
              Text("Head")
            } footer: {
              Text("Foot")
            }
            NavigationLink("Open", destination: Text("Detail"))
          }
        }
      }
      #Preview { Page() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    #expect(Self.texts(scene.trees[0]) == ["Head", "Row", "Foot", "Open"])
    #expect(result.diagnostics.map(\.id.rawValue).contains("semantics.push-not-explored"))
  }
}
