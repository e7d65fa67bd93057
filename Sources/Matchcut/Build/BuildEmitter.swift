import MatchcutEmit
import MatchcutMotion

/// Turns a compiled module into the files of one output format, on every core, in a fixed
/// order (sources in input order, then scenes, then transitions) whatever the scheduling.
public enum BuildEmitter {
  /// What emission needs besides the scenes.
  public struct Settings: Sendable {
    public var format: BuildFormat
    public var tolerance: KeyframeTolerance
    /// Frame rate of Lottie and SVG output; nil: the exporter's default.
    public var fps: Double?
    /// Worker threads; nil: one per processor.
    public var jobs: Int?

    public init(
      format: BuildFormat = .timeline, tolerance: KeyframeTolerance = .default, fps: Double? = nil,
      jobs: Int? = nil
    ) {
      self.format = format
      self.tolerance = tolerance
      self.fps = fps
      self.jobs = jobs
    }
  }

  /// Why emission produced nothing.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two sources of one module would write the same timeline file.
    case duplicateName(String, first: String, second: String)
    /// The format's exporter is not part of this build.
    case formatUnavailable(BuildFormat)

    public var description: String {
      switch self {
      case .duplicateName(let name, let first, let second):
        "'\(first)' and '\(second)' both compile to '\(name)'; rename one of them"
      case .formatUnavailable(let format): "'--format \(format.rawValue)' is not available yet in this build"
      }
    }
  }

  /// The files of `settings.format` for `files`.
  public static func artifacts(
    _ files: [CompiledFile], settings: Settings
  ) -> Result<[BuildArtifact], Failure> {
    let jobs = settings.jobs ?? ParallelWork.defaultJobs
    switch settings.format {
    case .timeline:
      var owners: [String: String] = [:]
      for file in files {
        let name = OutputNames.timeline(for: file.path)
        if let first = owners[name] { return .failure(.duplicateName(name, first: first, second: file.path)) }
        owners[name] = file.path
      }
      let tolerance = settings.tolerance
      return .success(
        ParallelWork.map(files, jobs: jobs) { file in
          BuildArtifact(
            source: file.path, name: OutputNames.timeline(for: file.path),
            bytes: TimelineWriter.write(source: file.path, scenes: file.scenes, tolerance: tolerance))
        })
    case .lottie, .css, .svg:
      return .failure(.formatUnavailable(settings.format))
    }
  }

  /// One work item per transition of every scene, in source order.
  struct TransitionWork: Sendable {
    var source: String
    var scene: CompiledScene
    var transition: Int
  }

  static func transitions(of files: [CompiledFile]) -> [TransitionWork] {
    var work: [TransitionWork] = []
    for file in files {
      for scene in file.scenes {
        for index in scene.transitions.indices {
          work.append(TransitionWork(source: file.path, scene: scene, transition: index))
        }
      }
    }
    return work
  }

  /// Sanitizes every name (`OutputNames.sanitized`) and makes them unique in order: a later
  /// artifact whose name is taken gets ` 2`, ` 3`, … before its first dot.
  static func uniquelyNamed(_ artifacts: [BuildArtifact]) -> [BuildArtifact] {
    var taken: Set<String> = []
    return artifacts.map { artifact in
      var result = artifact
      let base = OutputNames.sanitized(artifact.name)
      var name = base
      var counter = 2
      while taken.contains(name) {
        if let dot = base.firstIndex(of: ".") {
          name = String(base[..<dot]) + " \(counter)" + String(base[dot...])
        } else {
          name = base + " \(counter)"
        }
        counter += 1
      }
      taken.insert(name)
      result.name = name
      return result
    }
  }
}
