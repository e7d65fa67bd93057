import Foundation
import MatchcutLayout
import MatchcutSemantics
import Testing

@testable import Matchcut

/// `AssetCatalogReader`: Xcode asset catalogs on disk become the colours and image sizes
/// `Color("name")`/`Image("name")` resolve to. Every expected value is derived by hand from the
/// catalog format (Apple's Asset Catalog Format Reference: colour components 0…1, Xcode's
/// 8-bit spellings `0xNN`/`NNN` over 255, image points = pixels ÷ scale) and the image headers
/// the tests write themselves (PNG IHDR, JPEG SOF2 after APP0 and DHT segments).
@Suite struct AssetCatalogReaderTests {
  /// A fresh folder for one test's catalog.
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "matchcut-assets-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  static func bigEndian(_ value: Int, bytes count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }

  /// The first 33 bytes of a PNG: signature, then the IHDR chunk (length 13, type, width,
  /// height, depth 8, colour type 2, three zero bytes, a CRC the reader does not check).
  static func pngHeader(width: Int, height: Int) -> [UInt8] {
    ImageHeader.pngSignature + bigEndian(13, bytes: 4) + Array("IHDR".utf8) + bigEndian(width, bytes: 4)
      + bigEndian(height, bytes: 4) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
  }

  /// A JPEG start: SOI, an APP0 segment, a DHT segment (FFC4, which is not a frame), fill
  /// bytes, then SOF2 (progressive) with the size.
  static func jpegHeader(width: Int, height: Int) -> [UInt8] {
    let app0: [UInt8] =
      [0xFF, 0xE0] + bigEndian(16, bytes: 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let dht: [UInt8] = [0xFF, 0xC4] + bigEndian(5, bytes: 2) + [0, 0, 0]
    let sof: [UInt8] =
      [0xFF, 0xFF, 0xFF, 0xC2] + bigEndian(11, bytes: 2) + [8] + bigEndian(height, bytes: 2)
      + bigEndian(width, bytes: 2) + [1, 1, 0x11, 0]
    return [0xFF, 0xD8] + app0 + dht + sof + [0xFF, 0xD9]
  }

  static func colorSet(_ entries: String) -> String { #"{"colors":[\#(entries)],"info":{"version":1}}"# }

  static func srgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000", extra: String = "")
    -> String
  {
    #"{\#(extra)"color":{"color-space":"srgb","components":{"red":"\#(r)","green":"\#(g)","blue":"\#(b)","alpha":"\#(alpha)"}},"idiom":"universal"}"#
  }

  @Test func componentsInEveryXcodeSpelling() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    // red as a float, green as an 8-bit integer, blue as 8-bit hex: 0.2, 128/255, 255/255.
    try Self.write(
      Self.colorSet(Self.srgb("0.200", "128", "0xFF", alpha: "0.500")),
      to: catalog + "/Brand.colorset/Contents.json")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.diagnostics.isEmpty)
    #expect(read.assets.colors["Brand"] == RGBA(red: 0.2, green: 128.0 / 255, blue: 1, alpha: 0.5))
  }

