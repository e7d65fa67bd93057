import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource

/// Lays out one state's resolved view tree and turns it into the motion pass's input
/// (`StateLayout`): the layout pass's frames joined with what each view draws.
///
/// Modifiers apply inside-out in source order (LANGUAGE §5): `Text("a").padding().background(c)`
/// is `background(padding(Text))`. Every view with modifiers gets a wrapper record (path +
/// `#`) that carries its transition, zIndex, opacity, animation scopes, clips, backgrounds and
/// overlays; a `matchedGeometryEffect` whose level is neither the view itself nor the outermost
/// level gets a record of its own (path + `#m<index>`) so the matched frame is the frame at that
/// point of the chain (swiftui-semantics §14).
struct StateLowering {
  let canvas: Canvas
  /// Whether paint order is always found by walking the record tree, even when the records were
  /// made in paint order (`StateLowering+Flatten`); tests compare both ways.
  var alwaysWalksPaintOrder = false

  /// The inherited environment: what `.font`, `.foregroundColor`, `.lineLimit` and friends set
  /// for the views below them.
  struct Environment {
    var font: FontDescription?
    var bold = false
    var weight: FontWeight?
    var lineLimit: Int?
    var textAlignment: TextAlignment?
    var foreground: RGBA?

    /// Whether `apply(kind)` changes anything.
    static func isSet(by kind: ModifierKind) -> Bool {
      switch kind {
      case .font, .fontWeight, .bold, .lineLimit, .multilineTextAlignment, .foregroundColor: true
      default: false
      }
    }

    mutating func apply(_ kind: ModifierKind) {
      switch kind {
      case .font(let description): font = description
      case .fontWeight(let value): weight = value
      case .bold: bold = true
      case .lineLimit(let limit): lineLimit = limit
      case .multilineTextAlignment(let value): textAlignment = value
      case .foregroundColor(let fill): foreground = SemanticConversions.fill(fill)
      default: break
      }
    }
  }

  /// Where a record under construction sits: the layout node whose frame it takes, the clip it
  /// declares and its children in three paint slots. The slots are lists linked through `next`
  /// (a view costs no array of its own); the record itself is `Builder.records[same index]`.
  ///
  /// One per record (40 bytes): the rare clip lives in `Builder.clipDeclarations`.
  struct Links {
    /// The index of the layout node whose frame the record takes; −1 before it is known.
    var node: Int32 = -1
    /// The clip declared here: its index in `Builder.clipDeclarations`; −1 for none.
    var clip: Int32 = -1
    var backgrounds = ChildList()
    var content = ChildList()
    var overlays = ChildList()
    /// The next record in the parent's slot; −1 for the last.
    var next: Int32 = -1
    /// The record whose slot holds this one; −1 for a root or before it is attached.
    var parent: Int32 = -1
  }

  /// A clip a record declares: the level whose frame clips, its corner radius and shape.
  struct ClipDeclaration {
    var node: LayoutNodeID
    var radius: Double
    var shape: DrawnShape
    /// A custom shape's outline, for a `path` clip.
    var outline: PathTemplate? = nil
  }

  /// The first and last record of a slot; −1 when it is empty.
  struct ChildList {
    var first: Int32 = -1
    var last: Int32 = -1
  }

  /// The layout nodes a view made (`start..<end`, its nested views' included) and its source.
  struct Claim {
    var start: Int
    var end: Int
    var span: SourceSpan
  }

  struct Output {
    var state: StateLayout
    var layout: LayoutResult
    /// The layout pass's diagnostics, each with the source span of the view that owns its node.
    var diagnostics: [Diagnostic]
    /// How many records and layout nodes this state needed: the room to reserve for the next
    /// state of the scene, which is usually much the same tree.
    var capacity: Capacity
    /// The wrapper paths made, for the next state to reuse.
    var wrappers: WrapperPaths
  }

  /// Room to reserve for the records and layout nodes of one state.
  struct Capacity {
    var records = 0
    var layoutNodes = 0

    init(records: Int = 0, layoutNodes: Int = 0) {
      self.records = records
      self.layoutNodes = layoutNodes
    }

