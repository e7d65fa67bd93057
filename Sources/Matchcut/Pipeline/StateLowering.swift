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

  /// The inherited environment: what `.font`, `.foregroundColor`, `.lineLimit` and friends set
  /// for the views below them.
  struct Environment {
    var font: FontDescription?
    var bold = false
    var weight: String?
    var lineLimit: Int?
    var textAlignment: String?
    var foreground: MatchcutMotion.RGBA?

    mutating func apply(_ kind: ModifierKind) {
      switch kind {
      case .font(let description): font = description
      case .fontWeight(let name): weight = name
      case .bold: bold = true
      case .lineLimit(let limit): lineLimit = limit
      case .multilineTextAlignment(let name): textAlignment = name
      case .foregroundColor(let fill): foreground = SemanticConversions.fill(fill)
      default: break
      }
    }
  }

  /// A record under construction: the final `ViewRecord` plus the layout node whose frame it
  /// takes and its children grouped for paint order.
  struct Pending {
    var record: ViewRecord
    var node: LayoutNodeID?
    /// Clip declared here: the level whose frame clips, and its corner radius.
    var clipNode: LayoutNodeID?
    var clipRadius: Double = 0
    var clipShape: DrawnShape = .rect
    var backgrounds: [Int] = []
    var content: [Int] = []
    var overlays: [Int] = []
  }

  struct Output {
    var state: StateLayout
    var layout: LayoutResult
    /// The layout pass's diagnostics, each with the source span of the view that owns its node.
    var diagnostics: [Diagnostic]
  }

  func lower(root: ViewNode, id: String, values: [(key: String, value: String)]) -> Output {
    var builder = Builder()
    let top = builder.lower(root, env: Environment(), into: nil, group: .content)
    let rootNode: LayoutNodeID
    if top.count == 1 {
      rootNode = top[0]
    } else {
      rootNode = builder.arena.add(.vStack(alignment: .center, spacing: nil), children: top)
    }
    builder.arena.root = rootNode
    let layout = builder.arena.layout(in: canvas)
    let views = builder.flatten(layout: layout)
    var diagnostics: [Diagnostic] = []
    for (diagnostic, node) in zip(layout.diagnostics, layout.diagnosticNodes) {
      var located = diagnostic
      if located.span == nil, builder.owners.indices.contains(node.int) {
        located.span = builder.owners[node.int]
      }
      diagnostics.append(located)
    }
    return Output(
      state: StateLayout(id: id, values: values, views: views), layout: layout, diagnostics: diagnostics)
  }

  enum Slot { case background, content, overlay }

  struct Builder {
    var arena = LayoutArena()
    var pending: [Pending] = []
    var roots: [Int] = []
    /// The source span of the view each layout node was lowered from, indexed by node.
    var owners: [SourceSpan?] = []

    /// Marks the layout nodes made since `start` that no nested view claimed as `span`'s.
    private mutating func claim(from start: Int, _ span: SourceSpan) {
      let end = arena.nodeCount
      if owners.count < end { owners += Array(repeating: nil, count: end - owners.count) }
      for index in start..<end where owners[index] == nil { owners[index] = span }
    }

    /// A modifier with the view that declares it (a `Group`'s modifiers are applied to each of
    /// its children but keep the group's path as their animation scope key).
    struct Applied {
      var modifier: ResolvedModifier
      var path: String
      var file: String
    }

    /// Lowers a view; returns its layout node(s). A `Group` splices its children, and its
    /// modifiers apply to each child (SwiftUI's `Group`): `outer` carries them, applied after
    /// the child's own.
    mutating func lower(
      _ view: ViewNode, env inherited: Environment, into parent: Int?, group: Slot, outer: [Applied] = []
    ) -> [LayoutNodeID] {
      var env = inherited
      for modifier in view.modifiers { env.apply(modifier.kind) }
      if case .group = view.kind {
        let applied = view.modifiers.map { Applied(modifier: $0, path: view.path, file: view.file) } + outer
        return view.children.flatMap { lower($0, env: env, into: parent, group: group, outer: applied) }
      }
      // The view's own modifiers, then those of enclosing groups (no copies in the common case
      // of a view outside any group).
      let modifiers = outer.isEmpty ? view.modifiers : view.modifiers + outer.map(\.modifier)
      let ownCount = view.modifiers.count
      /// The path and file of the view that declares modifier `index`.
      func declaring(_ index: Int) -> (path: String, file: String) {
        index < ownCount
          ? (view.path, view.file) : (outer[index - ownCount].path, outer[index - ownCount].file)
      }
      // An EmptyView is no view at all, so its modifiers have nothing to apply to:
      // `EmptyView().frame(width: 50, height: 50)` takes no space in a stack (as in SwiftUI,
      // where modifiers apply per element of a view list and EmptyView's list is empty).
      if case .emptyView = view.kind { return [] }

      let span = SourceSpan(path: view.file, range: view.range)
      let firstNode = arena.nodeCount
      defer { claim(from: firstNode, span) }
      let wrapper: Int? =
        modifiers.isEmpty
        ? nil
        : add(ViewRecord(path: view.path + "#", parent: nil, frame: .zero, source: span), to: parent, group)
      let base = addDetached(ViewRecord(path: view.path, parent: nil, frame: .zero, source: span))
      var current = lowerBase(view, env: env, record: base)
      pending[base].node = current
      let baseNode = current

      // Apply the modifiers inside-out.
      var chain: [Int] = []  // level records above the base, innermost first
      for (index, modifier) in modifiers.enumerated() {
        var later = inherited
        for after in modifiers[(index + 1)...] { later.apply(after.kind) }
        switch modifier.kind {
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
            .padding(MatchcutLayout.EdgeInsets(SemanticConversions.edges(edges), amount ?? 16)),
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
          var axes: MatchcutLayout.Axes = []
          if horizontal { axes.insert(.horizontal) }
          if vertical { axes.insert(.vertical) }
          current = arena.add(.fixedSize(axes), child: current)
        case .layoutPriority(let priority):
          current = arena.add(.layoutPriority(priority), child: current)
        case .aspectRatio(let ratio, let mode):
          current = arena.add(
            .aspectRatio(ratio: ratio, contentMode: mode == "fill" ? .fill : .fit), child: current)
        case .ignoresSafeArea(let edges):
          current = arena.add(.ignoresSafeArea(SemanticConversions.edges(edges)), child: current)
        case .overlay(let nodes, let alignment), .background(let nodes, let alignment):
          let isOverlay: Bool
          if case .overlay = modifier.kind { isOverlay = true } else { isOverlay = false }
          let owner = wrapper ?? base
          var secondary: [LayoutNodeID] = []
          for node in nodes {
            secondary += lower(node, env: later, into: owner, group: isOverlay ? .overlay : .background)
          }
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
          current = clip(
            current, shape: SemanticConversions.drawnShape(shape), radius: radius(of: shape),
            wrapper: wrapper ?? base)
        case .clipped:
          current = clip(current, shape: .rect, radius: 0, wrapper: wrapper ?? base)
        case .cornerRadius(let radius):
          current = clip(current, shape: .roundedRect, radius: radius, wrapper: wrapper ?? base)
        case .opacity(let value):
          pending[wrapper ?? base].record.opacity *= value
        case .zIndex(let value):
          pending[wrapper ?? base].record.zIndex = value
        case .scaleEffect(let x, let y, _):
          pending[wrapper ?? base].record.scale *= (x + y) / 2
        case .rotationEffect(let degrees, _):
          pending[wrapper ?? base].record.rotation += degrees
        case .transition(let description):
          pending[wrapper ?? base].record.transition = SemanticConversions.transition(description)
        case .animation(let description, _):
          pending[wrapper ?? base].record.animationScopes.append(
            // Keyed by the declaring view's path: the semantic pass lists, per edge, the paths of the scopes
            // whose watched value changed (`EdgeAnimation.scopes`).
            AnimationScope(
              valueKey: declaring(index).path, animation: description.map(SemanticConversions.animation)))
        case .matchedGeometry(let match):
          let converted = SemanticConversions.match(match)
          let matchSpan = SourceSpan(path: declaring(index).file, range: modifier.range)
          if current == baseNode {
            pending[base].record.matches.append(converted)
            pending[base].record.source = matchSpan
          } else if isOutermostLevel(after: index, in: modifiers), let wrapper {
            pending[wrapper].record.matches.append(converted)
            pending[wrapper].record.source = matchSpan
          } else {
            let level = addDetached(
              ViewRecord(
                path: view.path + "#m\(index)", parent: nil, frame: .zero, matches: [converted],
                source: matchSpan))
            pending[level].node = current
            chain.append(level)
          }
        default:
          break
        }
      }
      // Link the level chain: wrapper ▸ outer levels ▸ … ▸ base.
      let outermost = chain.last ?? base
      for index in stride(from: chain.count - 1, through: 0, by: -1) {
        pending[chain[index]].content.append(index > 0 ? chain[index - 1] : base)
      }
      if let wrapper {
        pending[wrapper].node = current
        pending[wrapper].content.append(outermost)
      } else {
        attach(outermost, to: parent, group)
      }
      return [current]
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

    private func radius(of shape: MatchcutSemantics.ShapeKind) -> Double {
      if case .roundedRect(let width, _) = shape { return width }
      return 0
    }

    private mutating func clip(_ node: LayoutNodeID, shape: DrawnShape, radius: Double, wrapper: Int)
      -> LayoutNodeID
    {
      let layoutShape: MatchcutLayout.ShapeKind =
        switch shape {
        case .roundedRect: .roundedRectangle(cornerRadius: radius)
        case .capsule: .capsule
        case .circle: .circle
        case .ellipse: .ellipse
        case .rect: .rectangle
        }
      let clipped = arena.add(.clip(layoutShape), child: node)
      if pending[wrapper].clipNode == nil {
        pending[wrapper].clipNode = clipped
        pending[wrapper].clipRadius = radius
        pending[wrapper].clipShape = shape
      }
      return clipped
    }

    /// Adds a record and attaches it under `parent` (or as a root).
    private mutating func add(_ record: ViewRecord, to parent: Int?, _ group: Slot) -> Int {
      let index = addDetached(record)
      attach(index, to: parent, group)
      return index
    }

    /// Adds a record that is linked into the tree later.
    private mutating func addDetached(_ record: ViewRecord) -> Int {
      pending.append(Pending(record: record))
      return pending.count - 1
    }

    private mutating func attach(_ index: Int, to parent: Int?, _ group: Slot) {
      guard let parent else {
        roots.append(index)
        return
      }
      switch group {
      case .background: pending[parent].backgrounds.append(index)
      case .content: pending[parent].content.append(index)
      case .overlay: pending[parent].overlays.append(index)
      }
    }

    /// The layout node of the view itself, before its modifiers.
    private mutating func lowerBase(_ view: ViewNode, env: Environment, record: Int) -> LayoutNodeID {
      func children(_ wrapInStack: Bool) -> [LayoutNodeID] {
        var nodes: [LayoutNodeID] = []
        for child in view.children { nodes += lower(child, env: env, into: record, group: .content) }
        if wrapInStack, nodes.count != 1 {
          return [arena.add(.vStack(alignment: .center, spacing: nil), children: nodes)]
        }
        return nodes
      }
      let foreground = env.foreground ?? MatchcutMotion.RGBA(red: 0, green: 0, blue: 0)
      switch view.kind {
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
        var layoutAxes: MatchcutLayout.Axes = []
        if axes.horizontal { layoutAxes.insert(.horizontal) }
        if axes.vertical { layoutAxes.insert(.vertical) }
        // A ScrollView clips its content to its bounds (LANGUAGE §9 lints flights it clips).
        let scroll = arena.add(.scrollView(axes: layoutAxes), children: children(true))
        pending[record].clipNode = scroll
        return scroll
      case .geometryReader:
        return arena.add(.geometryReader, children: children(false))
      case .navigationStack(let title, let mode):
        let bar: Double = title == nil ? 0 : (mode == "inline" ? 44 : 96)
        return arena.add(.navigationStack(barHeight: bar), children: children(true))
      case .text(let string, let images):
        pending[record].record.kind = .text
        pending[record].record.fill = foreground
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
        pending[record].record.text = string.replacingFFFC(with: images)
        let font = SemanticConversions.font(env.font, bold: env.bold, weightOverride: env.weight)
        let alignment = SemanticConversions.textAlignment(env.textAlignment)
        pending[record].record.font = TextFont(font, design: env.font?.design, alignment: alignment)
        return arena.addText(TextContent(runs, font: font, lineLimit: env.lineLimit, alignment: alignment))
      case .image(let name, let systemName, let width, let height):
        pending[record].record.kind = .image
        pending[record].record.text = name
        pending[record].record.fill = systemName ? foreground : nil
        let resizable = view.modifiers.contains {
          if case .resizable = $0.kind { return true } else { return false }
        }
        let font = SemanticConversions.font(env.font, bold: env.bold, weightOverride: env.weight)
        let source: ImageSpec.Source =
          systemName ? .symbol(pointSize: font.size) : .asset(width: width ?? 100, height: height ?? 100)
        return arena.add(.image(ImageSpec(source, resizable: resizable)))
      case .asyncImage(let url, let width, let height):
        pending[record].record.kind = .image
        pending[record].record.text = url
        let resizable = view.modifiers.contains {
          if case .resizable = $0.kind { return true } else { return false }
        }
        return arena.add(
          .image(ImageSpec(.asset(width: width ?? 100, height: height ?? 100), resizable: resizable)))
      case .color(let rgba):
        pending[record].record.kind = .color
        pending[record].record.fill = SemanticConversions.color(rgba)
        return arena.add(.color)
      case .shape(let shape):
        pending[record].record.kind = .shape
        pending[record].record.shape = SemanticConversions.drawnShape(shape)
        if case .roundedRect(let width, _) = shape { pending[record].record.cornerRadius = width }
        var fill = foreground
        for modifier in view.modifiers {
          if case .fill(let paint) = modifier.kind { fill = SemanticConversions.fill(paint) }
        }
        pending[record].record.fill = fill
        return arena.add(.shape(SemanticConversions.layoutShape(shape)))
      case .divider:
        pending[record].record.kind = .divider
        // iOS `separator` colour, light mode: #3C3C43 at 29 % (HIG system colours).
        pending[record].record.fill = MatchcutMotion.RGBA(
          red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
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

    /// Flattens the record tree into paint order (backgrounds, content sorted by zIndex, then
    /// overlays; swiftui-semantics §12) and fills in frames, parents, clips and inherited scale.
    func flatten(layout: LayoutResult) -> [ViewRecord] {
      var output: [ViewRecord] = []
      output.reserveCapacity(pending.count)
      struct Inherited {
        var clip: Clip?
        var scale: Double
        var rotation: Double
      }
      var stack: [(index: Int, parent: Int?, inherited: Inherited)] = []
      let ordered = roots.sorted { pending[$0].record.zIndex < pending[$1].record.zIndex }
      for root in ordered.reversed() {
        stack.append((root, nil, Inherited(clip: nil, scale: 1, rotation: 0)))
      }
      var budget = pending.count * 4 + 16
      while let (index, parent, inherited) = stack.popLast(), budget > 0 {
        budget -= 1
        let item = pending[index]
        var record = item.record
        record.parent = parent
        if let node = item.node, let frame = layout.frame(of: node) { record.frame = frame }
        var next = inherited
        next.scale *= record.scale
        next.rotation += record.rotation
        if let clipNode = item.clipNode, let rect = layout.frame(of: clipNode) {
          next.clip = Clip(rect: rect, cornerRadius: item.clipRadius, shape: item.clipShape)
        }
        if record.kind != nil {
          record.scale = next.scale
          record.rotation = next.rotation
          record.clip = next.clip ?? inherited.clip
        }
        output.append(record)
        let position = output.count - 1
        // Children: backgrounds (the last declared is furthest back), content by zIndex, overlays.
        // Pushed in reverse: overlays (last first), content by zIndex, then backgrounds.
        for child in item.overlays.reversed() { stack.append((child, position, next)) }
        let firstZ = item.content.first.map { pending[$0].record.zIndex } ?? 0
        if item.content.contains(where: { pending[$0].record.zIndex != firstZ }) {
          let content = item.content.enumerated().sorted {
            let a = pending[$0.element].record.zIndex
            let b = pending[$1.element].record.zIndex
            return a == b ? $0.offset < $1.offset : a < b
          }.map(\.element)
          for child in content.reversed() { stack.append((child, position, next)) }
        } else {
          for child in item.content.reversed() { stack.append((child, position, next)) }
        }
        for child in item.backgrounds { stack.append((child, position, next)) }
      }
      return output
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
