import MatchcutSource
import MatchcutSyntax

/// A run-time value of the evaluator (LANGUAGE §3).
///
/// SwiftUI's own enumerations and factory members (`.title`, `.spring(response:)`,
/// `.opacity.combined(with:)`, `Color.red`) stay symbolic as `.symbol` until a parameter of a
/// known type consumes them; user types are `.structure` and `.enumCase`.
indirect enum Value: Hashable {
  case void
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([Value])
  case dictionary([Value], [Value])
  /// `lo..<hi` (`closed` when written `lo...(hi - 1)`: only `upperBound` and the description differ).
  case range(Int, Int, closed: Bool = false)
  case structure(StructValue)
  case enumCase(type: String, name: String, payload: [Value])
  /// A deterministic `UUID()` (LANGUAGE §2), already formatted as 8-4-4-4-12 hex.
  case uuid(String)
  case color(RGBA)
  case size(Double, Double)
  case point(Double, Double)
  case symbol(Symbol)
  case view(ViewRef)
  case closure(Closure)
  case binding(BindingRef)
  case namespace(String)
  case keyPath([String])
  /// A type name used as a value (`Color`, `Item`, `Metrics`).
  case type(String)
  case gesture(Gesture)
  /// A member function bound to its receiver.
  case method(Method)
  /// A class instance, by its name in the store (`Model`, `Model#2`): two references to one
  /// object hold one key, and its stored properties are the state values `key.field`
  /// (`Interpreter+Objects`).
  case object(String)

  /// A `CGSize`, or `.init(width:height:)` written where one is expected.
  static func sizeLiteral(_ value: Value) -> (Double, Double)? {
    switch value {
    case .size(let w, let h): return (w, h)
    case .symbol(let s) where s.name == "init" && s.base == nil:
      guard let w = s.argument("width")?.number, let h = s.argument("height")?.number else { return nil }
      return (w, h)
    default: return nil
    }
  }

  var isNull: Bool { if case .null = self { return true } else { return false } }

  /// `.infinity`, `.nan`, `.zero`, `.pi` or `.greatestFiniteMagnitude` written without a type:
  /// a `CGFloat` where one is expected (`-.pi / 2`).
  var isLengthConstant: Bool {
    guard case .symbol(let s) = self, s.base == nil, s.arguments == nil else { return false }
    switch s.name {
    case "infinity", "nan", "zero", "pi", "greatestFiniteMagnitude": return true
    default: return false
    }
  }

  /// A number as `Double` (integers widen).
  var number: Double? {
    switch self {
    case .int(let i): Double(i)
    case .double(let d): d
    default: nil
    }
  }

  var typeName: String {
    switch self {
    case .void: "Void"
    case .null: "nil"
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .range: "Range"
    case .structure(let s) where s.type == Value.tupleTypeName:
      "(" + s.fields.map(\.value.typeName).joined(separator: ", ") + ")"
    case .structure(let s): s.type
    case .enumCase(let type, _, _): type
    case .uuid: "UUID"
    case .color: "Color"
    case .size: "CGSize"
    case .point: "CGPoint"
    case .symbol(let s): "." + s.name
    case .view: "some View"
    case .closure: "closure"
    case .binding: "Binding"
    case .namespace: "Namespace.ID"
    case .keyPath: "KeyPath"
    case .type(let name): name + ".Type"
    case .gesture: "Gesture"
    case .method: "function"
    case .object(let key): String(key.prefix { $0 != "#" })
    }
  }
}

/// An instance of a user struct (data model, constants, configuration values).
struct StructValue: Hashable {
  var type: String
  var fields: [(name: String, value: Value)]

  func field(_ name: String) -> Value? { fields.first { $0.name == name }?.value }

  mutating func set(_ name: String, _ value: Value) {
    if let index = fields.firstIndex(where: { $0.name == name }) {
      fields[index].value = value
    } else {
      fields.append((name, value))
    }
  }

  static func == (lhs: StructValue, rhs: StructValue) -> Bool {
    lhs.type == rhs.type && lhs.fields.count == rhs.fields.count
      && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    for field in fields {
      hasher.combine(field.name)
      hasher.combine(field.value)
    }
  }
}

/// A symbolic SwiftUI member: `.name(args)` applied to an optional base (`.opacity.combined`)
/// or qualified by a type (`Color.red`, `Animation.easeInOut`).
struct Symbol: Hashable {
  var name: String
  var arguments: [Argument]?
  var base: Value?
  var typeQualifier: String?
  var range: SourceRange

  func argument(_ label: String?) -> Value? {
    arguments?.first { $0.label == label }?.value
  }
}

/// An evaluated call argument.
struct Argument: Hashable {
  var label: String?
  var value: Value
  var range: SourceRange
}