  @Test func theLightUniversalEntryIsUsed() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    let dark = Self.srgb(
      "0.0", "0.0", "0.0", extra: #""appearances":[{"appearance":"luminosity","value":"dark"}],"#)
    try Self.write(
      Self.colorSet(dark + "," + Self.srgb("1.0", "0.5", "0.25")),
      to: catalog + "/Accent.colorset/Contents.json")
    // Only an iPhone entry: it is used.
    let iphone =
      #"{"color":{"color-space":"srgb","components":{"red":"0x00","green":"0x33","blue":"0x66","alpha":"1"}},"idiom":"iphone"}"#
    try Self.write(Self.colorSet(iphone), to: catalog + "/Phone.colorset/Contents.json")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.assets.colors["Accent"] == RGBA(red: 1, green: 0.5, blue: 0.25))
    // alpha "1": an 8-bit integer spelling, 1/255.
    #expect(
      read.assets.colors["Phone"] == RGBA(red: 0, green: 0x33 / 255.0, blue: 0x66 / 255.0, alpha: 1 / 255.0))
  }

  @Test func displayP3IsConvertedToSRGB() throws {
    // Both spaces share the transfer curve and white point, and each row of the linear
    // P3→sRGB matrix sums to 1 (±3·10⁻⁷), so a P3 grey is the same sRGB grey; P3's pure red
    // lies outside sRGB (linear 1.2249, −0.0421, −0.0196) and clamps to sRGB red.
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    let grey =
      #"{"color":{"color-space":"display-p3","components":{"red":"0.500","green":"0.500","blue":"0.500","alpha":"1.000"}},"idiom":"universal"}"#
    let red =
      #"{"color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}"#
    try Self.write(Self.colorSet(grey), to: catalog + "/Grey.colorset/Contents.json")
    try Self.write(Self.colorSet(red), to: catalog + "/Red.colorset/Contents.json")
    let read = AssetCatalogReader().read([catalog])
    let converted = try #require(read.assets.colors["Grey"])
    for channel in [converted.red, converted.green, converted.blue] { #expect(abs(channel - 0.5) < 1e-6) }
    #expect(read.assets.colors["Red"] == RGBA(red: 1, green: 0, blue: 0))
  }

  @Test func imageSizeIsPixelsOverScale() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    try Self.write(
      #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"hero@2x.png","idiom":"universal","scale":"2x"}]}"#,
      to: catalog + "/Hero.imageset/Contents.json")
    try Self.write(Self.pngHeader(width: 400, height: 300), to: catalog + "/Hero.imageset/hero@2x.png")
    try Self.write(
      #"{"images":[{"filename":"photo.jpg","idiom":"universal"}]}"#,
      to: catalog + "/Photo.imageset/Contents.json")
    try Self.write(Self.jpegHeader(width: 90, height: 120), to: catalog + "/Photo.imageset/photo.jpg")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.diagnostics.isEmpty)
    // 400×300 pixels at 2x: 200×150 points; the JPEG has no scale: 1x, 90×120.
    #expect(read.assets.images["Hero"] == ImageAsset(width: 200, height: 150))
    #expect(read.assets.images["Photo"] == ImageAsset(width: 90, height: 120))
  }

  @Test func groupsPrefixNamesOnlyWhenTheyProvideANamespace() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    try Self.write(#"{"properties":{"provides-namespace":true}}"#, to: catalog + "/Icons/Contents.json")
    try Self.write(
      Self.colorSet(Self.srgb("1.0", "0.0", "0.0")), to: catalog + "/Icons/Badge.colorset/Contents.json")
    try Self.write(
      Self.colorSet(Self.srgb("0.0", "1.0", "0.0")), to: catalog + "/Palette/Leaf.colorset/Contents.json")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.assets.colors.keys.sorted() == ["Icons/Badge", "Leaf"])
  }

  @Test func whatCannotBeReadIsAWarningAndTheAssetIsLeftOut() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    try Self.write("{\n  \"colors\": [\n    oops\n  ]\n}", to: catalog + "/Broken.colorset/Contents.json")
    try Self.write(
      #"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}"#,
      to: catalog + "/System.colorset/Contents.json")
    try Self.write(
      #"{"images":[{"filename":"gone.png","idiom":"universal","scale":"2x"}]}"#,
      to: catalog + "/Gone.imageset/Contents.json")
    try Self.write(
      #"{"images":[{"filename":"icon.pdf","idiom":"universal"}]}"#,
      to: catalog + "/Vector.imageset/Contents.json")
    try Self.write("%PDF-1.7", to: catalog + "/Vector.imageset/icon.pdf")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.assets.colors.isEmpty)
    #expect(read.assets.images.isEmpty)
    #expect(read.diagnostics.allSatisfy { $0.severity == .warning })
    let messages = read.diagnostics.map(\.message)
    // `oops` starts on line 3 after four spaces: column 5.
    #expect(messages.contains { $0.contains("Broken.colorset/Contents.json':3:5:") })
    #expect(messages.contains { $0.contains("'System'") && $0.contains("system colour") })
    #expect(messages.contains { $0.contains("'Gone'") && $0.contains("gone.png") })
    #expect(messages.contains { $0.contains("'Vector'") && $0.contains("not a PNG or JPEG") })
  }

  /// Xcode's app template writes `AccentColor.colorset` with one `universal` slot and no
  /// `color` (swiftui-semantics §18.2): an empty slot defines nothing, so it is left out
  /// without a warning; so is an image set whose slots name no file. A colour given only for
  /// the dark appearance is still a warning: there is something there the reader cannot use.
  @Test func emptySlotsAreLeftOutQuietly() throws {
    let root = try Self.scratch()
    let catalog = root + "/Assets.xcassets"
    try Self.write(
      #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
      to: catalog + "/AccentColor.colorset/Contents.json")
    try Self.write(
      #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"}]}"#,
      to: catalog + "/Empty.imageset/Contents.json")
    try Self.write(
      Self.colorSet(
        Self.srgb("0.0", "0.0", "0.0", extra: #""appearances":[{"appearance":"luminosity","value":"dark"}],"#)
      ),
      to: catalog + "/DarkOnly.colorset/Contents.json")
    let read = AssetCatalogReader().read([catalog])
    #expect(read.assets.colors.isEmpty)
    #expect(read.assets.images.isEmpty)
    #expect(
      read.diagnostics.map(\.message) == ["colour set 'DarkOnly' has no colour for the light appearance"])
  }

  @Test func aNameInTwoCatalogsKeepsTheFirst() throws {
    let root = try Self.scratch()
    try Self.write(
      Self.colorSet(Self.srgb("1.0", "0.0", "0.0")), to: root + "/A.xcassets/Brand.colorset/Contents.json")
    try Self.write(
      Self.colorSet(Self.srgb("0.0", "0.0", "1.0")), to: root + "/B.xcassets/Brand.colorset/Contents.json")
    let catalogs = AssetCatalogReader.catalogs(near: [root])
    #expect(catalogs == [root + "/A.xcassets", root + "/B.xcassets"])
    let read = AssetCatalogReader().read(catalogs)
    #expect(read.assets.colors["Brand"] == RGBA(red: 1, green: 0, blue: 0))
    #expect(read.diagnostics.map(\.id.rawValue) == ["assets.duplicate-asset"])
  }

  @Test func aCatalogNextToTheSourceSizesItsImage() throws {
    // The catalog sits beside the file, as in an Xcode project; `#Asset` wins over it. The
    // VStack (spacing 0) holds a 200×150 image and a 30×40 one: the driver's layout gives the
    // first its catalog size, the second its directive's.
    let root = try Self.scratch()
    try Self.write(
      #"{"images":[{"filename":"a.png","idiom":"universal","scale":"2x"}]}"#,
      to: root + "/Assets.xcassets/Hero.imageset/Contents.json")
    try Self.write(Self.pngHeader(width: 400, height: 300), to: root + "/Assets.xcassets/Hero.imageset/a.png")
    try Self.write(
      #"{"images":[{"filename":"b.png","idiom":"universal"}]}"#,
      to: root + "/Assets.xcassets/Thumb.imageset/Contents.json")
    try Self.write(
      Self.pngHeader(width: 500, height: 500), to: root + "/Assets.xcassets/Thumb.imageset/b.png")
    let source = """
      import SwiftUI
      #Asset(image: "Thumb", width: 30, height: 40)
      struct Pair: View {
        var body: some View {
          VStack(spacing: 0) {
            Image("Hero")
            Image("Thumb")
          }
        }
      }
      #Preview { Pair() }
      """
    try Self.write(source, to: root + "/Pair.swift")
    let result = Driver().compile([root + "/Pair.swift"])
    #expect(!result.diagnostics.contains { $0.severity != .note })
    let scene = try #require(result.files.first?.scenes.first)
    let images = scene.states[0].views.filter { $0.kind == .image }
    // Layout works in floating point: compare to a millionth of a point.
    let sizes = images.map {
      [($0.frame.width * 1e6).rounded() / 1e6, ($0.frame.height * 1e6).rounded() / 1e6]
    }
    #expect(sizes == [[200, 150], [30, 40]])
  }
}
