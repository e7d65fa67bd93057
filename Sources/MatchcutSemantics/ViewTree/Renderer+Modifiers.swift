import MatchcutSource

/// Modifier applications resolved to typed `ModifierKind`s (LANGUAGE §5). A modifier whose
/// arguments do not type-check is reported and dropped; rendering continues.
extension Renderer {
  func resolveModifier(_ application: ModifierApplication, node: ViewNode, context: Context)
    -> ResolvedModifier?
  {
    do {
      // The arguments first: the role's set lookup hashes the name, and few arguments are stand-ins.
      if let standIn = interpreter.standInArgument(application.arguments),
        !(application.isIgnored ?? Builtins.ignoredModifiers.contains(application.name))
      {
        // `.rotationEffect(.degrees(Double(calendar.component(.second, from: now)) * 6))`: a
        // framework value that is not evaluated cannot give the modifier its argument, so the
        // modifier is not applied and the rest of the scene compiles (docs/semantics.md "Code
        // that is not about views").
        sink.warning(
          "semantics.stand-in-argument",
          "'\(application.name)' is not applied: its argument comes from '\(standIn)', which is not evaluated",
          file: application.file, range: application.range)
        return nil
      }
      guard let kind = try modifierKind(application, node: node, context: context) else { return nil }
      return ResolvedModifier(kind, range: application.range)
    } catch {
      return nil
    }
  }

