/// What stands in for an asset the module does not declare, so that tutorial code pasted as it
/// is (`Color("Purple")`, `Image("Studio Logo")` with no `#Asset`) still compiles: the use is
/// the warning `semantics.missing-asset`, and the view gets a placeholder that is a pure
/// function of the name (the same in every scene, file and run). `docs/semantics.md` "Assets".
public enum AssetPlaceholder {
  /// The intrinsic size of an undeclared `Image("Name")`: 100 × 100 points, the size the
  /// lowering already gave an image without one. Square, so `aspectRatio(contentMode: .fit)`
  /// keeps whatever frame the code gives it square.
  public static let imageSize = ImageAsset(width: 100, height: 100)

  /// Saturation and lightness of every placeholder colour (HSL): a mid-tone that white text
  /// stays readable on, as on the tutorials' brand colours.
  public static let saturation = 0.55
  public static let lightness = 0.5

  /// System colours an asset may be named after (`Color("Purple")`, `Color("red")`): such an
  /// asset is drawn as that system colour rather than as a hashed hue.
  static let systemNamed: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
    "brown", "gray", "black", "white",
  ]

  /// The colour of an undeclared `Color("Name")`. A name that is a system colour's, ignoring
  /// case, is that colour (`RGBA.system`). Any other name gets the hue of the 32-bit FNV-1a hash
  /// of its UTF-8 bytes modulo 360 (degrees), at `saturation` and `lightness`, each channel
  /// rounded to 8 bits as an `#Asset(hex:)` colour is. Different names almost always get
  /// different colours, so matched-geometry ids built from colours stay apart.
  public static func color(named name: String) -> RGBA {
    let lowered = name.lowercased()
    if systemNamed.contains(lowered), let system = RGBA.system[lowered] { return system }
    let hue = Double(fnv1a(name) % 360)
    let (r, g, b) = hslToRGB(hue: hue, saturation: saturation, lightness: lightness)
    return RGBA(bytes: Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
  }

  /// FNV-1a, 32 bits: offset basis 2166136261, prime 16777619 (Fowler–Noll–Vo, IETF draft
  /// "The FNV Non-Cryptographic Hash Algorithm").
  static func fnv1a(_ name: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }

  /// HSL to RGB in 0…1 (the CSS Color 4 formula): chroma C = (1 − |2L − 1|)·S, X = C·(1 −
  /// |(H/60) mod 2 − 1|), m = L − C/2, the sextant of H picking the order of (C, X, 0).
  static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let m = lightness - chroma / 2
    let (r, g, b): (Double, Double, Double)
    switch Int(sector) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    return (r + m, g + m, b + m)
  }
}
