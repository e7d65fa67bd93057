import Foundation
import MatchcutSource
import Testing

@testable import Matchcut

/// `BundleResourceReader`: which JSON files a compile reads (docs/semantics.md "Bundled JSON").
/// The expectations follow the rules stated there: every file below a directory input, and
/// below the folder holding all file inputs, leaving out asset catalogs and nested packages.
@Suite struct BundleResourceReaderTests {
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "matchcut-bundle-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func stringLiteralsOfTheSources() {
    let file = SourceFile(path: "A.swift", text: #"load("a.json"); let s = "x\"y"; let e = ""; "open"#)
    #expect(BundleResourceReader.stringLiterals(in: [file]) == ["a.json", #"x\"y"#])
  }

  @Test func commonFolderOfTheFileInputs() {
    #expect(BundleResourceReader.commonFolder(["/a/App", "/a/App/Views"]) == "/a/App")
    #expect(BundleResourceReader.commonFolder(["/a/App/Model", "/a/App/Views"]) == "/a/App")
    #expect(BundleResourceReader.commonFolder(["/x", "/y"]) == nil)
    #expect(BundleResourceReader.commonFolder(["Views", "Model"]) == ".")
    #expect(BundleResourceReader.commonFolder([]) == nil)
  }

  @Test func fileInputsFindTheTargetsResources() throws {
    let root = try Self.scratch()
    try Self.write("struct A {}", root + "/App/Views/A.swift")
    try Self.write("struct B {}", root + "/App/Model/B.swift")
    try Self.write("[1, 2,]", root + "/App/Resources/data.json")
    try Self.write("{}", root + "/App/Assets.xcassets/Contents.json")
    try Self.write("{}", root + "/App/Package/Package.swift")
    try Self.write("{}", root + "/App/Package/inner.json")
    try Self.write("[]", root + "/App/out/A.timeline.json")
    let sources = [
      SourceFile(
        path: "A.swift", text: "let file = Bundle.main.url(forResource: \"data\", withExtension: \"json\")"),
      SourceFile(path: "B.swift", text: "let other = \"inner.json\""),
    ]
    let read = BundleResourceReader().read(
      near: [root + "/App/Views/A.swift", root + "/App/Model/B.swift"], sources: sources)
    // `inner.json` is named but inside a nested package; the timeline is named by no source.
    #expect(read.resources.keys.sorted() == ["data.json"])
    #expect(read.resources["data.json"] == .array([.number(1), .number(2)]))
    #expect(read.diagnostics.isEmpty)
  }
}
