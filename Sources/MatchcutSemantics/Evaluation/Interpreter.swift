import MatchcutSource
import MatchcutSyntax

/// Evaluates the module's Swift subset (LANGUAGE §3) with SwiftUI semantics: `@State` per
/// instance in `store`, bindings that write through, `withAnimation` transactions, and a step
/// and recursion limit that end in diagnostics instead of hangs.
final class Interpreter {
  // Stored properties are `@exclusivity(unchecked)`: the evaluator reads and writes them on every
  // step, and the run-time exclusivity checks of class properties cost ~25 M instructions on the
  // distinct-rows benchmark; no access overlaps another (the debug test suite ran with the checks on).
  let module: Module
  let sink: DiagnosticSink
  let options: SemanticOptions

  /// The current value of every `@State`, keyed `instancePath.property`.
  @exclusivity(unchecked) var store: [String: Value] = [:]
  /// Keys read or created during the current render (the live instances' state).
  @exclusivity(unchecked) var touched: Set<String> = []
  /// Labels of live state keys for output (`FilmCard[Harbor Lights].showsClose`).
  @exclusivity(unchecked) var keyLabels: [String: String] = [:]
  /// The animation of each state write in the current action (`nil` inner = no animation).
  @exclusivity(unchecked) var writes: [String: AnimationDescription?] = [:]
  /// The innermost `withAnimation` transaction, if any.
  @exclusivity(unchecked) var transaction: AnimationDescription?
  @exclusivity(unchecked) var inTransaction = false
  /// Where each placeholder of a view from an unread module was made (``siteKey(_:_:)`` of the
  /// type's name), and that name: methods called on it are that module's, skipped
  /// (`Interpreter+ExternalViews`).
  @exclusivity(unchecked) var externalViewSites: [String: String] = [:]
  /// The declared type of each `@State` (and `@FocusState`, `@AppStorage` …) key that has one,
  /// and the file declaring it: writes through a binding resolve implicit members in it.
  @exclusivity(unchecked) var stateTypes: [String: (type: TypeSyntax, file: String)] = [:]
  /// Unknown capitalised names of files importing modules Matchcut cannot read, used as types
  /// (`Auth.auth()`): stand-ins whose uses are skipped (`Interpreter+ExternalViews`).
  @exclusivity(unchecked) var externalStandIns: Set<String> = []
  /// The `horizontalSpacing:` of the `Grid` whose content is being built, for its `GridRow`s.
  @exclusivity(unchecked) var gridRowSpacing: Value?
  /// The action's first commit, when its writes outside any animation are followed by a write in
  /// a `withAnimation` transaction (`ActionCommits`).
  @exclusivity(unchecked) var commits = ActionCommits()
  /// Whether the code running is an action the explorer runs, whose delayed work (`asyncAfter`,
  /// what follows a `Task.sleep`) is scheduled as a timer edge; outside one it runs at once.
  @exclusivity(unchecked) var schedulesWork = false
  /// The work the current action scheduled, in the order it was scheduled.
  @exclusivity(unchecked) var scheduled: [ScheduledWork] = []

