/// "Did you mean" candidates by edit distance (optimal string alignment: insertions, deletions,
/// substitutions and swaps of neighbours each cost 1), as swift-argument-parser and Elm do.
enum Suggestion {
  /// The closest candidate within a third of the word's length (at least 1, at most 3 edits),
  /// ties broken by candidate order; nil when nothing is close.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
