/// The output formats of `matchcut build --format` (TOOLING §3, §4).
public enum BuildFormat: String, Sendable, CaseIterable {
  /// One `NAME.timeline.json` per source file (the default).
  case timeline
  /// One Lottie file per scene transition.
  case lottie
  /// A stylesheet with `@keyframes` per node per transition.
  case css
  /// A filmstrip of each transition.
  case svg

  /// Whether the format writes several files, so `-o` names a directory.
  public var writesDirectory: Bool { self != .timeline }
}

/// One file a build writes: its name inside the output directory and its bytes.
public struct BuildArtifact: Sendable, Hashable {
  /// The source file it was compiled from.
  public var source: String
  /// A single path component (`OutputNames.sanitized`).
  public var name: String
  public var bytes: [UInt8]

  public init(source: String, name: String, bytes: [UInt8]) {
    self.source = source
    self.name = name
    self.bytes = bytes
  }
}
