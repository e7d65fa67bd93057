import MatchcutSource

/// The device a scene is laid out on: size, safe area and pixel scale (LANGUAGE §1).
public struct CanvasSpec: Sendable, Hashable {
  public var name: String?
  public var width: Double
  public var height: Double
  public var safeTop: Double
  public var safeLeading: Double
  public var safeBottom: Double
  public var safeTrailing: Double
  public var scale: Double

  public init(
    name: String? = nil, width: Double, height: Double, safeTop: Double = 0,
    safeLeading: Double = 0, safeBottom: Double = 0, safeTrailing: Double = 0, scale: Double = 3
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeTop = safeTop
    self.safeLeading = safeLeading
    self.safeBottom = safeBottom
    self.safeTrailing = safeTrailing
    self.scale = scale
  }

  /// The presets LANGUAGE §1 requires.
  public static let presets: [String: CanvasSpec] = [
    "iPhone15Pro": CanvasSpec(
      name: "iPhone15Pro", width: 393, height: 852, safeTop: 59, safeBottom: 34, scale: 3),
    "iPhoneSE": CanvasSpec(name: "iPhoneSE", width: 375, height: 667, safeTop: 20, scale: 2),
    "iPadPro11": CanvasSpec(
      name: "iPadPro11", width: 834, height: 1194, safeTop: 24, safeBottom: 20, scale: 2),
  ]

  /// `.iPhone15Pro`, the default when a file has no `#Canvas`.
  public static let `default` = presets["iPhone15Pro"] ?? CanvasSpec(width: 393, height: 852)
}

/// The images and colours `#Asset` registers (LANGUAGE §1).
public struct AssetCatalog: Sendable, Hashable {
  public var colors: [String: RGBA] = [:]
  public var images: [String: ImageAsset] = [:]
  /// The JSON files the app bundles, by file name (`landmarkData.json`): what
  /// `Bundle.main.url(forResource:withExtension:)` finds and `JSONDecoder` decodes.
  public var jsonResources: [String: JSONValue] = [:]
  public init() {}
}

/// An image asset's intrinsic size in points.
public struct ImageAsset: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
