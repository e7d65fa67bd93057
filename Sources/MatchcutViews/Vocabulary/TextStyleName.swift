/// `Font.TextStyle`: the iOS text styles, with their sizes at the default Dynamic Type size
/// "Large" (LANGUAGE §8, swiftui-semantics §11).
public enum TextStyleName: UInt8, Sendable, Hashable, CaseIterable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption
  case caption2

  /// Point size at "Large": largeTitle 34, title 28, title2 22, title3 20, headline 17,
  /// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
  @inlinable
  public var pointSize: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline: 17
    case .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  /// Default weight: semibold for `headline`, regular otherwise.
  @inlinable
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The style's Swift name (`largeTitle`).
  public var name: String {
    switch self {
    case .largeTitle: "largeTitle"
    case .title: "title"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .body: "body"
    case .callout: "callout"
    case .subheadline: "subheadline"
    case .footnote: "footnote"
    case .caption: "caption"
    case .caption2: "caption2"
    }
  }

  /// The style a Swift name denotes, or nil.
  public init?(name: String) {
    guard let style = TextStyleName.allCases.first(where: { $0.name == name }) else { return nil }
    self = style
  }
}
