import MatchcutLayout
import MatchcutMotion
import MatchcutViews

/// The SwiftUI defaults lowering fills in where the source leaves a value out, each in one
/// place with its citation (`docs/reference/`).
enum SwiftUIDefaults {
  // MARK: Layout

  /// `.padding()` and `.padding(edges)` without a length: 16 on each named edge
  /// (swiftui-semantics §4), the layout model's `EdgeInsets.defaultPadding`.
  static let padding = MatchcutLayout.EdgeInsets.defaultPadding.top

  /// The band a navigation bar with a large title takes at the top (LANGUAGE §4).
  static let largeTitleBarHeight: Double = 96
  /// The band a navigation bar with an inline title takes at the top (LANGUAGE §4).
  static let inlineTitleBarHeight: Double = 44

  /// The band a titled navigation bar takes in a display mode: `inline` 44, `large` and
  /// `automatic` (a root view's large title) 96 (LANGUAGE §4).
  static func titleBarHeight(_ mode: NavigationDisplayMode) -> Double {
    switch mode {
    case .inline: inlineTitleBarHeight
    case .large, .automatic: largeTitleBarHeight
    }
  }

  /// The side of the placeholder for an image asset the module does not declare, and the
  /// size of an `AsyncImage` without one (LANGUAGE §1 "Assets").
  static let placeholderImageSide: Double = 100

  // MARK: Drawing

  /// The foreground style `.primary` in light mode: what a text, a symbol or an unfilled shape
  /// draws in (swiftui-semantics §19).
  static let foreground = RGBA(red: 0, green: 0, blue: 0)

  /// The system `separator` colour in light mode, a `Divider`'s fill: #3C3C43 at 29 %
  /// (swiftui-semantics §19).
  static let dividerFill = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

  /// The opacity of the translucent white a material is drawn as, thinnest first (a stand-in
  /// for the blur: swiftui-semantics §19, `docs/motion.md`); an unknown name draws as the
  /// thickest (`Material(named:)`).
  static func materialOpacity(_ material: Material) -> Double {
    switch material {
    case .ultraThinMaterial: 0.35
    case .thinMaterial: 0.5
    case .regularMaterial: 0.65
    case .thickMaterial: 0.8
    case .ultraThickMaterial: 0.9
    }
  }

  // MARK: Animation

  /// The arguments an animation leaves out (swiftui-semantics §15.4, LANGUAGE §6).
  enum AnimationArguments {
    /// `spring(duration:bounce:blendDuration:)`, also what `.spring` and `.spring()` resolve to.
    static let springDuration = 0.5
    static let springBounce = 0.0
    /// `spring(response:dampingFraction:blendDuration:)`.
    static let springResponse = 0.5
    static let springDampingFraction = 0.825
    static let springBlendDuration = 0.0
    /// `interactiveSpring(duration:extraBounce:blendDuration:)` and
    /// `interactiveSpring(response:dampingFraction:blendDuration:)`.
    static let interactiveSpringDuration = 0.15
    static let interactiveSpringResponse = 0.15
    static let interactiveSpringDampingFraction = 0.86
    static let interactiveSpringBlendDuration = 0.25
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (the encoder's defaults).
    static let interpolatingSpringMass = 1.0
    static let interpolatingSpringStiffness = 100.0
    static let interpolatingSpringDamping = 20.0
    /// `interpolatingSpring(duration:bounce:initialVelocity:)`.
    static let interpolatingSpringDuration = 0.5
    static let interpolatingSpringBounce = 0.0
    static let initialVelocity = 0.0
    /// `.smooth`, `.snappy` and `.bouncy`: duration 0.5, no extra bounce.
    static let presetDuration = 0.5
    static let extraBounce = 0.0
    /// `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)` (swiftui-semantics §15.6).
    static let delay = 0.0
    static let speed = 1.0
    static let repeatCount = 1.0
    /// The most repetitions a `repeatCount` is taken at (a bound on the input, not SwiftUI's).
    static let maximumRepeatCount = 10_000.0
  }
}
