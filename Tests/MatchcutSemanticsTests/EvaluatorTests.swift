import MatchcutSemantics
import MatchcutSource
import Testing

/// Evaluation semantics (LANGUAGE §3, §7), each checked through the explored state graph or
/// the resolved view tree of a small scene. Expected values are derived by hand from SwiftUI's
/// rules as the comments say.
@Suite struct EvaluatorTests {
  static func scene(_ text: String, options: SemanticOptions = .default) throws -> Scene {
    let result = SemanticsHarness.analyze(text, options: options)
    #expect(SemanticsHarness.errors(result) == [])
    return try #require(result.scenes.first)
  }

  static func values(_ scene: Scene, _ state: Int) -> [String: String] {
    Dictionary(uniqueKeysWithValues: scene.stateGraph.states[state].values.map { ($0.key, $0.value) })
  }

  /// `@State` belongs to each instance: two rows of one ForEach keep separate `on` values, so
  /// two Bools give 4 states; each row's tap flips only its own value.
  @Test func stateIsPerInstance() throws {
    let scene = try Self.scene(
      """
      struct Row: View {
        let name: String
        @State private var on = false
        var body: some View { Text(name).onTapGesture { on.toggle() } }
      }
      struct List2: View {
        var body: some View {
          VStack { ForEach(["a", "b"], id: \\.self) { Row(name: $0) } }
        }
      }
      #Preview { List2() }
      """)
    #expect(scene.stateGraph.states.count == 4)
    #expect(Self.values(scene, 0) == ["Row[a].on": "false", "Row[b].on": "false"])
    #expect(Self.values(scene, 1) == ["Row[a].on": "true", "Row[b].on": "false"])
  }

