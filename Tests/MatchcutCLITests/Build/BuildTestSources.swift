/// Small valid modules for the build tests (LANGUAGE §1–2 constructs only).
enum BuildTestSources {
  /// One scene: a circle that moves down on tap.
  static let circle = """
    import SwiftUI

    struct Mover: View {
      @State private var down = false
      @Namespace private var space

      var body: some View {
        VStack {
          if down { Spacer() }
          Circle()
            .frame(width: 40, height: 40)
            .matchedGeometryEffect(id: "dot", in: space)
        }
        .onTapGesture {
          withAnimation(.easeInOut(duration: 0.3)) {
            down.toggle()
          }
        }
      }
    }

    #Preview("Mover") { Mover() }

    """

  /// A second file for the same module: a square that grows, in a view called `name`.
  static func square(named name: String, size: Int = 120) -> String {
    """
    import SwiftUI

    struct \(name): View {
      @State private var big = false

      var body: some View {
        Rectangle()
          .frame(width: big ? \(size) : 60, height: 60)
          .onTapGesture {
            withAnimation(.linear(duration: 0.2)) {
              big.toggle()
            }
          }
      }
    }

    #Preview("\(name)") { \(name)() }

    """
  }
}
