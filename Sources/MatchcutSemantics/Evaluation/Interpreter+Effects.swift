import MatchcutSource
import MatchcutSyntax

/// Framework code that cannot change what a scene draws (docs/semantics.md "Code that is not
/// about views"): haptics, `UIApplication`, networking, notifications, defaults, logging.
enum Effects {
  /// Types and functions whose calls, as statements, are skipped with a warning naming them.
  static let skipped: Set<String> = Set(FrameworkStandIns.names).union([
    "UIApplication", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
    "UISelectionFeedbackGenerator", "UIPasteboard", "UIAccessibility", "UIDevice",
    "URLSession", "NotificationCenter", "UserDefaults", "UNUserNotificationCenter", "WidgetCenter",
    "FileManager", "Bundle", "Logger", "NSLog", "os_log", "dump", "AudioServicesPlaySystemSound",
    "WKInterfaceDevice", "CHHapticEngine", "SKStoreReviewController", "AppStore", "HapticManager",
    "assert", "assertionFailure", "precondition", "ModelContext", "NSManagedObjectContext",
    // UIKit appearance proxies and settings (`UITabBar.appearance().isHidden = true`): they
    // style UIKit's bars and controls, which Matchcut does not draw.
    "UITabBar", "UINavigationBar", "UITabBarAppearance", "UINavigationBarAppearance",
    "UIPageControl", "UISegmentedControl", "UITableView", "UIScrollView", "UITextView",
    "UITextField", "UISwitch", "UIToolbar", "UIWindow",
    // Publishers and timers whose events Matchcut does not explore (their `onReceive` closures
    // are not run either: swiftui-semantics §21.5), and the old presentation binding, whose
    // `dismiss()` does nothing in a preview nobody presented.
    "Timer", "PresentationMode",
  ])

  /// A skipped name whose members and calls, as values, keep a stand-in: not the types
  /// Matchcut models members of (`UIApplication.shared…` is the canvas's window).
  static func isStandIn(_ name: String) -> Bool {
    skipped.contains(name) && !Builtins.typeNames.contains(name)
  }

  /// Of `skipped`, the names whose events could change state: their warning says so.
  static let unexplored: Set<String> = ["Timer"]

  /// Schedulers: `MainActor.run { … }` and `DispatchQueue.main.async { … }` run their closure
  /// at once (view code is on the main actor already); `asyncAfter` and a `Task`'s sleeps
  /// schedule work for a timer edge (`Interpreter+Timers.swift`).
  static let schedulers: Set<String> = ["DispatchQueue", "Task", "MainActor"]

  /// Every name above, which the name check knows.
  static var names: Set<String> { skipped.union(schedulers) }

  /// The identifier a call chain starts from: `UIApplication.shared.open(url)` → `UIApplication`.
  static func root(_ expr: ExprSyntax) -> Identifier? {
    var current = expr
    while true {
      switch current.kind {
      case .identifier(let id): return id
      case .call(let call): current = call.callee
      case .memberAccess(let base, _): current = base
      case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner),
        .awaitExpr(let inner), .tryExpr(let inner, _):
        current = inner
      default: return nil
      }
    }
  }
}

extension Interpreter {
  /// Runs an expression statement that starts from a name of `Effects`, unless the module or
  /// a scope declares that name: a skipped call is a warning, a scheduler's closure runs now.
  /// `false` when the statement is ordinary code.
  func execEffect(_ expr: ExprSyntax, _ env: Env) throws -> Bool {
    guard let root = Effects.root(expr) else { return false }
    let name = root.text
    if let value = env.lookup(name) {
      // A local holding a skipped object (`let haptic = UIImpactFeedbackGenerator()`).
      // Or one Matchcut models members of (`let window = UIApplication.shared.windows.first`).
      let type: String
      switch value {
      case .type(let name): type = name
      case .structure(let s): type = s.type
      default: return false
      }
      guard Effects.skipped.contains(type), Self.unwrapped(expr).kind != .identifier(root) else {
        return false
      }
      if Self.isModelContextCall(expr, on: type) { return false }
      warnSkipped(type, expr, env)
      return true
    }
    if case .call(let call) = Self.unwrapped(expr).kind, case .memberAccess = call.callee.kind,
      let initializer = receiverType(env)?.property(name)?.initializer,
      let type = Effects.root(initializer)?.text, Effects.skipped.contains(type)
    {
      // A stored property holding one (`let haptic = UIImpactFeedbackGenerator()`).
      if Self.isModelContextCall(expr, on: type) { return false }
      warnSkipped(type, expr, env)
      return true
    }
    guard Effects.names.contains(name), !declaresName(name, env) else { return false }
    if Effects.schedulers.contains(name) {
      guard case .call(let call) = Self.unwrapped(expr).kind else { return false }
      if name == "Task", case .memberAccess(_, let member) = call.callee.kind, member.text == "sleep" {
        // A sleep `runSuspending` did not take: inside a loop or a condition, or in a function.
        sink.warning(
          "semantics.delay-ignored",
          "this 'Task.sleep' does not delay: only a sleep at the top level of a task's body is modelled; "
            + "what follows it runs at once", file: env.file, range: expr.range)
        return true
      }
      let closures =
        call.trailingClosures.map(\.closure)
        + call.arguments.compactMap { argument in
          if case .closure(let closure) = argument.value.kind { closure } else { nil }
        }
      let work: Closure
      let workRange: SourceRange
      if let closure = closures.last {
        (work, workRange) = (makeClosure(closure, env), closure.range)
      } else if let execute = call.arguments.first(where: { $0.label?.text == "execute" }),
        case .closure(let item) = try eval(execute.value, env)
      {
        // `asyncAfter(deadline: …, execute: task)` with `let task = DispatchWorkItem { … }`.
        (work, workRange) = (item, execute.range)
      } else if let execute = call.arguments.first(where: { $0.label?.text == "execute" }) {
        // `execute: task` with `task` nil (an optional work item not made yet): nothing runs.
        sink.warning(
          "semantics.delay-ignored",
          "the work passed to '\(name)' is not a closure here; nothing is scheduled",
          file: env.file, range: execute.range)
        return true
      } else {
        return false
      }
      if case .memberAccess(_, let member) = call.callee.kind, member.text.hasPrefix("asyncAfter") {
        let deadline = call.arguments.first { ["deadline", "wallDeadline"].contains($0.label?.text) }
        if let deadline, let delay = try secondsFromNow(deadline.value, env) {
          try schedule(work, delay: delay, name: name, file: env.file, range: expr.range)
          return true
        }
        sink.warning(
          "semantics.delay-ignored",
          "the deadline of '\(member.text)' is not written from '.now()'; its closure runs at once, in the same action",
          file: env.file, range: root.range)
        _ = try callClosure(work, [], range: workRange)
        return true
      }
      if name == "Task" {
        // `Task { … }`, `Task.detached { … }`: its body runs now up to its first sleep.
        try runAction(work, range: workRange)
        return true
      }
      _ = try callClosure(work, [], range: workRange)
      return true
    }
    warnSkipped(name, expr, env)
    return true
  }

