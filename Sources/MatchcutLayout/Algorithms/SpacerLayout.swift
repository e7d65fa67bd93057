/// `Spacer(minLength:)` (swiftui-semantics §1.7; OpenSwiftUI `Spacer.swift`, audited 6.5.4).
///
/// - In an HStack: (max(proposed width ?? −∞, minLength), 0); in a VStack the transpose — so
///   with a `nil` proposal it is exactly `minLength`, and it never adds cross-axis size.
/// - Outside a stack: max(proposal ?? −∞, minLength) on both axes.
/// - `minLength: nil` means the default spacing, 8.
/// - Its layout priority is −∞ (see `LayoutTree.layoutPriority(of:)`), so stacks size it last.
enum SpacerLayout {
  /// The minimum length of `Spacer()`.
  static let defaultMinLength = LayoutDefaults.spacing

  /// A Spacer's size when its orientation is known from the enclosing stack.
  @inline(__always)
  static func size(_ minLength: Double, _ axis: Axis, _ offer: Double?) -> Size {
    var result = Size.zero
    result[axis] = max(offer ?? -.infinity, minLength)
    return result
  }

  /// A Spacer's size for `proposal` in the given stack context.
  static func size<T>(_ minLength: Double?, _ stack: LayoutContext<T>.StackContext, _ proposal: ProposedSize)
    -> Size
  {
    let length = minLength ?? defaultMinLength
    switch stack {
    case .horizontal: return size(length, .horizontal, proposal.width)
    case .vertical: return size(length, .vertical, proposal.height)
    case .none:
      return Size(
        width: max(proposal.width ?? -.infinity, length), height: max(proposal.height ?? -.infinity, length))
    }
  }
}