  /// A `@Binding` writes through to the owner's `@State`; `$x` makes the binding.
  @Test func bindingWritesThrough() throws {
    let scene = try Self.scene(
      """
      struct Knob: View {
        @Binding var level: Int
        var body: some View { Circle().onTapGesture { level += 2 } }
      }
      struct Mixer: View {
        @State private var volume = 0
        var body: some View { VStack { if volume < 4 { Knob(level: $volume) } } }
      }
      #Preview { Mixer() }
      """)
    // 0 → 2 → 4, then the knob disappears (volume < 4 is false): three states, two edges.
    #expect(
      scene.stateGraph.states.map { Self.values(scene, Int($0.id.dropFirst()) ?? 0)["Mixer.volume"] } == [
        "0", "2", "4",
      ])
    #expect(scene.stateGraph.transitions.count == 2)
  }

  /// `let id = UUID()` is derived from the construction position: the same on every render,
  /// different for two constructions, and the same across two analyses.
  @Test func uuidsAreDeterministic() throws {
    let source = """
      struct Item: Identifiable { let id = UUID(); let name: String }
      struct Shelf: View {
        @Namespace private var ns
        let items = [Item(name: "one"), Item(name: "two")]
        var body: some View {
          VStack {
            ForEach(items) { item in Text(item.name).matchedGeometryEffect(id: "\\(item.id)-t", in: ns) }
          }
        }
      }
      #Preview { Shelf() }
      """
    let first = try Self.scene(source)
    let second = try Self.scene(source)
    let ids = first.trees[0].preorder().flatMap(\.matches).map(\.id)
    #expect(ids.count == 2)
    #expect(ids[0] != ids[1])
    #expect(ids == second.trees[0].preorder().flatMap(\.matches).map(\.id))
    #expect(ids[0].count == 36 + 2)  // a UUID string plus "-t"
  }

  /// A model built inside `body` gets the same UUID in every state: the counter behind
  /// `UUID()` restarts for every render of the instance.
  @Test func uuidsInBodyAreStableAcrossStates() throws {
    let scene = try Self.scene(
      """
      struct Tag: Identifiable { let id = UUID(); let text: String }
      struct Tags: View {
        @Namespace private var ns
        @State private var on = false
        var body: some View {
          let tag = Tag(text: "t")
          VStack {
            if on {
              Text(tag.text).matchedGeometryEffect(id: tag.id, in: ns)
            } else {
              Circle().matchedGeometryEffect(id: tag.id, in: ns)
            }
          }
          .onTapGesture { withAnimation { on.toggle() } }
        }
      }
      #Preview { Tags() }
      """)
    #expect(scene.trees.count == 2)
    let ids = scene.trees.map { $0.preorder().flatMap(\.matches).map(\.id) }
    #expect(ids[0].count == 1)
    #expect(ids[0] == ids[1])
  }

  /// `withTransaction` (Apple, withTransaction(_:_:)): the body's writes take the transaction's
  /// animation; a transaction that disables animations, or `withAnimation(.none)`, gives none.
  @Test func transactionAnimations() throws {
    let scene = try Self.scene(
      """
      struct Steps: View {
        @State private var step = 0
        var body: some View {
          Text("\\(step)").onTapGesture {
            if step == 0 {
              withTransaction(Transaction(animation: .easeIn(duration: 0.2))) { step = 1 }
            } else if step == 1 {
              withTransaction(\\.animation, .linear(duration: 1)) { step = 2 }
            } else {
              withAnimation(.none) { step = 0 }
            }
          }
        }
      }
      #Preview { Steps() }
      """)
    let t = scene.stateGraph.transitions
    #expect(t.count == 3)
    #expect(t[0].animation.animation?.description == ".easeIn(duration: 0.2)")
    #expect(t[1].animation.animation?.description == ".linear(duration: 1)")
    #expect(t[2].animation.animation == nil)
  }

  /// `withAnimation` with an animation, without one (`.default`), and no animation at all.
  @Test func edgeAnimations() throws {
    let scene = try Self.scene(
      """
      struct Three: View {
        @State private var step = 0
        var body: some View {
          Text("\\(step)").onTapGesture {
            if step == 0 {
              withAnimation(.easeInOut(duration: 0.3).delay(0.1)) { step = 1 }
            } else if step == 1 {
              withAnimation { step = 2 }
            } else {
              step = 0
            }
          }
        }
      }
      #Preview { Three() }
      """)
    let t = scene.stateGraph.transitions
    #expect(t.count == 3)
    #expect(t[0].animation.animation?.description == ".easeInOut(duration: 0.3).delay(0.1)")
    #expect(t[1].animation.animation == .default)
    #expect(t[2].animation == .none)
  }

  /// A mutation outside `withAnimation` takes the curve of an `.animation(_:value:)` that
  /// watches the changed value.
  @Test func animationModifierScope() throws {
    let scene = try Self.scene(
      """
      struct Pulse: View {
        @State private var big = false
        var body: some View {
          Circle()
            .scaleEffect(big ? 2 : 1)
            .animation(.bouncy, value: big)
            .onTapGesture { big.toggle() }
        }
      }
      #Preview { Pulse() }
      """)
    let edge = try #require(scene.stateGraph.transitions.first)
    #expect(edge.animation.source == .animationModifier)
    #expect(
      edge.animation.scopes == [
        ScopedAnimation(path: "Pulse/Circle", animation: AnimationDescription(.bouncy))
      ])
  }

  /// The deprecated `.animation(_:)` watches no value: it animates every change below it
  /// (hand-derived from AppleDoc `view/animation(_:)-1hc0p`, swiftui-semantics §15.7). Both
  /// taps change `text` — a value the modifier could not name — and both edges take its curve.
  @Test func animationWithoutValueAnimatesEveryChange() throws {
    let result = SemanticsHarness.analyze(
      """
      struct Field: View {
        @State private var text = ""
        var body: some View {
          VStack {
            Text("Email").offset(y: text.isEmpty ? 0 : -20).animation(.linear)
            Button("Type") { text = text.isEmpty ? "a" : "" }
          }
        }
      }
      #Preview { Field() }
      """)
    let scene = try #require(result.scenes.first)
    #expect(result.diagnostics.map(\.id) == ["semantics.animation-without-value"])
    #expect(scene.stateGraph.transitions.count == 2)
    for edge in scene.stateGraph.transitions {
      #expect(edge.animation.source == .animationModifier)
      #expect(
        edge.animation.scopes == [
          ScopedAnimation(path: "Field/VStack/Text", animation: AnimationDescription(.linear))
        ])
    }
  }

  /// Optionals, `if let`, `??`, closures stored in views and called later, compound assignment.
  @Test func optionalsClosuresAndCompoundAssignment() throws {
    let scene = try Self.scene(
      """
      struct Chip: View {
        let label: String
        let onPick: () -> Void
        var body: some View { Text(label).onTapGesture { onPick() } }
      }
      struct Picker2: View {
        @State private var picked: String? = nil
        @State private var count = 10
        var body: some View {
          VStack {
            if let picked {
              Text(picked).onTapGesture { self.picked = nil }
            } else {
              Chip(label: "x") {
                picked = "x"
                if count == 10 { count -= 3 }
              }
            }
            Text(picked ?? "none")
          }
        }
      }
      #Preview { Picker2() }
      """)
    #expect(Self.values(scene, 0) == ["Picker2.count": "10", "Picker2.picked": "nil"])
    #expect(Self.values(scene, 1) == ["Picker2.count": "7", "Picker2.picked": "\"x\""])
    // From s1 the text clears `picked` and keeps count 7 (s2); the chip then leads back to s1.
    #expect(Self.values(scene, 2) == ["Picker2.count": "7", "Picker2.picked": "nil"])
    #expect(scene.stateGraph.states.count == 3)
    #expect(scene.stateGraph.transitions.count == 3)
    // An unbounded counter stops at the state limit, naming the variable.
    let limited = SemanticsHarness.analyze(
      """
      struct Loop: View {
        @State private var n = 0
        var body: some View { Text("\\(n)").onTapGesture { n += 1 } }
      }
      #Preview("Loop") { Loop() }
      """, options: SemanticOptions(maxStates: 5))
    #expect(limited.scenes.first?.stateGraph.states.count == 5)
    #expect(limited.scenes.first?.stateGraph.isComplete == false)
    #expect(limited.diagnostics.map(\.id) == ["semantics.state-limit"])
  }

  /// Enum state with implicit members, `switch` in a builder, and `==` against a case.
  @Test func enumState() throws {
    let scene = try Self.scene(
      """
      enum Tab { case home, search, profile }
      struct Tabs: View {
        @State private var tab: Tab = .home
        var body: some View {
          HStack {
            ForEach([Tab.home, .search, .profile], id: \\.self) { item in
              Text("tab").opacity(tab == item ? 1 : 0.5).onTapGesture { tab = item }
            }
          }
        }
      }
      #Preview { Tabs() }
      """)
    // Each of 3 tabs is reachable from each other: 3 states, 2 changing taps in each: 6 edges.
    #expect(scene.stateGraph.states.count == 3)
    #expect(scene.stateGraph.transitions.count == 6)
    #expect(Self.values(scene, 0) == ["Tabs.tab": ".home"])
  }

  /// A view covered by a later full-screen ZStack layer offers no action (LANGUAGE §7); views
  /// at opacity 0 offer none either.
  @Test func coveredViewsOfferNoActions() throws {
    let scene = try Self.scene(
      """
      struct Layers: View {
        @State private var a = false
        @State private var b = false
        var body: some View {
          ZStack {
            Text("under").onTapGesture { a.toggle() }
            Color.black.opacity(0.3).ignoresSafeArea()
            Text("ghost").opacity(0).onTapGesture { b.toggle() }
          }
        }
      }
      #Preview { Layers() }
      """)
    #expect(scene.stateGraph.states.count == 1)
    #expect(scene.stateGraph.transitions.isEmpty)
  }

  /// The resolved tree: structural paths, typed modifiers, colours from the system palette.
  @Test func resolvedTree() throws {
    let scene = try Self.scene(
      """
      #Asset(color: "Brand", hex: "#6E4BD8")
      struct Card: View {
        var body: some View {
          VStack(spacing: 12) {
            Text("A").font(.system(size: 20, weight: .bold)).foregroundColor(.red)
            Text("B").padding(.horizontal, 8)
            RoundedRectangle(cornerRadius: 8).fill(Color("Brand")).frame(maxWidth: .infinity, minHeight: 40)
          }
        }
      }
      #Preview { Card() }
      """)
    let root = scene.trees[0]
    #expect(root.path == "Card/VStack")
    #expect(root.kind == .vStack(alignment: .center, spacing: 12))
    #expect(
      root.children.map(\.path) == [
        "Card/VStack/Text:0", "Card/VStack/Text:1", "Card/VStack/RoundedRectangle",
      ])
    let a = root.children[0]
    #expect(
      a.modifiers.map(\.kind) == [
        .font(FontDescription(size: 20, weight: .bold)), .foregroundColor(.color(RGBA(bytes: 255, 59, 48))),
      ])
    #expect(root.children[1].modifiers.map(\.kind) == [.padding(EdgeSet([.leading, .trailing]), 8)])
    #expect(root.children[2].modifiers.first?.kind == .fill(.color(RGBA(bytes: 0x6E, 0x4B, 0xD8))))
  }

  /// An explicit `init` replaces the memberwise one: `self.x = …` sets a property and
  /// `_count = State(initialValue: …)` the initial value of a state.
  @Test func customInitializer() throws {
    let scene = try Self.scene(
      """
      struct Stepper2: View {
        let step: Int
        @State private var count: Int
        init(start: Int, by step: Int = 2) {
          self.step = step
          _count = State(initialValue: start * 10)
        }
        var body: some View { Text("\\(count)").onTapGesture { if count < 60 { count += step } } }
      }
      #Preview { Stepper2(start: 5) }
      """)
    // 50 → 52 → … → 60: six states, five edges.
    #expect(Self.values(scene, 0) == ["Stepper2.count": "50"])
    #expect(scene.stateGraph.states.count == 6)
    #expect(scene.stateGraph.transitions.count == 5)
  }

  /// `ForEach(Array(items.enumerated()), id: \.offset)`: offsets become the `ForEach` labels
  /// when the element is not a struct with a string.
  @Test func enumeratedForEach() throws {
    let scene = try Self.scene(
      """
      struct Dots: View {
        let sizes = [10, 20, 30]
        var body: some View {
          HStack {
            ForEach(Array(sizes.enumerated()), id: \\.offset) { pair in
              Circle().frame(width: CGFloat(pair.element), height: CGFloat(pair.element))
            }
          }
        }
      }
      #Preview { Dots() }
      """)
    let circles = scene.trees[0].children
    #expect(
      circles.map(\.path) == [
        "Dots/HStack/ForEach[0]/Circle", "Dots/HStack/ForEach[1]/Circle", "Dots/HStack/ForEach[2]/Circle",
      ])
    #expect(circles[2].modifiers.first?.kind == .frame(width: 30, height: 30, alignment: .center))
  }

  /// A member named like a built-in view shadows it, as in Swift: `Circle()` inside `Card` calls
  /// its method (a `Text`), while `Capsule()` stays the shape (`UnshadowedViews` leaves
  /// `Circle` out of its shortcut for this module). Kinds by hand from the source.
  @Test func memberShadowsBuiltinView() throws {
    let scene = try Self.scene(
      """
      struct Card: View {
        func Circle() -> some View { Text("mine") }
        var body: some View {
          VStack {
            Circle()
            Capsule()
          }
        }
      }
      #Preview { Card() }
      """)
    #expect(scene.trees[0].children.map(\.kind) == [.text("mine", inlineImages: []), .shape(.capsule)])
  }

  /// A `ForEach` over a range labels each row with its integer (negative ones included), with or
  /// without `id: \\.self`, and over an array of the same integers exactly alike (the range's
  /// shortcut skips the id and label sets; the array takes the general path). Paths by hand from
  /// LANGUAGE §7's structural identity: sibling `ForEach`s are told apart by their slot (`:n`).
  @Test func forEachRangeLabelsAreItsIntegers() throws {
    let scene = try Self.scene(
      """
      struct Rows: View {
        var body: some View {
          VStack {
            ForEach(-2..<1) { i in Text("\\(i)") }
            ForEach(0..<2, id: \\.self) { i in Circle().frame(width: CGFloat(i)) }
            ForEach([-2, -1, 0], id: \\.self) { i in Text("\\(i)") }
          }
        }
      }
      #Preview { Rows() }
      """)
    #expect(
      scene.trees[0].children.map(\.path) == [
        "Rows/VStack/ForEach:0[-2]/Text", "Rows/VStack/ForEach:0[-1]/Text", "Rows/VStack/ForEach:0[0]/Text",
        "Rows/VStack/ForEach:1[0]/Circle", "Rows/VStack/ForEach:1[1]/Circle",
        "Rows/VStack/ForEach:2[-2]/Text", "Rows/VStack/ForEach:2[-1]/Text", "Rows/VStack/ForEach:2[0]/Text",
      ])
  }

  /// `ForEach` labels never contain path syntax, and a repeated label gets `:n`.
  @Test func forEachLabelsArePathSafe() throws {
    let scene = try Self.scene(
      """
      struct Tags: View {
        let tags = ["a/b", "#1", "x[2]", "a/b"]
        var body: some View { VStack { ForEach(tags.indices, id: \\.self) { i in Text(tags[i]) } } }
      }
      struct Named: View {
        let tags = ["a/b", "#1", "x[2]", "a/b"]
        var body: some View { VStack { ForEach(tags, id: \\.self) { Text($0) } } }
      }
      #Preview { Named() }
      """)
    #expect(
      scene.trees[0].children.map(\.path) == [
        "Named/VStack/ForEach[a∕b]/Text", "Named/VStack/ForEach[＃1]/Text", "Named/VStack/ForEach[x(2)]/Text",
        "Named/VStack/ForEach[a∕b:3]/Text",
      ])
  }

  /// Static members through `Self`, the type name, and a nested constants struct.
  @Test func staticMembers() throws {
    let scene = try Self.scene(
      """
      struct Card: View {
        static let height: CGFloat = 120
        struct Metrics { static let pad: CGFloat = 8 }
        var body: some View {
          VStack {
            Rectangle().frame(height: Self.height).padding(Metrics.pad)
            Rectangle().frame(width: Card.height / 2)
          }
        }
      }
      #Preview { Card() }
      """)
    let rectangles = scene.trees[0].children
    #expect(
      rectangles[0].modifiers.map(\.kind) == [
        .frame(width: nil, height: 120, alignment: .center), .padding(.all, 8),
      ])
    #expect(rectangles[1].modifiers.map(\.kind) == [.frame(width: 60, height: nil, alignment: .center)])
  }

  /// Methods passed where an action closure is expected (`action: close`, `perform: flip`).
  @Test func methodsAsActions() throws {
    let scene = try Self.scene(
      """
      struct Panel: View {
        @State private var open = false
        @State private var flipped = false
        private func close() { withAnimation(.easeOut) { open = false } }
        private func flip() { flipped.toggle() }
        var body: some View {
          VStack {
            if open { Button("Close", action: close) } else { Text("Open").onTapGesture { open = true } }
            Circle().onTapGesture(perform: flip)
          }
        }
      }
      #Preview { Panel() }
      """)
    // open × flipped: 4 states; in each, one of Close/Open plus the circle: 8 edges.
    #expect(scene.stateGraph.states.count == 4)
    #expect(scene.stateGraph.transitions.count == 8)
    let close = scene.stateGraph.transitions.first { $0.trigger.node.hasSuffix("/Button") }
    #expect(close?.animation.animation == AnimationDescription(.easeOut))
  }

  /// Suggestions: the nearest names by edit distance, at most four.
  @Test func didYouMean() {
    let result = SemanticsHarness.analyze(
      """
      struct P: View { var body: some View { Text("x").opacty(0.5) } }
      #Preview { P() }
      """)
    let diagnostic = result.diagnostics.first { $0.id == "semantics.unknown-modifier" }
    #expect(diagnostic?.notes.first?.message == "did you mean 'opacity'?")
  }
}