  /// `let haptic = UIImpactFeedbackGenerator(style: .light)`: the local stands for the object.
  func effectObject(_ expr: ExprSyntax, _ env: Env) -> Value? {
    // Not the types Matchcut models members of: `UIApplication.shared.windows.first?.safeAreaInsets`
    // is the canvas's.
    guard let root = Effects.root(expr), isStandIn(root.text), env.lookup(root.text) == nil,
      !declaresName(root.text, env)
    else { return nil }
    // `UIColor(red:green:blue:alpha:)` is evaluated: made of numbers, it is a colour.
    if root.text == "UIColor", case .call = expr.kind { return nil }
    // `UIBezierPath(roundedRect:…)` is evaluated: a shape's outline (`Interpreter+Path`).
    if root.text == "UIBezierPath" { return nil }
    // `Bundle.main.url(…)`, `Data(contentsOf:)`, `JSONDecoder().decode(…)` read a bundled JSON
    // file when the module has one (`Interpreter+BundledJSON`).
    if !options.assets.jsonResources.isEmpty, Self.bundledJSONReaders.contains(root.text) { return nil }
    return .type(root.text)
  }

  /// The framework names that read bundled JSON, evaluated when the module bundles some.
  static let bundledJSONReaders: Set<String> = ["Bundle", "Data", "JSONDecoder"]

  private func declaresName(_ name: String, _ env: Env) -> Bool {
    module.types[name] != nil || module.enums[name] != nil || module.globals[name] != nil
      || module.globalFunctions[name] != nil || receiverType(env)?.methods[name] != nil
      || receiverType(env)?.property(name) != nil
  }

  private func warnSkipped(_ name: String, _ expr: ExprSyntax, _ env: Env) {
    sink.warning(
      "semantics.skipped-effect",
      Effects.unexplored.contains(name)
        ? "'\(name)' is skipped: its events are not explored, so what they would change stays as it is"
        : "'\(name)' is skipped: it cannot change what the scene draws",
      file: env.file, range: expr.range)
  }

  /// Whether `expr` is a call the model context runs (`Interpreter+SwiftData`) on an object of
  /// the stand-in `type`: `context.insert(note)`, `container.mainContext.insert(note)`.
  private static func isModelContextCall(_ expr: ExprSyntax, on type: String) -> Bool {
    guard case .call(let call) = unwrapped(expr).kind,
      case .memberAccess(let base, let member) = call.callee.kind,
      modelContextMethods.contains(member.text)
    else { return false }
    if type == modelContextName { return true }
    if type == "ModelContainer", case .memberAccess(_, let context) = base.kind {
      return context.text == "mainContext"
    }
    return false
  }

  /// The call inside `try …` and `await …`.
  private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
    switch expr.kind {
    case .tryExpr(let inner, _), .awaitExpr(let inner): unwrapped(inner)
    default: expr
    }
  }
}

extension Interpreter {
  /// The framework type `value` stands in for (docs/semantics.md "Code that is not about
  /// views"), unless the module declares a type of that name; nil for any other value.
  func standInName(_ value: Value) -> String? {
    guard case .type(let name) = value, isStandIn(name), module.type(named: name) == nil else {
      return nil
    }
    return name
  }

  /// The stand-in a modifier's arguments carry, directly or as an argument of an implicit
  /// member (`.degrees(x)`, `.init(degrees: x)`); nil when every argument is a value. Closures
  /// and views are not looked into.
  func standInArgument(_ arguments: [Argument]) -> String? {
    for argument in arguments {
      if let name = standInName(argument.value) { return name }
      if case .symbol(let s) = argument.value, let inner = s.arguments, let name = standInArgument(inner) {
        return name
      }
    }
    return nil
  }
}
