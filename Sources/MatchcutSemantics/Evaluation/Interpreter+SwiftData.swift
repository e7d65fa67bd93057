import MatchcutSource

/// SwiftData's model context and `@Query`, as a preview with an empty store sees them
/// (docs/semantics.md "SwiftData"). The context holds, for each model class, the objects
/// inserted into it: a state value named `ModelContext.Note`, so an action that inserts or
/// deletes a note is an edge like any other. A `@Query` reads that list every time its view is
/// made, filtered by its `#Predicate` and ordered by its sort descriptors, as SwiftData keeps a
/// query's result current with the context (swiftui-semantics §22.7).
extension Interpreter {
  /// The stand-in that `@Environment(\.modelContext)` and a container's `mainContext` are.
  static let modelContextName = "ModelContext"
  /// A `Query(…)` or `@Query(…)`'s descriptor, until the declared `[Model]` resolves it.
  static let queryTypeName = "Query"
  static let sortDescriptorTypeName = "SortDescriptor"

  /// The context's methods that change nothing a view reads: the store is the context's objects.
  static let modelContextNoOps: Set<String> = ["save", "rollback", "processPendingChanges", "undo", "redo"]
  /// The context's methods `modelContextCall` runs.
  static let modelContextMethods = modelContextNoOps.union(["insert", "delete"])

  /// The state key of the context's objects of class `type`.
  static func modelStoreKey(_ type: String) -> String { modelContextName + "." + type }

  /// The objects of class `type` the context holds, in the order the scene made them.
  func modelObjects(_ type: String) -> [Value] {
    let key = Self.modelStoreKey(type)
    touched.insert(key)
    keyLabels[key] = key
    if store[key] == nil { store[key] = objectDefaults[key] ?? .array([]) }
    if case .array(let objects) = readState(key) { return objects }
    return []
  }

  /// Replaces the context's objects of class `type`. Outside an action (a preview that fills
  /// its store before showing the view) the objects are the store's initial contents.
  private func setModelObjects(_ type: String, _ objects: [Value]) {
    let key = Self.modelStoreKey(type)
    if inAction {
      writeState(key, .array(objects))
    } else {
      objectDefaults[key] = .array(objects)
      store[key] = .array(objects)
    }
  }

