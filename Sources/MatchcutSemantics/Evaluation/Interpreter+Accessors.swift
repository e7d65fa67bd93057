import MatchcutSource
import MatchcutSyntax

/// Property observers and setters (docs/semantics.md "Property observers and setters"): a write
/// to a stored property with `willSet`/`didSet` runs them around the write, inside the same
/// action, so what they change is part of the same transition; a write to a computed property
/// with `set` runs the setter with `newValue`. Swift's rules: observers do not run in the
/// type's own initializer, and a write to the property inside its own observer does not observe
/// again.
extension Interpreter {
  /// Runs the `set` of computed property `name`; `false` when it has none.
  func runSetter(
    _ name: String, of type: TypeInfo, receiver: Receiver, value: Value, range: SourceRange,
    box: SelfBox? = nil
  ) throws -> Bool {
    guard let set = type.accessors[name]?.setter else { return false }
    try runAccessor(set, implicit: "newValue", value, receiver: receiver, file: type.file, box: box)
    return true
  }

  /// Writes stored property `name` (state key `key`) through `write`, between its `willSet` and
  /// `didSet` when it has them.
  func observedWrite(
    _ name: String, key: String, of type: TypeInfo, receiver: Receiver, value: Value,
    write: (Value) throws -> Void
  ) throws {
    guard let observers = type.accessors[name], observers.isObserver, !observing.contains(key) else {
      try write(value)
      return
    }
    let old = readState(key)
    observing.insert(key)
    defer { observing.remove(key) }
    if let willSet = observers.willSetAccessor {
      try runAccessor(willSet, implicit: "newValue", value, receiver: receiver, file: type.file)
    }
    try write(value)
    if let didSet = observers.didSetAccessor {
      try runAccessor(didSet, implicit: "oldValue", old, receiver: receiver, file: type.file)
    }
  }

  /// `object.name = value`: the setter, the observed write, or (in its `init`) the initial value.
  func writeObjectMember(_ key: String, _ name: String, _ value: Value, range: SourceRange) throws {
    guard let type = objectTypes[key], initializingObject != key else {
      writeField(key, name, value)
      return
    }
    if type.property(name)?.wrapper == .binding, case .binding(let ref) = readField(key, name) {
      // A class's `@Binding` property writes through to the value it points to.
      try writeBinding(ref, value, file: type.file, range: range)
      return
    }
    let receiver = Receiver.value(.object(key), type)
    if try runSetter(name, of: type, receiver: receiver, value: value, range: range) { return }
    try observedWrite(name, key: key + "." + name, of: type, receiver: receiver, value: value) {
      writeField(key, name, $0)
    }
  }

  private func runAccessor(
    _ accessor: AccessorSyntax, implicit: String, _ value: Value, receiver: Receiver, file: String,
    box: SelfBox? = nil
  ) throws {
    guard let body = accessor.body else { return }
    try enter(file, accessor.range)
    defer { leave() }
    let env = Env(parent: nil, receiver: box == nil ? receiver : nil, file: file, selfBox: box)
    env.locals[accessor.parameter?.text ?? implicit] = value
    _ = try evalBody(body.statements, env, returnsView: false, range: body.range)
  }
}
