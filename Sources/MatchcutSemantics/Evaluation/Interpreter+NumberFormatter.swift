import MatchcutSource

/// Foundation's `NumberFormatter` as view code uses it to show amounts: a value whose
/// properties the code sets, and `string(from:)`, `string(for:)` and `number(from:)`
/// (swiftui-semantics §23.14). Numbers are formatted for the preview's locale, en_US: `,`
/// groups thousands and `.` separates the fraction; a `locale` the code sets is not read.
extension Interpreter {
  static let numberFormatterTypeName = "NumberFormatter"

  /// `NumberFormatter()`: every property at its default; the style's own defaults (grouping,
  /// fraction digits) apply to the properties the code leaves unset (`.null`).
  static func makeNumberFormatter() -> Value {
    .structure(
      StructValue(
        type: numberFormatterTypeName,
        fields: [
          ("numberStyle", .symbol(Symbol(name: "none", range: SourceRange(start: 0, end: 0)))),
          ("usesGroupingSeparator", .null), ("minimumFractionDigits", .null),
          ("maximumFractionDigits", .null),
          ("groupingSeparator", .null), ("decimalSeparator", .null), ("locale", .null),
        ]))
  }

  /// A formatter's methods; nil for one Matchcut does not model.
  func numberFormatterMethod(_ formatter: StructValue, _ name: String, _ arguments: ArgumentList) -> Value? {
    guard let first = arguments.all.first?.value else { return nil }
    switch name {
    case "string":
      guard let number = Self.formattedNumber(first) else { return .null }
      return .string(NumberFormatting(formatter).string(number))
    case "number":
      guard case .string(let text) = first else { return .null }
      return NumberFormatting(formatter).number(text).map { .double($0) } ?? .null
    default:
      return nil
    }
  }

  /// The number an `NSNumber` argument holds: a number, or `.init(value: n)` written where the
  /// parameter's type gives `NSNumber`.
  static func formattedNumber(_ value: Value) -> Double? {
    if let number = value.number { return number }
    if case .symbol(let s) = value, s.name == "init", s.base == nil,
      let number = s.arguments?.first(where: { $0.label == "value" })?.value.number
    {
      return number
    }
    return nil
  }
}

/// The formatting rules of one formatter's settings (en_US).
struct NumberFormatting {
  var style: String
  var grouping: Bool
  var minimumFractionDigits: Int
  var maximumFractionDigits: Int
  var groupingSeparator: String
  var decimalSeparator: String

  init(_ formatter: StructValue) {
    if case .symbol(let s)? = formatter.field("numberStyle") { style = s.name } else { style = "none" }
    // The defaults each style sets (Apple's NumberFormatter.Style documentation, en_US).
    let fraction: (Int, Int) =
      switch style {
      case "decimal": (0, 3)
      case "currency", "currencyAccounting": (2, 2)
      default: (0, 0)
      }
    let groups = ["decimal", "currency", "currencyAccounting", "percent"].contains(style)
    if case .bool(let uses)? = formatter.field("usesGroupingSeparator") {
      grouping = uses
    } else {
      grouping = groups
    }
    minimumFractionDigits = formatter.field("minimumFractionDigits")?.number.map { Int($0) } ?? fraction.0
    maximumFractionDigits = max(
      minimumFractionDigits, formatter.field("maximumFractionDigits")?.number.map { Int($0) } ?? fraction.1)
    if case .string(let s)? = formatter.field("groupingSeparator") {
      groupingSeparator = s
    } else {
      groupingSeparator = ","
    }
    if case .string(let s)? = formatter.field("decimalSeparator") {
      decimalSeparator = s
    } else {
      decimalSeparator = "."
    }
  }

  /// `number` as the style writes it: rounded half to even at the most fraction digits, then
  /// trailing zeros dropped down to the fewest.
  func string(_ number: Double) -> String {
    guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
    let value = style == "percent" ? number * 100 : number
    var scale = 1.0
    for _ in 0..<maximumFractionDigits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
    let whole = (scaled / scale).rounded(.towardZero)
    var fraction = Int((scaled - whole * scale).rounded())
    var digits: [Character] = []
    for _ in 0..<maximumFractionDigits {
      digits.insert(Character(String(fraction % 10)), at: 0)
      fraction /= 10
    }
    while digits.count > minimumFractionDigits, digits.last == "0" { digits.removeLast() }
    var integer = String(Int(whole))
    if grouping {
      var grouped = ""
      for (index, character) in integer.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { grouped = groupingSeparator + grouped }
        grouped = String(character) + grouped
      }
      integer = grouped
    }
    var text = integer + (digits.isEmpty ? "" : decimalSeparator + String(digits))
    switch style {
    case "currency": text = "$" + text
    case "currencyAccounting": text = value < 0 ? "($" + text + ")" : "$" + text
    case "percent": text += "%"
    default: break
    }
    if value < 0, scaled != 0, style != "currencyAccounting" { text = "-" + text }
    return text
  }

  /// The number `text` writes in this style, or nil.
  func number(_ text: String) -> Double? {
    var plain = ""
    var rest = Substring(text)
    while let first = rest.first {
      if !groupingSeparator.isEmpty, rest.hasPrefix(groupingSeparator) {
        rest = rest.dropFirst(groupingSeparator.count)
      } else if !decimalSeparator.isEmpty, rest.hasPrefix(decimalSeparator) {
        plain += "."
        rest = rest.dropFirst(decimalSeparator.count)
      } else {
        if first != " " && first != "$" && first != "%" { plain.append(first) }
        rest = rest.dropFirst()
      }
    }
    guard let value = Double(plain) else { return nil }
    return style == "percent" && text.hasSuffix("%") ? value / 100 : value
  }
}
