import MatchcutSource

/// `Date`, deterministic: every `Date()` and `Date.now` of a preview is one fixed instant, so a
/// scene compiles to the same timeline every time (LANGUAGE §3; docs/semantics.md "Dates").
/// Dates print in the en_US locale and UTC, as Foundation's formatters do for that locale and
/// time zone.
extension Interpreter {
  /// Tuesday, January 9, 2007, 9:41:00 AM UTC, in seconds since 2001-01-01 00:00:00 UTC:
  /// 2,199 days (six years with one leap day, and 8 days) and 9 h 41 min.
  static let previewInstant = 190_028_460.0
  /// Seconds from 1970-01-01 to 2001-01-01 (Foundation's `timeIntervalBetween1970AndReferenceDate`).
  static let referenceFrom1970 = 978_307_200.0
  static let dateTypeName = "Date"

  static func date(_ secondsSinceReference: Double) -> Value {
    .structure(
      StructValue(
        type: dateTypeName, fields: [("timeIntervalSinceReferenceDate", .double(secondsSinceReference))]))
  }

  static func dateSeconds(_ value: Value) -> Double? {
    guard case .structure(let s) = value, s.type == dateTypeName else { return nil }
    return s.field("timeIntervalSinceReferenceDate")?.number
  }

  /// `Date(…)`: now (the preview's instant), or an offset from it, the reference date or 1970.
  func makeDate(_ arguments: ArgumentList) -> Value {
    if let offset = arguments.labelled("timeIntervalSinceNow")?.value.number {
      return Self.date(Self.previewInstant + offset)
    }
    if let seconds = arguments.labelled("timeIntervalSinceReferenceDate")?.value.number {
      return Self.date(seconds)
    }
    if let seconds = arguments.labelled("timeIntervalSince1970")?.value.number {
      return Self.date(seconds - Self.referenceFrom1970)
    }
    if let offset = arguments.labelled("timeInterval")?.value.number,
      let base = arguments.labelled("since").flatMap({ Self.dateSeconds($0.value) })
    {
      return Self.date(base + offset)
    }
    return Self.date(Self.previewInstant)
  }

  /// `Date.now`, `.distantFuture`, `.distantPast`.
  static func dateMember(_ name: String) -> Value? {
    switch name {
    case "now": date(previewInstant)
    case "distantFuture": date(63_113_904_000)
    case "distantPast": date(-63_114_076_800)
    default: nil
    }
  }

  /// A date's properties.
  static func dateProperty(_ seconds: Double, _ name: String) -> Value? {
    switch name {
    case "timeIntervalSinceReferenceDate": .double(seconds)
    case "timeIntervalSince1970": .double(seconds + referenceFrom1970)
    case "timeIntervalSinceNow": .double(seconds - previewInstant)
    default: nil
    }
  }

  /// A date's methods.
  func dateMethod(_ seconds: Double, _ name: String, _ arguments: ArgumentList) -> Value? {
    let first = arguments.all.first?.value
    switch name {
    case "addingTimeInterval", "advanced":
      return first?.number.map { Self.date(seconds + $0) }
    case "timeIntervalSince", "distance":
      guard let other = first.flatMap(Self.dateSeconds) else { return nil }
      return .double(name == "distance" ? other - seconds : seconds - other)
    case "formatted":
      return .string(Self.formatted(seconds, arguments))
    default:
      return nil
    }
  }

  /// `formatted()` and `formatted(date:time:)` in en_US, UTC.
  static func formatted(_ seconds: Double, _ arguments: ArgumentList) -> String {
    func style(_ label: String) -> String? {
      if case .symbol(let s)? = arguments.labelled(label)?.value { return s.name }
      return nil
    }
    if arguments.all.isEmpty { return formatted(seconds, date: "numeric", time: "shortened") }
    return formatted(seconds, date: style("date") ?? "omitted", time: style("time") ?? "omitted")
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func formatted(_ seconds: Double, date: String, time: String) -> String {
    let parts = civil(seconds)
    var pieces: [String] = []
    let month = monthNames[parts.month - 1]
    switch date {
    case "numeric": pieces.append("\(parts.month)/\(parts.day)/\(parts.year)")
    case "abbreviated": pieces.append("\(month.prefix(3)) \(parts.day), \(parts.year)")
    case "long": pieces.append("\(month) \(parts.day), \(parts.year)")
    case "complete": pieces.append("\(weekdayNames[parts.weekday]), \(month) \(parts.day), \(parts.year)")
    default: break
    }
    let hour12 = parts.hour % 12 == 0 ? 12 : parts.hour % 12
    let meridiem = parts.hour < 12 ? "AM" : "PM"
    let minute = parts.minute < 10 ? "0\(parts.minute)" : "\(parts.minute)"
    let second = parts.second < 10 ? "0\(parts.second)" : "\(parts.second)"
    switch time {
    case "shortened": pieces.append("\(hour12):\(minute)\u{202F}\(meridiem)")
    case "standard": pieces.append("\(hour12):\(minute):\(second)\u{202F}\(meridiem)")
    case "complete": pieces.append("\(hour12):\(minute):\(second)\u{202F}\(meridiem) GMT")
    default: break
    }
    return pieces.joined(separator: ", ")
  }

  /// `Text(date, style:)`: `.date` is the long date, `.time` the shortened time; the relative
  /// styles count from the preview's instant.
  static func textStyle(_ seconds: Double, _ style: String) -> String {
    switch style {
    case "date": return formatted(seconds, date: "long", time: "omitted")
    case "time": return formatted(seconds, date: "omitted", time: "shortened")
    default:
      let interval = Int((seconds - previewInstant).magnitude.rounded(.down))
      let minutes = interval / 60
      let rest = interval % 60
      return "\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }
  }

  /// The proleptic Gregorian calendar date and time, UTC, of seconds since 2001-01-01 (the
  /// days-to-civil algorithm of H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
  static func civil(_ seconds: Double) -> (
    year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int, second: Int
  ) {
    let clamped = min(max(seconds, -1e13), 1e13)
    let unix = Int((clamped + referenceFrom1970).rounded(.down))
    let days = Int((Double(unix) / 86_400).rounded(.down))
    let secondOfDay = unix - days * 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // 1970-01-01 was a Thursday (4).
    let weekday = ((days % 7) + 7 + 4) % 7
    return (year, month, day, weekday, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
  }
}
