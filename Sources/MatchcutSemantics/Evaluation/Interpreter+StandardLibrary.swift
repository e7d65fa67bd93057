import MatchcutSource
import MatchcutSyntax

/// The parts of Swift's standard library (and Foundation's `String` additions) that view code
/// calls on arrays, strings, dictionaries and numbers, with the standard library's results
/// (LANGUAGE §3). Reached after the interpreter's own
/// fast cases (`map`, `filter`, `count`…) and the module's extensions.
extension Interpreter {
  /// A property of a standard-library value; `nil` when it has none by that name.
  func standardProperty(_ value: Value, _ name: String) -> Value? {
    switch value {
    case .array(let items):
      switch name {
      case "startIndex": return .int(0)
      case "endIndex": return .int(items.count)
      default: return nil
      }
    case .string(let text):
      switch name {
      case "first": return text.first.map { .string(String($0)) } ?? .null
      case "last": return text.last.map { .string(String($0)) } ?? .null
      case "capitalized": return .string(Self.capitalized(text))
      case "description": return value
      default: return nil
      }
    case .dictionary(let keys, let values):
      switch name {
      case "count": return .int(keys.count)
      case "isEmpty": return .bool(keys.isEmpty)
      case "keys": return .array(keys)
      case "values": return .array(values)
      default: return nil
      }
    case .int(let n):
      switch name {
      case "description": return .string(String(n))
      case "magnitude": return .int(n.magnitude > UInt(Int.max) ? Int.max : Int(n.magnitude))
      default: return nil
      }
    case .double(let d):
      switch name {
      case "description": return .string(String(d))
      case "isNaN": return .bool(d.isNaN)
      case "isFinite": return .bool(d.isFinite)
      case "isInfinite": return .bool(d.isInfinite)
      case "isZero": return .bool(d.isZero)
      default: return nil
      }
    case .bool(let b):
      return name == "description" ? .string(b ? "true" : "false") : nil
    default:
      return nil
    }
  }

  /// `String.capitalized` (Foundation): each word's first letter upper-cased, the rest lower.
  static func capitalized(_ text: String) -> String {
    var out = ""
    var atWordStart = true
    for character in text {
      out += atWordStart ? character.uppercased() : character.lowercased()
      atWordStart = character.isWhitespace || character == "-"
    }
    return out
  }

