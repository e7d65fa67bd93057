import MatchcutSource
import MatchcutSyntax

/// Explores one scene's state graph (LANGUAGE §7): renders each state, collects the actions a
/// user can trigger there, runs each symbolically and records `from --trigger--> to` edges,
/// breadth first, merging identical states, within the configured limits.
final class Explorer {
  let interpreter: Interpreter
  let preview: PreviewInfo
  let sceneName: String
  let options: SemanticOptions

  /// Per action site (`file|start`): whether it was offered, and whether it ever changed state.
  var offeredSites: [String: (file: String, range: SourceRange, kind: TriggerKind)] = [:]
  var changingSites: Set<String> = []
  /// Action sites whose run ended in an error (a non-finite animation, a failed lookup): their
  /// outcome is unknown, so lints that conclude "never" skip them and this scene.
  var failedSites: Set<String> = []
  /// What every offered drag does while the finger is down.
  private(set) var interactions: [DragInteraction] = []
  /// The matched-geometry effects of each explored state's tree, in state order (collected by
  /// the walk `explore` makes of each new tree anyway; read by `TransitionLints`).
  private(set) var treeMatches: [[MatchSite]] = []

  private struct Key: Hashable {
    var values: [String: Value]
    var pending: [String]
    /// `ScheduledWork.signature` of each pending timer.
    var timers: [String] = []
    /// The update still to come, for a state between two of an action's updates.
    var commit: CommitKey? = nil
  }

  /// What identifies the second update of an action (`Commit`).
  private struct CommitKey: Hashable {
    var store: [String: Value]
    var writes: [String: AnimationDescription?]
    var timers: [String]
    var carried: [String]
  }

  /// The second update of an action whose writes outside any animation came before an animated
  /// one (`ActionCommits`): the state after the whole action, reached from the state the first
  /// update shows by a `timer` edge with no delay (docs/states.md "Two updates in one action").
  private struct Commit {
    var key: CommitKey
    /// The timers and pending `onAppear`s the whole action leaves, and the tree it started
    /// from (views new since then run their `onAppear` after the second update).
    var timers: [Timer]
    var previous: ViewNode
    var record: ActionRecord
  }

  private struct Snapshot {
    var values: [String: Value]
    var labels: [String: String]
    var pending: [String]
    var rendered: RenderedScene
    /// The hit-testing walk's answer, kept from `add` (which counts the nodes in the same walk)
    /// for `offered`.
    var reachable: [String]? = nil
    /// Work scheduled and not yet run, soonest first (`Interpreter+Timers.swift`).
    var timers: [Timer] = []
    /// How many timer edges in a row led here when the state was found.
    var timerDepth = 0
    /// The rest of the action that led here, when this state is its first update.
    var commit: Commit? = nil

    var key: Key {
      Key(values: values, pending: pending, timers: timers.map(\.work.signature), commit: commit?.key)
    }
  }

  /// Scheduled work waiting in a state, and the view whose action scheduled it.
  private struct Timer {
    var work: ScheduledWork
    var nodePath: String
  }

  /// The most timer edges in a row explored (a view that reschedules itself every second would
  /// otherwise make states until the state limit).
  static let maxTimerChain = 32

  init(interpreter: Interpreter, preview: PreviewInfo, sceneName: String, options: SemanticOptions) {
    self.interpreter = interpreter
    self.preview = preview
    self.sceneName = sceneName
    self.options = options
  }

  // MARK: Rendering a state

  private var rootView: ViewValue?

  private func previewView() throws -> ViewValue {
    if let rootView { return rootView }
    guard let body = preview.body else {
      // A preview provider: its instance, whose `body` is the scene's view of `previews`.
      let provider = preview.provider.map {
        ViewValue(.component($0, arguments: [:]), file: preview.file, range: preview.range)
      }
      let view = provider ?? ViewValue(.empty, file: preview.file, range: preview.range)
      rootView = view
      return view
    }
    let env = Env(parent: nil, file: preview.file)
    interpreter.uuidContext = "preview." + sceneName
    var closure = interpreter.makeClosure(body, env)
    closure.isBuilder = true
    let value = try interpreter.callClosure(closure, [], range: body.range)
    let view = try interpreter.viewContent(value, file: preview.file, range: body.range)
    rootView = view
    return view
  }