    /// About what lowering `root` takes: per view (children and the views of backgrounds and
    /// overlays) a record, a second one (its wrapper) when it has modifiers, and a layout node
    /// for it and for each modifier. An estimate for reserving room only; the lowering never
    /// relies on it.
    init(estimating root: ViewNode) {
      self.init()
      withUnsafePointer(to: root) { add($0, depth: 0) }
    }

    /// Counts the view at `view` and the views below it. The walk goes by pointer into the
    /// tree's arrays (which `root` keeps alive): passing each `ViewNode` by value would copy it,
    /// retaining its strings and arrays.
    private mutating func add(_ view: UnsafePointer<ViewNode>, depth: Int) {
      let modifierCount = view.pointee.modifiers.count
      records += modifierCount == 0 ? 1 : 2
      layoutNodes += 1 + modifierCount
      // The lowering's own recursion is as deep; the bound only keeps an estimate from going
      // further than any tree semantics hands over.
      guard depth < 4096 else { return }
      if modifierCount > 0 {
        for index in 0..<modifierCount {
          switch view.pointee.modifiers[index].kind {
          case .overlay(let nodes, _), .background(let nodes, _):
            addAll(nodes, depth: depth + 1)
          default: continue
          }
        }
      }
      addAll(view.pointee.children, depth: depth + 1)
    }

    private mutating func addAll(_ views: [ViewNode], depth: Int) {
      views.withUnsafeBufferPointer { buffer in
        guard let first = buffer.baseAddress else { return }
        for index in buffer.indices { add(first + index, depth: depth) }
      }
    }
  }

  func lower(
    root: ViewNode, id: String, values: [(key: String, value: String)],
    reserving capacity: Capacity = Capacity(), reusing wrappers: WrapperPaths = WrapperPaths()
  ) -> Output {
    var builder = Builder()
    builder.alwaysWalksPaintOrder = alwaysWalksPaintOrder
    builder.reusableWrappers = wrappers
    // The first state of a scene has no earlier state to size it by: count its tree instead
    // (a walk of the views is far cheaper than growing the record arrays several times).
    builder.reserve(capacity.records > 0 ? capacity : Capacity(estimating: root))
    var top: [LayoutNodeID] = []
    withUnsafePointer(to: root) {
      builder.lower($0, env: Environment(), into: nil, group: .content, nodes: &top)
    }
    let rootNode: LayoutNodeID
    if top.count == 1 {
      rootNode = top[0]
    } else {
      rootNode = builder.arena.add(.vStack(alignment: .center, spacing: nil), children: top)
    }
    builder.arena.root = rootNode
    let layout = builder.arena.layout(in: canvas)
    let used = Capacity(records: builder.records.count, layoutNodes: builder.arena.nodeCount)
    if !builder.textRecords.isEmpty { builder.attachTextBlocks(layout) }
    let views = builder.flatten(layout: layout)
    var diagnostics: [Diagnostic] = []
    let owners = layout.diagnostics.isEmpty ? [] : owners(of: root)
    for (diagnostic, node) in zip(layout.diagnostics, layout.diagnosticNodes) {
      var located = diagnostic
      if located.span == nil, owners.indices.contains(node.int) {
        located.span = owners[node.int]
      }
      diagnostics.append(located)
    }
    return Output(
      state: StateLayout(id: id, values: values, views: views), layout: layout, diagnostics: diagnostics,
      capacity: used, wrappers: builder.finishedWrappers())
  }

  /// The source span of the view each layout node was lowered from, indexed by node, for the
  /// layout pass's diagnostics. Worked out only when there is one, by lowering the tree again
  /// with claims kept: lowering is deterministic, so the second pass numbers the layout nodes as
  /// the first did (keeping a claim per view on every lowering touched ~1.3 MB per state of the
  /// benchmark scene).
  private func owners(of root: ViewNode) -> [SourceSpan?] {
    var builder = Builder()
    builder.keepsClaims = true
    var top: [LayoutNodeID] = []
    withUnsafePointer(to: root) {
      builder.lower($0, env: Environment(), into: nil, group: .content, nodes: &top)
    }
    return builder.owners()
  }

