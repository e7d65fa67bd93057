// Regenerates Sources/MatchcutLayout/Text/InterMetrics.generated.swift from the Inter font files.
//
// Usage: swift run _GenerateTextMetrics [font-directory]
// (default /usr/share/fonts/opentype/inter, from Debian's fonts-inter package).
import Foundation

let directory =
  CommandLine.arguments.count > 1
  ? CommandLine.arguments[1] : MetricsSourceWriter.defaultFontDirectory
let output = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("MatchcutLayout/Text/InterMetrics.generated.swift")

do {
  let fonts = try MetricsSourceWriter.weights.map { weight -> [UInt8] in
    let path = directory + "/" + weight.fileName
    guard let data = FileManager.default.contents(atPath: path) else {
      throw OpenTypeFont.ParseError(description: "cannot read \(path)")
    }
    return [UInt8](data)
  }
  let source = try MetricsSourceWriter.source(fonts: fonts)
  try source.write(to: output, atomically: true, encoding: .utf8)
  print("wrote \(output.path)")
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