  /// Renders are deterministic in the store, so each distinct store is rendered once.
  private var renderCache: [[String: Value]: (RenderedScene, [String: Value], [String: String])] = [:]

  func render(_ store: [String: Value]) throws -> (RenderedScene, [String: Value], [String: String]) {
    if let cached = renderCache[store] { return cached }
    let savedWrites = interpreter.writes
    interpreter.writes = [:]
    defer { interpreter.writes = savedWrites }
    let result = try renderUncached(store)
    if !rendersInitialReactions, result.0.reactions.contains(where: \.initial) {
      rendersInitialReactions = true
    }
    renderCache[store] = result
    // The store after rendering adds the `@State` initial values the render filled in. Rendering
    // from it reads the same values, so it renders the same: the initial state (`[:]`) and the
    // state an action toggles back to are one render, not two. Not when the render wrote state.
    let filled = interpreter.store
    if interpreter.writes.isEmpty, filled != store, renderCache[filled] == nil {
      renderCache[filled] = result
    }
    return result
  }

  /// Most renders of one state that geometry may take: one with the frames the previous state
  /// was laid out with, then up to two more while the frames it read keep changing.
  static let maxGeometryPasses = 3

  /// Renders the state the store describes. A render that read geometry only layout knows (a
  /// `GeometryReader`'s proxy, an anchor, a custom layout's subviews) is laid out by the
  /// geometry oracle, and rendered again with the frames it gave until the frames it read stop
  /// changing (`Interpreter+Anchors.swift`): SwiftUI, too, draws these from the layout of the
  /// same update. A state starts from the frames of the states rendered before it, which most
  /// of its views keep, so a state whose geometry did not move takes one render and one layout.
  /// Only the last render's diagnostics are kept.
  private func renderUncached(_ store: [String: Value]) throws -> (
    RenderedScene, [String: Value], [String: String]
  ) {
    interpreter.layoutProposals = [:]
    var pass = 1
    while true {
      let checkpoint = interpreter.sink.checkpoint()
      let result = try renderPass(store)
      let read = interpreter.geometryPaths
      guard !read.isEmpty, let oracle = options.geometry else { return result }
      let frames = oracle.frames(result.0.root, interpreter.canvas, read.sorted())
      for path in interpreter.pendingProposals {
        if let offered = frames[path] { interpreter.layoutProposals[path] = offered }
      }
      let unchanged =
        interpreter.pendingProposals.isEmpty
        && read.allSatisfy { frames[$0] == interpreter.laidOutFrames[$0] }
      interpreter.laidOutFrames.merge(frames) { _, new in new }
      if unchanged || pass == Self.maxGeometryPasses { return result }
      interpreter.sink.restore(checkpoint)
      pass += 1
    }
  }

  private func renderPass(_ store: [String: Value]) throws -> (
    RenderedScene, [String: Value], [String: String]
  ) {
    interpreter.geometryPaths = []
    interpreter.readerCounts = [:]
    interpreter.pendingProposals = []
    interpreter.store = store
    interpreter.steps = 0
    interpreter.uuidContext = "render"
    interpreter.uuidCounters = [:]
    interpreter.touched = []
    interpreter.keyLabels = [:]
    let renderer = Renderer(interpreter: interpreter)
    let nodes = try renderer.renderSlot(try previewView(), parent: "", context: Renderer.Context())
    for action in renderer.focusActions() { renderer.addAction(action) }
    let root = PresentationHost.wrap(
      nodes.count == 1
        ? nodes[0]
        : ViewNode(kind: .group, children: nodes, path: sceneName, file: preview.file, range: preview.range),
      layers: renderer.presented, hosts: renderer.hasPresentations, canvas: interpreter.canvas)
    var live: [String: Value] = [:]
    for key in interpreter.touched {
      if let value = interpreter.store[key] {
        if key.hasSuffix(".isPressed"), value != .bool(true) { continue }
        live[key] = value
      }
    }
    let labels = interpreter.keyLabels
    let scene = RenderedScene(
      root: root, actions: renderer.actions, scopes: renderer.scopes, reactions: renderer.reactions,
      liveKeys: Set(live.keys))
    return (scene, live, labels)
  }

  // MARK: Actions

  private struct Offered {
    var record: ActionRecord
    var probe: DragProbe?
  }

