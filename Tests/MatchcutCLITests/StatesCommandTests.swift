import Foundation
import Testing

// `matchcut states` on a directory: the module's scenes from every file, not only the first
// file's (a project keeps its previews next to the views they show).

private let listFile = """
  import SwiftUI

  struct Toggler: View {
    @State private var isOn = false
    var body: some View {
      Text(isOn ? "On" : "Off").onTapGesture { isOn.toggle() }
    }
  }

  #Preview("First") { Toggler() }
  """

private let detailFile = """
  import SwiftUI

  struct Still: View {
    var body: some View { Text("Still") }
  }

  #Preview("Second") { Still() }
  """

@Test func statesOfADirectoryReachesEveryFilesPreviews() throws {
  let directory = try makeTemporaryDirectory()
  try write(listFile, to: "A.swift", in: directory)
  try write(detailFile, to: "B.swift", in: directory)
  // The default is the module's first preview: one @State Bool, toggled by a tap, is two states
  // joined both ways (hand-derived).
  let first = try MatchcutProcess.run(["states", directory])
  #expect(first.status == 0)
  #expect(first.stdout.hasPrefix("preview 'First': 2 states, 2 transitions\n"))
  // The second file's preview: no state, no transition.
  let second = try MatchcutProcess.run(["states", directory, "--preview", "Second"])
  #expect(second.status == 0)
  #expect(second.stdout.hasPrefix("preview 'Second': 1 states, 0 transitions\n"))
  let missing = try MatchcutProcess.run(["states", directory, "--preview", "Third"])
  #expect(missing.status == 2)
  #expect(missing.stderr == "matchcut: error: no preview named 'Third'; the input has 'First', 'Second'\n")
}
