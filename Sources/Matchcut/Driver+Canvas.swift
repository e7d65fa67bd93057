import MatchcutLayout
import MatchcutLowering
import MatchcutSemantics

extension Driver {
  /// The layout canvas of a device preset by name (`iPhone15Pro`, LANGUAGE §1), from the one
  /// table `#Canvas` reads (`CanvasSpec.presets`); nil for a name that is no preset.
  public static func canvas(preset name: String) -> Canvas? {
    CanvasSpec.presets[name].map { SceneCompiler.layoutCanvas($0) }
  }
}
