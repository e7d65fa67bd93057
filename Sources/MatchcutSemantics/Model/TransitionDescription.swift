/// A view transition (LANGUAGE §5, swiftui-semantics §13). The default when none is given is
/// `.opacity`.
public indirect enum TransitionDescription: Sendable, Hashable, CustomStringConvertible {
  case identity
  case opacity
  /// `.scale` is `scale(1e-5, anchor: .center)` (swiftui-semantics §13).
  case scale(Double, anchor: UnitPoint)
  case move(Edge)
  case slide
  case offset(x: Double, y: Double)
  case push(Edge)
  case combined([TransitionDescription])
  case asymmetric(insertion: TransitionDescription, removal: TransitionDescription)

  public var description: String {
    switch self {
    case .identity: ".identity"
    case .opacity: ".opacity"
    case .scale(let s, let anchor): ".scale(scale: \(formatNumber(s)), anchor: \(anchor))"
    case .move(let edge): ".move(edge: .\(edge.rawValue))"
    case .slide: ".slide"
    case .offset(let x, let y): ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
    case .push(let edge): ".push(from: .\(edge.rawValue))"
    case .combined(let parts): parts.map(\.description).joined(separator: "+")
    case .asymmetric(let i, let r): ".asymmetric(insertion: \(i), removal: \(r))"
    }
  }
}

/// `Edge`: `.top`, `.bottom`, `.leading`, `.trailing`.
public enum Edge: String, Sendable, Hashable, CaseIterable {
  case top, bottom, leading, trailing
}

/// A set of edges: `.all`, `.horizontal`, `[.top, .trailing]`.
public struct EdgeSet: Sendable, Hashable, CustomStringConvertible {
  public var edges: Set<Edge>
  public init(_ edges: Set<Edge>) { self.edges = edges }
  public static let all = EdgeSet(Set(Edge.allCases))

  public var description: String {
    Edge.allCases.filter { edges.contains($0) }.map { "." + $0.rawValue }.joined(separator: ",")
  }
}

/// A point in unit coordinates of a view (`.center` is (0.5, 0.5)).
public struct UnitPoint: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let named: [String: UnitPoint] = [
    "center": UnitPoint(x: 0.5, y: 0.5), "top": UnitPoint(x: 0.5, y: 0),
    "bottom": UnitPoint(x: 0.5, y: 1), "leading": UnitPoint(x: 0, y: 0.5),
    "trailing": UnitPoint(x: 1, y: 0.5), "topLeading": UnitPoint(x: 0, y: 0),
    "topTrailing": UnitPoint(x: 1, y: 0), "bottomLeading": UnitPoint(x: 0, y: 1),
    "bottomTrailing": UnitPoint(x: 1, y: 1), "zero": UnitPoint(x: 0, y: 0),
  ]

  public var description: String {
    for (name, point) in UnitPoint.named.sorted(by: { $0.key < $1.key }) where point == self {
      return "." + name
    }
    return "UnitPoint(x: \(formatNumber(x)), y: \(formatNumber(y)))"
  }
}

/// `Alignment` (2-D), `HorizontalAlignment` or `VerticalAlignment`, kept by name
/// (`center`, `topLeading`, `leading`, `firstTextBaseline`, …).
public struct AlignmentName: Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public init(_ name: String) { self.name = name }
  public static let center = AlignmentName("center")
  public var description: String { "." + name }

  public static let twoD: Set<String> = [
    "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing",
    "bottomLeading", "bottomTrailing",
  ]
  public static let horizontal: Set<String> = ["center", "leading", "trailing"]
  public static let vertical: Set<String> = [
    "center", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
  ]
}

/// A font: a Dynamic Type text style or `.system(size:weight:design:)`, with the weight and
/// bold/italic traits applied by later modifiers (LANGUAGE §8 lists the style sizes).
public struct FontDescription: Sendable, Hashable, CustomStringConvertible {
  /// `largeTitle`, `title`, …, `caption2`; `nil` for `.system(size:)`.
  public var textStyle: String?
  /// Point size for `.system(size:)`.
  public var size: Double?
  /// `ultraLight` … `black`; `nil` for the style's own weight.
  public var weight: String?
  public var design: String?

  public init(textStyle: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil) {
    self.textStyle = textStyle
    self.size = size
    self.weight = weight
    self.design = design
  }

  public static let textStyles: [String] = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption", "caption2",
  ]
  public static let weights: [String] = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  public var description: String {
    var text = textStyle.map { "." + $0 } ?? ".system(size: \(formatNumber(size ?? 17)))"
    if let weight { text += ".weight(.\(weight))" }
    if let design { text += ".design(.\(design))" }
    return text
  }
}
