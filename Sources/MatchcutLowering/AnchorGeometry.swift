import MatchcutLayout
import MatchcutSemantics

extension GeometryOracle {
  /// The oracle the compiler uses: lowers and lays out the tree as `SceneCompiler` does for a
  /// state, and answers each asked-for path with the frame of its view's wrapper record (the
  /// view with its modifiers: the bounds `.anchorPreference` names) or, when the view has no
  /// modifiers, of its own record. A path with no record (a stack that draws nothing and carries
  /// nothing for motion) has no answer. `canvas` overrides the file's `#Canvas`, as it does for
  /// `SceneCompiler` (`--canvas`).
  public static func layout(canvas override: Canvas? = nil) -> GeometryOracle {
    GeometryOracle { root, canvas, paths in
      frames(of: paths, in: root, canvas: override ?? SceneCompiler.layoutCanvas(canvas))
    }
  }

  static func frames(of paths: [String], in root: ViewNode, canvas: Canvas) -> [String: Rect] {
    let lowering = StateLowering(canvas: canvas)
    let views = lowering.lower(root: root, id: "anchors", values: []).state.views
    let wanted = Set(paths)
    var frames: [String: Rect] = [:]
    for view in views {
      let isWrapper = view.path.utf8.last == UInt8(ascii: "#")
      let path = isWrapper ? String(view.path.dropLast()) : view.path
      guard wanted.contains(path), isWrapper || frames[path] == nil else { continue }
      frames[path] = view.frame
    }
    return frames
  }
}
