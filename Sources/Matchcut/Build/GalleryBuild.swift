import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// One gallery sample compiled for publishing (`matchcut gallery`, `matchcut preview`): the
/// sample as the site shows it, and the compilation for the terminal's diagnostics.
public struct GallerySampleBuild: Sendable {
  public var sample: GallerySample
  public var result: ModuleCompilation
}

/// Compiles one sample file for the gallery and turns its diagnostics into what the pages show:
/// the errors rendered when it does not compile, each scene's warnings with the source line and
/// caret and the transitions they concern, and the triggers' source lines — all naming the file
/// by `name` (relative to the gallery's input directory), never by the path it was read from.
public enum GalleryBuild {
  /// - Parameters:
  ///   - path: where to read the file.
  ///   - name: the file as published, e.g. `Destinations.mcut`.
  public static func sample(
    path: String, name: String, canvas: Canvas?, driver: Driver = Driver(),
    willProcess: (String) -> Void = { _ in }
  ) -> GallerySampleBuild {
    let result = driver.compile([path], canvas: canvas, willProcess: willProcess)
    let stem = name.hasSuffix(".mcut") ? String(name.dropLast(".mcut".count)) : name
    var published: [String: SourceFile] = [:]
    var sourceLines = TimelineSourceLines()
    for file in result.compilation.files {
      let shown = file.path == path ? name : file.path
      published[shown] = SourceFile(path: shown, bytes: file.bytes)
      sourceLines.add(file, name: shown)
    }
    let rename: (String) -> String = { $0 == path ? name : $0 }
    if result.compilation.hasIOErrors || result.hasErrors {
      let errors = result.diagnostics.filter { $0.severity == .error }.map { renamed($0, rename) }
      let text = TextDiagnosticRenderer.render(errors, files: published, color: false)
      return GallerySampleBuild(
        sample: GallerySample(name: stem, source: name, scenes: [], errors: [text]), result: result)
    }
    let scenes = result.files.flatMap(\.scenes)
    let lints = sceneLints(
      scenes: scenes, diagnostics: result.diagnostics, sourceLines: sourceLines, rename: rename,
      files: published)
    return GallerySampleBuild(
      sample: GallerySample(
        name: stem, source: name, scenes: scenes, lints: lints, sourceLines: sourceLines),
      result: result)
  }

  /// Per scene, the warnings its page lists: the transition lints of that scene (which name
  /// their transition, `during transition t3`) and the file's other warnings (several sources,
  /// modifiers after the effect…), which concern the transitions whose trigger is on their line.
  static func sceneLints(
    scenes: [CompiledScene], diagnostics: [Diagnostic], sourceLines: TimelineSourceLines,
    rename: (String) -> String, files: [String: SourceFile]
  ) -> [[GalleryLint]] {
    let warnings = diagnostics.filter { $0.severity == .warning }
    let own = scenes.map { GeometryLints.run($0) }
    return scenes.enumerated().map { number, scene in
      var lints: [GalleryLint] = []
      for warning in warnings {
        let elsewhere = own.enumerated().contains { other, list in
          other != number && list.contains(warning) && !own[number].contains(warning)
        }
        if elsewhere { continue }
        let shown = renamed(warning, rename)
        let line = warning.span.flatMap { sourceLines.locate($0) }
        var concerned: [String] = []
        for plan in scene.transitions {
          let id = plan.edge.id
          let named = mentions(warning.message, id)
          let sameLine =
            line != nil
            && plan.edge.source.flatMap { sourceLines.locate($0) }.map { $0.location.line }
              == line?.location.line
          if named || sameLine { concerned.append(id) }
        }
        lints.append(
          GalleryLint(
            severity: warning.severity.rawValue, id: warning.id.rawValue, message: warning.message,
            location: line.map { "\($0.file):\($0.location.line):\($0.location.column)" } ?? "",
            rendered: TextDiagnosticRenderer.render([shown], files: files, color: false),
            transitions: concerned))
      }
      return lints
    }
  }

  /// Whether `message` names transition `id` as a word (`t1` in "transition t1", not in "t12").
  static func mentions(_ message: String, _ id: String) -> Bool {
    let bytes = Array(message.utf8)
    let word = Array(id.utf8)
    guard !word.isEmpty, bytes.count >= word.count else { return false }
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
    for start in 0...(bytes.count - word.count) where Array(bytes[start..<(start + word.count)]) == word {
      let before = start == 0 || !isWordByte(bytes[start - 1])
      let end = start + word.count
      let after = end == bytes.count || !isWordByte(bytes[end])
      if before && after { return true }
    }
    return false
  }

  /// The diagnostic with every file path as published.
  static func renamed(_ diagnostic: Diagnostic, _ rename: (String) -> String) -> Diagnostic {
    var copy = diagnostic
    if let span = copy.span { copy.span = SourceSpan(path: rename(span.path), range: span.range) }
    copy.notes = copy.notes.map { note in
      var note = note
      if let span = note.span { note.span = SourceSpan(path: rename(span.path), range: span.range) }
      return note
    }
    return copy
  }
}
