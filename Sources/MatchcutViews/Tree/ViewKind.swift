/// What a resolved view is, with its evaluated arguments (LANGUAGE §4).
public enum ViewKind: Sendable, Hashable {
  case vStack(alignment: AlignmentName, spacing: Double?)
  case hStack(alignment: AlignmentName, spacing: Double?)
  case zStack(alignment: AlignmentName)
  case lazyVStack(alignment: AlignmentName, spacing: Double?)
  case lazyHStack(alignment: AlignmentName, spacing: Double?)
  case lazyVGrid(columns: [GridItemSpec], alignment: AlignmentName, spacing: Double?)
  case lazyHGrid(rows: [GridItemSpec], alignment: AlignmentName, spacing: Double?)
  case spacer(minLength: Double?)
  case scrollView(axes: Axes, showsIndicators: Bool)
  case geometryReader
  /// `NavigationView`/`NavigationStack`; the title bar height depends on the display mode
  /// the content asks for (LANGUAGE §4: large 96 pt, inline 44 pt).
  case navigationStack(title: String?, displayMode: NavigationDisplayMode)
  /// `Text`; inline `Image` interpolations become U+FFFC in `text` and are listed in order.
  case text(String, inlineImages: [String])
  /// An asset image (`systemName` false) or SF Symbol; asset images carry their intrinsic size.
  case image(name: String, systemName: Bool, intrinsicWidth: Double?, intrinsicHeight: Double?)
  /// `AsyncImage(url:)`: the asset registered under the URL string, else a 1:1 placeholder.
  case asyncImage(url: String, intrinsicWidth: Double?, intrinsicHeight: Double?)
  case color(RGBA)
  case shape(ShapeKind)
  /// `Button`; its label (or its style's body) is the only child.
  case button
  case divider
  case emptyView
  /// A style-less container made by a modifier or a multi-view body (`Group`).
  case group
}
