/// Identity of values for state comparison (docs/reliability.md, "Limits").
///
/// Swift's `==` on `Double` says NaN ≠ NaN, so a state that holds NaN would never equal itself
/// and every drag release would make a "new" state until the state limit. Values therefore
/// compare numbers canonically: NaN equals NaN (whatever its sign or payload), `0` equals `-0`,
/// and the hash agrees. User code's `==` on numbers keeps IEEE semantics
/// (`Interpreter.equal`); only values held inside containers and state compare canonically.
///
/// Recursion here is bounded by the value depth limit (`SemanticOptions.maxValueDepth`).
extension Value {
  static func == (lhs: Value, rhs: Value) -> Bool {
    switch lhs {
    case .void: if case .void = rhs { return true }
    case .null: if case .null = rhs { return true }
    case .bool(let a): if case .bool(let b) = rhs { return a == b }
    case .int(let a): if case .int(let b) = rhs { return a == b }
    case .double(let a): if case .double(let b) = rhs { return Value.sameNumber(a, b) }
    case .string(let a): if case .string(let b) = rhs { return a == b }
    case .array(let a): if case .array(let b) = rhs { return a == b }
    case .dictionary(let ak, let av):
      if case .dictionary(let bk, let bv) = rhs { return ak == bk && av == bv }
    case .range(let a0, let a1, let ac):
      if case .range(let b0, let b1, let bc) = rhs { return a0 == b0 && a1 == b1 && ac == bc }
    case .structure(let a): if case .structure(let b) = rhs { return a == b }
    case .enumCase(let at, let an, let ap):
      if case .enumCase(let bt, let bn, let bp) = rhs { return at == bt && an == bn && ap == bp }
    case .uuid(let a): if case .uuid(let b) = rhs { return a == b }
    case .color(let a):
      if case .color(let b) = rhs {
        return Value.sameNumber(a.red, b.red) && Value.sameNumber(a.green, b.green)
          && Value.sameNumber(a.blue, b.blue) && Value.sameNumber(a.alpha, b.alpha)
      }
    case .size(let a0, let a1):
      if case .size(let b0, let b1) = rhs { return Value.sameNumber(a0, b0) && Value.sameNumber(a1, b1) }
    case .point(let a0, let a1):
      if case .point(let b0, let b1) = rhs { return Value.sameNumber(a0, b0) && Value.sameNumber(a1, b1) }
    case .symbol(let a): if case .symbol(let b) = rhs { return a == b }
    case .view(let a): if case .view(let b) = rhs { return a == b }
    case .closure(let a): if case .closure(let b) = rhs { return a == b }
    case .binding(let a): if case .binding(let b) = rhs { return a == b }
    case .namespace(let a): if case .namespace(let b) = rhs { return a == b }
    case .keyPath(let a): if case .keyPath(let b) = rhs { return a == b }
    case .type(let a): if case .type(let b) = rhs { return a == b }
    case .gesture(let a): if case .gesture(let b) = rhs { return a == b }
    case .method(let a): if case .method(let b) = rhs { return a == b }
    case .object(let a): if case .object(let b) = rhs { return a == b }
    }
    return false
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .void: hasher.combine(0)
    case .null: hasher.combine(1)
    case .bool(let b):
      hasher.combine(2)
      hasher.combine(b)
    case .int(let i):
      hasher.combine(3)
      hasher.combine(i)
    case .double(let d):
      hasher.combine(4)
      hasher.combine(Value.canonicalBits(d))
    case .string(let s):
      hasher.combine(5)
      hasher.combine(s)
    case .array(let items):
      hasher.combine(6)
      hasher.combine(items)
    case .dictionary(let keys, let values):
      hasher.combine(7)
      hasher.combine(keys)
      hasher.combine(values)
    case .range(let lo, let hi, _):
      hasher.combine(8)
      hasher.combine(lo)
      hasher.combine(hi)
    case .structure(let s):
      hasher.combine(9)
      hasher.combine(s)
    case .enumCase(let type, let name, let payload):
      hasher.combine(10)
      hasher.combine(type)
      hasher.combine(name)
      hasher.combine(payload)
    case .uuid(let text):
      hasher.combine(11)
      hasher.combine(text)
    case .color(let c):
      hasher.combine(12)
      for channel in [c.red, c.green, c.blue, c.alpha] { hasher.combine(Value.canonicalBits(channel)) }
    case .size(let w, let h):
      hasher.combine(13)
      hasher.combine(Value.canonicalBits(w))
      hasher.combine(Value.canonicalBits(h))
    case .point(let x, let y):
      hasher.combine(14)
      hasher.combine(Value.canonicalBits(x))
      hasher.combine(Value.canonicalBits(y))
    case .symbol(let s):
      hasher.combine(15)
      hasher.combine(s)
    case .view(let ref):
      hasher.combine(16)
      hasher.combine(ref)
    case .closure(let closure):
      hasher.combine(17)
      hasher.combine(closure)
    case .binding(let ref):
      hasher.combine(18)
      hasher.combine(ref)
    case .namespace(let name):
      hasher.combine(19)
      hasher.combine(name)
    case .keyPath(let names):
      hasher.combine(20)
      hasher.combine(names)
    case .type(let name):
      hasher.combine(21)
      hasher.combine(name)
    case .gesture(let gesture):
      hasher.combine(22)
      hasher.combine(gesture)
    case .method(let method):
      hasher.combine(23)
      hasher.combine(method)
    case .object(let key):
      hasher.combine(24)
      hasher.combine(key)
    }
  }

  /// Equal as state: IEEE equality, plus NaN equals NaN.
  static func sameNumber(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

  /// One bit pattern per `sameNumber` class: every NaN hashes alike, and `-0` like `0`.
  static func canonicalBits(_ d: Double) -> UInt64 {
    if d.isNaN { return Double.nan.bitPattern }
    return d == 0 ? 0 : d.bitPattern
  }
}

extension Value {
  /// The UUIDs a state holds, as `UUID` values or their `uuidString`s, at any depth.
  static func uuids(in state: [String: Value]) -> Set<String> {
    var found: Set<String> = []
    var pending = Array(state.values)
    while let value = pending.popLast() {
      switch value {
      case .uuid(let text): found.insert(text)
      case .string(let text): if text.utf8.count == 36 { found.insert(text) }
      case .array(let items): pending += items
      case .dictionary(let keys, let values): pending += keys + values
      case .structure(let s): for field in s.fields { pending.append(field.value) }
      case .enumCase(_, _, let payload): pending += payload
      default: break
      }
    }
    return found
  }
}
