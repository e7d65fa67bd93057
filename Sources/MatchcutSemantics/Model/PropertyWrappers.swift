import MatchcutSource
import MatchcutSyntax

/// SwiftUI's property wrappers beyond `@State`, `@Binding` and `@Namespace`, as the values a
/// preview sees (docs/semantics.md "Property wrappers"): what each declared property becomes.
enum PropertyWrappers {
  /// What `collectMember` makes of a wrapped property.
  enum Resolution {
    /// A `@State` with this initial value (`nil`: the declaration's own initializer).
    case state(ExprSyntax?)
    /// A plain property with this value (`nil`: the declaration's own), and an optional warning.
    case constant(ExprSyntax?, warning: String?)
    /// An object the environment provides (`@EnvironmentObject`, `@Environment(Model.self)`),
    /// of this class (`nil`: the declared type's).
    case environmentObject(String?)
    /// Not supported, with the message.
    case unsupported(String)
  }

  /// `@Environment(\.key)` values of an iPhone preview in light mode: the key's value as an
  /// expression. Actions (`dismiss`, `openURL`, …) do nothing in a preview, which is presented
  /// by nobody: they are closures that do nothing.
  static func environmentValue(_ key: String, range: SourceRange) -> ExprSyntax? {
    func member(_ name: String) -> ExprSyntax {
      ExprSyntax(.implicitMember(Identifier(name, range: range)), range: range)
    }
    switch key {
    case "colorScheme": return member("light")
    case "horizontalSizeClass": return member("compact")
    case "verticalSizeClass": return member("regular")
    case "dynamicTypeSize", "sizeCategory": return member("large")
    case "layoutDirection": return member("leftToRight")
    case "colorSchemeContrast": return member("standard")
    case "scenePhase": return member("active")
    // A macOS window in front (`ControlActiveState.key`), and a widget's family when a widget's
    // view is previewed as a view (`WidgetFamily.systemSmall`, the gallery's first size).
    case "controlActiveState": return member("key")
    // `Binding<EditMode>?`: edit mode off, as a list shows before its Edit button is tapped;
    // the button's toggle is not explored (docs/semantics.md "Property wrappers").
    case "editMode":
      let binding = ExprSyntax(.identifier(Identifier("Binding", range: range)), range: range)
      let call = CallSyntax(
        callee: ExprSyntax(
          .memberAccess(base: binding, name: Identifier("constant", range: range)), range: range),
        arguments: [ArgumentSyntax(label: nil, value: member("inactive"), range: range)],
        argumentListRange: nil, trailingClosures: [])
      return ExprSyntax(.call(call), range: range)
    case "widgetFamily": return member("systemSmall")
    case "isEnabled": return ExprSyntax(.booleanLiteral(true), range: range)
    case "isPresented", "isSearching", "isFocused": return ExprSyntax(.booleanLiteral(false), range: range)
    case "displayScale", "pixelLength":
      return ExprSyntax(key == "displayScale" ? .floatLiteral(3) : .floatLiteral(1.0 / 3), range: range)
    case "dismiss":
      // The presentation's dismiss action inside presented content, else one that does nothing
      // (`Interpreter.presentationDismiss`).
      return ExprSyntax(
        .identifier(Identifier(PresentationHost.dismissIdentifier, range: range)), range: range)
    case "openURL", "dismissSearch", "refresh", "requestReview", "openWindow", "dismissWindow":
      return ExprSyntax(.closure(ClosureSyntax(signature: nil, statements: [], range: range)), range: range)
    case "presentationMode":
      // `presentationMode.wrappedValue.dismiss()`: the skipped-effect object, as for a store.
      return ExprSyntax(.identifier(Identifier("PresentationMode", range: range)), range: range)
    case "self":
      // `@Environment(\.self)`: the environment itself, whose keys read as above.
      return environmentValues(range: range)
    case "modelContext", "managedObjectContext":
      // A store's context: the skipped-effect object (`Effects`), so its calls are warnings.
      let type = key == "modelContext" ? "ModelContext" : "NSManagedObjectContext"
      return ExprSyntax(.identifier(Identifier(type, range: range)), range: range)
    default: return nil
    }
  }

  /// `EnvironmentValues().key`.
  static func customEnvironmentValue(_ key: Identifier, range: SourceRange) -> ExprSyntax {
    ExprSyntax(.memberAccess(base: environmentValues(range: range), name: key), range: range)
  }

