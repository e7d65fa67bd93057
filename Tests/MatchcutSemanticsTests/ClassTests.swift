import MatchcutSemantics
import MatchcutSource
import Testing

/// Classes with reference identity (issue 19), worked out by hand from Swift's rules.
@Suite struct ClassTests {
  /// Two references see one object, a struct copy is a copy: after `second.n = 5` through the
  /// reference `second = first`, `first.n` is 5 and `first === second`; the copied struct
  /// `q = p` changes alone, so `p.n` stays 0. The label is "5 true 0".
  @Test func referencesShareOneObject() throws {
    let scene = try EvaluatorTests.scene(
      """
      final class Box { var n = 0 }
      struct Pair { var n = 0 }
      struct Twins: View {
        @State private var label = ""
        var body: some View {
          Text(label).onTapGesture {
            let first = Box()
            let second = first
            second.n = 5
            var p = Pair()
            var q = p
            q.n = 7
            label = "\\(first.n) \\(first === second) \\(p.n)"
          }
        }
      }
      #Preview { Twins() }
      """)
    #expect(scene.stateGraph.states.count == 2)
    #expect(EvaluatorTests.values(scene, 1)["Twins.label"] == "\"5 true 0\"")
  }

  /// A subclass inherits its superclass's stored properties and methods and overrides one:
  /// `Dog().describe()` is `override`'s "Dog" + the inherited `legs` 4 → "Dog 4"; an `init`
  /// sets the initial value (`Cat(legs: 3)`), which is the object's state `Cat.legs` = 3 before
  /// any action. The tap's `speak()` is the base class's, setting `sound` to "…".
  @Test func inheritanceAndInit() throws {
    let scene = try EvaluatorTests.scene(
      """
      class Animal {
        var legs = 4
        var sound = ""
        func describe() -> String { "Animal \\(legs)" }
        func speak() { sound = "…" }
      }
      final class Dog: Animal {
        override func describe() -> String { "Dog \\(legs)" }
      }
      final class Cat: Animal {
        init(legs: Int) { self.legs = legs }
      }
      struct Zoo: View {
        let dog = Dog()
        let cat = Cat(legs: 3)
        var body: some View {
          VStack {
            Text(dog.describe())
            Text("\\(cat.legs) \\(dog.sound)").onTapGesture { dog.speak() }
          }
        }
      }
      #Preview { Zoo() }
      """)
    #expect(scene.stateGraph.states.count == 2)
    #expect(EvaluatorTests.values(scene, 0)["Cat.legs"] == "3")
    #expect(EvaluatorTests.values(scene, 0)["Dog.sound"] == "\"\"")
    #expect(EvaluatorTests.values(scene, 1)["Dog.sound"] == "\"…\"")
    #expect(scene.trees[0].children[0].kind == .text("Dog 4", inlineImages: []))
  }
}
