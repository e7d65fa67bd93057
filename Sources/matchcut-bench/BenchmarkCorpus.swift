/// Deterministic Matchcut source text for benchmarks: many components with view bodies,
/// modifier chains, state, closures and string interpolation, in the shapes LANGUAGE §2–5
/// allow. The same `size` always gives the same bytes (a fixed linear congruential generator).
enum BenchmarkCorpus {
  static func generate(bytes size: Int) -> [UInt8] {
    var random = LinearCongruential(seed: 0x6D61_7463_6863_7574)
    var text = "import SwiftUI\n\n#Canvas(.iPhone15Pro)\n\n"
    text.reserveCapacity(size + 4096)
    var index = 0
    while text.utf8.count < size {
      text += component(index, &random)
      index += 1
    }
    text += "#Preview(\"Bench\") { Component0() }\n"
    return Array(text.utf8)
  }

  private static let shapes = ["Circle()", "Capsule()", "Rectangle()", "RoundedRectangle(cornerRadius: 12)"]
  private static let colors = [".red", ".blue", ".orange", ".purple", ".green"]
  private static let stacks = ["VStack", "HStack", "ZStack"]

  private static func component(_ index: Int, _ random: inout LinearCongruential) -> String {
    let name = "Component\(index)"
    let stack = stacks[random.next(stacks.count)]
    var body = ""
    for row in 0..<(4 + random.next(6)) {
      let color = colors[random.next(colors.count)]
      if random.next(3) == 0 {
        body += """
                Text("Row \\(\(row)) of \\(count)")
                  .font(.headline)
                  .foregroundColor(\(color))
                  .padding(.horizontal, \(8 + random.next(16)))

          """
      } else {
        let shape = shapes[random.next(shapes.count)]
        body += """
                \(shape)
                  .fill(\(color))
                  .frame(width: \(20 + random.next(200)), height: \(20 + random.next(120)))
                  .matchedGeometryEffect(id: "shape\(row)", in: namespace)
                  .opacity(isExpanded ? 1.0 : 0.\(random.next(9) + 1))
                  .onTapGesture {
                    withAnimation(.spring(response: 0.\(3 + random.next(5)), dampingFraction: 0.8)) {
                      isExpanded.toggle()
                      count += \(1 + random.next(4))
                    }
                  }

          """
      }
    }
    return """
      /// Component number \(index), generated.
      struct \(name): View {
        @State private var isExpanded = false
        @State private var count = \(random.next(100))
        @Namespace private var namespace

        var body: some View {
          \(stack)(spacing: \(random.next(24))) {
      \(body)    }
          .padding()
          .background(Color.gray.opacity(0.1)) // a trailing comment
        }
      }


      """
  }
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants): portable and repeatable.
struct LinearCongruential {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A value in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
