/// The SwiftUI and Swift names the evaluator knows (LANGUAGE §3–5).
enum Builtins {
  /// Built-in views and the argument labels each accepts (`_` = unlabelled, LANGUAGE §4).
  static let viewLabels: [String: Set<String>] = [
    "VStack": ["alignment", "spacing", "content"],
    "HStack": ["alignment", "spacing", "content"],
    "ZStack": ["alignment", "content"],
    "LazyVStack": ["alignment", "spacing", "pinnedViews", "content"],
    "LazyHStack": ["alignment", "spacing", "pinnedViews", "content"],
    "LazyVGrid": ["columns", "alignment", "spacing", "pinnedViews", "content"],
    "LazyHGrid": ["rows", "alignment", "spacing", "pinnedViews", "content"],
    "Spacer": ["minLength"],
    "ScrollView": ["_", "showsIndicators", "content"],
    "GeometryReader": ["content"],
    "NavigationView": ["content"],
    // `path:` binds the pushed routes; pushes are not explored (docs/semantics.md).
    "NavigationStack": ["path", "content", "root"],
    "Text": ["_", "verbatim", "style"],
    "Image": [
      "_", "systemName", "decorative", "uiImage", "nsImage", "cgImage", "scale", "orientation", "label",
      "variableValue", "bundle",
    ],
    "AsyncImage": ["url", "scale", "transaction", "content", "placeholder"],
    // `value:`/`total:` make the linear bar (`Interpreter.appView`); `timerInterval:` and
    // `countsDown:` a timer's, drawn as the spinner.
    "ProgressView": ["_", "value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"],
    "Rectangle": [],
    "Circle": [],
    "Capsule": ["style"],
    "Ellipse": [],
    "RoundedRectangle": ["cornerRadius", "cornerSize", "style"],
    "Button": ["_", "action", "label", "role", "systemImage", "image"],
    "EmptyView": [],
    "Divider": [],
    "ForEach": ["_", "id", "content", "subviews", "subviewOf"],
    "Group": ["content", "subviews", "subviewsOf", "transform"],
    "TabView": ["selection", "content"],
    "Tab": ["_", "systemImage", "image", "value", "role", "content"],
  ]

  static let viewNames: [String] =
    Array(viewLabels.keys) + Array(Interpreter.appViewLabels.keys) + Array(Interpreter.controlLabels.keys)
    + ["Color"]

  /// Types whose static members and initializers the evaluator understands.
  static let typeNames: [String] =
    [
      "Color", "Font", "Animation", "AnyTransition", "Edge", "Alignment", "HorizontalAlignment",
      "VerticalAlignment", "UnitPoint", "Angle", "CGVector", "CGFloat", "Double", "Float", "Int", "String",
      "Bool",
      "CGSize", "CGPoint", "CGLineCap", "CGLineJoin", "UUID", "Namespace", "EdgeInsets", "GridItem", "Axis",
      "ContentMode",
      "Image", "Text", "Binding", "URL", "DragGesture", "LongPressGesture", "UnitCurve", "CGRect",
      "UIScreen", "UIApplication", "Date", "ColorScheme", "NavigationPath", "Query", "SortDescriptor",
      "LayoutSubviews", "LayoutSubview", "ProposedViewSize", "ViewDimensions",
    ] + integerTypes

