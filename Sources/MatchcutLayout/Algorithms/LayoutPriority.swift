/// `.layoutPriority(_:)` as stacks see it (swiftui-semantics §1.7, §1.8).
///
/// The priority is a trait (default 0) read by the enclosing stack or ZStack: the innermost
/// explicit `.layoutPriority` reached through single-child modifiers, or −∞ for a `Spacer`, so
/// that spacers are always sized last. The modifier itself is layout-neutral.
public enum LayoutPriority {
  /// The priority of a node of `kind`, given its first child's priority (`nil` if it has none).
  @inline(__always)
  public static func of(_ kind: LayoutNodeKind, firstChild: Double?) -> Double {
    switch kind {
    case .layoutPriority(let value): value
    case .spacer: -.infinity
    case .frame, .flexFrame, .padding, .offset, .position, .fixedSize, .aspectRatio, .overlay,
      .background, .ignoresSafeArea, .clip:
      firstChild ?? 0
    default: 0
    }
  }
}