  enum Slot { case background, content, overlay }

  struct Builder {
    var arena = LayoutArena()
    /// The records in the order they were made; `flatten` moves them out in paint order.
    var records: [ViewRecord] = []
    /// Where each record sits in the record tree (same indices as `records`).
    var links: [Links] = []
    /// The clips records declare (`Links.clip` points here).
    var clipDeclarations: [ClipDeclaration] = []
    var roots: [Int] = []
    /// The previous state's wrapper paths, the position expected next among them, and this
    /// state's (`StateLowering+WrapperPaths`).
    var reusableWrappers = WrapperPaths()
    var wrapperCursor = 0
    var madeWrappers = WrapperPaths()
    /// While `true`, the wrapper paths made so far are the first `madeWrapperCount` entries of
    /// `reusableWrappers`, and `madeWrappers` is not written (see `wrapperPath(of:)`).
    var madeAsReusable = true
    var madeWrapperCount = 0
    /// One claim per lowered view, inner views before the views around them, when
    /// `keepsClaims` (only to locate the layout pass's diagnostics).
    var claims: [Claim] = []
    var keepsClaims = false
    /// Whether paint order is still the order the records were made in: no background or
    /// overlay, no zIndex and no matched level record so far (see `flatten`).
    var madeInPaintOrder = true
    var alwaysWalksPaintOrder = false
    /// Each `Text` record with its layout node, for its laid-out lines (`attachTextBlocks`).
    var textRecords: [(record: Int32, node: Int32)] = []

    mutating func reserve(_ capacity: Capacity) {
      records.reserveCapacity(capacity.records)
      links.reserveCapacity(capacity.records)
      arena.reserveCapacity(capacity.layoutNodes)
    }

    /// Gives each placed `Text` record the lines layout broke it into (`LayoutResult.texts`),
    /// its shaped content and its frame's size (`TextBlock`): exporters draw those lines, and
    /// break the text again only where it is proposed another size (a matched flight). Costs
    /// nothing for a state without text.
    mutating func attachTextBlocks(_ layout: LayoutResult) {
      var placed: [Int32: Int] = [:]
      placed.reserveCapacity(layout.texts.count)
      for (index, text) in layout.texts.enumerated() {
        placed[Int32(truncatingIfNeeded: text.node.int)] = index
      }
      for (record, node) in textRecords {
        let layoutNode = LayoutNodeID(Int(node))
        guard let index = placed[node], let frame = layout.frame(of: layoutNode),
          case .text(let id) = arena.kind(of: layoutNode)
        else { continue }
        var lines: [String] = []
        lines.reserveCapacity(layout.texts[index].lines.count)
        for line in layout.texts[index].lines { lines.append(line.text) }
        records[Int(record)].textBlock = TextBlock(
          shaped: arena.text(id), lines: lines, size: Size(width: frame.width, height: frame.height))
      }
    }

    /// The source span of the view each layout node was lowered from, indexed by node: the
    /// innermost view whose lowering made it (from the claims, so only with `keepsClaims`).
    func owners() -> [SourceSpan?] {
      var owners = [SourceSpan?](repeating: nil, count: arena.nodeCount)
      // A view's claim comes after its nested views' claims, so the first claim of a node wins.
      for claim in claims {
        for index in claim.start..<min(claim.end, owners.count) where owners[index] == nil {
          owners[index] = claim.span
        }
      }
      return owners
    }

    /// A modifier with the view that declares it (a `Group`'s modifiers are applied to each of
    /// its children but keep the group's path as their animation scope key).
    struct Applied {
      var modifier: ResolvedModifier
      var path: String
      var file: String
    }

    /// Lowers each view of `views` where it lies in the array: the lowering reads the semantic
    /// tree through pointers (which the tree's arrays keep valid throughout), since passing a
    /// `ViewNode` by value copies it, retaining each of its strings and arrays.
    mutating func lowerAll(
      _ views: [ViewNode], env: Environment, into parent: Int?, group: Slot, outer: [Applied] = [],
      nodes: inout [LayoutNodeID]
    ) {
      views.withUnsafeBufferPointer { buffer in
        guard let first = buffer.baseAddress else { return }
        for index in buffer.indices {
          lower(first + index, env: env, into: parent, group: group, outer: outer, nodes: &nodes)
        }
      }
    }