  /// `EnvironmentValues()`.
  static func environmentValues(range: SourceRange) -> ExprSyntax {
    ExprSyntax(
      .call(
        CallSyntax(
          callee: ExprSyntax(.identifier(Identifier("EnvironmentValues", range: range)), range: range),
          arguments: [], argumentListRange: nil, trailingClosures: [])), range: range)
  }

  /// `Model` in `Model.self`.
  private static func typeName(_ expr: ExprSyntax) -> String? {
    switch expr.kind {
    case .identifier(let id): id.text
    case .type(let type): ModuleBuilder.simpleName(type)
    default: nil
    }
  }

  /// The wrapper `name` (without `@`) on a property of declared `type`, or `nil` for the
  /// wrappers handled elsewhere and for attributes that are no wrappers.
  static func resolve(_ attribute: AttributeSyntax, type: TypeSyntax?) -> Resolution? {
    let range = attribute.range
    switch attribute.name.text {
    case "AppStorage", "SceneStorage", "GestureState":
      // Stored defaults start from the declared default; a gesture state is its initial value
      // whenever no finger is down, which is every state the explorer sees.
      return .state(nil)
    case "FocusState", "AccessibilityFocusState":
      // Nothing has focus in a preview: `false`, or `nil` for an optional field enum.
      switch type?.kind {
      case .optional?, .implicitlyUnwrappedOptional?: return .state(ExprSyntax(.nilLiteral, range: range))
      default: break
      }
      return .state(ExprSyntax(.booleanLiteral(false), range: range))
    case "Query":
      // `@Query(sort: \Note.date) var notes: [Note]`: `Query(sort: \Note.date)`, which the
      // declared `[Note]` resolves to the model context's notes (`Interpreter+SwiftData`).
      let call = CallSyntax(
        callee: ExprSyntax(.identifier(Identifier("Query", range: range)), range: range),
        arguments: attribute.arguments, argumentListRange: nil, trailingClosures: [])
      return .constant(ExprSyntax(.call(call), range: range), warning: nil)
    case "FetchRequest", "SectionedFetchRequest":
      return .constant(
        ExprSyntax(.arrayLiteral([]), range: range),
        warning: "@\(attribute.name.text) has no store in a preview: its result is empty")
    case "StateObject", "ObservedObject", "Bindable", "Published":
      // A reference to an object: the property holds it (`Interpreter+Objects`).
      return .constant(nil, warning: nil)
    case "EnvironmentObject":
      return .environmentObject(nil)
    case "Environment":
      if let argument = attribute.arguments.first,
        case .memberAccess(let base, let member) = argument.value.kind,
        member.text == "self", let typeName = Self.typeName(base)
      {
        return .environmentObject(typeName)
      }
      if let argument = attribute.arguments.first, case .keyPath(_, let components) = argument.value.kind,
        components.count == 2, case .property(let key) = components[0],
        case .property(let member) = components[1]
      {
        // `\.dynamicTypeSize.isAccessibilitySize`: a member of a key's preview value. The
        // preview's type size is `.large`, not an accessibility size (docs/semantics.md
        // "Property wrappers"; `DynamicTypeSize.isAccessibilitySize`).
        if key.text == "dynamicTypeSize", member.text == "isAccessibilitySize" {
          return .constant(ExprSyntax(.booleanLiteral(false), range: range), warning: nil)
        }
        if let base = environmentValue(key.text, range: range) {
          return .constant(ExprSyntax(.memberAccess(base: base, name: member), range: range), warning: nil)
        }
      }
      guard let argument = attribute.arguments.first,
        case .keyPath(_, let components) = argument.value.kind, components.count == 1,
        case .property(let key) = components[0]
      else {
        return .unsupported("@Environment(_:) supports a model type or a key path of one or two members")
      }
      // A key of the module's own (`extension EnvironmentValues { var tint: Color { get {
      // self[TintKey.self] } … } }`): its getter, on the preview's environment, where every
      // key has its `defaultValue` (docs/semantics.md "Property wrappers").
      return .constant(
        environmentValue(key.text, range: range) ?? customEnvironmentValue(key, range: range), warning: nil)
    case "ScaledMetric":
      return .constant(nil, warning: nil)  // the size at the default text size
    default:
      return nil
    }
  }
}
