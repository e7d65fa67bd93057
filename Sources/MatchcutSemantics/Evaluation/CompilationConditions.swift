import MatchcutSyntax

/// `#if` conditions, evaluated for the build a preview stands for: an iOS 17 device build in
/// the debug configuration (`os(iOS)`, `canImport(UIKit)` and `DEBUG` hold;
/// `targetEnvironment(simulator)` does not; every `swift(>=…)`/`compiler(>=…)` holds, and no
/// `swift(<…)`).
enum CompilationConditions {
  /// Modules an iOS app cannot import.
  static let unavailableModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "XCTest"]

  static func holds(_ condition: ExprSyntax) -> Bool {
    switch condition.kind {
    case .identifier(let name):
      return name.text == "DEBUG"
    case .booleanLiteral(let value):
      return value
    case .parenthesized(let inner):
      return holds(inner)
    case .prefixOperator(let op, let operand):
      return op.op == .not && !holds(operand)
    case .binary(let lhs, let op, let rhs):
      switch op.op {
      case .and: return holds(lhs) && holds(rhs)
      case .or: return holds(lhs) || holds(rhs)
      default: return false
      }
    case .call(let call):
      guard case .identifier(let name) = call.callee.kind else { return false }
      var argument: String?
      if let first = call.arguments.first, case .identifier(let value) = first.value.kind {
        argument = value.text
      }
      switch name.text {
      case "os": return argument == "iOS"
      case "canImport": return argument.map { !unavailableModules.contains($0) } ?? false
      case "arch": return argument == "arm64"
      case "swift", "compiler":
        // `swift(>=5.9)` holds and `swift(<6)` does not: the build is Swift 6 or later. The
        // condition allows only those two operators (The Swift Programming Language, "Compiler
        // Control Statements"); the parser keeps `<` as the argument's name.
        return argument != "<"
      default: return false  // targetEnvironment(simulator), targetEnvironment(macCatalyst), …
      }
    default:
      return false
    }
  }

  /// The elements of the first clause whose condition holds (`#else` always does).
  static func active<Element>(_ config: IfConfigSyntax<Element>) -> [Element] {
    for clause in config.clauses where clause.condition.map(holds) ?? true {
      return clause.elements
    }
    return []
  }

  /// Switch cases with every `#if` around cases replaced by its active clause's cases.
  static func flatten(_ cases: [SwitchCaseSyntax]) -> [SwitchCaseSyntax] {
    cases.flatMap { clause in clause.ifConfig.map { flatten(active($0)) } ?? [clause] }
  }

  /// Statements with every `#if` replaced by its active clause (Swift's `#if` opens no scope).
  static func flatten(_ statements: [StmtSyntax]) -> [StmtSyntax] {
    guard statements.contains(where: { if case .ifConfig = $0.kind { true } else { false } }) else {
      return statements
    }
    var result: [StmtSyntax] = []
    for statement in statements {
      if case .ifConfig(let config) = statement.kind {
        result += flatten(active(config))
      } else {
        result.append(statement)
      }
    }
    return result
  }

  /// Members with every `#if` replaced by its active clause.
  static func flatten(_ members: [DeclSyntax]) -> [DeclSyntax] {
    guard members.contains(where: { if case .ifConfig = $0 { true } else { false } }) else {
      return members
    }
    var result: [DeclSyntax] = []
    for member in members {
      if case .ifConfig(let config) = member {
        result += flatten(active(config))
      } else {
        result.append(member)
      }
    }
    return result
  }

  /// Top-level items with every `#if` replaced by its active clause.
  static func flatten(_ items: [TopLevelItem]) -> [TopLevelItem] {
    var result: [TopLevelItem] = []
    for item in items {
      if case .ifConfig(let config) = item {
        result += flatten(active(config))
      } else {
        result.append(item)
      }
    }
    return result
  }
}