  @exclusivity(unchecked) var steps = 0
  /// The instance an explicit `init` is filling in, whose properties may be assigned.
  @exclusivity(unchecked) var initializing: Instance?
  /// Objects (`Interpreter+Objects`): the key each creation site made, the class of each key,
  /// how many of each class exist, each stored property's initial value, the object whose
  /// `init` runs, and the objects the environment provides by class name.
  @exclusivity(unchecked) var objectSites: [String: String] = [:]
  @exclusivity(unchecked) var objectTypes: [String: TypeInfo] = [:]
  @exclusivity(unchecked) var objectCounts: [String: Int] = [:]
  @exclusivity(unchecked) var objectDefaults: [String: Value] = [:]
  @exclusivity(unchecked) var initializingObject: String?
  /// Properties (`key.name`) whose observer is running: writes to them inside it do not observe
  /// again, as in Swift.
  @exclusivity(unchecked) var observing: Set<String> = []
  @exclusivity(unchecked) var environmentObjects: [String: String] = [:]
  /// The value of the `return` being unwound (see `ReturnSignal`).
  @exclusivity(unchecked) var returnValue: Value = .void
  /// The error being thrown (see `ThrowSignal`).
  @exclusivity(unchecked) var thrownValue: Value = .void
  /// The scene's canvas: what a `GeometryReader`'s proxy reports before the state is laid out.
  @exclusivity(unchecked) var canvas = CanvasSpec.default
  /// The frames the last layout of this state gave the views whose geometry the render reads,
  /// by path: `GeometryReader`s and the views anchors name (empty in a state's first render;
  /// `Interpreter+Anchors.swift`, `Explorer.renderUncached`).
  @exclusivity(unchecked) var laidOutFrames: [String: Rect] = [:]
  /// The view paths whose frames this render depends on: each `GeometryReader` rendered and
  /// each anchor's source. Empty when the render read no geometry.
  @exclusivity(unchecked) var geometryPaths: Set<String> = []
  /// Where each `GeometryReader` was rendered, by its key (`readerKey`).
  @exclusivity(unchecked) var readerPaths: [String: String] = [:]
  /// How many `GeometryReader`s each source place has made in this render (`readerKey`).
  @exclusivity(unchecked) var readerCounts: [String: Int] = [:]
  /// The space offered to each custom layout in this state, by its path, measured by the
  /// oracle in the render that drew it as a placeholder (`Interpreter+CustomLayout.swift`).
  @exclusivity(unchecked) var layoutProposals: [String: Rect] = [:]
  /// The custom layouts this render drew as placeholders, whose offered space to measure.
  @exclusivity(unchecked) var pendingProposals: Set<String> = []
  /// Where `placeSubviews` put each subview, by index, while it runs.
  @exclusivity(unchecked) var layoutPlacements: [Int: (Double, Double)] = [:]
  @exclusivity(unchecked) var depth = 0
  @exclusivity(unchecked) private var globalCache: [String: Value] = [:]
  @exclusivity(unchecked) private var globalsInProgress: Set<String> = []
  /// The construction context for deterministic `UUID()`s and its per-site counters.
  @exclusivity(unchecked) var uuidContext = "global"
  @exclusivity(unchecked) var uuidCounters: [String: Int] = [:]
  /// While an action runs: the state it runs from, whose UUIDs a new one must differ from
  /// (`makeUUID`), and those UUIDs once collected (nil until the first `UUID()` asks).
  @exclusivity(unchecked) private var uuidSourceState: [String: Value]? = nil
  @exclusivity(unchecked) private var uuidsHeld: Set<String>? = nil

  /// `ForEach` rows kept between renders (`Interpreter+RowMemo.swift`); off only in tests that
  /// compare with the plain evaluation.
  @exclusivity(unchecked) var memoizesRows = true
  @exclusivity(unchecked) var forEachMemos: [ForEachMemo.Key: ForEachMemo] = [:]
  /// The last render of each `ForEach` path whose rows all came from row memos.
  @exclusivity(unchecked) var forEachRenders: [ForEachRender.Key: ForEachRender] = [:]
  /// While a row is evaluated or rendered for the memo: whether it observed anything the memo
  /// does not check.
  @exclusivity(unchecked) var recordingRow = false
  @exclusivity(unchecked) var rowObserved = false
  /// While a presentation's content is rendered: the action its `@Environment(\.dismiss)`
  /// runs, which ends the presentation (`Renderer+Presentations.swift`); nil elsewhere.
  @exclusivity(unchecked) var presentationDismiss: Value? = nil
  /// Where text fields and secure fields are built (`file|offset`): a tap there gives the field
  /// focus, which `.focused` writes through its binding (`Renderer+Focus.swift`).
  @exclusivity(unchecked) var textInputSites: Set<String> = []
  /// The key of a source place in `textInputSites`.
  static func siteKey(_ file: String, _ range: SourceRange) -> String { "\(file)|\(range.start)" }
  /// The memo of the `ForEach` call in progress, whose scopes must not be written.
  @exclusivity(unchecked) var rowMemo: ForEachMemo?
  /// Set just before a row's closure is called: its parameter scope is then watched for reads
  /// (`Env.isWatched`) and kept in `watchedScope`.
  @exclusivity(unchecked) var watchesNextCall = false
  /// Set while an initializer annotated with an integer type is evaluated: `/` of integer
  /// literals truncates there, instead of giving the `CGFloat` quotient a length expects.
  @exclusivity(unchecked) var integerLiteralContext = false
  @exclusivity(unchecked) var watchedScope: Env?