  private func offered(_ snapshot: Snapshot) -> [ActionRecord] {
    let scene = snapshot.rendered
    let reachable = snapshot.reachable ?? HitTesting.reachablePaths(scene.root)
    var all: [ActionRecord] = []
    for path in reachable { all += scene.actions[path] ?? [] }
    if let first = snapshot.pending.first {
      return (scene.actions[first] ?? []).filter { $0.kind == .appear }.prefix(1).map { $0 }
    }
    if let pressed = snapshot.values.keys.sorted().first(where: { $0.hasSuffix(".isPressed") }) {
      let path = String(pressed.dropLast(".isPressed".count))
      return (scene.actions[path] ?? []).filter { $0.kind == .tap }
    }
    let pressPaths = Set(all.filter { $0.kind == .press }.map(\.nodePath))
    let user = all.filter { $0.kind != .appear && !($0.kind == .tap && pressPaths.contains($0.nodePath)) }
    guard let timer = snapshot.timers.first else { return user }
    if snapshot.timerDepth >= Self.maxTimerChain {
      if interpreter.sink.once.insert("timer-chain." + timer.work.file + "|\(timer.work.range.start)")
        .inserted
      {
        interpreter.sink.warning(
          "semantics.timer-chain-limit",
          "more than \(Self.maxTimerChain) timer edges in a row; the timers after them are not explored",
          file: timer.work.file, range: timer.work.range)
      }
      return user
    }
    // A state waiting on a timer lasts until it fires, as one waiting on `onAppear` does: the
    // sequence an action starts plays out before the user acts again (docs/states.md "Timers").
    return [
      ActionRecord(
        kind: .timer, nodePath: timer.nodePath, closure: nil, gesture: nil, pressKey: nil,
        file: timer.work.file,
        range: timer.work.range, work: timer.work)
    ]
  }

  /// Runs one action from `values`; returns the store after it and the writes' animations.
  private func run(_ record: ActionRecord, probe: DragProbe?, from values: [String: Value]) -> [String:
    Value]?
  {
    // What each `onChange` saw before the action (the state's render, already cached).
    let watched = (try? render(values))?.0.reactions ?? []
    interpreter.store = values
    interpreter.steps = 0
    interpreter.writes = [:]
    interpreter.transaction = nil
    interpreter.inTransaction = false
    interpreter.commits.watch()
    defer { interpreter.commits.isWatching = false }
    interpreter.uuidContext = "action." + record.nodePath
    interpreter.uuidCounters = [:]
    interpreter.beginAction(from: values)
    defer { interpreter.endAction() }
    interpreter.scheduled = []
    interpreter.schedulesWork = true
    defer { interpreter.schedulesWork = false }
    do {
      switch record.kind {
      case .press:
        if let key = record.pressKey { interpreter.writeState(key, .bool(true)) }
      case .tap:
        if let key = values.keys.first(where: { $0 == record.nodePath + ".isPressed" }) {
          interpreter.store[key] = nil
          interpreter.writes[key] = .some(nil)
        }
        if let closure = record.closure {
          if !closure.parameters.isEmpty, interpreter.sink.once.insert("tap-location").inserted {
            interpreter.sink.warning(
              "semantics.tap-location",
              "the tap's location is not modelled: this action receives the point (0, 0)", file: record.file,
              range: record.range)
          }
          try interpreter.runAction(closure, range: record.range, argument: .point(0, 0))
        }
      case .appear:
        if let closure = record.closure { try interpreter.runAction(closure, range: record.range) }
      case .longPress:
        // A long press's `onEnded` receives `true`: the press lasted its minimum duration.
        if let closure = record.closure {
          try interpreter.runAction(closure, range: record.range, argument: .bool(true))
        }
      case .timer:
        if let work = record.work { try interpreter.resume(work) }
      case .drag:
        guard let gesture = record.gesture, let probe else { return nil }
        let value = Value.structure(
          StructValue(
            type: "DragGesture.Value",
            fields: [
              ("translation", .size(probe.width, probe.height)),
              ("location", .point(probe.width, probe.height)),
              ("startLocation", .point(0, 0)),
              ("predictedEndTranslation", .size(probe.width, probe.height)),
              ("predictedEndLocation", .point(probe.width, probe.height)),
              ("velocity", .size(0, 0)),
            ]))
        if let changed = gesture.onChanged {
          _ = try interpreter.callClosure(changed, [value], range: record.range)
        }
        if let ended = gesture.onEnded {
          _ = try interpreter.callClosure(ended, [value], range: record.range)
        }
      }
    } catch is ThrowSignal {
      // An error no `catch` handles ends the action where it was thrown, as a `Task` drops the
      // error its closure throws; the writes before it stand.
      interpreter.thrownValue = .void
      interpreter.sink.warning(
        "semantics.uncaught-error", "an error thrown by this action is not caught; the action ends there",
        file: record.file, range: record.range)
      return interpreter.store
    } catch {
      if let abort = error as? EvalAbort, abort.reason == .error {
        failedSites.insert("\(record.file)|\(record.range.start)")
      }
      return nil
    }
    interpreter.commits.isWatching = false
    guard !watched.isEmpty || rendersInitialReactions else { return interpreter.store }
    return react(watched, after: interpreter.store, file: record.file, range: record.range)
  }