  /// A method of a standard-library value; `nil` when it has none by that name. Mutating
  /// methods write the new value back through `baseExpr` (`items.removeAll()`).
  func standardMethod(
    _ value: Value, _ name: String, _ arguments: ArgumentList, baseExpr: ExprSyntax?, env: Env,
    range: SourceRange
  ) throws -> Value? {
    if name == "interpolated", let from = value.number {
      // `VectorArithmetic.interpolated(towards:amount:)` (iOS 17): self + (other − self) · amount.
      guard let to = arguments.labelled("towards")?.value.number,
        let amount = arguments.labelled("amount")?.value.number
      else { return nil }
      return .double(from + (to - from) * amount)
    }
    switch value {
    case .array(let items):
      if let result = try arrayMethod(items, name, arguments, baseExpr: baseExpr, env: env, range: range) {
        return result
      }
      return try setMethod(items, name, arguments, baseExpr: baseExpr, env: env, range: range)
    case .string(let text):
      return try stringMethod(text, name, arguments, baseExpr: baseExpr, env: env, range: range)
    case .dictionary(let keys, let values):
      return try dictionaryMethod(keys, values, name, arguments, baseExpr: baseExpr, env: env, range: range)
    case .int(let n):
      switch name {
      case "isMultiple":
        guard case .int(let d)? = arguments.labelled("of")?.value else { return nil }
        return .bool(d == 0 ? n == 0 : n % d == 0)
      case "signum": return .int(n.signum())
      default: return nil
      }
    case .double(let d):
      switch name {
      case "squareRoot": return .double(d.squareRoot())
      case "truncatingRemainder":
        guard let divisor = arguments.labelled("dividingBy")?.value.number else { return nil }
        return .double(d.truncatingRemainder(dividingBy: divisor))
      case "remainder":
        // IEEE 754's remainder: `d − q·divisor` with `q` the quotient rounded to the nearest
        // integer, ties to even (Swift's `FloatingPoint.remainder(dividingBy:)`).
        guard let divisor = arguments.labelled("dividingBy")?.value.number else { return nil }
        return .double(d.remainder(dividingBy: divisor))
      case "rounded":
        guard case .symbol(let rule)? = arguments.arguments.first?.value else { return nil }
        switch rule.name {
        case "up": return .double(d.rounded(.up))
        case "down": return .double(d.rounded(.down))
        case "towardZero": return .double(d.rounded(.towardZero))
        case "awayFromZero": return .double(d.rounded(.awayFromZero))
        case "toNearestOrEven": return .double(d.rounded(.toNearestOrEven))
        default: return .double(d.rounded())
        }
      default: return nil
      }
    case .structure(let s) where s.type == "ScrollViewProxy" && name == "scrollTo":
      // Scrolling to a view is not explored: the scroll view stays at rest (§23.1).
      if sink.once.insert("scrollTo").inserted {
        sink.warning(
          "semantics.scroll-not-explored",
          "'scrollTo' is not explored; the scroll view stays where it rests (swiftui-semantics §23.1)",
          file: env.file, range: range)
      }
      return .void
    case .range(let lo, let hi, _):
      if name == "contains", arguments.trailing.isEmpty, let x = arguments.arguments.first?.value.number {
        return .bool(Double(lo) <= x && x < Double(hi))
      }
      // The rest as the array of its elements (`(0..<5).shuffled()`, `.reversed()`).
      guard hi &- lo <= options.maxForEachElements else { return nil }
      let items = lo < hi ? (lo..<hi).map { Value.int($0) } : []
      return try arrayMethod(items, name, arguments, baseExpr: nil, env: env, range: range)
    case .structure(let s) where s.type == "CGRect" && name == "contains":
      // `frame.contains(location)`: Core Graphics counts the minimum edges in, the maximum out.
      guard case .point(let px, let py)? = arguments.arguments.first?.value,
        let minX = rectMember(s, "minX")?.number, let maxX = rectMember(s, "maxX")?.number,
        let minY = rectMember(s, "minY")?.number, let maxY = rectMember(s, "maxY")?.number
      else { return nil }
      return .bool(px >= minX && px < maxX && py >= minY && py < maxY)
    case .structure(let s) where (s.type == "ClosedRange" || s.type == "Range") && name == "contains":
      // `(0.5...2).contains(scale)`, `(start...end).contains(date)`: compared with `<`.
      guard let lo = s.field("lowerBound"), let hi = s.field("upperBound"),
        let x = arguments.arguments.first?.value
      else { return nil }
      let file = env.file
      let aboveLow = try !less(x, lo, file: file, range: range)
      let belowHigh =
        try s.type == "ClosedRange"
        ? !less(hi, x, file: file, range: range) : less(x, hi, file: file, range: range)
      return .bool(aboveLow && belowHigh)
    case .bool(let b) where name == "toggle":
      guard let baseExpr else { return nil }
      try assign(baseExpr, .bool(!b), env)
      return .void
    default:
      return nil
    }
  }