  /// Which view-builder branches were shown, across all scenes of the module.
  let coverage: BranchCoverage
  /// Built-in views no declaration of the module shadows (`UnshadowedViews`).
  let unshadowedViews: [String: Set<String>]
  /// Scopes that closures captured (`Interpreter+Environments.swift`).
  @exclusivity(unchecked) var capturedEnvironments: [Env] = []
  /// The list's length at which unreferenced scopes are next dropped.
  @exclusivity(unchecked) var capturedEnvironmentsCompaction = 1024

  init(
    module: Module, sink: DiagnosticSink, options: SemanticOptions,
    coverage: BranchCoverage = BranchCoverage()
  ) {
    self.module = module
    self.sink = sink
    self.options = options
    self.coverage = coverage
    unshadowedViews = UnshadowedViews.table(for: module)
  }

  // MARK: Limits

  func step(_ file: String, _ range: SourceRange) throws {
    steps += 1
    if steps > options.maxEvaluationSteps {
      sink.error(
        "semantics.step-limit",
        "evaluation exceeded \(options.maxEvaluationSteps) steps; the view code may loop",
        file: file, range: range)
      throw EvalAbort(reason: .stepLimit)
    }
  }

  func enter(_ file: String, _ range: SourceRange) throws {
    depth += 1
    if depth > options.maxRecursionDepth {
      depth -= 1
      sink.error(
        "semantics.recursion-limit",
        "evaluation nested deeper than \(options.maxRecursionDepth) calls", file: file, range: range)
      throw EvalAbort(reason: .recursionLimit)
    }
  }

  func leave() { depth -= 1 }

  /// Reports an error and aborts the current evaluation.
  func fail(
    _ id: DiagnosticID, _ message: String, _ file: String, _ range: SourceRange,
    notes: [DiagnosticNote] = []
  ) throws -> Never {
    sink.error(id, message, file: file, range: range, notes: notes)
    throw EvalAbort(reason: .error)
  }

  // MARK: Globals

  /// `audioPlayer = try AVAudioPlayer(…)` in a function: a global variable takes the value for
  /// the rest of the run. It is not part of a state: a view that reads a global an action
  /// changes is not redrawn by SwiftUI either, as nothing observes it (`semantics.global-write`
  /// says so once per name).
  func writeGlobal(_ name: String, _ value: Value, file: String, range: SourceRange) throws {
    if sink.once.insert("global-write." + name).inserted {
      sink.warning(
        "semantics.global-write",
        "global '\(name)' is changed here; it is not state, so no view is redrawn when it changes",
        file: file,
        range: range)
    }
    globalCache[name] = value
  }

