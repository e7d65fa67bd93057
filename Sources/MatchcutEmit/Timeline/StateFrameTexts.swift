import MatchcutLayout
import MatchcutSource

/// Where each node's frame was written in each state entry of the timeline, with the frame's
/// bits: a transition's `from` and `to` frames are usually those of its two states, and
/// repeating their text (``JSONWriter/repeatValue(_:)``) is cheaper than formatting four
/// numbers again — the `y` of a row moved by a header is in no table of recent numbers by then.
///
/// A frame is repeated only when its bits are the recorded frame's, and the same bits always
/// print the same, so the output is what formatting writes (`AppearanceTailsTests`).
struct StateFrameTexts {
  private struct Entry {
    var frame: Rect
    /// The text's first byte in the output; `length` 0 = nothing recorded for the node.
    var start: Int32
    var length: UInt8
  }

  /// Per state of the scene, per node.
  private var states: [[Entry]]

  init(states: Int) {
    self.states = Array(repeating: [], count: states)
  }

  /// Records that node `node`'s frame in state `state` is `frame`, written at `text`.
  mutating func record(state: Int, node: Int, frame: Rect, text: Range<Int>, nodeCount: Int) {
    guard state < states.count, text.count > 0, text.count <= Int(UInt8.max),
      let start = Int32(exactly: text.lowerBound)
    else { return }
    if states[state].isEmpty {
      states[state] = Array(
        repeating: Entry(frame: Rect(x: 0, y: 0, width: 0, height: 0), start: 0, length: 0), count: nodeCount)
    }
    guard node < states[state].count else { return }
    states[state][node] = Entry(frame: frame, start: start, length: UInt8(text.count))
  }

  /// Where node `node`'s frame in state `state` was written, if it was and has `frame`'s bits.
  func text(state: Int, node: Int, frame: Rect) -> Range<Int>? {
    guard state >= 0, state < states.count, node >= 0, node < states[state].count else { return nil }
    return states[state].withUnsafeBufferPointer { entries in
      let entry = entries[node]
      guard entry.length != 0, TrackWriter.sameBits(entry.frame, frame) else { return nil }
      let start = Int(entry.start)
      return start..<start + Int(entry.length)
    }
  }
}
