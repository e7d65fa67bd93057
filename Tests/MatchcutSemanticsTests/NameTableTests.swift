import MatchcutSource
import MatchcutSyntax
import Testing

@testable import MatchcutSemantics

/// The look-up tables, kept answers and shared walks that stand in for repeated work give the
/// answers of what they replace (a speed-up only; LANGUAGE §5 lists the modifiers).
@Suite struct NameTableTests {
  /// The sets' own definitions, as `viewMethod` and `isKnownModifier` asked them before the table.
  static func setAnswer(_ name: String) -> (known: Bool, ignored: Bool, content: Bool) {
    let known =
      Builtins.modifierNames.contains(name) || Builtins.ignoredModifiers.contains(name)
      || name.hasPrefix("accessibility")
    let ignored =
      name == "onDisappear" || name.hasPrefix("accessibility")
      || Builtins.ignoredModifiers.contains(name)
    return (known, ignored, Builtins.contentModifiers.contains(name))
  }

  /// The role `viewMethod` stores in an application (`isIgnored`) is the ignored set's answer for
  /// every modifier name either set lists, and for names in neither.
  @Test func storedIgnoredAnswerAgreesWithTheSet() {
    let names =
      Array(Builtins.modifierNames) + Array(Builtins.ignoredModifiers) + ["mask", "frames", "", "task "]
    for name in names {
      let role = Builtins.modifierRoles[name]
      #expect((role == .ignored) == Builtins.ignoredModifiers.contains(name), "\(name)")
    }
  }

  @Test func modifierRolesAgreeWithTheSets() {
    var names = Builtins.modifierNames.union(Builtins.ignoredModifiers).union(Builtins.contentModifiers)
    names.formUnion(["accessibilityLabel", "accessibilityHidden", "modifier", "frme", "", "Text", "mask"])
    for name in names.sorted() {
      let expected = Self.setAnswer(name)
      let role = Builtins.modifierRoles[name]
      #expect(Builtins.isKnownModifier(name) == expected.known, "\(name)")
      guard expected.known else {
        #expect(role == nil, "\(name)")
        continue
      }
      // `viewMethod` treats a known modifier without a role (`accessibility…`) as ignored.
      #expect((role == nil || role == .ignored) == expected.ignored, "\(name)")
      #expect((role == .content) == (expected.content && !expected.ignored), "\(name)")
    }
    // Every listed modifier has a role; `mask` is applied and its argument is view content.
    #expect(Builtins.modifierRoles.count == Builtins.modifierNames.count + Builtins.ignoredModifiers.count)
    #expect(Builtins.modifierRoles["mask"] == .content)
  }