  func global(_ name: String, file: String, range: SourceRange) throws -> Value? {
    if let cached = globalCache[name] { return cached }
    guard let constant = module.globals[name] else { return nil }
    if let binding = constant.computed { return try evalComputedGlobal(binding, file: constant.file) }
    guard let initializer = constant.initializer else {
      // `var player: AVAudioPlayer?`: an optional variable without an initial value starts as nil
      // (The Swift Programming Language, "Optionals": "If you define an optional variable without
      // providing a default value, the variable is automatically set to nil").
      switch constant.type?.kind {
      case .optional?, .implicitlyUnwrappedOptional?: return .null
      default: break
      }
      try fail(
        "semantics.uninitialized-constant", "global '\(name)' has no initial value", constant.file,
        constant.range)
    }
    if globalsInProgress.contains(name) {
      try fail(
        "semantics.recursive-constant", "global '\(name)' is defined in terms of itself", file, range)
    }
    globalsInProgress.insert(name)
    defer { globalsInProgress.remove(name) }
    let savedContext = uuidContext
    let savedCounters = uuidCounters
    uuidContext = "global." + name
    uuidCounters = [:]
    defer {
      uuidContext = savedContext
      uuidCounters = savedCounters
    }
    var value = try eval(initializer, Env(parent: nil, file: constant.file))
    if let type = constant.type {
      value = try coerce(value, to: type, file: constant.file, range: initializer.range)
    }
    globalCache[name] = value
    return value
  }

  // MARK: Deterministic UUIDs

  /// A UUID derived from the construction context and site (LANGUAGE §2: "derived from its
  /// position, never random"): FNV-1a over `context|file name|offset#n`, printed as a UUID.
  /// Only the file's last path component counts, so `./A.mcut` and `A.mcut` agree.
  func makeUUID(file: String, range: SourceRange) -> Value {
    rowObserved = true
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let site = "\(uuidContext)|\(name)|\(range.start)"
    var count = uuidCounters[site, default: 0]
    var text = Self.uuidText(seed: site + "#\(count)")
    // An action's UUID differs from every UUID its state holds, as real UUIDs are unique: an
    // item appended by the same button from two states gets two ids, not one id twice. The
    // next counter is tried until one is free (at most one more try than ids held).
    if let source = uuidSourceState {
      let held = uuidsHeld ?? Value.uuids(in: source)
      uuidsHeld = held
      while held.contains(text) {
        count += 1
        text = Self.uuidText(seed: site + "#\(count)")
      }
    }
    uuidCounters[site] = count + 1
    return .uuid(text)
  }

  /// Makes the UUIDs of the action about to run differ from those `state` holds.
  func beginAction(from state: [String: Value]) {
    uuidSourceState = state
    uuidsHeld = nil
  }

  /// Whether an action runs: between `beginAction(from:)` and `endAction()`.
  var inAction: Bool { uuidSourceState != nil }

  /// Ends what `beginAction(from:)` began.
  func endAction() {
    uuidSourceState = nil
    uuidsHeld = nil
  }

