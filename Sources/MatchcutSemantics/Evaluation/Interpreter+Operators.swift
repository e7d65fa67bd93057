import MatchcutSource
import MatchcutSyntax

/// Operators the module declares: `static func +` (and `==`, `<`, a prefix `-`) in a type's
/// body or extension, operator functions at the top level, and custom operators declared with
/// `infix operator`/`prefix operator` (The Swift Programming Language, "Advanced Operators",
/// "Operator Methods" and "Custom Operators"). They are looked up before the built-in rules, on
/// the operand types the module declares, so a user `==` replaces the synthesised one. An
/// enum's synthesised `Comparable` orders cases by declaration (SE-0266).
extension Interpreter {
  /// `lhs op rhs` by an operator function of the module, or `nil` when it declares none for
  /// these operands.
  func userInfixOperator(
    _ lhs: Value, _ op: OperatorSyntax<BinaryOperator>, _ rhs: Value, file: String, range: SourceRange
  ) throws -> Value? {
    let name: String
    if op.op == .custom {
      guard let spelling = operatorSpelling(op.range, file: file) else { return nil }
      name = spelling
    } else {
      guard
        Self.mayDeclareOperators(lhs) || Self.mayDeclareOperators(rhs)
          || (!module.extensionOperators.isEmpty && module.extensionOperators.contains(op.op.rawValue))
      else { return nil }
      name = op.op.rawValue
    }
    if let result = try callOperator(name, [lhs, rhs], range: range) { return result }
    // The standard library derives `!=` from `==`, and `>`, `<=`, `>=` from `<` (`Equatable`,
    // `Comparable`).
    switch op.op {
    case .notEqual:
      guard let equal = try callOperator("==", [lhs, rhs], range: range) else { return nil }
      return .bool(!(try truth(equal, file, range)))
    case .greater:
      return try callOperator("<", [rhs, lhs], range: range)
    case .lessEqual:
      guard let greater = try callOperator("<", [rhs, lhs], range: range) else { return nil }
      return .bool(!(try truth(greater, file, range)))
    case .greaterEqual:
      guard let less = try callOperator("<", [lhs, rhs], range: range) else { return nil }
      return .bool(!(try truth(less, file, range)))
    default:
      return nil
    }
  }

  /// `v += w` by the module's own `static func += (lhs: inout V, rhs: V)`: its `inout` left
  /// operand is written back to `target`. `false` when the module declares none.
  func userCompoundAssignment(
    _ name: String, target: ExprSyntax, _ current: Value, _ value: Value, env: Env, range: SourceRange
  ) throws -> Bool {
    guard let (receiver, functions, file) = operatorOwner(current),
      let function = functions[name]?.first(where: { $0.parameters.count == 2 })
    else { return false }
    var list = arguments(function, [current, value])
    let written = ArgumentSyntax(label: nil, value: target, range: target.range)
    list.arguments[0].range = written.range
    list.sources = [written]
    list.callerEnv = env
    _ = try callFunction(function, receiver: receiver, file: file, list, range: range)
    return true
  }

  /// `-v`, `√x`: a prefix operator function of the module, or `nil`.
  func userPrefixOperator(
    _ op: OperatorSyntax<PrefixOperator>, _ operand: Value, file: String, range: SourceRange
  ) throws -> Value? {
    let name: String
    if op.op == .custom {
      guard let spelling = operatorSpelling(op.range, file: file) else { return nil }
      name = spelling
    } else {
      guard Self.mayDeclareOperators(operand) else { return nil }
      name = op.op.rawValue
    }
    return try callOperator(name, [operand], range: range)
  }

  /// A custom operator's spelling: the syntax keeps only its range.
  private func operatorSpelling(_ range: SourceRange, file: String) -> String? {
    module.files[file]?.text(of: range)
  }

  /// Whether a value's type may be one the module declares operators on.
  static func mayDeclareOperators(_ value: Value) -> Bool {
    switch value {
    case .structure(let s): s.type != Value.tupleTypeName
    case .enumCase, .object: true
    default: false
    }
  }

