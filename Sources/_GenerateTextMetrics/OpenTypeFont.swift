/// The few OpenType tables the text metrics table needs, read from a font file's bytes.
///
/// Reads `head` (unitsPerEm), `hhea` (ascender, descender, line gap, number of metrics),
/// `OS/2` (typographic ascender/descender when present), `hmtx` (advance widths) and `cmap`
/// (formats 4 and 12), as specified by the OpenType specification
/// (https://learn.microsoft.com/typography/opentype/spec/). Works on `[UInt8]`; any malformed
/// offset throws instead of trapping.
struct OpenTypeFont {
  /// Why a font file could not be read.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  let unitsPerEm: Int
  let ascender: Int
  let descender: Int
  let lineGap: Int
  private let advances: [Int]
  private let characterToGlyph: [UInt32: Int]

  init(bytes: [UInt8]) throws {
    let reader = ByteReader(bytes: bytes)
    let tables = try Self.tableDirectory(reader)
    func table(_ tag: String) throws -> Int {
      guard let offset = tables[tag] else { throw ParseError(description: "missing table '\(tag)'") }
      return offset
    }
    let head = try table("head")
    unitsPerEm = try reader.u16(head + 18)
    let hhea = try table("hhea")
    var ascender = try reader.i16(hhea + 4)
    var descender = try reader.i16(hhea + 6)
    var lineGap = try reader.i16(hhea + 8)
    let metricCount = try reader.u16(hhea + 34)
    if let os2 = tables["OS/2"] {
      ascender = try reader.i16(os2 + 68)
      descender = try reader.i16(os2 + 70)
      lineGap = try reader.i16(os2 + 72)
    }
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    let hmtx = try table("hmtx")
    var advances: [Int] = []
    advances.reserveCapacity(metricCount)
    for index in 0..<metricCount {
      advances.append(try reader.u16(hmtx + 4 * index))
    }
    self.advances = advances
    characterToGlyph = try Self.characterMap(reader, cmap: try table("cmap"))
  }

  /// The advance width of `scalar` in font units, or `nil` when the font has no glyph for it.
  func advance(of scalar: UInt32) -> Int? {
    guard let glyph = characterToGlyph[scalar], glyph != 0, let last = advances.last else { return nil }
    return glyph < advances.count ? advances[glyph] : last
  }

  private static func tableDirectory(_ reader: ByteReader) throws -> [String: Int] {
    let count = try reader.u16(4)
    var tables: [String: Int] = [:]
    for index in 0..<count {
      let record = 12 + 16 * index
      let tag = String(decoding: try reader.bytes(record, count: 4), as: UTF8.self)
      tables[tag] = try reader.u32(record + 8)
    }
    return tables
  }

  /// Picks the best Unicode subtable: (3, 10) or (0, 4) format 12, else (3, 1) or (0, 3) format 4.
  private static func characterMap(_ reader: ByteReader, cmap: Int) throws -> [UInt32: Int] {
    let count = try reader.u16(cmap + 2)
    var format4: Int?
    var format12: Int?
    for index in 0..<count {
      let record = cmap + 4 + 8 * index
      let platform = try reader.u16(record)
      let encoding = try reader.u16(record + 2)
      let subtable = cmap + (try reader.u32(record + 4))
      let format = try reader.u16(subtable)
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      if unicode && format == 12 { format12 = format12 ?? subtable }
      if unicode && format == 4 { format4 = format4 ?? subtable }
    }
    if let subtable = format12 { return try readFormat12(reader, subtable) }
    if let subtable = format4 { return try readFormat4(reader, subtable) }
    throw ParseError(description: "no Unicode cmap subtable of format 4 or 12")
  }

  private static func readFormat12(_ reader: ByteReader, _ subtable: Int) throws -> [UInt32: Int] {
    var map: [UInt32: Int] = [:]
    let groups = try reader.u32(subtable + 12)
    for index in 0..<groups {
      let group = subtable + 16 + 12 * index
      let start = try reader.u32(group)
      let end = try reader.u32(group + 4)
      let glyph = try reader.u32(group + 8)
      // Only the Basic Multilingual Plane matters for the table; skip anything larger.
      guard start <= end, end <= 0xFFFF else { continue }
      for code in start...end { map[UInt32(code)] = glyph + (code - start) }
    }
    return map
  }

  private static func readFormat4(_ reader: ByteReader, _ subtable: Int) throws -> [UInt32: Int] {
    var map: [UInt32: Int] = [:]
    let segments = try reader.u16(subtable + 6) / 2
    let ends = subtable + 14
    let starts = ends + 2 * segments + 2
    let deltas = starts + 2 * segments
    let rangeOffsets = deltas + 2 * segments
    for segment in 0..<segments {
      let end = try reader.u16(ends + 2 * segment)
      let start = try reader.u16(starts + 2 * segment)
      let delta = try reader.u16(deltas + 2 * segment)
      let rangeOffsetAddress = rangeOffsets + 2 * segment
      let rangeOffset = try reader.u16(rangeOffsetAddress)
      guard start <= end, end != 0xFFFF || start != 0xFFFF else { continue }
      for code in start...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          glyph = try reader.u16(rangeOffsetAddress + rangeOffset + 2 * (code - start))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        map[UInt32(code)] = glyph
      }
    }
    return map
  }
}

/// Big-endian reads with bounds checks.
private struct ByteReader {
  let bytes: [UInt8]

  func bytes(_ offset: Int, count: Int) throws -> ArraySlice<UInt8> {
    guard offset >= 0, count >= 0, offset + count <= bytes.count else {
      throw OpenTypeFont.ParseError(description: "offset \(offset) is outside the file")
    }
    return bytes[offset..<(offset + count)]
  }

  func u16(_ offset: Int) throws -> Int {
    let slice = try bytes(offset, count: 2)
    return Int(slice[offset]) << 8 | Int(slice[offset + 1])
  }

  func i16(_ offset: Int) throws -> Int {
    let value = try u16(offset)
    return value >= 0x8000 ? value - 0x10000 : value
  }

  func u32(_ offset: Int) throws -> Int {
    return try u16(offset) << 16 | u16(offset + 2)
  }
}
