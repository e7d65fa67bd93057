/// An image file's pixel size, read from its header: what an asset catalog's image needs to
/// give `Image("name")` its intrinsic size (size in points = pixels ÷ the entry's scale).
///
/// PNG: the `IHDR` chunk, which the format requires first, holds width then height as
/// big-endian 32-bit integers at bytes 16–23. JPEG: the first start-of-frame marker
/// (`FFC0`–`FFCF` except `C4` DHT, `C8` JPG, `CC` DAC) holds height then width as big-endian
/// 16-bit integers after its length and precision byte (both: swiftui-semantics §18.5). Other formats (PDF, SVG, HEIC) are not read: `nil`.
enum ImageHeader {
  struct PixelSize: Sendable, Equatable {
    var width: Int
    var height: Int
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func pixelSize(_ bytes: [UInt8]) -> PixelSize? {
    if bytes.starts(with: pngSignature) { return png(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    return nil
  }

  private static func png(_ bytes: [UInt8]) -> PixelSize? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    guard width > 0, height > 0 else { return nil }
    return PixelSize(width: width, height: height)
  }

  private static func jpeg(_ bytes: [UInt8]) -> PixelSize? {
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      // Fill bytes before a marker, and markers without a length (TEM, RSTn).
      if marker == 0xFF {
        index += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        index += 2
        continue
      }
      let length = bigEndian(bytes, at: index + 2, count: 2)
      guard length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard index + 9 <= bytes.count else { return nil }
        let height = bigEndian(bytes, at: index + 5, count: 2)
        let width = bigEndian(bytes, at: index + 7, count: 2)
        guard width > 0, height > 0 else { return nil }
        return PixelSize(width: width, height: height)
      }
      // Start of scan or end of image before any frame header: not a usable file.
      if marker == 0xDA || marker == 0xD9 { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    var value = 0
    for byte in bytes[offset..<offset + count] { value = value << 8 | Int(byte) }
    return value
  }
}
