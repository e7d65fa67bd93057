// Reads the timelines that MatchcutPlugin compiled from this target's `.mcut` files and prints
// a summary of each. A demo, so it reads the JSON with Foundation rather than the compiler.

import Foundation

/// One timeline resource, summarised.
struct TimelineSummary {
  var name: String
  var scenes: Int
  var states: Int
  var transitions: Int
  /// The sum of every transition's `duration`, in seconds.
  var duration: Double

  init?(name: String, json: Any) {
    guard let root = json as? [String: Any], root["format"] as? String == "matchcut.timeline",
      let scenes = root["scenes"] as? [[String: Any]]
    else { return nil }
    self.name = name
    self.scenes = scenes.count
    states = 0
    transitions = 0
    duration = 0
    for scene in scenes {
      states += (scene["states"] as? [Any])?.count ?? 0
      let edges = scene["transitions"] as? [[String: Any]] ?? []
      transitions += edges.count
      for edge in edges { duration += (edge["duration"] as? NSNumber)?.doubleValue ?? 0 }
    }
  }

  var line: String {
    let seconds = String(format: "%.3f", duration)
    return "\(name): \(scenes) scene(s), \(states) states, \(transitions) transitions, \(seconds) s in total"
  }
}

let names = ["BadgeToCard", "SwappingDots", "TabUnderline"]
var failed = false
for name in names {
  guard let url = Bundle.module.url(forResource: "\(name).timeline", withExtension: "json") else {
    print("\(name): missing resource \(name).timeline.json")
    failed = true
    continue
  }
  do {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let summary = TimelineSummary(name: name, json: json) else {
      print("\(name): not a matchcut timeline")
      failed = true
      continue
    }
    print(summary.line)
  } catch {
    print("\(name): \(error)")
    failed = true
  }
}
exit(failed ? 1 : 0)
