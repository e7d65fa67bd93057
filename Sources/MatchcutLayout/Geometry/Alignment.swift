/// A horizontal alignment guide (swiftui-semantics §1.5).
public enum HorizontalAlignment: UInt8, Sendable, Hashable {
  case leading
  case center
  case trailing

  /// The guide's position as a fraction of the width (leading 0, center ½, trailing 1).
  @inline(__always)
  var fraction: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

/// A vertical alignment guide (swiftui-semantics §1.5).
///
/// The text baselines are the first/last line's baseline for `Text` and propagate through
/// padding, frames and stacks; any other view reports its height (AlignmentGuide.swift defaults).
public enum VerticalAlignment: UInt8, Sendable, Hashable {
  case top
  case center
  case bottom
  case firstTextBaseline
  case lastTextBaseline

  /// The guide's position as a fraction of the height, for the non-baseline guides.
  @inline(__always)
  var fraction: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
  }

  @inline(__always)
  var isBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// A two-axis alignment (`Alignment`), e.g. for `ZStack`, `frame` and `overlay`.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