    /// Lowers a view; appends its layout node(s) to `nodes`. A `Group` splices its children, and
    /// its modifiers apply to each child (SwiftUI's `Group`): `outer` carries them, applied after
    /// the child's own.
    mutating func lower(
      _ view: UnsafePointer<ViewNode>, env inherited: Environment, into parent: Int?, group: Slot,
      outer: [Applied] = [], nodes: inout [LayoutNodeID]
    ) {
      // Most views set nothing in the environment: they lower with the one they inherit,
      // borrowed, instead of a copy (which retains each of its strings).
      var sets = false
      for index in view.pointee.modifiers.indices
      where Environment.isSet(by: view.pointee.modifiers[index].kind) {
        sets = true
        break
      }
      guard sets else {
        lower(
          view, env: inherited, inherited: inherited, into: parent, group: group, outer: outer, nodes: &nodes)
        return
      }
      var env = inherited
      for index in view.pointee.modifiers.indices { env.apply(view.pointee.modifiers[index].kind) }
      lower(view, env: env, inherited: inherited, into: parent, group: group, outer: outer, nodes: &nodes)
    }

    /// Lowers a view in `env`, the environment `inherited` with the view's own modifiers applied.
    private mutating func lower(
      _ view: UnsafePointer<ViewNode>, env: Environment, inherited: Environment, into parent: Int?,
      group: Slot, outer: [Applied], nodes: inout [LayoutNodeID]
    ) {
      if case .group = view.pointee.kind {
        let applied =
          view.pointee.modifiers.map {
            Applied(modifier: $0, path: view.pointee.path, file: view.pointee.file)
          } + outer
        lowerAll(view.pointee.children, env: env, into: parent, group: group, outer: applied, nodes: &nodes)
        return
      }
      // The view's own modifiers, then those of enclosing groups (no copies in the common case
      // of a view outside any group).
      let modifiers = outer.isEmpty ? view.pointee.modifiers : view.pointee.modifiers + outer.map(\.modifier)
      let ownCount = view.pointee.modifiers.count
      /// The path and file of the view that declares modifier `index`.
      func declaring(_ index: Int) -> (path: String, file: String) {
        index < ownCount
          ? (view.pointee.path, view.pointee.file)
          : (outer[index - ownCount].path, outer[index - ownCount].file)
      }
      // An EmptyView is no view at all, so its modifiers have nothing to apply to:
      // `EmptyView().frame(width: 50, height: 50)` takes no space in a stack (as in SwiftUI,
      // where modifiers apply per element of a view list and EmptyView's list is empty).
      if case .emptyView = view.pointee.kind { return }

      let span = SourceSpan(path: view.pointee.file, range: view.pointee.range)
      let firstNode = arena.nodeCount
      defer { if keepsClaims { claims.append(Claim(start: firstNode, end: arena.nodeCount, span: span)) } }
      let wrapper: Int? =
        modifiers.isEmpty
        ? nil : add(path: wrapperPath(of: view.pointee.path), source: span, to: parent, group)
      let base = addDetached(path: view.pointee.path, source: span)
      var current = lowerBase(view, env: env, record: base)
      links[base].node = current.index
      let baseNode = current

      // Apply the modifiers inside-out.
      var chain: [Int] = []  // level records above the base, innermost first
      // The index of the last overlay or background: an opacity written before it reaches only
      // what it wraps (below).
      let lastDecoration = modifiers.lastIndex {
        switch $0.kind {
        case .overlay, .background: true
        default: false
        }
      }
      // By index: `for (index, modifier) in modifiers.enumerated()` copied every modifier
      // through its value witness (44 k copies, 4 M instructions of the bench's compile).
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .frame(let width, let height, let alignment):
          current = arena.add(
            .frame(
              FixedFrame(width: width, height: height, alignment: SemanticConversions.alignment(alignment))),
            child: current)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
          let frame = FlexibleFrame(
            width: FrameBounds(min: minW, ideal: idealW, max: maxW),
            height: FrameBounds(min: minH, ideal: idealH, max: maxH),
            alignment: SemanticConversions.alignment(alignment))
          current = arena.add(.flexFrame(frame), child: current)
        case .padding(let edges, let amount):
          current = arena.add(
            .padding(
              MatchcutLayout.EdgeInsets(edges, amount ?? SwiftUIDefaults.padding)),
            child: current)
        case .paddingInsets(let top, let leading, let bottom, let trailing):
          current = arena.add(
            .padding(
              MatchcutLayout.EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)),
            child: current)
        case .offset(let x, let y):
          current = arena.add(.offset(x: x, y: y), child: current)
        case .position(let x, let y):
          current = arena.add(.position(x: x, y: y), child: current)
        case .fixedSize(let horizontal, let vertical):
          var axes: Axes = []
          if horizontal { axes.insert(.horizontal) }
          if vertical { axes.insert(.vertical) }
          current = arena.add(.fixedSize(axes), child: current)
        case .layoutPriority(let priority):
          current = arena.add(.layoutPriority(priority), child: current)
        case .aspectRatio(let ratio, let mode):
          current = arena.add(
            .aspectRatio(ratio: ratio, contentMode: mode), child: current)
        case .ignoresSafeArea(let edges):
          current = arena.add(.ignoresSafeArea(edges), child: current)
        case .overlay(let nodes, let alignment), .background(let nodes, let alignment):
          let isOverlay: Bool
          if case .overlay = modifiers[index].kind { isOverlay = true } else { isOverlay = false }
          let owner = wrapper ?? base
          // The environment below this modifier: the one around the view plus the modifiers
          // applied after it (outer ones), not the view's inner ones.
          var later = inherited
          for after in modifiers[(index + 1)...] { later.apply(after.kind) }
          var secondary: [LayoutNodeID] = []
          lowerAll(
            nodes, env: later, into: owner, group: isOverlay ? .overlay : .background, nodes: &secondary)
          let align = SemanticConversions.alignment(alignment)
          let second: LayoutNodeID
          if secondary.count == 1 {
            second = secondary[0]
          } else {
            second = arena.add(.zStack(alignment: align), children: secondary)
          }
          current = arena.add(
            isOverlay ? .overlay(alignment: align) : .background(alignment: align),
            children: [current, second])
        case .clipShape(let shape):
          var outline: PathTemplate?
          if case .path(let template) = shape { outline = template }
          current = clip(
            current, shape: SemanticConversions.drawnShape(shape), radius: radius(of: shape),
            outline: outline,
            wrapper: wrapper ?? base)
        case .clipped:
          current = clip(current, shape: .rect, radius: 0, wrapper: wrapper ?? base)
        case .cornerRadius(let radius):
          current = clip(current, shape: .roundedRect, radius: radius, wrapper: wrapper ?? base)
        case .opacity(let value):
          // Modifiers wrap in order (swiftui-semantics §6): `.opacity(0.5).overlay { … }` fades the
          // view and the layers made so far (those written before it), not the overlay after it.
          if let last = lastDecoration, last > index {
            records[base].opacity *= value
            for slot in [links[wrapper ?? base].backgrounds, links[wrapper ?? base].overlays] {
              var record = slot.first
              while record >= 0 {
                records[Int(record)].opacity *= value
                record = links[Int(record)].next
              }
            }
          } else {
            records[wrapper ?? base].opacity *= value
          }
        case .zIndex(let value):
          records[wrapper ?? base].zIndex = value
          madeInPaintOrder = false
        case .scaleEffect(let x, let y, _):
          records[wrapper ?? base].scale *= (x + y) / 2
        case .rotationEffect(let degrees, _):
          records[wrapper ?? base].rotation += degrees
        case .transition(let description):
          records[wrapper ?? base].transition = description.effect
          records[wrapper ?? base].transitionAnimations = SemanticConversions.transitionAnimations(
            description)
        case .transitionSource(let key):
          records[wrapper ?? base].transitionSource = key
        case .animation(let description, _):
          records[wrapper ?? base].animationScopes.append(
            // Keyed by the declaring view's path: the semantic pass lists, per edge, the paths of the scopes
            // whose watched value changed (`EdgeAnimation.scopes`).
            AnimationScope(
              valueKey: declaring(index).path, animation: description.map(SemanticConversions.animation)))
        case .matchedGeometry(let match):
          let converted = match
          let matchSpan = SourceSpan(path: declaring(index).file, range: modifiers[index].range)
          if current == baseNode {
            records[base].matches.append(converted)
            records[base].source = matchSpan
          } else if isOutermostLevel(after: index, in: modifiers), let wrapper {
            records[wrapper].matches.append(converted)
            records[wrapper].source = matchSpan
          } else {
            let level = addDetached(path: view.pointee.path + "#m\(index)", source: matchSpan)
            // Made after the base's subtree, painted before it.
            madeInPaintOrder = false
            records[level].matches = [converted]
            links[level].node = current.index
            chain.append(level)
          }
        default:
          break
        }
      }
      // Link the level chain: wrapper ▸ outer levels ▸ … ▸ base.
      let outermost = chain.last ?? base
      for index in stride(from: chain.count - 1, through: 0, by: -1) {
        attach(index > 0 ? chain[index - 1] : base, to: chain[index], .content)
      }
      if let wrapper {
        links[wrapper].node = current.index
        attach(outermost, to: wrapper, .content)
      } else {
        attach(outermost, to: parent, group)
      }
      nodes.append(current)
    }

    private func isOutermostLevel(after index: Int, in modifiers: [ResolvedModifier]) -> Bool {
      for modifier in modifiers[(index + 1)...] {
        switch modifier.kind {
        case .frame, .flexibleFrame, .padding, .paddingInsets, .offset, .position, .fixedSize, .aspectRatio,
          .ignoresSafeArea, .overlay, .background, .clipShape, .clipped, .cornerRadius:
          return false
        default: continue
        }
      }
      return true
    }

    private func radius(of shape: ShapeKind) -> Double {
      if case .roundedRect(let width, _) = shape { return width }
      return 0
    }

    private mutating func clip(
      _ node: LayoutNodeID, shape: DrawnShape, radius: Double, outline: PathTemplate? = nil, wrapper: Int
    ) -> LayoutNodeID {
      let layoutShape: ShapeKind =
        switch shape {
        case .roundedRect: .roundedRect(cornerWidth: radius, cornerHeight: radius)
        case .capsule: .capsule
        case .circle: .circle
        case .ellipse: .ellipse
        // Layout only needs the clip's frame; the outline goes with the declaration.
        case .rect, .path: .rect
        }
      let clipped = arena.add(.clip(layoutShape), child: node)
      if links[wrapper].clip < 0 {
        links[wrapper].clip = declareClip(
          ClipDeclaration(node: clipped, radius: radius, shape: shape, outline: outline))
      }
      return clipped
    }

    /// `path + "#"`, the path of a view's wrapper record, written in one allocation (`+` goes
    /// through string interpolation's growth and costs several times as much).
    static func wrapperPath(_ path: String) -> String {
      let made = path.utf8.withContiguousStorageIfAvailable { bytes in
        String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
          _ = buffer.initialize(fromContentsOf: bytes)
          buffer[bytes.count] = UInt8(ascii: "#")
          return bytes.count + 1
        }
      }
      return made ?? path + "#"
    }

    /// Keeps a clip declaration; returns its index for `Links.clip`.
    private mutating func declareClip(_ declaration: ClipDeclaration) -> Int32 {
      clipDeclarations.append(declaration)
      return Int32(truncatingIfNeeded: clipDeclarations.count - 1)
    }

    /// Adds a record and attaches it under `parent` (or as a root).
    private mutating func add(path: String, source: SourceSpan, to parent: Int?, _ group: Slot) -> Int {
      let index = addDetached(path: path, source: source)
      attach(index, to: parent, group)
      return index
    }

    /// Adds a record that is linked into the tree later.
    private mutating func addDetached(path: String, source: SourceSpan) -> Int {
      // The short initialiser: every other field at its default, none of them reference counted.
      records.append(ViewRecord(path: path, source: source))
      links.append(Links())
      return records.count - 1
    }

    private mutating func attach(_ index: Int, to parent: Int?, _ group: Slot) {
      guard let parent else {
        roots.append(index)
        return
      }
      links[index].parent = Int32(truncatingIfNeeded: parent)
      // Backgrounds are painted before the view's content and overlays after it, but made after.
      if group != .content { madeInPaintOrder = false }
      var list: ChildList
      switch group {
      case .background: list = links[parent].backgrounds
      case .content: list = links[parent].content
      case .overlay: list = links[parent].overlays
      }
      let child = Int32(truncatingIfNeeded: index)
      if list.last >= 0 { links[Int(list.last)].next = child } else { list.first = child }
      list.last = child
      switch group {
      case .background: links[parent].backgrounds = list
      case .content: links[parent].content = list
      case .overlay: links[parent].overlays = list
      }
    }

    /// The layout node of the view itself, before its modifiers.
    private mutating func lowerBase(_ view: UnsafePointer<ViewNode>, env: Environment, record: Int)
      -> LayoutNodeID
    {
      func children(_ wrapInStack: Bool) -> [LayoutNodeID] {
        var nodes: [LayoutNodeID] = []
        nodes.reserveCapacity(view.pointee.children.count)
        lowerAll(view.pointee.children, env: env, into: record, group: .content, nodes: &nodes)
        if wrapInStack, nodes.count != 1 {
          return [arena.add(.vStack(alignment: .center, spacing: nil), children: nodes)]
        }
        return nodes
      }
      let foreground = env.foreground ?? SwiftUIDefaults.foreground
      switch view.pointee.kind {
      case .vStack(let alignment, let spacing):
        return arena.add(
          .vStack(alignment: SemanticConversions.horizontal(alignment), spacing: spacing),
          children: children(false))
      case .hStack(let alignment, let spacing):
        return arena.add(
          .hStack(alignment: SemanticConversions.vertical(alignment), spacing: spacing),
          children: children(false))
      case .zStack(let alignment):
        return arena.add(
          .zStack(alignment: SemanticConversions.alignment(alignment)), children: children(false))
      case .lazyVStack(let alignment, let spacing):
        return arena.add(
          .lazyVStack(alignment: SemanticConversions.horizontal(alignment), spacing: spacing),
          children: children(false))
      case .lazyHStack(let alignment, let spacing):
        return arena.add(
          .lazyHStack(alignment: SemanticConversions.vertical(alignment), spacing: spacing),
          children: children(false))
      case .lazyVGrid(let columns, let alignment, let spacing):
        return arena.addGrid(vertical: true, gridSpec(columns, alignment, spacing), children: children(false))
      case .lazyHGrid(let rows, let alignment, let spacing):
        return arena.addGrid(vertical: false, gridSpec(rows, alignment, spacing), children: children(false))
      case .spacer(let minLength):
        return arena.add(.spacer(minLength: minLength))
      case .scrollView(let axes, _):
        // A ScrollView clips its content to its bounds (LANGUAGE §9 lints flights it clips).
        let scroll = arena.add(.scrollView(axes: axes), children: children(true))
        links[record].clip = declareClip(ClipDeclaration(node: scroll, radius: 0, shape: .rect))
        return scroll
      case .geometryReader:
        return arena.add(.geometryReader, children: children(false))
      case .navigationStack(let title, let mode):
        let bar: Double =
          title == nil
          ? 0
          : SwiftUIDefaults.titleBarHeight(mode)
        return arena.add(.navigationStack(barHeight: bar), children: children(true))
      case .text(let string, let images):
        records[record].kind = .text
        records[record].fill = foreground
        var runs: [TextRun] = []
        var imageIndex = 0
        var buffer = ""
        for scalar in string.unicodeScalars {
          if scalar == "\u{FFFC}", imageIndex < images.count {
            if !buffer.isEmpty { runs.append(.string(buffer)) }
            buffer = ""
            runs.append(.symbol(images[imageIndex]))
            imageIndex += 1
          } else {
            buffer.unicodeScalars.append(scalar)
          }
        }
        if !buffer.isEmpty || runs.isEmpty { runs.append(.string(buffer)) }
        records[record].text = string.replacingFFFC(with: images)
        let font = SemanticConversions.font(env.font, bold: env.bold, weightOverride: env.weight)
        let alignment = env.textAlignment ?? .default
        records[record].font = TextFont(font, design: env.font?.design, alignment: alignment)
        let node = arena.addText(
          TextContent(runs, font: font, lineLimit: env.lineLimit, alignment: alignment))
        textRecords.append((Int32(truncatingIfNeeded: record), Int32(truncatingIfNeeded: node.int)))
        return node
      case .image(let name, let systemName, let width, let height):
        records[record].kind = .image
        records[record].text = name
        records[record].fill = systemName ? foreground : nil
        let resizable = view.pointee.modifiers.contains {
          if case .resizable = $0.kind { return true } else { return false }
        }
        let font = SemanticConversions.font(env.font, bold: env.bold, weightOverride: env.weight)
        let source: ImageSpec.Source =
          systemName
          ? .symbol(pointSize: font.size)
          : .asset(
            width: width ?? SwiftUIDefaults.placeholderImageSide,
            height: height ?? SwiftUIDefaults.placeholderImageSide)
        return arena.add(.image(ImageSpec(source, resizable: resizable)))
      case .asyncImage(let url, let width, let height):
        records[record].kind = .image
        records[record].text = url
        let resizable = view.pointee.modifiers.contains {
          if case .resizable = $0.kind { return true } else { return false }
        }
        return arena.add(
          .image(
            ImageSpec(
              .asset(
                width: width ?? SwiftUIDefaults.placeholderImageSide,
                height: height ?? SwiftUIDefaults.placeholderImageSide), resizable: resizable)))
      case .color(let rgba):
        records[record].kind = .color
        records[record].fill = rgba
        return arena.add(.color)
      case .shape(let shape):
        records[record].kind = .shape
        records[record].shape = SemanticConversions.drawnShape(shape)
        if case .path(let template) = shape { records[record].outline = template }
        if case .roundedRect(let width, _) = shape { records[record].cornerRadius = width }
        var fill = foreground
        // Read in place: a modifier read out of the array is copied through its value witness.
        view.pointee.modifiers.withUnsafeBufferPointer { modifiers in
          for index in modifiers.indices {
            switch modifiers[index].kind {
            case .fill(let paint): fill = SemanticConversions.fill(paint)
            case .stroke(let paint, let outline):
              // The outline in its paint, or in the foreground colour (swiftui-semantics §23.6).
              if let paint { fill = SemanticConversions.fill(paint) }
              records[record].stroke = outline
            default: break
            }
          }
        }
        records[record].fill = fill
        return arena.add(.shape(shape))
      case .divider:
        records[record].kind = .divider
        records[record].fill = SwiftUIDefaults.dividerFill
        return arena.add(.divider)
      case .emptyView:
        return arena.add(.empty)
      case .button, .group:
        let nodes = children(true)
        return nodes.first ?? arena.add(.empty)
      }
    }

    private func gridSpec(_ items: [GridItemSpec], _ alignment: AlignmentName, _ spacing: Double?) -> GridSpec
    {
      let converted = items.map { item -> GridItem in
        let size: GridItem.Size =
          switch item.size {
          case .fixed(let length): .fixed(length)
          case .flexible(let minimum, let maximum): .flexible(minimum: minimum, maximum: maximum)
          case .adaptive(let minimum, let maximum): .adaptive(minimum: minimum, maximum: maximum)
          }
        return GridItem(
          size, spacing: item.spacing, alignment: item.alignment.map(SemanticConversions.alignment))
      }
      return GridSpec(items: converted, alignment: SemanticConversions.alignment(alignment), spacing: spacing)
    }
  }
}

extension String {
  /// Replaces each U+FFFC (an interpolated `Image`) with `[symbol]`, for display.
  fileprivate func replacingFFFC(with images: [String]) -> String {
    var result = ""
    var index = 0
    for scalar in unicodeScalars {
      if scalar == "\u{FFFC}", index < images.count {
        result += "[\(images[index])]"
        index += 1
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
