import MatchcutSource
import MatchcutSyntax

/// `keyframeAnimator` and `phaseAnimator` (iOS 17): drawn at rest. Their animation runs on its
/// own clock, not as a state change, so no state of the graph sees it; the view is its content
/// closure applied to the initial value (the first phase), with a warning
/// (https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:),
/// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)).
extension Interpreter {
  func staticAnimator(
    _ view: ViewValue, _ name: String, _ arguments: ArgumentList, file: String, range: SourceRange
  )
    throws -> ViewValue
  {
    let rest: Value?
    if name == "keyframeAnimator" {
      rest = arguments.labelled("initialValue")?.value
    } else if case .array(let phases)? = arguments.unlabelled.first?.value {
      rest = phases.first
    } else {
      rest = nil
    }
    let content =
      (arguments.labelled("content") ?? arguments.trailing.first { $0.label == nil || $0.label == "content" })
      .flatMap { asClosure($0.value) }
    guard let rest, var content else {
      try fail(
        "semantics.missing-argument",
        name == "keyframeAnimator"
          ? "'keyframeAnimator' needs 'initialValue:' and a content closure"
          : "'phaseAnimator' needs an array of phases and a content closure", file, range)
    }
    if sink.once.insert("animator." + name + "|\(range.start)").inserted {
      sink.warning(
        "semantics.animator-at-rest",
        name == "keyframeAnimator"
          ? "'keyframeAnimator' is drawn at its initial value; its keyframes are not played"
          : "'phaseAnimator' is drawn at its first phase; its phases are not played", file: file, range: range
      )
    }
    content.isBuilder = true
    let value = try callClosure(content, [.view(ViewRef(view)), rest], range: range)
    return try viewContent(value, file: file, range: range)
  }
}

extension Interpreter {
  /// `PhaseAnimator(phases) { phase in … }` and `KeyframeAnimator(initialValue:) { value in … }`,
  /// the view forms of the modifiers above: the content at the first phase (the initial value),
  /// with the same warning (https://developer.apple.com/documentation/swiftui/phaseanimator,
  /// https://developer.apple.com/documentation/swiftui/keyframeanimator).
  func animatorView(_ name: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    let isKeyframes = name == "KeyframeAnimator"
    let rest: Value?
    if isKeyframes {
      rest = arguments.labelled("initialValue")?.value
    } else if case .array(let phases)? = arguments.unlabelled.first?.value {
      rest = phases.first
    } else {
      rest = nil
    }
    let content =
      (arguments.labelled("content") ?? arguments.trailing.first { $0.label == nil || $0.label == "content" })
      .flatMap { asClosure($0.value) }
    guard let rest, var content else {
      try fail(
        "semantics.missing-argument",
        isKeyframes
          ? "'KeyframeAnimator' needs 'initialValue:' and a content closure"
          : "'PhaseAnimator' needs an array of phases and a content closure", file, range)
    }
    if sink.once.insert("animator." + name + "|\(range.start)").inserted {
      sink.warning(
        "semantics.animator-at-rest",
        isKeyframes
          ? "'KeyframeAnimator' is drawn at its initial value; its keyframes are not played"
          : "'PhaseAnimator' is drawn at its first phase; its phases are not played", file: file, range: range
      )
    }
    content.isBuilder = true
    return .view(
      ViewRef(try viewContent(try callClosure(content, [rest], range: range), file: file, range: range)))
  }
}