  // swiftlint-style length is justified: one case per modifier of LANGUAGE §5.
  private func modifierKind(_ application: ModifierApplication, node: ViewNode, context: Context) throws
    -> ModifierKind?
  {
    let ip = interpreter
    let file = application.file
    let arguments = application.arguments
    let name = application.name
    func arg(_ label: String?) -> Argument? { arguments.first { $0.label == label } }
    func length(_ label: String?) throws -> Double? {
      guard let a = arg(label), !a.value.isNull else { return nil }
      return try ip.toLength(a.value, file: file, range: a.range)
    }
    /// A frame dimension SwiftUI would log as invalid (negative, NaN, or infinite where only
    /// `maxWidth`/`maxHeight` may be) is dropped with a warning, as SwiftUI ignores it.
    func dimension(_ label: String, allowsInfinity: Bool = false) throws -> Double? {
      // As `length(label)`, with the argument looked up once (its range is the warning's).
      guard let a = arg(label), !a.value.isNull else { return nil }
      let value = try ip.toLength(a.value, file: file, range: a.range)
      if value.isNaN || value < 0 || (value.isInfinite && !allowsInfinity) {
        sink.warning(
          "semantics.invalid-frame-dimension",
          "invalid frame dimension '\(label): \(Renderer.spelled(value))' (negative or non-finite) is ignored",
          file: file,
          range: a.range)
        return nil
      }
      return value
    }
    func number(_ label: String?) throws -> Double? {
      guard let a = arg(label) else { return nil }
      if a.value.isLengthConstant || a.value.number?.isFinite == false {
        // `.nan`/`.infinity` type-check as Double in Swift; SwiftUI cannot use them, so the
        // argument is dropped with a warning and the modifier keeps its default.
        let value = try ip.toLength(a.value, file: file, range: a.range)
        guard value.isFinite else {
          sink.warning(
            "semantics.invalid-number",
            "invalid value '\(Renderer.spelled(value))' (non-finite) for '\(name)' is ignored", file: file,
            range: a.range)
          return nil
        }
        return value
      }
      guard let n = a.value.number else {
        try ip.fail(
          "semantics.type-mismatch",
          "cannot convert value of type '\(a.value.typeName)' to expected argument type 'Double'", file,
          a.range)
      }
      return n
    }
    /// A padding amount; NaN or infinite amounts are dropped with a warning (the edges keep no
    /// padding), as SwiftUI cannot lay them out. Negative padding is valid SwiftUI and kept.
    func paddingAmount(_ a: Argument) throws -> Double? {
      let value = try ip.toLength(a.value, file: file, range: a.range)
      guard value.isFinite else {
        sink.warning(
          "semantics.invalid-padding", "invalid padding '\(Renderer.spelled(value))' (non-finite) is ignored",
          file: file, range: a.range)
        return 0
      }
      return value
    }
    func bool(_ label: String?) throws -> Bool? {
      guard let a = arg(label) else { return nil }
      return try ip.truth(a.value, file, a.range)
    }
    // An array, not a `Set`: the literal at each call would hash every label on every view.
    func checkLabels(_ allowed: [String]) throws {
      for a in arguments where !allowed.contains(a.label ?? "_") {
        try ip.fail(
          "semantics.unknown-argument",
          a.label.map { "extra argument '\($0)' in call to '\(name)'" }
            ?? "extra argument in call to '\(name)'", file,
          a.range, notes: Suggestions.note(for: a.label ?? "_", in: allowed.filter { $0 != "_" }.sorted()))
      }
    }
    func closureArg() -> Closure? {
      for a in arguments.reversed() { if let c = interpreter.asClosure(a.value) { return c } }
      return nil
    }
    func action(_ kind: TriggerKind, closure: Closure?, gesture: Gesture? = nil) {
      addAction(
        ActionRecord(
          kind: kind, nodePath: node.path, closure: closure, gesture: gesture, pressKey: nil, file: file,
          range: application.range))
    }

    if name == "preference" || name == "anchorPreference" || name == "transformAnchorPreference" {
      try recordPreference(application, node: node)
      return nil
    }
    if name == "overlayPreferenceValue" || name == "backgroundPreferenceValue" {
      return try preferenceLayer(application, node: node, context: context)
    }
    if name == "onPreferenceChange" {
      try preferenceReaction(application, node: node)
      return nil
    }
    if name == "onGeometryChange" {
      try geometryReaction(application, node: node)
      return nil
    }
    if name == "stroke" || name == "strokeBorder" {
      // A stroke draws only the shape's outline, centred on the path or, for `strokeBorder`,
      // inside the frame; its inside stays see-through (swiftui-semantics §23.6).
      // `Circle().fill(.blue).stroke(.red)` (iOS 17) draws both, and a view draws one paint:
      // the fill stays and the outline is left out, with a warning once per scene.
      if node.modifiers.contains(where: { if case .fill = $0.kind { true } else { false } }) {
        if sink.once.insert("stroke-not-drawn").inserted {
          sink.warning(
            "semantics.stroke-not-drawn",
            "'\(name)' after 'fill' outlines a filled shape, which is not drawn: the shape keeps its fill",
            file: file, range: application.range)
        }
        return .ignored(name)
      }
      return try stroke(arguments, inset: name == "strokeBorder", file: file, range: application.range)
    }
    // The role `viewMethod` looked up answers without hashing the name again (~600 instructions
    // a modifier: the set's probes compare several names).
    // `hasPrefix` only for names starting with "a" (~50 instructions a modifier otherwise).
    if application.isIgnored ?? Builtins.ignoredModifiers.contains(name)
      || (name.utf8.first == UInt8(ascii: "a") && name.hasPrefix("accessibility"))
      || name == "tint"
    {
      if Builtins.presentations.contains(name) {
        try present(application, node: node, context: context)
        return .ignored(name)
      }
      if name == "navigationDestination" {
        try declareNavigationDestination(application, node: node)
        return .ignored(name)
      }
      if name == "matchedTransitionSource" || name == "navigationTransition",
        let key = try zoomKey(name, arguments, file: file, range: application.range)
      {
        // iOS 18's zoom: the source view, and the pushed view that grows from it (§22.2).
        if name == "matchedTransitionSource" { return .transitionSource(key) }
        pushedZoomSource = key
        return .ignored(name)
      }
      if name == "navigationTitle" || name == "navigationBarTitle" || name == "navigationBarTitleDisplayMode"
      {
        interpreter.rowObserved = true
      }
      // `navigationBarTitle(_:displayMode:)`: the deprecated spelling of the two.
      if name == "navigationBarTitle", let display = arguments.first(where: { $0.label == "displayMode" }),
        case .symbol(let s) = display.value
      {
        navigationMode = NavigationDisplayMode(named: s.name)
      }
      if name == "navigationTitle" || name == "navigationBarTitle",
        case .string(let title)? = arguments.first?.value
      {
        navigationTitle = title
      }
      if name == "navigationBarTitleDisplayMode", case .symbol(let s)? = arguments.first?.value {
        navigationMode = NavigationDisplayMode(named: s.name)
      }
      IgnoredModifierReport(name).report(name, to: sink, file: file, range: application.range)
      return .ignored(name)
    }

    switch name {
    case "frame":
      try checkLabels(Renderer.frameLabels)
      let alignment =
        try arg("alignment").map {
          try ip.toAlignment($0.value, allowed: AlignmentName.twoD, file: file, range: $0.range)
        } ?? .center
      if arguments.contains(where: { Renderer.isFlexibleFrameLabel($0.label) }) {
        if arg("width") != nil || arg("height") != nil {
          try ip.fail(
            "semantics.unknown-argument", "'frame' cannot mix 'width:'/'height:' with min/ideal/max", file,
            application.range)
        }
        let minWidth = try dimension("minWidth")
        let idealWidth = try dimension("idealWidth")
        let maxWidth = try dimension("maxWidth", allowsInfinity: true)
        let minHeight = try dimension("minHeight")
        let idealHeight = try dimension("idealHeight")
        let maxHeight = try dimension("maxHeight", allowsInfinity: true)
        for axis in ["Width", "Height"] {
          let bounds =
            axis == "Width" ? [minWidth, idealWidth, maxWidth] : [minHeight, idealHeight, maxHeight]
          contradictoryFrame(axis: axis, bounds, application: application)
        }
        return .flexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
      }
      return .frame(width: try dimension("width"), height: try dimension("height"), alignment: alignment)
    case "padding", "safeAreaPadding":
      // `safeAreaPadding` adds its insets to the safe area the content sees: at rest, content
      // that respects the safe area is inset as by `padding` (swiftui-semantics §4.1).
      try checkLabels(["_", "top", "leading", "bottom", "trailing"])
      let unlabelled = arguments.filter { $0.label == nil }
      if unlabelled.isEmpty { return .padding(.all, nil) }
      if unlabelled.count == 1 {
        let a = unlabelled[0]
        if case .structure(let s) = a.value, s.type == "EdgeInsets" {
          func f(_ n: String) -> Double { s.field(n)?.number ?? 0 }
          return .paddingInsets(
            top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
        }
        if a.value.number != nil || a.value.isLengthConstant {
          return .padding(.all, try paddingAmount(a))
        }
        // `.padding(.smallMargin)` of `extension CGFloat { static let smallMargin … }`.
        if case .symbol = a.value,
          let length = try ip.resolveImplicitMember(a.value, in: Interpreter.floatingTypeNames),
          length.number != nil
        {
          return .padding(.all, try paddingAmount(Argument(label: nil, value: length, range: a.range)))
        }
        return .padding(try ip.toEdgeSet(a.value, file: file, range: a.range), nil)
      }
      let edges = try ip.toEdgeSet(unlabelled[0].value, file: file, range: unlabelled[0].range)
      let amount = unlabelled[1].value.isNull ? nil : try paddingAmount(unlabelled[1])
      return .padding(edges, amount)
    // The cases compare the name in order: the most common modifiers come first.
    case "fill", "foregroundColor", "foregroundStyle":
      guard let a = arguments.first else { return nil }
      let fill = try paint(a, file: file)
      return name == "fill" ? .fill(fill) : .foregroundColor(fill)
    case "offset":
      try checkLabels(["_", "x", "y"])
      if let a = arg(nil) {
        // `.offset(model.offset)` where the model's `var offset: CGSize = .zero` kept its member.
        if case .symbol(let s) = a.value, s.name == "zero", s.base == nil { return .offset(x: 0, y: 0) }
        guard case .size(let w, let h) = a.value else {
          try ip.fail(
            "semantics.type-mismatch",
            "cannot convert value of type '\(a.value.typeName)' to expected argument type 'CGSize'", file,
            a.range)
        }
        return .offset(x: w, y: h)
      }
      return .offset(x: try length("x") ?? 0, y: try length("y") ?? 0)
    case "position":
      try checkLabels(["_", "x", "y"])
      if let a = arg(nil), case .point(let x, let y) = a.value { return .position(x: x, y: y) }
      return .position(x: try length("x") ?? 0, y: try length("y") ?? 0)
    case "fixedSize":
      try checkLabels(["horizontal", "vertical"])
      if arguments.isEmpty { return .fixedSize(horizontal: true, vertical: true) }
      return .fixedSize(horizontal: try bool("horizontal") ?? false, vertical: try bool("vertical") ?? false)
    case "layoutPriority":
      return .layoutPriority(try number(nil) ?? 0)
    case "aspectRatio":
      try checkLabels(["_", "contentMode"])
      var ratio: Double?
      if let a = arg(nil), !a.value.isNull {
        if case .size(let w, let h) = a.value {
          ratio = h == 0 ? nil : w / h
        } else {
          ratio = try ip.toLength(a.value, file: file, range: a.range)
        }
      }
      var mode = ContentMode.fit
      if let a = arg("contentMode") {
        guard case .symbol(let s) = a.value, let named = ContentMode(name: s.name) else {
          try ip.fail("semantics.type-mismatch", "'contentMode:' expects .fit or .fill", file, a.range)
        }
        mode = named
      }
      return .aspectRatio(ratio, contentMode: mode)
    case "scaledToFit": return .aspectRatio(nil, contentMode: .fit)
    case "scaledToFill": return .aspectRatio(nil, contentMode: .fill)
    case "resizable": return .resizable
    case "ignoresSafeArea", "edgesIgnoringSafeArea":
      let edgesArg = name == "ignoresSafeArea" ? (arg("edges") ?? arguments.dropFirst().first) : arg(nil)
      let edges = try edgesArg.map { try ip.toEdgeSet($0.value, file: file, range: $0.range) } ?? .all
      return .ignoresSafeArea(edges)
    case "overlay", "background":
      try checkLabels(["_", "alignment", "content", "in", "ignoresSafeAreaEdges"])
      let alignment =
        try arg("alignment").map {
          try ip.toAlignment($0.value, allowed: AlignmentName.twoD, file: file, range: $0.range)
        } ?? .center
      guard let content = arguments.first(where: { $0.label == nil || $0.label == "content" }) else {
        try ip.fail("semantics.missing-argument", "'\(name)' needs content", file, application.range)
      }
      let segment = Self.layerSegment(name, of: node)
      let nodes: [ViewNode]
      switch content.value {
      case .symbol(let s) where Material.isMaterial(s.name):
        nodes = [
          ViewNode(
            kind: .shape(.rect),
            modifiers: [ResolvedModifier(.fill(.material(Material(named: s.name))), range: content.range)],
            path: node.path + "/" + segment, file: file, range: content.range)
        ]
      case .symbol:
        let color = try ip.toColor(content.value, file: file, range: content.range)
        nodes = [
          ViewNode(kind: .color(color), path: node.path + "/" + segment, file: file, range: content.range)
        ]
      default:
        let view = try ip.viewContent(content.value, file: file, range: content.range)
        nodes = try renderSlot(view, parent: node.path + "/" + segment, context: context)
      }
      return name == "overlay"
        ? .overlay(nodes, alignment: alignment) : .background(nodes, alignment: alignment)
    case "border":
      // An overlay of `Rectangle().strokeBorder(style, lineWidth: width)`: the line lies inside
      // the view's bounds and leaves its size alone (swiftui-semantics §21.10).
      try checkLabels(["_", "width"])
      guard let style = arg(nil) else {
        try ip.fail("semantics.missing-argument", "'border' needs a style", file, application.range)
      }
      // `width:` is the stroke's `lineWidth:` (1 by default in both).
      let width = arg("width").map { Argument(label: "lineWidth", value: $0.value, range: $0.range) }
      let outline = ViewNode(
        kind: .shape(.rect),
        modifiers: [
          ResolvedModifier(
            try stroke(
              [style] + (width.map { [$0] } ?? []), inset: true, file: file, range: application.range),
            range: application.range)
        ],
        path: node.path + "/" + Self.layerSegment("overlay", of: node), file: file, range: application.range)
      return .overlay([outline], alignment: .center)
    case "zIndex":
      return .zIndex(try number(nil) ?? 0)
    case "opacity":
      return .opacity(try number(nil) ?? 1)
    case "cornerRadius":
      return .cornerRadius(try length(nil) ?? 0)
    case "clipShape", "contentShape":
      let unlabelled = arguments.filter { $0.label == nil }
      guard let a = unlabelled.last else { return nil }
      if name == "contentShape", unlabelled.count == 2, !Self.includesInteraction(unlabelled[0].value) {
        // `contentShape(.dragPreview, shape)`: a shape for a preview or effect only; hit testing
        // uses the `.interaction` kind alone (swiftui-semantics §21.11).
        IgnoredModifierReport(name).report(name, to: sink, file: file, range: application.range)
        return .ignored(name)
      }
      let shape = try shapeKind(a.value, file: file, range: a.range)
      return name == "clipShape" ? .clipShape(shape) : .contentShape(shape)
    case "mask":
      // A mask draws the view through its content's opacity and leaves layout alone
      // (swiftui-semantics §21.2): a plain shape is the clip of that shape; any other mask is
      // not drawn, with a warning, and the view keeps its frame.
      guard let a = arguments.last(where: { $0.label == nil || $0.label == "mask" }) else { return nil }
      if case .view(let ref) = a.value, ref.view.modifiers.isEmpty, let shape = Self.shape(of: a.value) {
        return .clipShape(shape)
      }
      sink.warning(
        "semantics.mask-not-drawn",
        "this mask is not a plain shape and is not drawn; the view is drawn unmasked",
        file: file, range: application.range)
      return .ignored("mask")
    case "clipped":
      return .clipped
    case "scaleEffect":
      try checkLabels(["_", "x", "y", "anchor"])
      let anchor =
        try arg("anchor").map { try ip.toUnitPoint($0.value, file: file, range: $0.range) }
        ?? UnitPoint(x: 0.5, y: 0.5)
      let x: Double
      let y: Double
      if let a = arg(nil) {
        if case .size(let w, let h) = a.value {
          (x, y) = (w, h)
        } else {
          x = try ip.toLength(a.value, file: file, range: a.range)
          y = x
        }
      } else {
        (x, y) = (try length("x") ?? 1, try length("y") ?? 1)
      }
      // A NaN or infinite scale has no drawing; SwiftUI cannot apply it (docs/reliability.md).
      guard x.isFinite, y.isFinite else {
        let bad = x.isFinite ? y : x
        sink.warning(
          "semantics.invalid-number",
          "invalid value '\(Renderer.spelled(bad))' (non-finite) for '\(name)' is ignored", file: file,
          range: arguments.first?.range ?? application.range)
        return nil
      }
      return .scaleEffect(x: x, y: y, anchor: anchor)
    case "rotationEffect":
      let anchor =
        try arg("anchor").map { try ip.toUnitPoint($0.value, file: file, range: $0.range) }
        ?? UnitPoint(x: 0.5, y: 0.5)
      guard let a = arg(nil), let degrees = try ip.angleDegrees(a.value, file: file, range: a.range) else {
        try ip.fail(
          "semantics.type-mismatch", "'rotationEffect' expects an angle such as .degrees(45)", file,
          application.range)
      }
      guard degrees.isFinite else {
        sink.warning(
          "semantics.invalid-number",
          "invalid value '\(Renderer.spelled(degrees))' (non-finite) for '\(name)' is ignored", file: file,
          range: a.range)
        return nil
      }
      return .rotationEffect(degrees: degrees, anchor: anchor)
    case "shadow":
      try checkLabels(["color", "radius", "x", "y"])
      let color =
        try arg("color").map { try ip.toColor($0.value, file: file, range: $0.range) }
        ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
      return .shadow(
        color: color, radius: try length("radius") ?? 0, x: try length("x") ?? 0, y: try length("y") ?? 0)
    case "blur":
      return .blur(try length("radius") ?? 0)
    case "font":
      guard let a = arguments.first else { return nil }
      if a.value.isNull { return nil }
      // `.font(.none)`: `Optional<Font>.none`, the inherited font, as `.font(nil)`.
      if case .symbol(let s) = a.value, s.name == "none", s.base == nil, s.arguments == nil { return nil }
      return .font(try ip.toFont(a.value, file: file, range: a.range))
    case "fontWeight":
      guard case .symbol(let s)? = arguments.first?.value, let weight = FontWeight(name: s.name) else {
        try ip.fail(
          "semantics.type-mismatch", "'fontWeight' expects a weight such as .semibold", file,
          application.range,
          notes: {
            if case .symbol(let s)? = arguments.first?.value {
              return Suggestions.note(for: s.name, in: FontDescription.weights)
            } else {
              return []
            }
          }())
      }
      return .fontWeight(weight)
    case "bold":
      if let b = try bool(nil), !b { return nil }
      return .bold
    case "italic":
      return .italic
    case "lineLimit":
      guard let a = arguments.first else { return nil }
      if a.value.isNull { return .lineLimit(nil) }
      guard case .int(let n) = a.value else {
        try ip.fail("semantics.type-mismatch", "'lineLimit' expects an Int", file, a.range)
      }
      return .lineLimit(n)
    case "multilineTextAlignment":
      guard case .symbol(let s)? = arguments.first?.value, let alignment = TextAlignment(rawValue: s.name)
      else {
        try ip.fail(
          "semantics.type-mismatch", "'multilineTextAlignment' expects .leading, .center or .trailing", file,
          application.range)
      }
      return .multilineTextAlignment(alignment)
    case "matchedGeometryEffect":
      var match = try matchedGeometry(
        arguments, file: file, range: application.range, checkLabels: checkLabels)
      if presentationLevel > 0 {
        // Presented content is drawn by a hosting controller of its own, which SwiftUI does not
        // match geometry across (swiftui-semantics §21.4): its namespace is another one.
        match.namespace += " (presented \(presentationLevel))"
      }
      return .matchedGeometry(match)
    case "transition":
      guard let a = arguments.first else { return nil }
      return .transition(try ip.toTransition(a.value, file: file, range: a.range))
    case "animation":
      try checkLabels(["_", "value"])
      guard let a = arg(nil) else { return nil }
      let animation = try ip.toAnimation(a.value, file: file, range: a.range)
      let watched = arg("value").map { ip.shortDescription($0.value) }
      if arg("value") == nil {
        sink.warning(
          "semantics.animation-without-value",
          "'animation(_:)' without 'value:' is deprecated; pass the value it follows",
          file: file, range: application.range)
      }
      addScope(
        AnimationScope(path: node.path, animation: animation, value: watched, range: application.range))
      return .animation(animation, value: watched)
    case "geometryGroup":
      return .geometryGroup
    case "onTapGesture":
      try checkLabels(["count", "coordinateSpace", "perform", "_"])
      let count = arg("count")?.value.number.flatMap { Int(exactly: $0.rounded()) } ?? 1
      action(.tap, closure: closureArg())
      return .onTapGesture(count: count)
    case "onChange":
      // `onChange(of:initial:_:)`: the explorer runs the closure after an action when the value
      // differs from the one before it (`Explorer.react`); no geometry of its own.
      try checkLabels(["of", "initial", "perform", "_"])
      guard let observed = arg("of") else {
        try ip.fail(
          "semantics.missing-argument", "'onChange' needs 'of:', the value it watches", file,
          application.range)
      }
      var initial = false
      if let given = arg("initial") { initial = try ip.truth(given.value, file, given.range) }
      addReaction(
        Reaction(
          key: node.path + "|" + String(application.range.start), value: observed.value,
          closure: closureArg(),
          file: file, range: application.range, initial: initial))
      return nil
    case "onAppear", "task":
      // `.task { await model.load() }` runs when the view appears, as `onAppear` does; its
      // async code runs synchronously (docs/semantics.md "Code that is not about views").
      action(.appear, closure: closureArg())
      return .onAppear
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      if case .structure(let custom)? = arguments.first?.value, ip.isGestureRecognizer(custom.type) {
        // A `UIGestureRecognizerRepresentable` (iOS 18): UIKit recognises it; not explored.
        if sink.once.insert("gesture-recognizer." + custom.type).inserted {
          sink.warning(
            "semantics.gesture-not-explored",
            "'\(custom.type)' is a UIKit gesture recognizer: Matchcut does not explore it", file: file,
            range: application.range)
        }
        return nil
      }
      // `Optional` is a gesture when what it wraps is one, and `nil` recognises nothing
      // (OpenSwiftUI `OptionalGesture.swift`; swiftui-semantics §23.20): `.gesture(show ? drag :
      // nil)` attaches no gesture in the states where the condition is false.
      if case .null? = arguments.first?.value { return nil }
      guard case .gesture(let g)? = arguments.first?.value else {
        try ip.fail(
          "semantics.type-mismatch", "'\(name)' expects a gesture such as DragGesture()", file,
          application.range)
      }
      for part in g.parts {
        switch part.kind {
        case "drag": action(.drag, closure: nil, gesture: part)
        case "longPress": action(.longPress, closure: part.onEnded)
        case "unexplored":
          if sink.once.insert("gesture-unexplored").inserted {
            sink.warning(
              "semantics.gesture-not-explored",
              "pinch and rotation gestures are not explored: the view stays as it is at rest", file: file,
              range: application.range)
          }
        default: action(.tap, closure: part.onEnded)
        }
      }
      return .gesture(GestureAttachment(rawValue: name) ?? .gesture)
    case "onLongPressGesture":
      try checkLabels(["minimumDuration", "maximumDistance", "perform", "onPressingChanged", "_"])
      // `perform` is the labelled or the first unlabelled closure; `onPressingChanged` is not
      // the action (its press is not explored).
      let perform =
        arg("perform") ?? arguments.first { $0.label == nil && interpreter.asClosure($0.value) != nil }
      action(.longPress, closure: perform.flatMap { interpreter.asClosure($0.value) })
      return .onLongPressGesture(minimumDuration: try number("minimumDuration") ?? 0.5)
    case "buttonStyle":
      guard let a = arguments.first else { return nil }
      switch a.value {
      case .structure(let s): return .buttonStyle(s.type)
      case .symbol(let s): return .buttonStyle(s.name)
      default:
        try ip.fail("semantics.type-mismatch", "'buttonStyle' expects a ButtonStyle value", file, a.range)
      }
    case "allowsHitTesting":
      return .allowsHitTesting(try bool(nil) ?? true)
    case "disabled":
      // A disabled control ignores taps; its look is the style's (swiftui-semantics §21.3).
      return .allowsHitTesting(!(try bool(nil) ?? true))
    default:
      return nil
    }
  }

  private func matchedGeometry(
    _ arguments: [Argument], file: String, range: SourceRange, checkLabels: ([String]) throws -> Void
  ) throws -> MatchedGeometry {
    let ip = interpreter
    try checkLabels(["id", "in", "properties", "anchor", "isSource"])
    guard let idArg = arguments.first(where: { $0.label == "id" }) else {
      try ip.fail(
        "semantics.missing-argument",
        "missing argument for parameter 'id' in call to 'matchedGeometryEffect'", file, range)
    }
    guard let nsArg = arguments.first(where: { $0.label == "in" }) else {
      try ip.fail(
        "semantics.missing-argument",
        "missing argument for parameter 'in' in call to 'matchedGeometryEffect'", file, range)
    }
    guard case .namespace(let namespace) = nsArg.value else {
      try ip.fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(nsArg.value.typeName)' to expected argument type 'Namespace.ID'",
        file, nsArg.range)
    }
    let id = try ip.describe(idArg.value, file: file, range: idArg.range)
    var properties = MatchedGeometry.defaultProperties
    if let p = arguments.first(where: { $0.label == "properties" }) {
      guard case .symbol(let s) = p.value, let named = MatchedGeometry.Properties(rawValue: s.name) else {
        try ip.fail(
          "semantics.type-mismatch", "'properties:' expects .frame, .position or .size", file, p.range)
      }
      properties = named
    }
    let anchor =
      try arguments.first(where: { $0.label == "anchor" }).map {
        try ip.toUnitPoint($0.value, file: file, range: $0.range)
      }
      ?? MatchedGeometry.defaultAnchor
    var isSource = MatchedGeometry.defaultIsSource
    if let s = arguments.first(where: { $0.label == "isSource" }) {
      isSource = try ip.truth(s.value, file, s.range)
    }
    return MatchedGeometry(
      namespace: namespace, id: id, properties: properties, anchor: anchor, isSource: isSource)
  }