  /// Set once a render met a reaction that also runs when its view appears: from then on every
  /// action's result is checked for views that appeared with one.
  private var rendersInitialReactions = false

  // MARK: Drag release ranges

  /// For each axis-aligned probe of a drag, the range of translation along its direction whose
  /// release has the probe's outcome. Along each direction the outcomes at 0 and at each probe
  /// (in increasing magnitude) are compared; where two neighbours differ, `onEnded`'s outcome is
  /// bisected between them to 0.5 pt, so a threshold written in the code (`abs(offset.height) >
  /// 100`) is found to within half a point (100.5: 100 still springs back). `outcome` is the
  /// state a release leads to (nil: none, the state stays).
  /// Most outcome changes looked for between two neighbouring probes of a drag before it is
  /// taken to be continuous.
  static let maxThresholdsPerInterval = 3
  /// Drag directions (`file|offset|direction`) found to follow the translation in an earlier
  /// state: in later states one threshold per interval is looked for, the first change being
  /// all a continuous interval's range needs (a slider dragged in every state otherwise costs
  /// four bisections per interval per state).
  private var continuousDirections: Set<String> = []

  private func releaseRanges(
    _ record: ActionRecord, from current: Snapshot, outcome: ([String: Value]) -> Key?
  ) -> [DragProbe: DragReleaseRange] {
    let stay = current.key
    func result(_ translation: DragProbe) -> Key {
      guard let after = run(record, probe: translation, from: current.values) else { return stay }
      return outcome(after) ?? stay
    }
    var byDirection: [DragReleaseRange.Direction: [Double]] = [:]
    for probe in options.dragProbes {
      guard let (direction, magnitude) = DragReleaseRange.Direction.of(probe), magnitude > 0 else { continue }
      byDirection[direction, default: []].append(magnitude)
    }
    var out: [DragProbe: DragReleaseRange] = [:]
    for direction in byDirection.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      let directionKey = "\(record.file)|\(record.range.start)|\(direction.rawValue)"
      let thresholds = continuousDirections.contains(directionKey) ? 1 : Self.maxThresholdsPerInterval
      let magnitudes = Array(Set(byDirection[direction] ?? [])).sorted()
      var boundaries: [Double] = []
      var previous = 0.0
      // From this probe on, the outcome follows the translation (`offset = value.translation`):
      // each probe stands for the releases from the half point after the previous probe.
      var continuousFrom = magnitudes.count
      var previousOutcome = result(direction.probe(0))
      probes: for (position, magnitude) in magnitudes.enumerated() where position < continuousFrom {
        let intervalStart = boundaries.count
        let here = result(direction.probe(magnitude))
        // Each bisection finds one change of outcome; go on from it until the probe's own
        // outcome is reached (a third outcome between two probes has two thresholds).
        var guardCount = 0
        while here != previousOutcome {
          guardCount += 1
          if guardCount > thresholds {
            continuousDirections.insert(directionKey)
            // More thresholds between two probes than a gesture's code has branches: along
            // this direction the outcome follows the translation itself. The first change in
            // this interval starts this probe's range (`> 140` then `offset = translation`:
            // 140.5); later probes take the rule above.
            boundaries.removeSubrange((intervalStart + 1)...)
            continuousFrom = position + 1
            continue probes
          }
          // In half points, so that the bisection ends on a multiple of 0.5 pt.
          var low = Int((previous * 2).rounded(.down))
          var high = Int((magnitude * 2).rounded(.up))
          var highOutcome = here
          while high - low > 1 {
            let middle = (low + high) / 2
            let found = result(direction.probe(Double(middle) / 2))
            if found == previousOutcome {
              low = middle
            } else {
              high = middle
              highOutcome = found
            }
          }
          boundaries.append(Double(high) / 2)
          previous = Double(high) / 2
          previousOutcome = highOutcome
        }
        previous = magnitude
        previousOutcome = here
      }
      if continuousFrom < magnitudes.count {
        var before = continuousFrom == 0 ? 0 : magnitudes[continuousFrom - 1]
        for magnitude in magnitudes[continuousFrom...] {
          boundaries.append(before + 0.5)
          before = magnitude
        }
      }
      for magnitude in magnitudes {
        let lower = boundaries.last { $0 <= magnitude } ?? 0
        let upper = boundaries.first { $0 > magnitude }
        out[direction.probe(magnitude)] = DragReleaseRange(
          axis: direction.axis, sign: direction.sign, minimum: lower, maximum: upper)
      }
    }
    return out
  }

  // MARK: Exploration

  func explore() -> (StateGraph, [ViewNode]) {
    var states: [SceneState] = []
    var trees: [ViewNode] = []
    var snapshots: [Snapshot] = []
    var index: [Key: Int] = [:]
    var transitions: [StateTransition] = []
    var edgeKeys: Set<String> = []
    var edgeIndex: [String: Int] = [:]
    var complete = true
    /// Set when a state was found past `maxStates`: exploration stops there and the states found
    /// so far are compiled (docs/states.md "Limits").
    var pastStateLimit = false

    /// `previous`: the tree of the state the store was reached from (nil for the initial state);
    /// views new since then run their `onAppear`.
    /// `runsAppear: false`: the state of an action's first update, whose new views run their
    /// `onAppear` after the second.
    func snapshot(
      _ store: [String: Value], previous: ViewNode?, carried: [String], timers: [Timer] = [],
      timerDepth: Int = 0, runsAppear: Bool = true
    ) -> Snapshot? {
      guard let (scene, live, labels) = try? render(store) else { return nil }
      var pending: [String] = []
      // Path sets are built only when some view has an `onAppear` (a 10k-view scene without
      // one pays nothing here).
      let appears = runsAppear && scene.actions.values.contains { $0.contains { $0.kind == .appear } }
      var candidates: [String] = []
      if !carried.isEmpty {
        var paths: Set<String> = []
        scene.root.visit { paths.insert($0.path) }
        candidates = carried.filter { paths.contains($0) }
      }
      if appears {
        var previousPaths: Set<String>?
        if let previous {
          var set: Set<String> = []
          previous.visit { set.insert($0.path) }
          previousPaths = set
        }
        scene.root.visit { node in
          guard !(previousPaths?.contains(node.path) ?? false) else { return }
          if scene.actions[node.path]?.contains(where: { $0.kind == .appear }) == true,
            !candidates.contains(node.path)
          {
            candidates.append(node.path)
          }
        }
      }
      for path in candidates {
        for record in scene.actions[path] ?? [] where record.kind == .appear {
          if let after = run(record, probe: nil, from: live), let (_, normalized, _) = try? render(after),
            normalized != live || !interpreter.scheduled.isEmpty
          {
            pending.append(path)
            break
          }
        }
      }
      return Snapshot(
        values: live, labels: labels, pending: pending, rendered: scene, timers: timers,
        timerDepth: timerDepth)
    }

    /// The timers waiting after `record` ran from `current`: those still waiting (less the
    /// fired one's delay, for a timer edge) and those the run scheduled, soonest first.
    func timersAfter(_ record: ActionRecord, from current: Snapshot) -> [Timer] {
      var waiting = current.timers
      if record.kind == .timer, !waiting.isEmpty {
        let fired = waiting.removeFirst()
        waiting = waiting.map {
          var timer = $0
          // To the microsecond: `0.3 - 0.2` waits 0.1 s, not 0.09999999999999998.
          timer.work.delay = max(0, ((timer.work.delay - fired.work.delay) * 1e6).rounded() / 1e6)
          return timer
        }
      }
      // Work already waiting with the same delay from the same place is not scheduled twice: a
      // second tap before the first one's timer fired would otherwise grow the state without end.
      var signatures = Set(waiting.map(\.work.signature))
      let fresh = interpreter.scheduled.filter { signatures.insert($0.signature).inserted }.map {
        Timer(work: $0, nodePath: record.nodePath)
      }
      // A stable sort: timers due at once keep the order they were scheduled in.
      return (waiting + fresh).enumerated().sorted {
        $0.element.work.delay != $1.element.work.delay
          ? $0.element.work.delay < $1.element.work.delay : $0.offset < $1.offset
      }.map(\.element)
    }

    func add(_ snap: Snapshot) -> Int? {
      let key = snap.key
      if let existing = index[key] { return existing }
      // One walk counts the nodes for the limit and finds the reachable actions `offered` needs.
      let (reachable, walk) = HitTesting.reachability(snap.rendered.root)
      let nodes = walk.nodes
      if nodes > options.maxNodesPerState {
        complete = false
        interpreter.sink.error(
          "semantics.node-limit",
          "preview '\(sceneName)' renders \(nodes) views in one state, more than \(options.maxNodesPerState)",
          file: preview.file, range: preview.range,
          notes: [DiagnosticNote("raise the limit with --max-nodes or render fewer views")])
        return nil
      }
      if states.count >= options.maxStates {
        complete = false
        pastStateLimit = true
        return nil
      }
      let id = states.count
      index[key] = id
      var state = SceneState(id: "s\(id)", values: describe(snap), pendingAppear: snap.pending)
      // A first update waits on nothing but its second (`Commit`), which follows at once.
      state.pendingTimers = snap.commit != nil ? [0] : snap.timers.map(\.work.delay)
      states.append(state)
      trees.append(snap.rendered.root)
      treeMatches.append(walk.matches)
      var kept = snap
      kept.reachable = reachable
      snapshots.append(kept)
      return id
    }

    let errorsBefore = interpreter.sink.errorReports
    var first = snapshot([:], previous: nil, carried: [])
    if let measured = first.flatMap({ initialReactions($0.rendered.reactions, values: $0.values) }) {
      first = snapshot(measured, previous: nil, carried: [])
    }
    guard let initial = first, add(initial) != nil else {
      return (StateGraph(states: [], transitions: [], isComplete: false), [])
    }
    // A render that reported an error fails the build, and every other state renders the same
    // views again, so exploring on would only repeat the errors (a drag whose release stores its
    // offset makes up to `maxStates` states, each failing the same way): stop at the initial one.
    if interpreter.sink.errorReports > errorsBefore, !offered(snapshots[0]).isEmpty {
      return (StateGraph(states: states, transitions: [], isComplete: false), trees)
    }
    var cursor = 0
    exploring: while cursor < snapshots.count {
      let current = snapshots[cursor]
      let from = cursor
      cursor += 1
      for record in current.commit.map({ [$0.record] }) ?? offered(current) {
        let site = "\(record.file)|\(record.range.start)"
        if record.kind == .drag, let interaction = interaction(record, from: from, current) {
          interactions.append(interaction)
        }
        if offeredSites[site] == nil { offeredSites[site] = (record.file, record.range, record.kind) }
        let probes: [DragProbe?] = record.kind == .drag ? options.dragProbes.map { $0 } : [nil]
        // What range of translation each probe's release stands for (docs/states.md).
        var ranges: [DragProbe: DragReleaseRange] = [:]
        if record.kind == .drag {
          ranges = releaseRanges(record, from: current) { store in
            let timers = timersAfter(record, from: current)
            return snapshot(store, previous: current.rendered.root, carried: [], timers: timers).map(\.key)
          }
        }
        for probe in probes {
          let next: Snapshot
          var writes: [String: AnimationDescription?]
          if let commit = current.commit {
            // The second update of the action that led here (`Commit`).
            writes = commit.key.writes
            guard
              let after = snapshot(
                commit.key.store, previous: commit.previous, carried: commit.key.carried,
                timers: commit.timers,
                timerDepth: current.timerDepth)
            else { continue }
            next = after
          } else {
            guard let after = run(record, probe: probe, from: current.values) else { continue }
            writes = interpreter.writes
            let first = record.kind == .drag ? nil : interpreter.commits.first
            let carried = record.kind == .appear ? Array(current.pending.dropFirst()) : []
            let timers = timersAfter(record, from: current)
            let depth = record.kind == .timer ? current.timerDepth + 1 : 0
            if let first, var update = snapshot(first.store, previous: nil, carried: [], runsAppear: false),
              update.rendered.root != current.rendered.root
            {
              // Two updates (`ActionCommits`): the first shows what the plain writes changed.
              update.timerDepth = depth
              update.commit = Commit(
                key: CommitKey(
                  store: after, writes: writes, timers: timers.map(\.work.signature), carried: carried),
                timers: timers, previous: current.rendered.root,
                record: ActionRecord(
                  kind: .timer, nodePath: record.nodePath, closure: nil, gesture: nil, pressKey: nil,
                  file: record.file, range: record.range))
              writes = first.writes
              next = update
            } else {
              guard
                let after = snapshot(
                  after, previous: current.rendered.root, carried: carried, timers: timers, timerDepth: depth)
              else {
                continue
              }
              next = after
            }
          }
          if next.key == current.key { continue }
          changingSites.insert(site)
          if record.kind == .timer, current.commit == nil, let known = index[next.key],
            !snapshots[known].timers.isEmpty,
            interpreter.sink.once.insert("timer-cycle.\(record.file)|\(record.range.start)").inserted
          {
            interpreter.sink.warning(
              "semantics.timer-cycle",
              "this timer leads back to a state that waits on a timer, so it repeats without end; "
                + "what the user does while it runs is not explored", file: record.file, range: record.range)
          }
          guard let to = add(next) else { break exploring }
          let edgeKey = "\(from)|\(to)|\(record.nodePath)|\(record.kind.rawValue)|\(site)"
          let range = probe.flatMap { ranges[$0] }
          if let existing = edgeIndex[edgeKey] {
            // Another probe with the same outcome: the edge stands for its range too.
            if let range, !transitions[existing].trigger.releaseRanges.contains(range) {
              transitions[existing].trigger.releaseRanges.append(range)
            }
            continue
          }
          guard edgeKeys.insert(edgeKey).inserted else { continue }
          if transitions.count >= options.maxTransitions {
            complete = false
            reportLimit(kind: "transitions", limit: options.maxTransitions, snapshots: snapshots)
            break exploring
          }
          let animation = edgeAnimation(from: current, to: next, writes: writes)
          edgeIndex[edgeKey] = transitions.count
          var trigger = Trigger(
            kind: record.kind, node: record.nodePath, file: record.file, range: record.range, probe: probe)
          if let range { trigger.releaseRanges = [range] }
          if record.kind == .timer { trigger.delay = current.commit != nil ? 0 : record.work?.delay }
          transitions.append(
            StateTransition(
              id: "t\(transitions.count)", from: from, to: to, trigger: trigger, animation: animation))
        }
      }
    }
    if pastStateLimit {
      reportLimit(kind: "states", limit: options.maxStates, snapshots: snapshots)
    }
    return (
      StateGraph(states: states, transitions: transitions, isComplete: complete, interactions: interactions),
      trees
    )
  }

  /// Evaluates `onChanged` alone at the sample translations from one state.
  private func interaction(_ record: ActionRecord, from: Int, _ current: Snapshot) -> DragInteraction? {
    guard let changed = record.gesture?.onChanged else { return nil }
    var samples: [DragSample] = []
    var raw: [(DragProbe, [String: Value])] = []
    for probe in DragInteraction.sampleTranslations {
      var onlyChanged = record
      onlyChanged.gesture = Gesture(kind: "drag", onChanged: changed, onEnded: nil, range: record.range)
      guard let after = run(onlyChanged, probe: probe, from: current.values),
        let (scene, live, labels) = try? render(after)
      else { continue }
      let snap = Snapshot(values: live, labels: labels, pending: [], rendered: scene)
      samples.append(DragSample(translation: probe, values: describe(snap), tree: scene.root))
      raw.append((probe, live))
    }
    guard let zero = raw.first?.1 else { return nil }
    var tracks: [DragTrack] = []
    for key in zero.keys.sorted() {
      let label = current.labels[key] ?? key
      for (suffix, component) in Self.numericComponents(zero[key] ?? .null) {
        let points: [[Double]] = raw.compactMap { probe, values in
          guard let value = values[key].flatMap({ Self.numericComponents($0).first { $0.0 == suffix }?.1 })
          else { return nil }
          return [probe.width, probe.height, value]
        }
        guard points.count == raw.count, points.contains(where: { $0[2] != component }) else { continue }
        let base = component
        let perY = (points.first { $0[0] == 0 && $0[1] == 100 }?[2] ?? base) / 100 - base / 100
        let perX = (points.first { $0[0] == 100 && $0[1] == 0 }?[2] ?? base) / 100 - base / 100
        let linear = points.allSatisfy { abs(base + perX * $0[0] + perY * $0[1] - $0[2]) < 1e-9 }
        tracks.append(
          DragTrack(
            key: label + suffix, base: base, perX: perX, perY: perY, isLinear: linear, samples: points))
      }
    }
    return DragInteraction(from: from, node: record.nodePath, tracks: tracks, samples: samples)
  }

  /// The numbers inside a value: itself, or the components of a size or point.
  static func numericComponents(_ value: Value) -> [(String, Double)] {
    switch value {
    case .int(let i): [("", Double(i))]
    case .double(let d): [("", d)]
    case .size(let w, let h): [(".width", w), (".height", h)]
    case .point(let x, let y): [(".x", x), (".y", y)]
    default: []
    }
  }

  private func edgeAnimation(from: Snapshot, to: Snapshot, writes: [String: AnimationDescription?])
    -> EdgeAnimation
  {
    for key in writes.keys.sorted() {
      guard let old = from.values[key] ?? (key.hasSuffix(".isPressed") ? .bool(false) : nil),
        let new = to.values[key] ?? (key.hasSuffix(".isPressed") ? .bool(false) : nil), old != new
      else { continue }
      if case .some(.some(let animation)) = writes[key] {
        return EdgeAnimation(source: .withAnimation, animation: animation, scopes: [])
      }
    }
    var oldScopes: [String: String?] = [:]
    for scope in from.rendered.scopes {
      oldScopes[scope.path + "|" + String(scope.range.start)] = scope.value
    }
    var scoped: [ScopedAnimation] = []
    for scope in to.rendered.scopes {
      // A scope without a watched value (`.animation(_:)`) animates every change of state.
      if let old = oldScopes[scope.path + "|" + String(scope.range.start)], old != scope.value || old == nil {
        scoped.append(ScopedAnimation(path: scope.path, animation: scope.animation))
      }
    }
    if !scoped.isEmpty { return EdgeAnimation(source: .animationModifier, animation: nil, scopes: scoped) }
    return .none
  }

  private func describe(_ snap: Snapshot) -> [StateValue] {
    var labelCounts: [String: Int] = [:]
    for key in snap.values.keys { labelCounts[snap.labels[key] ?? key, default: 0] += 1 }
    var out: [StateValue] = []
    for (key, value) in snap.values {
      var label = snap.labels[key] ?? key
      if (labelCounts[label] ?? 0) > 1 { label = key }
      out.append(StateValue(key: label, value: interpreter.shortDescription(value)))
    }
    return out.sorted { $0.key < $1.key }
  }

  private func reportLimit(kind: String, limit: Int, snapshots: [Snapshot]) {
    var distinct: [String: Set<Value>] = [:]
    var labels: [String: String] = [:]
    for snap in snapshots {
      for (key, value) in snap.values {
        distinct[key, default: []].insert(value)
        labels[key] = snap.labels[key] ?? key
      }
    }
    let ranked = distinct.keys.sorted {
      let a = distinct[$0]?.count ?? 0
      let b = distinct[$1]?.count ?? 0
      return a != b ? a > b : $0 < $1
    }.filter { (distinct[$0]?.count ?? 0) > 1 }.prefix(3)
    let names = ranked.map { "'\(labels[$0] ?? $0)' (\(distinct[$0]?.count ?? 0) values so far)" }
    let cause = names.isEmpty ? "" : "; it grows with " + names.joined(separator: ", ")
    let kept =
      kind == "states"
      ? "exploration stopped there: the \(limit) states found first, breadth first, are compiled with "
        + "the transitions found up to then"
      : "exploration stopped there: the states and the \(limit) transitions found up to then are compiled"
    interpreter.sink.warning(
      kind == "states" ? "semantics.state-limit" : "semantics.transition-limit",
      "preview '\(sceneName)' has more than \(limit) \(kind)\(cause)", file: preview.file,
      range: preview.range,
      notes: [
        DiagnosticNote(kept),
        DiagnosticNote("raise the limit with --max-\(kind) or make the state space finite"),
      ])
  }
}
