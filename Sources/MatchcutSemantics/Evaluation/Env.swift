import MatchcutSource

/// A lexical scope: local names, the enclosing scope, and `self` when inside a type.
///
/// A closure keeps the scope it was made in alive, and that scope (or one around it) may hold the
/// closure: a reference cycle. The interpreter registers every captured scope and breaks those
/// cycles when analysis ends (`Interpreter.releaseCapturedEnvironments()`).
final class Env {
  // `@exclusivity(unchecked)` like `Interpreter`'s properties: every name look-up reads them.
  @exclusivity(unchecked) var locals: [String: Value] = [:]
  /// Cleared only by `dropReferences()`, when evaluation is over.
  @exclusivity(unchecked) private(set) var parent: Env?
  @exclusivity(unchecked) private var ownReceiver: Receiver?
  /// `self` of a `mutating` method: shared by the method's scopes, so a write to a property is
  /// seen by the reads after it and written back to the caller's variable when the call ends.
  @exclusivity(unchecked) private(set) var selfBox: SelfBox?
  /// What `self` is in this scope.
  var receiver: Receiver? {
    if let selfBox { return selfBox.receiver }
    return ownReceiver
  }
  let file: String
  /// Whether the interpreter's list of captured scopes holds this one.
  @exclusivity(unchecked) var isCaptured = false
  /// Set on the parameter scope of a `ForEach` row being recorded (`RowMemo`): `wasRead` tells
  /// whether the row looked at its element at all.
  @exclusivity(unchecked) var isWatched = false
  @exclusivity(unchecked) var wasRead = false

  init(parent: Env?, receiver: Receiver? = nil, file: String, selfBox: SelfBox? = nil) {
    self.parent = parent
    if let selfBox {
      self.selfBox = selfBox
    } else if let receiver {
      self.ownReceiver = receiver
    } else {
      self.ownReceiver = parent?.ownReceiver
      self.selfBox = parent?.selfBox
    }
    self.file = file
  }

  /// The innermost local named `name`. A loop instead of a recursion, and scopes without locals
  /// (most builder closures' scopes) are passed without hashing the name.
  func lookup(_ name: String) -> Value? {
    var scope = self
    while true {
      if !scope.locals.isEmpty, let value = scope.locals[name] {
        if scope.isWatched { scope.wasRead = true }
        return value
      }
      guard let parent = scope.parent else { return nil }
      scope = parent
    }
  }

  /// Assigns an existing local; `false` when no scope declares it.
  func assign(_ name: String, _ value: Value) -> Bool {
    var scope = self
    while true {
      if !scope.locals.isEmpty, scope.locals[name] != nil {
        if scope.isWatched { scope.wasRead = true }
        scope.locals[name] = value
        return true
      }
      guard let parent = scope.parent else { return false }
      scope = parent
    }
  }

  /// Every name visible as a local (for suggestions).
  var visibleNames: [String] { Array(locals.keys) + (parent?.visibleNames ?? []) }

  /// Lets go of everything this scope holds, so that no cycle through it outlives evaluation.
  func dropReferences() {
    locals = [:]
    parent = nil
    ownReceiver = nil
    selfBox = nil
  }

  var receiverPath: String? {
    if case .instance(let instance) = receiver { return instance.path }
    return nil
  }
}

/// `self` inside a `mutating` method of a struct or enum (The Swift Programming Language,
/// "Methods", "Modifying Value Types from Within Instance Methods"): the method works on this
/// copy and the caller writes it back to the variable the method was called on.
final class SelfBox {
  var receiver: Receiver
  init(_ receiver: Receiver) { self.receiver = receiver }
}

/// What `self` is.
enum Receiver {
  /// A component, view modifier or button style instance.
  case instance(Instance)
  /// A model value, enum case, or (in `extension View`) the view being modified.
  case value(Value, TypeInfo?)
}

/// One instance of a component, view modifier or button style at a structural position
/// (LANGUAGE §7: identified by structural position and `ForEach` identity).
final class Instance {
  let type: TypeInfo
  /// Structural path; `@State` keys are `path + "." + property`.
  let path: String
  /// A readable name for `values` output (`FilmCard[Harbor Lights]`).
  let label: String
  @exclusivity(unchecked) var props: [String: Value] = [:]

  init(type: TypeInfo, path: String, label: String) {
    self.type = type
    self.path = path
    self.label = label
  }

  func stateKey(_ property: String) -> String { path + "." + property }
}

/// Why an evaluation stopped early. The diagnostic has already been reported.
struct EvalAbort: Error {
  enum Reason { case error, stepLimit, recursionLimit }
  var reason: Reason
}