  /// The hit-testing walk counts the nodes for the node limit in the same pass (`Explorer.add`):
  /// its count is the number of nodes `visit` reaches (`preorder()`, and the pointer walk's
  /// `nodeCount`), on every state tree of every sample (overlays, backgrounds and `ZStack`s
  /// included).
  @Test func hitTestingWalkCountsEveryNode() {
    var trees = 0
    for path in SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut") {
      let (_, result) = SemanticsHarness.analyzeFile(path)
      for scene in result.scenes {
        for tree in scene.trees {
          let count = HitTesting.reachability(tree).walk.nodes
          #expect(count == tree.preorder().count, "\(path)")
          #expect(count == tree.nodeCount, "\(path)")
          trees += 1
        }
      }
    }
    #expect(trees > 0)
  }

  /// `UnshadowedViews` keeps every built-in view (and `Color`) the module declares nowhere, with
  /// its labels, and leaves out each name a declaration could make `evalCall` resolve elsewhere:
  /// a type, nested type or enum, a method, computed or stored property, an `extension View`
  /// function. The left-out names are listed by hand from the source.
  @Test func unshadowedViewsLeaveOutDeclaredNames() {
    let source = """
      struct Circle: View { var body: some View { Text("c") } }
      struct Card: View {
        let Capsule = 1
        var Divider: some View { Text("d") }
        func Spacer() -> some View { Text("s") }
        var body: some View { Text("x") }
        struct Ellipse { var x = 1 }
      }
      enum Group { case a }
      extension View { func Rectangle() -> some View { self } }
      #Preview { Card() }
      """
    let parsed = parseFile(SourceFile(path: "t.mcut", text: source))
    let module = ModuleBuilder(sink: DiagnosticSink()).build([parsed])
    let table = UnshadowedViews.table(for: module)
    let declared: Set = ["Circle", "Capsule", "Divider", "Spacer", "Ellipse", "Group", "Rectangle"]
    #expect(Set(table.keys) == Set(Builtins.viewLabels.keys).union(["Color"]).subtracting(declared))
    #expect(table["HStack"] == Builtins.viewLabels["HStack"])
    #expect(table["Color"] == [])
    let plain = ModuleBuilder(sink: DiagnosticSink()).build([
      parseFile(SourceFile(path: "u.mcut", text: "struct A: View { var body: some View { Text(\"a\") } }"))
    ])
    #expect(Set(UnshadowedViews.table(for: plain).keys) == Set(Builtins.viewLabels.keys).union(["Color"]))
  }

  /// `PrimitiveName.named` finds exactly the built-in views of `Builtins.viewLabels` (LANGUAGE §4)
  /// and `Color`, each under its own name; `ForEach` and user names stay unknown (`renderPrimitive`
  /// renders an unknown name as a group, as its `default:` did). `TabView` and `Tab` are built
  /// out of other views by the evaluator (`Interpreter+Tabs`), so they never reach the renderer;
  /// `NavigationLink` is made by it (`Interpreter+AppViews`) for the renderer to push, and
  /// `Path` by `Interpreter+CustomShape` for a `Path` value or a custom shape drawn as a view.
  @Test func primitiveNamesAreTheBuiltinViews() {
    let expected = Set(Builtins.viewLabels.keys).subtracting(["ForEach", "TabView", "Tab"]).union([
      "Color", "NavigationLink", "Path",
    ])
    #expect(Set(PrimitiveName.named.keys) == expected)
    for (name, primitive) in PrimitiveName.named { #expect(primitive.rawValue == name) }
    for name in ["ForEach", "vstack", "VStack ", "FilmCard", ""] { #expect(PrimitiveName.named[name] == nil) }
  }

  /// The one-byte shortcut of `isFlexibleFrameLabel` answers as the list itself, for every label
  /// `frame` accepts, labels close to them, and none.
  @Test func flexibleFrameLabelShortcut() {
    let labels: [String?] =
      Renderer.frameLabels + ["min", "i", "m", "maxwidth", "MaxWidth", "idealWidth ", "", "_"] + [nil]
    for label in labels {
      #expect(
        Renderer.isFlexibleFrameLabel(label) == Renderer.flexibleFrameLabels.contains(label ?? ""),
        "\(label ?? "nil")")
    }
  }

  /// `ViewValue.holdsCallable` keeps the content's answer from `init` and the modifiers' answer
  /// from `adding`/`setModifiers`; it must equal the walk of the whole tree it replaced.
  @Test func keptCallableAnswerEqualsTheWalk() {
    func walk(_ view: ViewValue) -> Bool {
      for modifier in view.modifiers where modifier.arguments.contains(where: { $0.value.holdsCallable }) {
        return true
      }
      switch view.content {
      case .primitive(_, let arguments, let children):
        return arguments.contains { $0.value.holdsCallable } || children.contains(where: walk)
      case .builder(let children): return children.contains(where: walk)
      case .conditional(_, let inner): return inner.map(walk) ?? false
      case .placeholder(let inner, _, _): return walk(inner)
      case .forEach(let elements): return elements.contains { walk($0.content) }
      case .component(_, let arguments): return arguments.values.contains { $0.holdsCallable }
      case .empty: return false
      }
    }
    let range = SourceRange(start: 0, end: 1)
    let env = Env(parent: nil, file: "a.mcut")
    let closure = Value.closure(Closure(parameters: [], body: .empty, env: env, file: "a.mcut", range: range))
    let leaf = ViewValue(
      .primitive(name: "Circle", arguments: [], children: []), file: "a.mcut", range: range)
    let tapped = leaf.adding(
      ModifierApplication(
        name: "onTapGesture", arguments: [Argument(label: nil, value: closure, range: range)], file: "a.mcut",
        range: range))
    let button = ViewValue(
      .primitive(
        name: "Button", arguments: [Argument(label: "action", value: closure, range: range)], children: []),
      file: "a.mcut", range: range)
    let overlaid = leaf.adding(
      ModifierApplication(
        name: "overlay", arguments: [Argument(label: nil, value: .view(ViewRef(tapped)), range: range)],
        file: "a.mcut", range: range))
    let views: [ViewValue] = [
      leaf, tapped, button, overlaid,
      ViewValue(.builder([leaf, leaf]), file: "a.mcut", range: range),
      ViewValue(
        .builder([leaf, ViewValue(.builder([tapped]), file: "a.mcut", range: range)]), file: "a.mcut",
        range: range),
      ViewValue(.conditional(branch: "if", content: button), file: "a.mcut", range: range),
      ViewValue(.conditional(branch: "if", content: nil), file: "a.mcut", range: range),
      ViewValue(.placeholder(overlaid, basePath: "A", asSlot: false), file: "a.mcut", range: range),
      ViewValue(
        .forEach([
          ForEachRow(label: "1", content: leaf, memo: nil),
          ForEachRow(label: "2", content: tapped, memo: nil),
        ]), file: "a.mcut", range: range),
      ViewValue(
        .forEach([
          ForEachRow(label: "1", content: leaf, memo: nil),
          ForEachRow(label: "2", content: overlaid, memo: nil),
        ]), file: "a.mcut", range: range),
    ]
    // By hand: only `leaf`, the builder of two leaves and the empty branch hold no callable.
    #expect(
      views.map(\.holdsCallable) == [false, true, true, true, false, true, true, false, true, true, true])
    #expect(views.map(\.holdsCallable) == views.map(walk))

    // The modifiers' answer is kept as modifiers are added and replaced: a plain modifier after a
    // callable one keeps it, and `setModifiers` (a custom modifier's split) works it out again.
    let padded = tapped.adding(
      ModifierApplication(
        name: "padding", arguments: [Argument(label: nil, value: .int(4), range: range)], file: "a.mcut",
        range: range))
    var cut = padded
    cut.setModifiers(Array(padded.modifiers.suffix(1)))
    var restored = cut
    restored.setModifiers(padded.modifiers)
    let changed = [padded, cut, restored]
    // By hand: `padded` and `restored` carry `onTapGesture`'s closure, `cut` only the padding.
    #expect(changed.map(\.holdsCallable) == [true, false, true])
    #expect(changed.map(\.holdsCallable) == changed.map(walk))
  }

  /// `pathSafe` returns a label without `/`, `#`, `[` or `]` unchanged (its fast path) and
  /// replaces them otherwise; the expected strings are the look-alikes its doc comment names.
  @Test func pathSafeLabels() {
    #expect(Interpreter.pathSafe("17") == "17")
    #expect(Interpreter.pathSafe("Harbor Lights") == "Harbor Lights")
    #expect(Interpreter.pathSafe("café") == "café")
    #expect(Interpreter.pathSafe("") == "")
    #expect(Interpreter.pathSafe("a/b#c[d]") == "a∕b＃c(d)")
    #expect(Interpreter.pathSafe("é/") == "é∕")
  }
}