  private func shapeKind(_ value: Value, file: String, range: SourceRange) throws -> ShapeKind {
    if let shape = Self.shape(of: value) { return shape }
    try interpreter.fail("semantics.type-mismatch", "expected a shape such as Circle()", file, range)
  }

  /// The shape `value` is (`Circle()`, `.circle`, `.rect(cornerRadius: 8)`), or nil.
  static func shape(of value: Value) -> ShapeKind? {
    if case .view(let ref) = value, case .primitive(let name, let arguments, _) = ref.view.content {
      switch name {
      case "Rectangle": return .rect
      case "Circle": return .circle
      case "Capsule": return .capsule
      case "Ellipse": return .ellipse
      case "Path":
        let template = arguments.first { $0.label == "outline" }.flatMap {
          Interpreter.pathTemplate(fromArgument: $0.value)
        }
        return template.map(ShapeKind.path)
      case "RoundedRectangle":
        if let r = arguments.first(where: { $0.label == "cornerRadius" })?.value.number {
          return .roundedRect(cornerWidth: r, cornerHeight: r)
        }
        if let (w, h) = arguments.first(where: { $0.label == "cornerSize" }).flatMap({
          Value.sizeLiteral($0.value)
        }) {
          return .roundedRect(cornerWidth: w, cornerHeight: h)
        }
      default: break
      }
    }
    if case .symbol(let s) = value {
      switch s.name {
      case "rect":
        // `.rect(cornerRadius: r)` is `RoundedRectangle(cornerRadius: r)` (iOS 17).
        if let r = s.argument("cornerRadius")?.number { return .roundedRect(cornerWidth: r, cornerHeight: r) }
        return .rect
      case "circle": return .circle
      case "capsule": return .capsule
      case "ellipse": return .ellipse
      default: break
      }
    }
    return nil
  }
}

