/// A material background style (`.ultraThinMaterial` … `.ultraThickMaterial`), thinnest first.
public enum Material: String, Sendable, Hashable, CaseIterable {
  case ultraThinMaterial
  case thinMaterial
  case regularMaterial
  case thickMaterial
  case ultraThickMaterial

  /// The material a symbol ending in `Material` names. A name SwiftUI does not define is
  /// taken as the thickest (the drawing of an unknown material, swiftui-semantics §19).
  public init(named name: String) {
    // `.bar`, the material of system toolbars, is drawn as the regular one (swiftui-semantics §19).
    self = name == "bar" ? .regularMaterial : Material(rawValue: name) ?? .ultraThickMaterial
  }

  /// Whether a style symbol names a material (`.thinMaterial`, `.bar`).
  public static func isMaterial(_ name: String) -> Bool { name == "bar" || name.hasSuffix("Material") }
}
