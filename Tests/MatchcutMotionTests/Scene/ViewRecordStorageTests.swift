import MatchcutLayout
import MatchcutSource
import Testing

@testable import MatchcutMotion

// `ViewRecord` keeps its rarely set fields in one shared box (`ViewRecord.Details`) and its
// parent as an Int32. These tests check that the record still behaves as a plain value with
// those fields: each reads back what was written, equal contents compare and hash equal however
// they were reached, a copy never sees a change to the original, and identity values are kept
// bit for bit (a −0 is not turned into 0).

private let frame = Rect(x: 1, y: 2, width: 3, height: 4)

private func plain() -> ViewRecord {
  ViewRecord(path: "A/B", parent: 2, frame: frame, kind: .shape)
}

@Test func everyFieldReadsBackWhatWasWritten() {
  var record = plain()
  #expect(record.parent == 2)
  #expect(record.parentIndex == 2)
  record.parent = nil
  #expect(record.parentIndex == -1)
  #expect(record.parent == nil)
  let clip = Clip(rect: frame, cornerRadius: 5, shape: .roundedRect)
  let match = MatchedGeometry(namespace: "N.ns", id: "hero")
  let scope = AnimationScope(valueKey: "A", animation: nil)
  record.text = "hello"
  record.font = TextFont(size: 17)
  record.clip = clip
  record.matches.append(match)
  record.transition = .slide
  record.animationScopes.append(scope)
  record.zIndex = 3
  record.scale = 0.5
  record.rotation = 45
  #expect(record.text == "hello")
  #expect(record.font == TextFont(size: 17))
  #expect(record.clip == clip)
  #expect(record.matches == [match])
  #expect(record.transition == .slide)
  #expect(record.animationScopes == [scope])
  #expect(record.zIndex == 3)
  #expect(record.scale == 0.5)
  #expect(record.rotation == 45)
  // The memberwise initialiser stores the same fields.
  let built = ViewRecord(
    path: "A/B", parent: nil, frame: frame, kind: .shape, text: "hello", zIndex: 3, scale: 0.5, rotation: 45,
    clip: clip, matches: [match], transition: .slide, animationScopes: [scope], font: TextFont(size: 17))
  #expect(built == record)
  #expect(built.hashValue == record.hashValue)
}

@Test func fieldsSetBackToTheirDefaultsEqualARecordThatNeverHadThem() {
  var record = plain()
  record.text = "x"
  record.matches = [MatchedGeometry(namespace: "N.ns", id: "a")]
  record.scale = 2
  #expect(record != plain())
  record.text = nil
  record.matches = []
  record.scale = 1
  #expect(record == plain())
  #expect(record.hashValue == plain().hashValue)
}

@Test func aCopyIsIndependentOfTheOriginal() {
  var original = plain()
  original.text = "before"
  var copy = original
  copy.text = "after"
  copy.matches.append(MatchedGeometry(namespace: "N.ns", id: "a"))
  #expect(original.text == "before")
  #expect(original.matches.isEmpty)
  #expect(copy.text == "after")
  original.rotation = 10
  #expect(copy.rotation == 0)
}

@Test func identityValuesAreKeptBitForBit() {
  var record = plain()
  record.rotation = -0.0
  #expect(record.rotation.sign == .minus)
  record.scale = -0.0
  #expect(record.scale.sign == .minus)
  #expect(record != plain())
  // The constant the setters compare with is the bits of 1.
  #expect(ViewRecord.Details.oneBits == (1.0).bitPattern)
  #expect(ViewRecord.Details.zeroBits == (0.0).bitPattern)
}

@Test func theShortInitialiserIsTheMemberwiseOneWithDefaults() {
  let span = SourceSpan(path: "f.mcut", range: SourceRange(start: 1, end: 4))
  let short = ViewRecord(path: "A", source: span)
  let long = ViewRecord(path: "A", parent: nil, frame: .zero, source: span)
  #expect(short == long)
  #expect(short.opacity == 1 && short.scale == 1 && short.zIndex == 0 && short.rotation == 0)
  #expect(short.kind == nil && short.fill == nil && short.source == span)
}