  /// `a < b` for sorting, `min()` and `max()`: numbers, strings, and whatever `<` the module
  /// declares.
  func less(_ a: Value, _ b: Value, file: String, range: SourceRange) throws -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.string(let x), .string(let y)): return x < y
    default:
      if let x = a.number, let y = b.number { return x < y }
      if let result = try userInfixOperator(
        a, OperatorSyntax(.less, range: range), b, file: file, range: range)
      {
        return try truth(result, file, range)
      }
      return try truth(try binary(a, .less, b, file: file, range: range), file, range)
    }
  }

  /// `items` sorted by `precedes`, keeping equal elements in their order as Swift's sort does:
  /// each is inserted after the last element it does not precede.
  static func stableSorted(_ items: [Value], by precedes: (Value, Value) throws -> Bool) rethrows -> [Value] {
    var sorted: [Value] = []
    sorted.reserveCapacity(items.count)
    for item in items {
      var index = sorted.count
      while index > 0, try precedes(item, sorted[index - 1]) { index -= 1 }
      sorted.insert(item, at: index)
    }
    return sorted
  }

  private func closureArgument(_ arguments: ArgumentList) -> Closure? {
    for argument in arguments.all {
      if case .closure(let closure) = argument.value { return closure }
    }
    return nil
  }

  /// Writes a mutating method's result back to the value it was called on.
  func writeBack(_ baseExpr: ExprSyntax?, _ value: Value, env: Env, range: SourceRange) throws {
    guard let baseExpr else {
      try fail("semantics.not-assignable", "cannot mutate a value that is not a variable", env.file, range)
    }
    try assign(baseExpr, try checkValue(value, file: env.file, range: range), env)
  }

  // swiftlint-style length: one case per method.
  private func arrayMethod(
    _ items: [Value], _ name: String, _ arguments: ArgumentList, baseExpr: ExprSyntax?, env: Env,
    range: SourceRange
  ) throws -> Value? {
    let file = env.file
    let closure = closureArgument(arguments)
    func test(_ item: Value) throws -> Bool {
      guard let closure else { return false }
      return try truth(try callClosure(closure, [item], range: range), file, range)
    }
    func count(_ label: String? = nil) -> Int? {
      let argument = label.map { arguments.labelled($0) } ?? arguments.arguments.first
      if case .int(let n)? = argument?.value { return max(0, n) }
      // `at: .zero`: an implicit member of the parameter's type, `Int.zero`.
      if case .symbol(let s)? = argument?.value, s.base == nil, s.arguments == nil, s.name == "zero" {
        return 0
      }
      return nil
    }
    switch name {
    case "joined":
      let separator: String
      if case .string(let s)? = arguments.labelled("separator")?.value {
        separator = s
      } else {
        separator = ""
      }
      var parts: [String] = []
      for item in items {
        guard case .string(let s) = item else { return nil }
        parts.append(s)
      }
      return .string(parts.joined(separator: separator))
    case "sorted", "sort":
      let sorted = try Self.stableSorted(items) { item, other in
        if let closure {
          return try truth(try callClosure(closure, [item, other], range: range), file, range)
        }
        return try less(item, other, file: file, range: range)
      }
      if name == "sort" {
        try writeBack(baseExpr, .array(sorted), env: env, range: range)
        return .void
      }
      return .array(sorted)
    case "reduce":
      guard let initial = arguments.arguments.first?.value, let closure else { return nil }
      var result = initial
      if arguments.arguments.first?.label == "into" {
        // `reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }`: the closure
        // changes its `inout` accumulator.
        for item in items { result = try callClosureUpdatingFirst(closure, [result, item], range: range) }
        return result
      }
      for item in items { result = try callClosure(closure, [result, item], range: range) }
      return result
    case "forEach":
      guard let closure else { return nil }
      for item in items { _ = try callClosure(closure, [item], range: range) }
      return .void
    case "allSatisfy":
      for item in items where !(try test(item)) { return .bool(false) }
      return .bool(true)
    case "last":
      for item in items.reversed() where try test(item) { return item }
      return .null
    case "lastIndex":
      if closure != nil {
        for (index, item) in items.enumerated().reversed() where try test(item) { return .int(index) }
        return .null
      }
      guard let needle = arguments.labelled("of")?.value else { return nil }
      return items.lastIndex { equal($0, needle) }.map { .int($0) } ?? .null
    case "count" where closure != nil:
      return .int(try items.filter(test).count)
    case "min", "max":
      var best: Value?
      for item in items {
        guard let current = best else {
          best = item
          continue
        }
        let isLess: Bool
        if let closure {
          isLess = try truth(try callClosure(closure, [item, current], range: range), file, range)
        } else {
          isLess = try less(item, current, file: file, range: range)
        }
        let isGreater: Bool
        if let closure {
          isGreater = try truth(try callClosure(closure, [current, item], range: range), file, range)
        } else {
          isGreater = try less(current, item, file: file, range: range)
        }
        if name == "min" ? isLess : isGreater { best = item }
      }
      return best ?? .null
    case "prefix":
      if let n = count() { return .array(Array(items.prefix(n))) }
      if let closure {
        var out: [Value] = []
        for item in items {
          guard try truth(try callClosure(closure, [item], range: range), file, range) else { break }
          out.append(item)
        }
        return .array(out)
      }
      return nil
    case "suffix":
      return count().map { .array(Array(items.suffix($0))) }
    case "dropFirst":
      return .array(Array(items.dropFirst(count() ?? 1)))
    case "dropLast":
      return .array(Array(items.dropLast(count() ?? 1)))
    case "shuffled":
      // Deterministic (LANGUAGE §3): the elements in reverse order stand for one shuffle.
      return .array(items.reversed())
    case "shuffle":
      // `cards.shuffle()`: the array in place, as `shuffled()` makes it.
      try writeBack(baseExpr, .array(items.reversed()), env: env, range: range)
      return .void
    case "randomElement":
      return items.first ?? .null
    case "removeAll":
      if closure != nil {
        try writeBack(baseExpr, .array(try items.filter { !(try test($0)) }), env: env, range: range)
      } else {
        try writeBack(baseExpr, .array([]), env: env, range: range)
      }
      return .void
    case "remove":
      guard let index = count("at") else { return nil }
      guard index < items.count else {
        try fail(
          "semantics.index-out-of-range",
          "index \(index) is out of range for an array of \(items.count) elements",
          file, range)
      }
      var copy = items
      let removed = copy.remove(at: index)
      try writeBack(baseExpr, .array(copy), env: env, range: range)
      return removed
    case "removeFirst", "removeLast":
      guard let element = name == "removeFirst" ? items.first : items.last else {
        try fail("semantics.index-out-of-range", "'\(name)' on an empty array", file, range)
      }
      try writeBack(
        baseExpr, .array(name == "removeFirst" ? Array(items.dropFirst()) : Array(items.dropLast())),
        env: env,
        range: range)
      return element
    case "popLast":
      guard let element = items.last else { return .null }
      try writeBack(baseExpr, .array(Array(items.dropLast())), env: env, range: range)
      return element
    case "insert":
      guard let element = arguments.arguments.first?.value, let index = count("at"), index <= items.count
      else {
        return nil
      }
      var copy = items
      copy.insert(element, at: index)
      try writeBack(baseExpr, .array(copy), env: env, range: range)
      return .void
    case "append" where arguments.labelled("contentsOf") != nil:
      if case .type(let name)? = arguments.labelled("contentsOf")?.value, isStandIn(name) {
        // Elements a skipped framework call would produce (a decoded download): none here.
        return .void
      }
      guard case .array(let more)? = arguments.labelled("contentsOf")?.value else { return nil }
      try writeBack(baseExpr, .array(items + more), env: env, range: range)
      return .void
    case "swapAt":
      let indices = arguments.arguments.compactMap { argument -> Int? in
        if case .int(let n) = argument.value { return n }
        return nil
      }
      guard indices.count == 2, indices.allSatisfy({ $0 >= 0 && $0 < items.count }) else { return nil }
      var copy = items
      copy.swapAt(indices[0], indices[1])
      try writeBack(baseExpr, .array(copy), env: env, range: range)
      return .void
    case "reverse":
      try writeBack(baseExpr, .array(items.reversed()), env: env, range: range)
      return .void
    default:
      return nil
    }
  }

  private func stringMethod(
    _ text: String, _ name: String, _ arguments: ArgumentList, baseExpr: ExprSyntax?, env: Env,
    range: SourceRange
  ) throws -> Value? {
    func string(_ label: String?) -> String? {
      let argument = label.map { arguments.labelled($0) } ?? arguments.arguments.first
      if case .string(let s)? = argument?.value { return s }
      return nil
    }
    func count() -> Int? {
      if case .int(let n)? = arguments.arguments.first?.value { return max(0, n) }
      return nil
    }
    switch name {
    case "index":
      // String indices are character offsets: `index(i, offsetBy: n)`, `index(after:)`, `index(before:)`.
      if case .int(let i)? = arguments.arguments.first(where: { $0.label == nil })?.value,
        case .int(let n)? = arguments.labelled("offsetBy")?.value
      {
        return .int(i &+ n)
      }
      if case .int(let i)? = arguments.labelled("after")?.value { return .int(i &+ 1) }
      if case .int(let i)? = arguments.labelled("before")?.value { return .int(i &- 1) }
      return nil
    case "distance":
      guard case .int(let a)? = arguments.labelled("from")?.value,
        case .int(let b)? = arguments.labelled("to")?.value
      else { return nil }
      return .int(b &- a)
    // Two strings' characters in order, all equal: the strings are equal (`Sequence.elementsEqual`).
    case "elementsEqual": return string(nil).map { .bool(text == $0) }
    case "hasPrefix": return string(nil).map { .bool(text.hasPrefix($0)) }
    case "hasSuffix": return string(nil).map { .bool(text.hasSuffix($0)) }
    case "contains": return string(nil).map { .bool($0.isEmpty || text.contains($0)) }
    case "localizedStandardContains", "localizedCaseInsensitiveContains":
      // Foundation's searches ignore case, and an empty string is never found in them (NSString
      // `range(of:)`; swiftui-semantics §23.15). Diacritics count: "é" does not match "e" here.
      return string(nil).map { .bool(!$0.isEmpty && text.lowercased().contains($0.lowercased())) }
    case "prefix": return count().map { .string(String(text.prefix($0))) }
    case "suffix": return count().map { .string(String(text.suffix($0))) }
    case "dropFirst": return .string(String(text.dropFirst(count() ?? 1)))
    case "dropLast": return .string(String(text.dropLast(count() ?? 1)))
    case "reversed": return .string(String(text.reversed()))
    case "split":
      guard let separator = string("separator"), let character = separator.first, separator.count == 1 else {
        return nil
      }
      return .array(text.split(separator: character).map { .string(String($0)) })
    case "components":
      guard let separator = string("separatedBy"), !separator.isEmpty else { return nil }
      return .array(Self.components(of: text, separatedBy: separator).map { .string($0) })
    case "replacingOccurrences":
      guard let target = string("of"), let replacement = string("with"), !target.isEmpty else { return nil }
      return .string(Self.components(of: text, separatedBy: target).joined(separator: replacement))
    case "trimmingCharacters":
      // `.whitespaces` / `.whitespacesAndNewlines`: the only sets view code trims.
      return .string(String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()))
    case "append":
      guard let more = string(nil) else { return nil }
      guard let baseExpr else { return nil }
      try assign(baseExpr, .string(text + more), env)
      return .void
    case "removeLast", "removeFirst":
      // `text.removeLast()`: the last (first) character, removed from the string.
      guard let baseExpr, let character = name == "removeLast" ? text.last : text.first else { return nil }
      try assign(baseExpr, .string(String(name == "removeLast" ? text.dropLast() : text.dropFirst())), env)
      return .string(String(character))
    case "replaceSubrange":
      // `text.replaceSubrange(i...i, with: "x")`: the characters at those offsets replaced.
      guard let baseExpr, case .range(let lo, let hi, _)? = arguments.arguments.first?.value,
        let replacement = string("with")
      else { return nil }
      var characters = Array(text)
      guard lo >= 0, lo <= hi, hi <= characters.count else {
        try fail(
          "semantics.index-out-of-range",
          "range \(lo)..<\(hi) is out of range for a string of \(characters.count) characters",
          env.file, range)
      }
      characters.replaceSubrange(lo..<hi, with: Array(replacement))
      try assign(baseExpr, .string(String(characters)), env)
      return .void
    case "insert":
      // `text.insert(" ", at: index)`: a character (or `contentsOf:` string) at a character offset.
      guard let baseExpr, case .int(let offset)? = arguments.labelled("at")?.value,
        let piece = string(nil) ?? string("contentsOf")
      else { return nil }
      var characters = Array(text)
      guard offset >= 0, offset <= characters.count else {
        try fail(
          "semantics.index-out-of-range",
          "index \(offset) is out of range for a string of \(characters.count) characters",
          env.file, range)
      }
      characters.insert(contentsOf: piece, at: offset)
      try assign(baseExpr, .string(String(characters)), env)
      return .void
    default:
      return nil
    }
  }

  /// Foundation's `components(separatedBy:)`: empty pieces kept.
  static func components(of text: String, separatedBy separator: String) -> [String] {
    let characters = Array(text)
    let needle = Array(separator)
    var pieces: [String] = []
    var start = 0
    var index = 0
    while index + needle.count <= characters.count {
      if Array(characters[index..<index + needle.count]) == needle {
        pieces.append(String(characters[start..<index]))
        index += needle.count
        start = index
      } else {
        index += 1
      }
    }
    pieces.append(String(characters[start...]))
    return pieces
  }

  private func dictionaryMethod(
    _ keys: [Value], _ values: [Value], _ name: String, _ arguments: ArgumentList, baseExpr: ExprSyntax?,
    env: Env, range: SourceRange
  ) throws -> Value? {
    let pairs = zip(keys, values).map { Value.tuple([("key", $0), ("value", $1)]) }
    switch name {
    case "map", "compactMap", "flatMap", "sorted", "forEach", "reduce", "contains", "first", "allSatisfy",
      "min", "max":
      // A dictionary is a sequence of `(key, value)` pairs (in Matchcut, in insertion order).
      if ["map", "compactMap", "flatMap", "first", "contains"].contains(name) {
        return try arrayLikeCall(pairs, name, arguments, env: env, range: range)
      }
      return try arrayMethod(pairs, name, arguments, baseExpr: nil, env: env, range: range)
    case "mapValues", "compactMapValues":
      // The same keys, each value transformed (`compactMapValues` drops the `nil` results).
      guard let closure = closureArgument(arguments) else { return nil }
      var outKeys: [Value] = []
      var outValues: [Value] = []
      for (key, value) in zip(keys, values) {
        let mapped = try callClosure(closure, [value], range: range)
        if name == "compactMapValues", mapped.isNull { continue }
        outKeys.append(key)
        outValues.append(mapped)
      }
      return .dictionary(outKeys, outValues)
    case "filter":
      guard let closure = closureArgument(arguments) else { return nil }
      var outKeys: [Value] = []
      var outValues: [Value] = []
      for (key, value) in zip(keys, values) {
        let pair = Value.tuple([("key", key), ("value", value)])
        if try truth(try callClosure(closure, [pair], range: range), env.file, range) {
          outKeys.append(key)
          outValues.append(value)
        }
      }
      return .dictionary(outKeys, outValues)
    case "removeValue":
      guard let key = arguments.labelled("forKey")?.value else { return nil }
      guard let index = keys.firstIndex(where: { equal($0, key) }) else { return .null }
      var newKeys = keys
      var newValues = values
      newKeys.remove(at: index)
      let removed = newValues.remove(at: index)
      try writeBack(baseExpr, .dictionary(newKeys, newValues), env: env, range: range)
      return removed
    case "removeAll":
      try writeBack(baseExpr, .dictionary([], []), env: env, range: range)
      return .void
    case "merge", "merging":
      // `a.merge(b) { old, new in … }`: each pair of `b` added, the closure choosing the value
      // of a key both hold (Swift's `Dictionary.merge(_:uniquingKeysWith:)`). `b` may also be a
      // sequence of `(key, value)` pairs.
      guard let other = arguments.unlabelled.first?.value,
        let combine = closureArgument(arguments)
      else { return nil }
      var otherPairs: [(Value, Value)] = []
      switch other {
      case .dictionary(let otherKeys, let otherValues): otherPairs = Array(zip(otherKeys, otherValues))
      case .array(let items):
        for item in items {
          guard let pair = item.tupleElements, pair.count == 2 else { return nil }
          otherPairs.append((pair[0], pair[1]))
        }
      default: return nil
      }
      var newKeys = keys
      var newValues = values
      for (key, value) in otherPairs {
        if let index = newKeys.firstIndex(where: { equal($0, key) }) {
          newValues[index] = try callClosure(combine, [newValues[index], value], range: range)
        } else {
          newKeys.append(key)
          newValues.append(value)
        }
      }
      if name == "merging" { return .dictionary(newKeys, newValues) }
      try writeBack(baseExpr, .dictionary(newKeys, newValues), env: env, range: range)
      return .void
    default:
      return nil
    }
  }

  /// `map`, `filter`, `first(where:)`, `contains(where:)` over a sequence's elements.
  private func arrayLikeCall(
    _ items: [Value], _ name: String, _ arguments: ArgumentList, env: Env, range: SourceRange
  ) throws -> Value? {
    guard let closure = closureArgument(arguments) else { return nil }
    var out: [Value] = []
    for item in items {
      let result = try callClosure(closure, [item], range: range)
      switch name {
      case "map": out.append(result)
      case "compactMap": if !result.isNull { out.append(result) }
      case "flatMap":
        if case .array(let inner) = result { out += inner } else if !result.isNull { out.append(result) }
      case "first": if try truth(result, env.file, range) { return item }
      case "contains": if try truth(result, env.file, range) { return .bool(true) }
      default: if try truth(result, env.file, range) { out.append(item) }
      }
    }
    if name == "first" { return .null }
    if name == "contains" { return .bool(false) }
    return try checkValue(.array(out), file: env.file, range: range)
  }
}