  /// Calls the operator function `name` taking `operands`: a static method of an operand's type
  /// (the left one first), else a top-level function.
  private func callOperator(_ name: String, _ operands: [Value], range: SourceRange) throws -> Value? {
    for operand in operands {
      guard let (receiver, functions, file) = operatorOwner(operand),
        let function = functions[name]?.first(where: { $0.parameters.count == operands.count })
      else { continue }
      return try callFunction(
        function, receiver: receiver, file: file, arguments(function, operands), range: range)
    }
    // `extension CGSize { static func + (…) }`: an operator an extension of a built-in type adds.
    if module.extensionOperators.contains(name) {
      for operand in operands {
        for typeName in Self.extensionTypeNames(operand) {
          guard let info = module.builtinExtensions[typeName],
            let function = info.methods[name]?.first(where: { $0.parameters.count == operands.count })
          else { continue }
          return try callFunction(
            function, receiver: .value(.type(typeName), info), file: info.file, arguments(function, operands),
            range: range)
        }
      }
    }
    if let global = module.globalFunctions[name], global.function.parameters.count == operands.count {
      return try callFunction(
        global.function, receiver: nil, file: global.file, arguments(global.function, operands), range: range)
    }
    return nil
  }

  /// The operands as arguments labelled as the function's parameters (operators take none).
  private func arguments(_ function: FunctionDecl, _ operands: [Value]) -> ArgumentList {
    ArgumentList(
      arguments: zip(function.parameters, operands).map { parameter, value in
        Argument(label: parameter.label, value: value, range: parameter.range)
      },
      trailing: [])
  }

  private func operatorOwner(_ value: Value) -> (Receiver, [String: [FunctionDecl]], String)? {
    switch value {
    case .structure(let s):
      guard let type = module.type(named: s.type) ?? module.nestedTypes[s.type] else { return nil }
      return (.value(.type(type.name), type), type.methods, type.file)
    case .enumCase(let typeName, _, _):
      guard let info = module.enums[typeName] else { return nil }
      return (.value(.type(typeName), nil), info.methods, info.file)
    case .object(let key):
      guard let type = objectTypes[key] else { return nil }
      return (.value(.type(type.name), type), type.methods, type.file)
    default:
      return nil
    }
  }

  /// `.high` beside a `Level` operand: the case of that enum, with the member's arguments as its
  /// associated values; `nil` when the enum has no such case.
  func enumCase(_ symbol: Symbol, of enumName: String) -> Value? {
    guard symbol.base == nil, let info = module.enums[enumName], info.cases.contains(symbol.name) else {
      return nil
    }
    return .enumCase(type: enumName, name: symbol.name, payload: symbol.arguments?.map(\.value) ?? [])
  }

  /// The cases of `DynamicTypeSize` and of the older `ContentSizeCategory`, smallest first: both
  /// are `Comparable` in this order (swiftui-semantics §23.19).
  static let textSizeOrders: [[String]] = [
    [
      "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
      "accessibility2",
      "accessibility3", "accessibility4", "accessibility5",
    ],
    [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ],
  ]

  /// `dynamicTypeSize > .large`: two text sizes of one of ``textSizeOrders`` compared by their
  /// order; nil for other names or operators.
  static func compareTextSizes(_ a: String, _ op: BinaryOperator, _ b: String) -> Value? {
    for order in textSizeOrders {
      guard let i = order.firstIndex(of: a), let j = order.firstIndex(of: b) else { continue }
      switch op {
      case .less: return .bool(i < j)
      case .lessEqual: return .bool(i <= j)
      case .greater: return .bool(i > j)
      case .greaterEqual: return .bool(i >= j)
      default: return nil
      }
    }
    return nil
  }

  /// Two cases of one enum compared by the order the enum declares them, then by their
  /// associated values (SE-0266's synthesised `Comparable`); `nil` for other operands.
  func compareCases(_ lhs: Value, _ op: BinaryOperator, _ rhs: Value, file: String, range: SourceRange) throws
    -> Value?
  {
    guard case .enumCase(let type, let a, let payloadA) = lhs,
      case .enumCase(type, let b, let payloadB) = rhs,
      let info = module.enums[type], let i = info.cases.firstIndex(of: a),
      let j = info.cases.firstIndex(of: b)
    else { return nil }
    var order = i < j ? -1 : (i > j ? 1 : 0)
    if order == 0 {
      for (x, y) in zip(payloadA, payloadB) where !equal(x, y) {
        order = try truth(try binary(x, .less, y, file: file, range: range), file, range) ? -1 : 1
        break
      }
    }
    switch op {
    case .less: return .bool(order < 0)
    case .lessEqual: return .bool(order <= 0)
    case .greater: return .bool(order > 0)
    case .greaterEqual: return .bool(order >= 0)
    default: return nil
    }
  }
}
