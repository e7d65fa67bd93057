/// Xcode 15's generated asset symbols: `Image(.card1)` and `Color(.brandBlue)` name the
/// catalog's `card1` image set and `Brand Blue` colour set by a Swift identifier Xcode derives
/// from the asset's name (swiftui-semantics §18.6).
enum AssetSymbols {
  /// The identifier Xcode generates for an asset named `name`: its words (split at anything
  /// that is not a letter or digit) in lower camel case — a first word in capitals kept as it
  /// is — with a trailing `Color` (colour sets)
  /// or `Image` (image sets) dropped when something is left before it.
  static func symbol(for name: String, suffix: String) -> String {
    let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    var symbol = ""
    for (index, word) in words.enumerated() {
      if index == 0, word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) {
        // An initialism such as `BG` keeps its capitals (swiftui-semantics §18.6, [C]).
        symbol += word
      } else if index == 0 {
        symbol += word.prefix(1).lowercased() + word.dropFirst()
      } else {
        symbol += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
    return symbol
  }

  /// The asset among `names` whose symbol is `symbol`, the first in name order; else `symbol`
  /// itself, which then gets the missing-asset placeholder like any unknown name.
  static func asset(named symbol: String, in names: some Collection<String>, suffix: String) -> String {
    names.sorted().first { Self.symbol(for: $0, suffix: suffix) == symbol } ?? symbol
  }
}