  /// FNV-1a over `seed`, printed as a version-4 UUID.
  private static func uuidText(seed: String) -> String {
    var h1: UInt64 = 0xcbf2_9ce4_8422_2325
    var h2: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in seed.utf8 {
      h1 = (h1 ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      h2 = (h2 ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
    }
    let hex = Array("0123456789ABCDEF".utf8)
    var digits: [UInt8] = []
    for word in [h1, h2] {
      for shift in stride(from: 60, through: 0, by: -4) {
        digits.append(hex[Int((word >> UInt64(shift)) & 0xF)])
      }
    }
    digits[12] = UInt8(ascii: "4")
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index == 8 || index == 12 || index == 16 || index == 20 { text += "-" }
      text.append(Character(Unicode.Scalar(digit)))
    }
    return text
  }

  // MARK: State

  func readState(_ key: String) -> Value {
    rowObserved = true
    return store[key] ?? objectDefaults[key] ?? .null
  }

  func writeState(_ key: String, _ value: Value) {
    rowObserved = true
    if commits.isWatching { commits.note(animated: inTransaction && transaction != nil, store, writes) }
    store[key] = value
    writes[key] = inTransaction ? transaction : nil
  }

  func readBinding(_ ref: BindingRef, file: String, range: SourceRange) throws -> Value {
    switch ref {
    case .state(let key): return readState(key)
    case .constant(let value): return value
    case .member(let base, let name):
      let value = try readBinding(base, file: file, range: range)
      return try member(of: value, name, file: file, range: range)
    case .computed(let get, _):
      return try callClosure(get, [], range: range)
    case .animated(let base, _):
      return try readBinding(base, file: file, range: range)
    }
  }

  func writeBinding(_ ref: BindingRef, _ value: Value, file: String, range: SourceRange) throws {
    switch ref {
    case .state(let key):
      if case .symbol(let symbol) = value, symbol.base == nil, let declared = stateTypes[key] {
        // `.focused($field, equals: .password)`, `selection = .home` through a binding: an
        // implicit member resolved in the state's declared type, as its initial value is.
        writeState(key, try coerce(value, to: declared.type, file: declared.file, range: range))
        return
      }
      writeState(key, value)
    case .constant: return
    case .computed(_, let set):
      _ = try callClosure(set, [value], range: range)
    case .member(let base, let name):
      let current = try readBinding(base, file: file, range: range)
      let updated = try setMember(of: current, name, to: value, file: file, range: range)
      try writeBinding(base, updated, file: file, range: range)
    case .animated(let base, let animation):
      // The binding's transaction is overridden by the current one (OpenSwiftUI
      // `Transaction.current`): inside `withAnimation` its animation wins.
      guard !inTransaction else { return try writeBinding(base, value, file: file, range: range) }
      try runningInTransaction(animation) { try writeBinding(base, value, file: file, range: range) }
    }
  }

  /// A struct-like value with one member replaced (`size.height = 3`, `item.title = "x"`).
  func setMember(of base: Value, _ name: String, to value: Value, file: String, range: SourceRange) throws
    -> Value
  {
    switch base {
    case .object(let key):
      try writeObjectMember(key, name, value, range: range)
      return base
    case .structure(var s):
      if s.field(name) == nil, let type = module.type(named: s.type), type.accessors[name]?.setter != nil {
        // A computed property's `set` on a struct value: it runs on a copy, which is the result.
        let box = SelfBox(.value(base, type))
        _ = try runSetter(name, of: type, receiver: .value(base, type), value: value, range: range, box: box)
        if case .value(let updated, _) = box.receiver { return updated }
        return base
      }
      if s.field(name) == nil, let type = module.type(named: s.type), type.property(name)?.isLazy == true {
        s.fields.append((name, value))
        return .structure(s)
      }
      guard s.field(name) != nil else {
        try fail("semantics.unknown-member", "value of type '\(s.type)' has no member '\(name)'", file, range)
      }
      // `props.offset = 0` for `var offset: CGFloat`: stored as the declared type, so the state
      // equals the one the initializer made (`.double(0)`, not `.int(0)`).
      if let declared = module.type(named: s.type)?.property(name)?.type {
        s.set(name, try coerce(value, to: declared, file: file, range: range))
      } else {
        s.set(name, value)
      }
      return .structure(s)
    case .size(let w, let h):
      let number = value.number ?? 0
      if name == "width" { return .size(number, h) }
      if name == "height" { return .size(w, number) }
    case .point(let x, let y):
      let number = value.number ?? 0
      if name == "x" { return .point(number, y) }
      if name == "y" { return .point(x, number) }
    case .array(var items):
      // `$items[2]`, a `ForEach($items)` row's binding: the element at that index.
      if let index = Self.elementIndex(name), index < items.count {
        items[index] = value
        return .array(items)
      }
    case .type(let typeName)
    where module.type(named: typeName)?.staticVars.contains(name) == true
      || module.enums[typeName]?.staticVars.contains(name) == true:
      // `AppDelegate.orientation = mask`: a static stored property is one value for the whole
      // app, kept as a state value `Type.name` (The Swift Programming Language, "Properties",
      // "Type Properties").
      writeState(typeName + "." + name, value)
      return base
    case .type(let typeName) where isStandIn(typeName) && module.type(named: typeName) == nil:
      // `container.viewContext.automaticallyMergesChangesFromParent = true`: configuring a
      // skipped framework value changes nothing Matchcut draws; the stand-in stays.
      return base
    case .view(let ref) where externalPlaceholderType(ref.view) != nil:
      // `subscription.notificationInfo = info` on a value of an unread module's type that was
      // made as a view placeholder: configuring it is skipped like a stand-in's.
      return base
    default:
      break
    }
    try fail(
      "semantics.not-assignable", "cannot assign to member '\(name)' of '\(base.typeName)'", file, range)
  }
}

/// How deep and how long evaluation and exploration may go (LANGUAGE §7 limits).
public struct SemanticOptions: Sendable, Hashable {
  public var maxStates: Int
  public var maxTransitions: Int
  public var maxEvaluationSteps: Int
  public var maxRecursionDepth: Int
  /// Largest range a `ForEach` or `Array(_:)` may expand (`semantics.collection-too-large`).
  public var maxForEachElements: Int
  /// Most views one state may render (`semantics.node-limit`).
  public var maxNodesPerState: Int
  /// Deepest value the evaluator may build, in levels (`semantics.value-too-deep`): freeing,
  /// hashing and comparing a value recurse once per level.
  public var maxValueDepth: Int
  /// Largest value the evaluator may build, in nodes counted along every path
  /// (`semantics.value-too-large`): bounds hashing and comparing a value that shares itself.
  public var maxValueSize: Int
  /// Drag translations tried for every `DragGesture` release (see `docs/states.md`).
  public var dragProbes: [DragProbe]
  /// Colours and images read from the module's asset catalogs (the facade's
  /// `AssetCatalogReader`); an `#Asset` directive of the same name wins.
  public var assets = AssetCatalog()
  /// Lays out a rendered tree to resolve anchors (the facade's lowering and layout); without
  /// one, every anchor is an empty rectangle at its reader's origin.
  public var geometry: GeometryOracle?
  /// When animations complete (the facade's motion stage), for `withAnimation` completions;
  /// without one they run as work scheduled with no delay.
  public var animationClock: AnimationClock?

