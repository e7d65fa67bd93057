import MatchcutSource

/// The root of a parsed file: its top-level items in source order (LANGUAGE §1–2).
public struct SourceFileSyntax: Sendable, Hashable {
  public var items: [TopLevelItem]
  public var range: SourceRange

  public init(items: [TopLevelItem], range: SourceRange) {
    self.items = items
    self.range = range
  }
}

/// One item at file scope.
public enum TopLevelItem: Sendable, Hashable {
  /// `import SwiftUI`
  case importDecl(ImportDecl)
  /// `#Canvas(…)`, `#Asset(…)`, `#Preview("name") { … }` (LANGUAGE §1).
  case directive(DirectiveSyntax)
  /// `struct`, `enum`, `extension`, top-level `let`/`var`, `func`.
  case declaration(DeclSyntax)
  /// A statement at file scope (Swift allows these only in `main.swift`); kept so that the
  /// semantic pass can reject it with a precise range.
  case statement(StmtSyntax)
  /// `#if … #endif` around top-level items.
  indirect case ifConfig(IfConfigSyntax<TopLevelItem>)

  public var range: SourceRange {
    switch self {
    case .ifConfig(let c): c.range
    case .importDecl(let d): d.range
    case .directive(let d): d.range
    case .declaration(let d): d.range
    case .statement(let s): s.range
    }
  }
}

/// `import SwiftUI`, `import struct Foo.Bar` (the kind keyword, if any, is in `kind`).
public struct ImportDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var kind: Identifier?
  public var path: [Identifier]
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], kind: Identifier?, path: [Identifier], range: SourceRange
  ) {
    self.attributes = attributes
    self.kind = kind
    self.path = path
    self.range = range
  }
}

/// A freestanding directive in macro-expansion syntax: `#Name(arguments) { trailing closures }`.
///
/// The parser checks only the shape (LANGUAGE §1); the semantic pass interprets `name`.
public struct DirectiveSyntax: Sendable, Hashable {
  /// The name without `#` (`Preview`); its range covers the `#`.
  public var name: Identifier
  public var arguments: [ArgumentSyntax]
  /// The range of `( … )` when the directive has an argument list.
  public var argumentListRange: SourceRange?
  public var trailingClosures: [TrailingClosureSyntax]
  public var range: SourceRange

  public init(
    name: Identifier, arguments: [ArgumentSyntax], argumentListRange: SourceRange?,
    trailingClosures: [TrailingClosureSyntax], range: SourceRange
  ) {
    self.name = name
    self.arguments = arguments
    self.argumentListRange = argumentListRange
    self.trailingClosures = trailingClosures
    self.range = range
  }
}