  /// Fixed-width integer types: one `Int` at run time (`UInt64(0.3 * 1e9)` for `Task.sleep`).
  static let integerTypes: [String] = [
    "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// SwiftUI's style structs written as initializers, by the static member each equals
  /// (`PlainButtonStyle()` is `.plain`).
  static let styleStructs: [String: String] = [
    "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
    "BorderedProminentButtonStyle": "borderedProminent", "DefaultButtonStyle": "automatic",
    "SwitchToggleStyle": "switch", "DefaultToggleStyle": "automatic", "ButtonToggleStyle": "button",
    "RoundedBorderTextFieldStyle": "roundedBorder", "PlainTextFieldStyle": "plain",
    "DefaultTextFieldStyle": "automatic", "GroupedListStyle": "grouped",
    "InsetGroupedListStyle": "insetGrouped",
    "PlainListStyle": "plain", "InsetListStyle": "inset", "SidebarListStyle": "sidebar",
    "DefaultListStyle": "automatic", "SegmentedPickerStyle": "segmented", "WheelPickerStyle": "wheel",
    "MenuPickerStyle": "menu", "InlinePickerStyle": "inline",
    "StackNavigationViewStyle": "stack", "DoubleColumnNavigationViewStyle": "columns",
    "DefaultNavigationViewStyle": "automatic", "CompactDatePickerStyle": "compact",
    "GraphicalDatePickerStyle": "graphical", "WheelDatePickerStyle": "wheel",
    "DefaultDatePickerStyle": "automatic", "CircularProgressViewStyle": "circular",
    "LinearProgressViewStyle": "linear", "DefaultProgressViewStyle": "automatic",
  ]

  /// Foundation's time constants (`<dispatch/time.h>`), as `Task.sleep(nanoseconds:)` code uses them.
  static let constants: [String: Int] = [
    "NSEC_PER_SEC": 1_000_000_000, "NSEC_PER_MSEC": 1_000_000, "NSEC_PER_USEC": 1_000,
    "USEC_PER_SEC": 1_000_000,
    "MSEC_PER_SEC": 1_000,
  ]

  static let functionNames: [String] =
    [
      "withAnimation", "abs", "min", "max", "CGFloat", "Double", "Float", "Int", "String", "UUID", "NSUUID",
      "LocalizedStringKey",
      "TimeInterval",
      "CGSize", "CGPoint", "EdgeInsets", "GridItem", "DragGesture", "LongPressGesture",
      "TapGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture", "URL",
      "print", "State", "StateObject", "ObservedObject", "Namespace", "Array", "UnitPoint", "CGRect", "sin",
      "cos", "tan",
      "atan2", "sqrt", "pow", "floor", "ceil", "Gradient", "LinearGradient", "RadialGradient",
      "AngularGradient", "EllipticalGradient", "MeshGradient", "fatalError", "EnvironmentValues", "Alignment",
      "Angle", "Path",
      "Date", "NumberFormatter", "NSNumber",
      "round", "trunc", "Transaction", "DispatchWorkItem", "PhaseAnimator", "KeyframeAnimator", "atan",
      "asin", "acos", "exp", "log", "log2",
      "log10", "hypot", "hypotf", "sqrtf", "sinf", "cosf", "tanf", "atan2f", "powf", "floorf", "ceilf",
      "atanf",
      "asinf", "acosf", "expf", "logf", "stride", "zip", "Set", "Dictionary", "type", "CGVector",
      "withTransaction",
    ] + integerTypes

  /// Modifiers of LANGUAGE §5 that take part in layout, drawing, motion or interaction.
  static let modifierNames: Set<String> = [
    "frame", "padding", "safeAreaPadding", "offset", "position", "fixedSize", "layoutPriority", "aspectRatio",
    "scaledToFit", "scaledToFill", "resizable", "ignoresSafeArea", "edgesIgnoringSafeArea",
    "overlay", "background", "zIndex", "fill", "foregroundColor", "foregroundStyle", "opacity",
    "cornerRadius", "clipShape", "clipped", "scaleEffect", "rotationEffect", "shadow", "blur",
    "font", "fontWeight", "bold", "italic", "lineLimit", "multilineTextAlignment",
    "matchedGeometryEffect", "transition", "animation", "geometryGroup", "onTapGesture", "onChange",
    "onAppear", "task", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture",
    "buttonStyle", "allowsHitTesting", "contentShape", "tint", "stroke", "strokeBorder", "mask",
    "disabled", "border", "preference", "anchorPreference", "transformAnchorPreference", "onPreferenceChange",
    "onGeometryChange",
  ]

  /// Accepted and ignored with a note (LANGUAGE §5).
  static let ignoredModifiers: Set<String> = {
    let own: [String] = [
      "navigationTitle", "navigationBarTitleDisplayMode", "statusBarHidden", "scrollIndicators",
      "navigationBarHidden", "toolbar", "id", "onDisappear", "preferredColorScheme",
      "textCase", "kerning", "tracking", "symbolRenderingMode", "imageScale", "labelsHidden",
      "listStyle", "interactiveDismissDisabled", "sensoryFeedback", "contentTransition",
      // `focused` on a text field is a tap that focuses it (`Renderer+Focus`), elsewhere ignored;
      // `environment(_:_:)` overrides keys only `@Environment` reads, at their preview values.
      "focused", "environment",
      // Provides the object `@EnvironmentObject` reads (`Interpreter+Objects`).
      "environmentObject",
      // Xcode canvas settings of a preview (`previewDisplayName` also names a provider's scene).
      "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
      // Each below leaves the geometry of what Matchcut draws unchanged; swiftui-semantics
      // §21.1 says why, by group.
      "tag", "tabItem", "badge", "tabViewStyle", "pickerStyle", "toggleStyle", "textFieldStyle",
      "datePickerStyle", "menuStyle", "buttonBorderShape", "toolbarBackground", "toolbarColorScheme",
      "navigationBarBackButtonHidden", "navigationDestination", "modelContainer",
      "persistentSystemOverlays", "coordinateSpace", "scrollTargetBehavior", "scrollTargetLayout",
      "scrollDismissesKeyboard", "keyboardType", "textInputAutocapitalization", "autocapitalization",
      "autocorrectionDisabled",
      "disableAutocorrection", "submitLabel", "textContentType", "onSubmit", "contextMenu", "alert",
      "confirmationDialog", "actionSheet", "navigationViewStyle", "hoverEffect", "onHover", "help",
      "privacySensitive",
      "refreshable",
      "swipeActions", "onDelete", "onMove", "draggable", "dropDestination", "onDrop", "onDrag", "onOpenURL",
      "fileImporter",
      "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
      "presentationBackground", "presentationBackgroundInteraction", "scrollContentBackground",
      "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "listSectionSeparatorTint",
      "symbolEffect", "symbolVariant", "containerShape",
      "renderingMode", "blendMode", "compositingGroup", "drawingGroup",
      "scrollClipDisabled",
      "scrollBounceBehavior", "toolbarVisibility", "statusBar", "scrollPosition",
      "defersSystemGestures", "textSelection", "accentColor", "scrollDisabled",
      // Pickers, exporters and search fields that open system UI on an event; bar items and
      // label styles of bars Matchcut does not draw; zoom navigation transitions (pushes are
      // not explored); redaction and container backgrounds (no widgets); a container value
      // only a custom container reads; the deprecated per-view colour scheme.
      "searchable", "photosPicker", "fileExporter", "fileMover", "navigationBarItems", "labelStyle",
      "redacted", "unredacted", "containerBackground", "buttonRepeatBehavior", "tabBarMinimizeBehavior",
      "backgroundExtensionEffect", "matchedTransitionSource", "navigationTransition", "containerValue",
      "colorScheme", "navigationBarTitle", "toolbarTitleDisplayMode", "toolbarRole", "scrollEdgeEffectStyle",
      "presentationCompactAdaptation", "presentationContentInteraction",
      // Where a scroll view starts and when its indicators flash (scrolling is not explored);
      // a bar's background visibility and accessory (bars are bands, not drawn in detail); a
      // text attribute only a custom `TextRenderer` reads; a chart's scales, axes and legend
      // (a chart is a placeholder of the offered size).
      "defaultScrollAnchor", "scrollIndicatorsFlash", "toolbarBackgroundVisibility", "tabViewBottomAccessory",
      "customAttribute", "chartXScale", "chartYScale", "chartForegroundStyleScale", "chartLegend",
      "chartXAxis",
      "chartYAxis", "chartPlotStyle", "chartOverlay", "chartBackground", "chartXSelection", "chartYSelection",
      "chartScrollableAxes", "chartXVisibleDomain", "indexViewStyle",
    ]
    // One table sized once: chained `union`s copied and regrew the set at each step, a one-time
    // cost every cold compile pays.
    var all = Set<String>(
      minimumCapacity: own.count + presentations.count + unrunClosureModifiers.count + undrawnEffects.count
        + approximatedModifiers.count)
    for name in own { all.insert(name) }
    all.formUnion(presentations)
    all.formUnion(unrunClosureModifiers)
    all.formUnion(undrawnEffects)
    all.formUnion(approximatedModifiers)
    return all
  }()

  /// Modifiers that can change sizes a little and are not applied: text design, scaling and
  /// spacing, list-row insets, scroll content margins. Each is a warning naming it.
  static let approximatedModifiers: Set<String> = [
    "fontDesign", "fontWidth", "monospaced", "monospacedDigit", "textScale", "lineSpacing",
    "allowsTightening", "minimumScaleFactor", "truncationMode", "listRowInsets", "contentMargins",
    "dynamicTypeSize", "baselineOffset", "controlSize", "progressViewStyle", "gridCellColumns",
    "gridColumnAlignment",
    "gridCellAnchor", "gridCellUnsizedAxes",
  ]

  /// Drawing effects Matchcut does not draw: layout is unchanged, so the view is drawn without
  /// the effect, with a warning (§21.6).
  static let undrawnEffects: Set<String> = [
    "rotation3DEffect", "projectionEffect", "trim", "hueRotation", "colorMultiply", "saturation", "contrast",
    "brightness", "grayscale", "colorInvert", "luminanceToAlpha", "visualEffect", "scrollTransition",
    "glassEffect", "distortionEffect", "colorEffect", "layerEffect", "listRowBackground", "textRenderer",
    "strikethrough", "underline",
  ]

  /// Modifiers whose closure runs on events Matchcut does not model (a publisher's output, a
  /// geometry or preference change): accepted, the closure not run, with a warning (§21.5).
  static let unrunClosureModifiers: Set<String> = [
    "onReceive", "onScrollGeometryChange", "onScrollPhaseChange",
    "onContinuousHover", "onKeyPress", "onScrollVisibilityChange", "transaction",
  ]

  /// Modal presentations: their content is drawn above the scene while presented (§21.4,
  /// `Renderer+Presentations.swift`).
  static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

  /// Modifiers whose closure argument is view content, not an action.
  static let contentModifiers: Set<String> = ["overlay", "background", "mask", "clipShape"]

  static func isKnownModifier(_ name: String) -> Bool {
    modifierRoles[name] != nil || name.hasPrefix("accessibility")
  }

  /// What a modifier of `modifierNames` or `ignoredModifiers` is, in one look-up (a modifier
  /// call asked up to three of the sets above).
  enum ModifierRole {
    /// Takes part in layout, drawing, motion or interaction.
    case applied
    /// Like `applied`, and its closure argument is view content (`contentModifiers`).
    case content
    /// Accepted and ignored (`ignoredModifiers`).
    case ignored
  }

  static let modifierRoles: [String: ModifierRole] = {
    var roles: [String: ModifierRole] = [:]
    roles.reserveCapacity(modifierNames.count + ignoredModifiers.count)
    for name in modifierNames { roles[name] = contentModifiers.contains(name) ? .content : .applied }
    for name in ignoredModifiers { roles[name] = .ignored }
    return roles
  }()
}