extension Renderer {
  /// A length as the user would write it: `-5`, `2.5`, `.nan`, `.infinity`, `-.infinity`.
  /// Warns when a flexible frame's bounds on one axis are out of order (min ≤ ideal ≤ max),
  /// which SwiftUI logs as "Contradictory frame constraints specified"; layout then raises the
  /// later bound to the earlier one, as SwiftUI's initializer does (swiftui-semantics §3.2).
  func contradictoryFrame(axis: String, _ bounds: [Double?], application: ModifierApplication) {
    let labels = ["min" + axis, "ideal" + axis, "max" + axis]
    for lower in 0..<2 {
      for upper in (lower + 1)..<3 {
        guard let a = bounds[lower], let b = bounds[upper], a > b else { continue }
        interpreter.sink.warning(
          "semantics.contradictory-frame",
          "contradictory frame constraints: '\(labels[upper]): \(Renderer.spelled(b))' is less than '\(labels[lower]): \(Renderer.spelled(a))'; it is raised to \(Renderer.spelled(a))",
          file: application.file,
          range: application.argument(labels[upper])?.range ?? application.range)
        return
      }
    }
  }

  static func spelled(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension Renderer {
  /// The labels `frame` accepts, and those that make it a flexible frame. Static: an array literal
  /// in `modifierKind` was allocated again for every frame.
  static let frameLabels = [
    "width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
    "maxHeight",
  ]
  static let flexibleFrameLabels = [
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ]

  /// Whether `label` is one of `flexibleFrameLabels`. They all start with `m` or `i`, so
  /// `width:` and `height:` (every fixed frame) are told apart by one byte instead of six string
  /// comparisons.
  static func isFlexibleFrameLabel(_ label: String?) -> Bool {
    guard let label, let first = label.utf8.first, first == UInt8(ascii: "m") || first == UInt8(ascii: "i")
    else { return false }
    return flexibleFrameLabels.contains(label)
  }
}