  /// `context.insert(note)`, `context.delete(note)`, `context.save()` and the context's other
  /// calls; `nil` for a member Matchcut does not model.
  func modelContextCall(_ name: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value?
  {
    switch name {
    case "insert", "delete":
      if name == "delete", let model = arguments.labelled("model")?.value, case .type(let type) = model {
        // `delete(model: Note.self)`: every object of the class.
        setModelObjects(type, [])
        return .void
      }
      guard let argument = arguments.arguments.first, arguments.arguments.count == 1,
        case .object(let key) = argument.value, let type = objectTypes[key]?.name
      else {
        try fail(
          "semantics.type-mismatch", "'\(name)' expects an object of a model class", file,
          arguments.arguments.first?.range ?? range)
      }
      var objects = modelObjects(type)
      let held = objects.contains(argument.value)
      if name == "insert", !held {
        // The store is a set: kept in the order the scene first made its objects, so inserting
        // two notes in either order reaches one state.
        let ordinal = Self.objectOrdinal(key)
        let index = objects.firstIndex { Self.objectOrdinal($0) > ordinal } ?? objects.count
        objects.insert(argument.value, at: index)
        setModelObjects(type, objects)
      } else if name == "delete", held {
        objects.removeAll { $0 == argument.value }
        setModelObjects(type, objects)
      }
      return .void
    case _ where Self.modelContextNoOps.contains(name):
      return .void
    default:
      return nil
    }
  }

  /// The order in which the scene made object `key` among its class's: 1 for `Note`, 2 for
  /// `Note#2` (`constructObject`).
  static func objectOrdinal(_ key: String) -> Int {
    guard let hash = key.lastIndex(of: "#") else { return 1 }
    return Int(key[key.index(after: hash)...]) ?? 1
  }

  static func objectOrdinal(_ value: Value) -> Int {
    if case .object(let key) = value { return objectOrdinal(key) }
    return 0
  }

  /// `Query(filter:sort:order:animation:)`, `Query(sort: [SortDescriptor(…)])`: the descriptor,
  /// which becomes the result when the `[Model]` property it initialises is read.
  func queryDescriptor(_ arguments: [Argument]) -> Value {
    var fields: [(name: String, value: Value)] = []
    for argument in arguments {
      switch argument.label {
      case "filter"?: fields.append(("filter", argument.value))
      case "sort"?: fields.append(("sort", argument.value))
      case "order"?: fields.append(("order", argument.value))
      default: continue  // `animation:`, `transaction:`: how a change is animated, not which objects
      }
    }
    return .structure(StructValue(type: Self.queryTypeName, fields: fields))
  }

  /// `SortDescriptor(\Note.date, order: .reverse)`: the key path and its order.
  func sortDescriptor(_ arguments: [Argument]) -> Value {
    var fields: [(name: String, value: Value)] = []
    if let path = arguments.first(where: { $0.label == nil })?.value { fields.append(("keyPath", path)) }
    if let order = arguments.first(where: { $0.label == "order" })?.value { fields.append(("order", order)) }
    return .structure(StructValue(type: Self.sortDescriptorTypeName, fields: fields))
  }

  /// `value` as a query's descriptor: `.init(filter: …)` written to `_notes` becomes one; any
  /// other value is returned as it is.
  private func queryDescriptor(of value: Value) -> Value {
    if case .symbol(let s) = value, s.name == "init", s.base == nil {
      return queryDescriptor(s.arguments ?? [])
    }
    return value
  }

  /// A query's descriptor (`Query(…)`, or `.init(…)` written to `_notes`) that names the model
  /// class it selects, so that reading it later needs no declared type.
  func queryDescriptor(_ value: Value, model: String) -> Value {
    guard case .structure(var fields) = queryDescriptor(of: value), fields.type == Self.queryTypeName else {
      return .structure(StructValue(type: Self.queryTypeName, fields: [("model", .type(model))]))
    }
    fields.set("model", .type(model))
    return .structure(fields)
  }

  /// The result of a query's descriptor that names its model class (`queryDescriptor(_:model:)`);
  /// `nil` for any other value.
  func resolvedQuery(_ value: Value, file: String, range: SourceRange) throws -> Value? {
    guard case .structure(let s) = value, s.type == Self.queryTypeName,
      case .type(let model)? = s.field("model")
    else { return nil }
    return try queryResult(value, of: model, file: file, range: range)
  }

  /// Whether `value` is a query's descriptor: `Query(…)` or `.init(…)` written to `_notes`.
  static func isQueryDescriptor(_ value: Value) -> Bool {
    if case .structure(let s) = value, s.type == queryTypeName { return true }
    return false
  }

  /// The objects of class `type` a query's descriptor selects: the context's objects that its
  /// filter accepts, in its sort order (the order the scene made them where it has none or keys
  /// tie).
  func queryResult(_ query: Value, of type: String, file: String, range: SourceRange) throws -> Value {
    guard case .structure(let fields) = queryDescriptor(of: query) else { return .array([]) }
    guard module.type(named: type)?.isClass == true else {
      if sink.once.insert("empty-query.\(file)|\(range.start)").inserted {
        sink.warning(
          "semantics.empty-query",
          "'\(type)' is not a model class of this module: the query's result is empty",
          file: file, range: range)
      }
      return .array([])
    }
    var objects = modelObjects(type)
    if let filter = fields.field("filter") {
      guard case .closure(let predicate) = filter else {
        try fail("semantics.type-mismatch", "a query's filter must be a '#Predicate'", file, range)
      }
      objects = try objects.filter { try truth(try callClosure(predicate, [$0], range: range), file, range) }
    }
    let keys = try sortKeys(fields.field("sort"), order: fields.field("order"), file: file, range: range)
    guard !keys.isEmpty else { return .array(objects) }
    // Objects whose keys tie keep the order the scene made them.
    return .array(try Self.stableSorted(objects) { try precedes($0, $1, keys, file: file, range: range) })
  }

  /// The key paths a query sorts by, each with whether its order is `.reverse`.
  private func sortKeys(_ sort: Value?, order: Value?, file: String, range: SourceRange) throws
    -> [(path: [String], reverse: Bool)]
  {
    func isReverse(_ order: Value?) -> Bool {
      if case .symbol(let s)? = order { return s.name == "reverse" }
      if case .enumCase(_, let name, _)? = order { return name == "reverse" }
      return false
    }
    func key(_ value: Value) throws -> (path: [String], reverse: Bool) {
      switch value {
      case .keyPath(let path): return (path, isReverse(order))
      case .structure(let s) where s.type == Self.sortDescriptorTypeName:
        if case .keyPath(let path)? = s.field("keyPath") { return (path, isReverse(s.field("order"))) }
      case .symbol(let s) where s.name == "init" && s.base == nil:
        // `[.init(\.dateCreated, order: .reverse)]` in an array of `SortDescriptor<Note>`.
        return try key(sortDescriptor(s.arguments ?? []))
      default: break
      }
      try fail("semantics.type-mismatch", "a query sorts by a key path or 'SortDescriptor'", file, range)
    }
    switch sort {
    case nil: return []
    case .array(let items)?: return try items.map(key)
    case let single?: return [try key(single)]
    }
  }

  /// Whether `a` comes before `b` under `keys`: the first key on which they differ decides.
  private func precedes(
    _ a: Value, _ b: Value, _ keys: [(path: [String], reverse: Bool)], file: String, range: SourceRange
  ) throws -> Bool {
    for key in keys {
      var x = a
      var y = b
      for component in key.path where component != "self" {
        x = try member(of: x, component, file: file, range: range)
        y = try member(of: y, component, file: file, range: range)
      }
      let xFirst = try less(x, y, file: file, range: range)
      let yFirst = try less(y, x, file: file, range: range)
      if xFirst == yFirst { continue }
      return key.reverse ? yFirst : xFirst
    }
    return false
  }
}
