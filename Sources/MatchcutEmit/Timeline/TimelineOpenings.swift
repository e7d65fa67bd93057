import MatchcutSource

/// The openings the timeline writes once per appearance (TOOLING §3): the key, the object and
/// the frame's key in one store.
extension JSONOpening {
  static let fromFrame = JSONOpening("\"from\":{\"frame\":")
  static let toFrame = JSONOpening("\"to\":{\"frame\":")
  static let frame = JSONOpening("\"frame\":")
}
