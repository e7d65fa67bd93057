import MatchcutSource
import MatchcutViews

/// Views from modules Matchcut cannot read (swiftui-semantics §23.18): a file that imports a
/// package (`SDWebImageSwiftUI`, `Kingfisher`, `Lottie`) or a framework Matchcut does not model
/// (`AVKit`, `MapKit`) may use its view types. Their declarations are not in the input, so such a
/// view is drawn as a labelled placeholder that takes the space it is offered, and the methods
/// called on it that are not SwiftUI modifiers are skipped: the rest of the scene still
/// compiles, with a warning naming the type.
extension Interpreter {
  /// The placeholder for `name(…)`, an unknown type of a file that imports `imports`: a rectangle
  /// in the colour an undeclared asset of that name gets (`AssetPlaceholder`), with the type's
  /// name in caption text over it.
  func externalViewPlaceholder(_ name: String, imports: [String], file: String, range: SourceRange)
    -> ViewValue
  {
    if sink.once.insert("external-view.\(name)|\(file)").inserted {
      let modules = imports.map { "'\($0)'" }.joined(separator: ", ")
      sink.warning(
        "semantics.external-view-placeholder",
        "'\(name)' is not declared in the module; it may come from \(modules), which Matchcut cannot read: drawn as a placeholder that takes the space it is offered",
        file: file, range: range)
    }
    externalViewSites[Self.siteKey(file, range)] = name
    func applied(_ view: ViewValue, _ modifier: String, _ value: Value) -> ViewValue {
      view.adding(
        ModifierApplication(
          name: modifier, arguments: [Argument(label: nil, value: value, range: range)], file: file,
          range: range))
    }
    let label = applied(
      applied(
        ViewValue(
          .primitive(
            name: "Text", arguments: [Argument(label: nil, value: .string(name), range: range)], children: []),
          file: file, range: range), "font", .symbol(Symbol(name: "caption", range: range))),
      "foregroundColor", .color(RGBA(bytes: 0xFF, 0xFF, 0xFF)))
    let fill = ViewValue(.primitive(name: "Rectangle", arguments: [], children: []), file: file, range: range)
    return applied(
      applied(fill, "fill", .color(AssetPlaceholder.color(named: name))), "overlay", .view(ViewRef(label)))
  }

  /// The type name of `view` when it is the placeholder of an unread module's type
  /// (``externalViewPlaceholder(_:imports:file:range:)``), else nil.
  func externalPlaceholderType(_ view: ViewValue) -> String? {
    externalViewSites.isEmpty ? nil : externalViewSites[Self.siteKey(view.file, view.range)]
  }

  /// `typeName` as a stand-in value, for a property read on its view placeholder: the value was
  /// constructed where a view could stand (`GADInterstitial(adUnitID:)`), and is then used as
  /// the object it is. Warns once per type, as ``externalStandIn(_:file:range:)`` does.
  func externalStandInValue(_ typeName: String, file: String, range: SourceRange) -> Value {
    standIn(typeName, from: nil, file: file, range: range)
  }

  /// Whether `name` stands for framework code whose values are skipped: one of `Effects`' names,
  /// or a type of a module Matchcut cannot read that the code named (``externalStandIns``).
  func isStandIn(_ name: String) -> Bool {
    Effects.isStandIn(name) || (!externalStandIns.isEmpty && externalStandIns.contains(name))
  }

  /// `Auth.auth().currentUser` in a file that imports `FirebaseAuth`: an unknown capitalised
  /// name there may be that module's type, whose declaration Matchcut cannot read. It becomes a
  /// stand-in like `URLSession`'s (docs/semantics.md "Code that is not about views"): statements
  /// that call it are skipped, and where a value of it reaches what the scene draws, the
  /// diagnostic there names it (swiftui-semantics §23.18). Nil when the file imports only
  /// modelled modules.
  func externalStandIn(_ name: String, file: String, range: SourceRange) -> Value? {
    guard name.first?.isUppercase == true, let imported = module.unreadImports[file] else { return nil }
    return standIn(name, from: imported, file: file, range: range)
  }

  /// `name` as a stand-in, with `semantics.external-type-skipped` the first time: naming the
  /// unread `modules` it may come from, when they are known.
  private func standIn(_ name: String, from modules: [String]?, file: String, range: SourceRange) -> Value {
    if externalStandIns.insert(name).inserted {
      let origin =
        modules.map {
          "it may come from \($0.map { "'\($0)'" }.joined(separator: ", ")), which Matchcut cannot read"
        }
        ?? "Matchcut cannot read the module it comes from"
      sink.warning(
        "semantics.external-type-skipped",
        "'\(name)' is not declared in the module; \(origin): its uses are skipped", file: file, range: range)
    }
    return .type(name)
  }
}