/// A closure with its captured environment. Equality is by source position and receiver,
/// which is what state comparison needs (closures never live in `@State` in practice).
struct Closure: Hashable {
  var parameters: [String]
  var body: ClosureBody
  var env: Env
  var file: String
  var range: SourceRange
  /// Whether calling it builds a view (`@ViewBuilder` parameters, `-> Content` closures).
  var isBuilder = false
  /// The module's result builder its body is built with (`@ActionBuilder actions: () -> [Action]`).
  var resultBuilder: String? = nil
  /// `{ i -> (x: Double, y: Double) in (a, b) }`: the labels its declared tuple result gives
  /// the tuple it returns (`Value.relabelled(_:)`).
  var resultLabels: [String?]? = nil
  /// `{ geometry -> Color in return .clear }`: the declared result type, in which an implicit
  /// member it returns is resolved (`Interpreter.typedResult`).
  var resultType: TypeSyntax? = nil

  enum ClosureBody {
    case statements([StmtSyntax])
    /// A user function used as a value (`action: dismiss`).
    case function(FunctionDecl)
    /// A built-in no-op (`{}` defaults).
    case empty
    /// A built-in closure that returns a value it holds (a preference key's `nextValue`).
    case constant(Value)
    /// An operator used as a function (`sorted(by: >)`, `reduce(0, +)`), by its spelling.
    case operatorFunction(String)
    /// A key path used as a function (`map(\.title)`): the argument's member along the path.
    case keyPath([String])
    /// A control's own action: writes the value through the binding (a toggle's switch, a
    /// stepper's buttons, a disclosure group's label).
    case assign(BindingRef, Value)
    /// A tap that moves focus to a text field: the bindings focus leaves, then those it enters
    /// (`Renderer.focusActions()`).
    case focus(FocusChange)
  }

  static func == (lhs: Closure, rhs: Closure) -> Bool {
    lhs.file == rhs.file && lhs.range == rhs.range && lhs.env.receiverPath == rhs.env.receiverPath
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(range)
  }
}

/// A member function bound to a receiver value (`self.close`, `item.describe`).
struct Method: Hashable {
  var receiver: Receiver
  var function: FunctionDecl
  /// The file that declares the function.
  var owner: String
  /// The caller's `self` when a `mutating` method calls another by implicit self: the callee
  /// mutates the same value.
  var selfBox: SelfBox? = nil

  static func == (lhs: Method, rhs: Method) -> Bool {
    lhs.owner == rhs.owner && lhs.function.range == rhs.function.range
  }
  func hash(into hasher: inout Hasher) { hasher.combine(function.range) }
}

/// Where a `Binding` reads and writes.
indirect enum BindingRef: Hashable {
  /// A `@State` of a component instance, by state key.
  case state(String)
  /// `.constant(value)`.
  case constant(Value)
  /// `$model.field`.
  case member(BindingRef, String)
  /// `Binding(get: { … }, set: { … })`: reads call `get`, writes call `set` with the value.
  case computed(get: Closure, set: Closure)
  /// `binding.animation(a)` (`Binding.transaction(_:)` with an animation): reads and writes go
  /// to the base; a write outside any `withAnimation` takes `a` (swiftui-semantics §15.9).
  case animated(BindingRef, AnimationDescription?)
}

/// A gesture value (`DragGesture().onChanged { }.onEnded { }`, `LongPressGesture()`).
struct Gesture: Hashable {
  /// `drag`, `longPress`, `tap`, or `unexplored` (pinch and rotation: no action is offered).
  var kind: String
  var onChanged: Closure?
  var onEnded: Closure?
  var range: SourceRange
  /// The gestures composed with this one (`simultaneously(with:)`, `sequenced(before:)`,
  /// `exclusively(before:)`): each offers its own action.
  var companions: [Gesture] = []

  /// This gesture and every gesture composed with it, depth first.
  var parts: [Gesture] {
    var this = self
    this.companions = []
    return [this] + companions.flatMap(\.parts)
  }
}

/// A view value shared by reference (views are built once per render, never mutated after).
final class ViewRef: Hashable {
  let view: ViewValue
  init(_ view: ViewValue) { self.view = view }
  /// Two references are equal when they hold the same view (`ViewValue.same`): a view kept in
  /// state (`config.sourceView = .init(content)`) built again from the same code and inputs is
  /// the same state, as SwiftUI would draw it the same.
  static func == (lhs: ViewRef, rhs: ViewRef) -> Bool { lhs === rhs || ViewValue.same(lhs.view, rhs.view) }
  func hash(into hasher: inout Hasher) {
    hasher.combine(view.file)
    hasher.combine(view.range)
  }
}