  public init(
    maxStates: Int = 256, maxTransitions: Int = 4096, maxEvaluationSteps: Int = 1_000_000,
    maxRecursionDepth: Int = 200, maxForEachElements: Int = 10_000, maxNodesPerState: Int = 100_000,
    maxValueDepth: Int = 512, maxValueSize: Int = 1_000_000, dragProbes: [DragProbe] = DragProbe.standard
  ) {
    self.maxValueDepth = maxValueDepth
    self.maxValueSize = maxValueSize
    self.maxNodesPerState = maxNodesPerState
    self.maxForEachElements = maxForEachElements
    self.maxStates = maxStates
    self.maxTransitions = maxTransitions
    self.maxEvaluationSteps = maxEvaluationSteps
    self.maxRecursionDepth = maxRecursionDepth
    self.dragProbes = dragProbes
  }

  public static let `default` = SemanticOptions()
}

/// One probe translation for drag releases, in points.
public struct DragProbe: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Short and long drags down, up, right and left: (0, ±50), (0, ±300), (±50, 0), (±300, 0).
  public static let standard: [DragProbe] = [
    DragProbe(width: 0, height: 50), DragProbe(width: 0, height: 300),
    DragProbe(width: 0, height: -50), DragProbe(width: 0, height: -300),
    DragProbe(width: 50, height: 0), DragProbe(width: 300, height: 0),
    DragProbe(width: -50, height: 0), DragProbe(width: -300, height: 0),
  ]
}

extension Interpreter {
  /// The member name a binding to an array's element uses (`[2]`: no identifier looks so).
  static func elementName(_ index: Int) -> String { "[\(index)]" }

  /// The index in an element member name.
  static func elementIndex(_ name: String) -> Int? {
    guard name.hasPrefix("["), name.hasSuffix("]") else { return nil }
    return Int(name.dropFirst().dropLast()).flatMap { $0 >= 0 ? $0 : nil }
  }
}
