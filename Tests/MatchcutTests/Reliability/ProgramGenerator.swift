/// Random valid Matchcut programs, built from the productions of `Grammar/matchcut.ebnf` that a
/// SwiftUI view uses: a `struct … : View` with `@State` and `@Namespace` properties, a `body`
/// of nested stacks, `if`/`else`, `ForEach`, leaf views, modifier chains, `Button` and
/// `onTapGesture` actions with `withAnimation`, and a `#Preview`.
///
/// Every choice comes from a seeded SplitMix64 generator, so seed N is the same program on every
/// machine. The programs are meant to compile without errors (warnings such as "this branch is
/// never shown" are allowed).
struct ProgramGenerator {
  private var state: UInt64
  private var booleans: [String] = []
  private var counters: [String] = []
  private var matchedIDs = 0

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// SplitMix64 (Steele, Lea, Flood 2014).
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
  private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  private static let colors = ["red", "blue", "green", "orange", "purple", "yellow", "gray", "pink"]
  private static let animations = [
    ".default", ".easeInOut", ".linear(duration: 0.3)", ".spring()", ".easeIn(duration: 0.5)",
    ".spring(response: 0.4, dampingFraction: 0.7)", ".easeOut(duration: 0.2).delay(0.1)", ".snappy",
  ]

  /// One complete file.
  mutating func program() -> String {
    booleans = (0..<(1 + below(3))).map { "flag\($0)" }
    counters = chance(50) ? ["count"] : []
    matchedIDs = 0
    let name = "Generated\(below(1000))"
    var out = "import SwiftUI\n\n"
    if chance(50) { out += "#Canvas(\(pick([".iPhone15Pro", ".iPhoneSE", ".iPadPro11"])))\n\n" }
    out += "struct \(name): View {\n"
    for flag in booleans { out += "  @State private var \(flag) = \(chance(50))\n" }
    for counter in counters { out += "  @State private var \(counter) = 0\n" }
    out += "  @Namespace private var space\n"
    if chance(50) { out += "  let gap: CGFloat = \(below(24))\n" }
    out += "\n  var body: some View {\n"
    out += view(depth: 0, indent: "    ")
    out += "  }\n}\n\n"
    out += "#Preview(\"\(name) preview\") {\n  \(name)()\n}\n"
    return out
  }

  private mutating func view(depth: Int, indent: String) -> String {
    let roll = depth >= 3 ? 100 : below(100)
    var text: String
    switch roll {
    case 0..<25:
      let stack = pick(["VStack", "HStack", "ZStack"])
      var arguments: [String] = []
      if stack != "ZStack", chance(40) { arguments.append("spacing: \(below(20))") }
      if chance(30) {
        arguments.append(
          "alignment: \(stack == "VStack" ? pick([".leading", ".trailing"]) : stack == "HStack" ? pick([".top", ".bottom"]) : pick([".topLeading", ".bottom"]))"
        )
      }
      text = indent + stack + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + " {\n"
      for _ in 0..<(1 + below(3)) { text += view(depth: depth + 1, indent: indent + "  ") }
      text += indent + "}\n"
    case 25..<35:
      let flag = pick(booleans)
      text = indent + "if \(chance(30) ? "!" : "")\(flag) {\n" + view(depth: depth + 1, indent: indent + "  ")
      if chance(70) { text += indent + "} else {\n" + view(depth: depth + 1, indent: indent + "  ") }
      // An `if` is a statement of the view builder: it takes no modifiers.
      return text + indent + "}\n"
    case 35..<42:
      text = indent + "ForEach(0..<\(1 + below(5)), id: \\.self) { index in\n"
      text += indent + "  Text(\"item \\(index)\")\n" + indent + "}\n"
    case 42..<50:
      let flag = pick(booleans)
      text = indent + "Button(\"Toggle \(flag)\") {\n"
      text += indent + "  withAnimation(\(pick(Self.animations))) {\n"
      text += indent + "    \(flag).toggle()\n" + indent + "  }\n" + indent + "}\n"
    default:
      text = indent + leaf() + "\n"
    }
    return modifiers(on: text, indent: indent)
  }

  private mutating func leaf() -> String {
    switch below(6) {
    case 0: return "Text(\"\(pick(["Hello", "Matchcut", "hero", "card title"]))\")"
    case 1: return "Color.\(pick(Self.colors))"
    case 2: return "Circle().fill(Color.\(pick(Self.colors)))"
    case 3: return "RoundedRectangle(cornerRadius: \(below(20))).fill(Color.\(pick(Self.colors)))"
    case 4: return "Rectangle()"
    default: return counters.isEmpty ? "Spacer()" : "Text(\"\\(count)\")"
    }
  }

  private mutating func modifiers(on view: String, indent: String) -> String {
    var text = String(view.dropLast())
    for _ in 0..<below(4) {
      switch below(9) {
      case 0: text += "\n\(indent).frame(width: \(10 + below(200)), height: \(10 + below(200)))"
      case 1: text += "\n\(indent).frame(maxWidth: .infinity)"
      case 2: text += "\n\(indent).padding(\(chance(50) ? "" : String(below(30))))"
      case 3: text += "\n\(indent).offset(x: \(below(40) - 20), y: \(below(40) - 20))"
      case 4: text += "\n\(indent).opacity(\(pick(["0.5", "1", "0.8"])))"
      case 5: text += "\n\(indent).background(Color.\(pick(Self.colors)))"
      case 6: text += "\n\(indent).cornerRadius(\(below(16)))"
      case 7:
        let flag = pick(booleans)
        text += "\n\(indent).onTapGesture {\n\(indent)  withAnimation(\(pick(Self.animations))) {\n"
        text += "\(indent)    \(flag).toggle()\n\(indent)  }\n\(indent)}"
      default:
        if let counter = counters.first {
          text += "\n\(indent).onTapGesture {\n\(indent)  \(counter) = (\(counter) + 1) % 3\n\(indent)}"
        } else {
          matchedIDs += 1
          text += "\n\(indent).matchedGeometryEffect(id: \"m\(matchedIDs)\", in: space)"
        }
      }
    }
    return text + "\n"
  }
}
