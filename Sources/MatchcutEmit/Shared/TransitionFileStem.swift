import MatchcutMotion

extension CompiledScene {
  /// `<preview>.<transitionId>`: the stem of every per-transition file (Lottie, SVG and their
  /// expectation sidecars); an index out of range is named `t<index>`.
  func transitionFileStem(_ transition: Int) -> String {
    let id = transitions.indices.contains(transition) ? transitions[transition].edge.id : "t\(transition)"
    return "\(preview).\(id)"
  }
}
