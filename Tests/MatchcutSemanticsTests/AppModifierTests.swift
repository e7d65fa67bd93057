import MatchcutSemantics
import Testing

/// Modifiers real apps write beyond LANGUAGE §5 (issue 20): those of swiftui-semantics §20.2
/// are accepted with a note and leave the view as it was; `safeAreaPadding` is laid out as the
/// `padding` with the same arguments (§20.1).
@Suite struct AppModifierTests {
  /// A tab's content as apps write it, with styles, bars, keyboard traits, an alert, a toolbar
  /// of `ToolbarItem`s and a `navigationDestination`: the scene compiles with no error and no
  /// warning, and the text keeps only the modifiers that change geometry (its `padding`): by
  /// §20.2 none of the others changes a frame.
  @Test func modifiersWithNoEffectOnGeometryAreAcceptedWithANote() throws {
    let result = SemanticsHarness.analyze(
      """
      struct Settings: View {
        @State private var name = ""
        @State private var asking = false
        var body: some View {
          Text("Name")
            .padding(8)
            .tag(1)
            .tabItem { Label("Settings", systemImage: "gear") }
            .badge(3)
            .pickerStyle(.segmented)
            .toggleStyle(.switch)
            .textFieldStyle(.roundedBorder)
            .toolbarBackground(.visible, for: .navigationBar)
            .navigationBarBackButtonHidden(true)
            .keyboardType(.numberPad)
            .textInputAutocapitalization(.never)
            .submitLabel(.done)
            .onSubmit { asking = true }
            .alert("Saved", isPresented: $asking) { Button("OK") {} }
            .contextMenu { Button("Copy") {} }
            .scrollTargetBehavior(.paging)
            .coordinateSpace(name: "card")
            .persistentSystemOverlays(.hidden)
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
            .navigationDestination(for: Int.self) { value in Text("\\(value)") }
        }
      }
      #Preview { Settings() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.message) == [])
    let scene = try #require(result.scenes.first)
    let text = scene.trees[0]
    let geometric = text.modifiers.filter {
      if case .ignored = $0.kind { return false }
      return true
    }
    #expect(geometric.map(\.kind) == [.padding(EdgeSet.all, 8)])
    #expect(
      result.diagnostics.contains { $0.message == "'tabItem' has no effect on geometry and is ignored" })
  }

  /// `.safeAreaPadding(.horizontal, 20)` is `.padding(.horizontal, 20)`; with no arguments it
  /// is the default padding on every edge, as `padding()` (§20.1).
  @Test func safeAreaPaddingIsLaidOutAsPadding() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Strip: View {
        var body: some View {
          VStack {
            Color.red.safeAreaPadding(.horizontal, 20)
            Color.blue.safeAreaPadding()
          }
        }
      }
      #Preview { Strip() }
      """)
    let stack = scene.trees[0]
    #expect(stack.children[0].modifiers.map(\.kind) == [.padding(EdgeSet([.leading, .trailing]), 20)])
    #expect(stack.children[1].modifiers.map(\.kind) == [.padding(EdgeSet.all, nil)])
  }
}
