/// A rectangle edge (`Edge`): `.move(edge:)`, `.push(from:)`, the members of an `Edge.Set`.
///
/// `allCases` is the order descriptions list edges in (`EdgeSet.description`).
public enum Edge: String, Sendable, Hashable, CaseIterable {
  case top, bottom, leading, trailing

  /// The edge across the view.
  public var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
