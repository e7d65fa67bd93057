/// What `fill`/`foregroundColor`/`foregroundStyle`/`background(Color)` paint with.
public enum Fill: Sendable, Hashable {
  case color(RGBA)
  /// `.ultraThinMaterial` … `.ultraThickMaterial`.
  case material(Material)
}
