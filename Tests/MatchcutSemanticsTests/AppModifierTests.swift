import MatchcutSemantics
import Testing

/// Modifiers real apps write beyond LANGUAGE §5 (issue 20): those of swiftui-semantics §21.1
/// are accepted with a note and leave the view as it was; `safeAreaPadding` is laid out as the
/// `padding` with the same arguments (swiftui-semantics §4.1).
@Suite struct AppModifierTests {
  /// A tab's content as apps write it, with styles, bars, keyboard traits, an alert, a toolbar
  /// of `ToolbarItem`s and a `navigationDestination`: the scene compiles with no error and no
  /// warning, and the text keeps only the modifiers that change geometry (its `padding`): by
  /// §21.1 none of the others changes a frame.
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
  /// is the default padding on every edge, as `padding()` (swiftui-semantics §4.1).
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

  /// §21.2: a plain-shape mask is that shape's clip (`.mask(Circle())`, `.mask { Capsule() }`);
  /// `.rect(cornerRadius: 8)` is a rounded rectangle of radius 8; a mask of any other view is
  /// a warning and not drawn. §21.3: `.disabled(true)` is hit testing off, so the tap inside
  /// offers no action and the scene has one state.
  @Test func masksAndDisabled() throws {
    let result = SemanticsHarness.analyze(
      """
      struct Masks: View {
        @State private var on = false
        var body: some View {
          VStack {
            Color.red.mask(Circle())
            Color.green.mask { Capsule() }
            Color.blue.clipShape(.rect(cornerRadius: 8))
            Color.gray.mask { Text("Hi") }
            Color.black.onTapGesture { on.toggle() }.disabled(true)
          }
        }
      }
      #Preview { Masks() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    let rows = scene.trees[0].children
    #expect(rows[0].modifiers.map(\.kind) == [.clipShape(.circle)])
    #expect(rows[1].modifiers.map(\.kind) == [.clipShape(.capsule)])
    #expect(rows[2].modifiers.map(\.kind) == [.clipShape(.roundedRect(cornerWidth: 8, cornerHeight: 8))])
    #expect(result.diagnostics.map(\.id.rawValue).contains("semantics.mask-not-drawn"))
    #expect(rows[4].modifiers.map(\.kind).contains(.allowsHitTesting(false)))
    #expect(scene.stateGraph.states.count == 1)
  }

  /// §21.4: a sheet's binding is explored (the tap presents it: two states), its content is
  /// not drawn (one warning); UIKit appearance settings are skipped with a warning; `MainActor.run`
  /// runs its body at once; `fatalError` in an initializer no scene calls is nothing.
  @Test func presentationsAndUIKitSettings() throws {
    let result = SemanticsHarness.analyze(
      """
      final class Cell: NSObject {
        init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      struct Host: View {
        @State private var showing = false
        @State private var count = 0
        init() { UITabBar.appearance().isHidden = true }
        var body: some View {
          Text("Open")
            .onTapGesture {
              showing = true
              Task { await MainActor.run { count = 1 } }
            }
            .sheet(isPresented: $showing) { Text("Sheet") }
        }
      }
      #Preview { Host() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    #expect(scene.stateGraph.states.count == 2)
    #expect(EvaluatorTests.values(scene, 1)["Host.count"] == "1")
    let ids = result.diagnostics.map(\.id.rawValue)
    #expect(ids.contains("semantics.skipped-effect"))
  }
}