/// The free functions and conversions of the standard library that are not about one value's
/// members: `stride`, `zip`, and the failable number-from-text initializers.
extension Interpreter {
  /// `Int("42")`, `Double("2.5")`: the failable initializers from text (`nil` when the text is
  /// not a number, as Swift's `LosslessStringConvertible` initializers answer); `Int(size.width)`
  /// of a skipped framework value's stand-in stays the stand-in. `nil` for a number argument,
  /// which the caller converts.
  func numericConversion(_ name: String, _ arguments: [Argument], file: String, range: SourceRange) throws
    -> Value?
  {
    // `Int("ff", radix: 16)`: the text's digits in that base, nil when they are not.
    if arguments.count == 2, arguments[1].label == "radix", name.hasPrefix("Int") || name.hasPrefix("UInt"),
      case .string(let text) = arguments[0].value, case .int(let radix) = arguments[1].value
    {
      guard (2...36).contains(radix) else {
        try fail("semantics.type-mismatch", "'radix' must be between 2 and 36", file, arguments[1].range)
      }
      guard let n = Int(text, radix: radix), !(name.hasPrefix("U") && n < 0) else { return .null }
      return .int(n)
    }
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    switch argument.value {
    case .string(let text):
      if name.hasPrefix("Int") || name.hasPrefix("UInt") {
        guard let n = Int(text), !(name.hasPrefix("U") && n < 0) else { return .null }
        return .int(n)
      }
      return Double(text).map { .double($0) } ?? .null
    case .type(let typeName) where isStandIn(typeName):
      return argument.value
    case .symbol(let s):
      guard let constant = Self.numericMember(argument.value)?.number else { return nil }
      guard name.hasPrefix("Int") || name.hasPrefix("UInt") else { return .double(constant) }
      guard let exact = Int(exactly: constant.rounded(.towardZero)) else {
        try fail("semantics.type-mismatch", "'.\(s.name)' cannot be represented as an Int", file, range)
      }
      return .int(exact)
    default:
      return nil
    }
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)`: the values from the start, stepping by
  /// the stride, up to (excluding) `to` or up to and including `through` (The Swift Standard
  /// Library, `stride(from:to:by:)`), as an array; integers stay integers.
  func strideValues(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    func number(_ value: Value?) -> Double? {
      guard let value else { return nil }
      return value.number ?? Self.numericMember(value)?.number
    }
    // `stride(from: week.start, to: week.end, by: 86_400)` over framework dates: the stand-in,
    // which a loop over it reports (`semantics.stand-in-loop`).
    for argument in arguments.arguments {
      if case .type(let name) = argument.value, isStandIn(name), module.type(named: name) == nil {
        return argument.value
      }
    }
    guard let start = number(arguments.labelled("from")?.value),
      let step = number(arguments.labelled("by")?.value),
      let endArgument = arguments.labelled("to") ?? arguments.labelled("through"),
      let end = number(endArgument.value)
    else {
      try fail(
        "semantics.type-mismatch", "'stride' expects numbers for 'from', 'to' or 'through', and 'by'", file,
        range)
    }
    guard step != 0 else {
      try fail("semantics.type-mismatch", "'stride' needs a non-zero step", file, range)
    }
    let inclusive = endArgument.label == "through"
    let integral = [arguments.labelled("from"), arguments.labelled("by"), endArgument].allSatisfy {
      if case .int? = $0?.value { true } else { false }
    }
    var out: [Value] = []
    // Swift computes each value as start + n·step (no accumulated rounding for floating point).
    var n = 0
    while true {
      let value = start + Double(n) * step
      let inside =
        step > 0 ? (inclusive ? value <= end : value < end) : (inclusive ? value >= end : value > end)
      guard inside else { break }
      guard out.count < options.maxForEachElements else {
        try fail(
          "semantics.collection-too-large",
          "arrays of more than \(options.maxForEachElements) elements are not supported", file, range)
      }
      if integral {
        guard let exact = Int(exactly: value) else {
          try fail("semantics.type-mismatch", "'stride' runs past the range of Int", file, range)
        }
        out.append(.int(exact))
      } else {
        out.append(.double(value))
      }
      n += 1
    }
    return .array(out)
  }

  /// `zip(a, b)`: pairs of the two sequences' elements, as long as the shorter one.
  func zipValues(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    let parts = arguments.arguments.map(\.value)
    guard parts.count == 2 else {
      try fail("semantics.type-mismatch", "'zip' takes two sequences", file, range)
    }
    func elements(_ value: Value) throws -> [Value] {
      switch value {
      case .array(let items): return items
      case .range(let lo, let hi, _): return try rangeElements(lo, hi, file: file, range: range)
      case .string(let text): return text.map { .string(String($0)) }
      default:
        try fail(
          "semantics.type-mismatch", "'zip' cannot iterate a value of type '\(value.typeName)'", file, range)
      }
    }
    let a = try elements(parts[0])
    let b = try elements(parts[1])
    return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
  }
}

/// `Set`: an array that holds each element once, in the order first inserted (a Swift set's
/// order is unspecified, and Matchcut keeps a deterministic one). The set algebra methods are
/// those of `SetAlgebra`; `insert` and `remove` without a position are the set's.
extension Interpreter {
  /// A range's integers as elements, within the collection limit.
  func rangeElements(_ lo: Int, _ hi: Int, file: String, range: SourceRange) throws -> [Value] {
    guard lo < hi else { return [] }
    let span = hi.subtractingReportingOverflow(lo)
    guard !span.overflow, span.partialValue <= options.maxForEachElements else {
      try fail(
        "semantics.collection-too-large",
        "arrays of more than \(options.maxForEachElements) elements are not supported", file, range)
    }
    return (lo..<hi).map { .int($0) }
  }

  /// The elements with later duplicates dropped (`==` as `equal` compares).
  func uniqued(_ items: [Value]) -> [Value] {
    var out: [Value] = []
    out.reserveCapacity(items.count)
    for item in items where !out.contains(where: { equal($0, item) }) { out.append(item) }
    return out
  }

  /// A set method of an array, or `nil` when `name` with these arguments is not one.
  func setMethod(
    _ items: [Value], _ name: String, _ arguments: ArgumentList, baseExpr: ExprSyntax?, env: Env,
    range: SourceRange
  ) throws -> Value? {
    let unlabelled = arguments.arguments.count == 1 && arguments.arguments[0].label == nil
    func other() throws -> [Value]? {
      guard
        unlabelled || arguments.arguments.first?.label == "of" || arguments.arguments.first?.label == "with"
      else { return nil }
      switch arguments.arguments.first?.value {
      case .array(let values)?: return values
      case .range(let lo, let hi, _)?: return try rangeElements(lo, hi, file: env.file, range: range)
      default: return nil
      }
    }
    func contains(_ list: [Value], _ item: Value) -> Bool { list.contains { equal($0, item) } }
    switch name {
    case "insert" where unlabelled && arguments.trailing.isEmpty:
      // `(inserted: Bool, memberAfterInsert: Element)`.
      let item = arguments.arguments[0].value
      if let existing = items.first(where: { equal($0, item) }) {
        return .tuple([("inserted", .bool(false)), ("memberAfterInsert", existing)])
      }
      try writeBack(baseExpr, .array(items + [item]), env: env, range: range)
      return .tuple([("inserted", .bool(true)), ("memberAfterInsert", item)])
    case "remove" where unlabelled:
      let item = arguments.arguments[0].value
      guard let position = items.firstIndex(where: { equal($0, item) }) else { return .null }
      var rest = items
      let removed = rest.remove(at: position)
      try writeBack(baseExpr, .array(rest), env: env, range: range)
      return removed
    case "union", "formUnion":
      guard let values = try other() else { return nil }
      let result = Value.array(uniqued(items + values))
      if name == "union" { return result }
      try writeBack(baseExpr, result, env: env, range: range)
      return .void
    case "intersection", "formIntersection":
      guard let values = try other() else { return nil }
      let result = Value.array(uniqued(items.filter { contains(values, $0) }))
      if name == "intersection" { return result }
      try writeBack(baseExpr, result, env: env, range: range)
      return .void
    case "subtracting", "subtract":
      guard let values = try other() else { return nil }
      let result = Value.array(items.filter { !contains(values, $0) })
      if name == "subtracting" { return result }
      try writeBack(baseExpr, result, env: env, range: range)
      return .void
    case "symmetricDifference":
      guard let values = try other() else { return nil }
      return .array(uniqued(items.filter { !contains(values, $0) } + values.filter { !contains(items, $0) }))
    case "isSubset":
      guard let values = try other() else { return nil }
      return .bool(items.allSatisfy { contains(values, $0) })
    case "isSuperset":
      guard let values = try other() else { return nil }
      return .bool(values.allSatisfy { contains(items, $0) })
    case "isDisjoint":
      guard let values = try other() else { return nil }
      return .bool(!items.contains { contains(values, $0) })
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// `Dictionary(grouping:by:)` (each key with the elements that map to it, in their order),
  /// `Dictionary(uniqueKeysWithValues:)` (pairs; a repeated key traps in Swift, a diagnostic
  /// here) and `Dictionary()` / `[K: V]()`.
  func dictionaryInitializer(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    if arguments.all.isEmpty { return .dictionary([], []) }
    if let grouping = arguments.labelled("grouping"),
      let by = (arguments.labelled("by") ?? arguments.trailing.first).flatMap({ asClosure($0.value) })
    {
      guard case .array(let items) = grouping.value else {
        try fail(
          "semantics.type-mismatch", "'Dictionary(grouping:by:)' expects an array", file, grouping.range)
      }
      var keys: [Value] = []
      var groups: [[Value]] = []
      for item in items {
        let key = try callClosure(by, [item], range: range)
        if let position = keys.firstIndex(where: { equal($0, key) }) {
          groups[position].append(item)
        } else {
          keys.append(key)
          groups.append([item])
        }
      }
      return .dictionary(keys, groups.map { .array($0) })
    }
    if let pairs = arguments.labelled("uniqueKeysWithValues") {
      guard case .array(let items) = pairs.value else {
        try fail(
          "semantics.type-mismatch", "'Dictionary(uniqueKeysWithValues:)' expects pairs", file, pairs.range)
      }
      var keys: [Value] = []
      var values: [Value] = []
      for item in items {
        guard let elements = item.tupleElements, elements.count == 2 else {
          try fail(
            "semantics.type-mismatch", "'Dictionary(uniqueKeysWithValues:)' expects pairs", file, pairs.range)
        }
        if keys.contains(where: { equal($0, elements[0]) }) {
          try fail(
            "semantics.duplicate-key", "duplicate key in 'Dictionary(uniqueKeysWithValues:)'", file, range)
        }
        keys.append(elements[0])
        values.append(elements[1])
      }
      return .dictionary(keys, values)
    }
    try fail("semantics.unknown-argument", "this 'Dictionary' initializer is not supported", file, range)
  }
}
