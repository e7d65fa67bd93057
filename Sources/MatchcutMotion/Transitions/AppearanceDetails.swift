/// The rarely set parts of an `Appearance` (clip, string, font), held out of line and shared
/// by copies: never changed after it is made, so a copy of an appearance retains one box
/// instead of copying 104 bytes and retaining two strings.
///
/// `@usableFromInline` so that `Appearance`'s getters inline into the emitters: a check such
/// as `text == nil` is then one load of the box pointer, not a call that copies the font.
@usableFromInline
final class AppearanceDetails: Sendable, Hashable {
  @usableFromInline let clip: Clip?
  @usableFromInline let text: String?
  @usableFromInline let font: TextFont?

  private init(clip: Clip?, text: String?, font: TextFont?) {
    self.clip = clip
    self.text = text
    self.font = font
  }

  /// A box holding the three parts, or nil when all three are nil (so that an appearance
  /// without them compares and hashes alike however it was made).
  static func make(clip: Clip?, text: String?, font: TextFont?) -> AppearanceDetails? {
    if clip == nil, text == nil, font == nil { return nil }
    return AppearanceDetails(clip: clip, text: text, font: font)
  }

  @usableFromInline
  static func == (lhs: AppearanceDetails, rhs: AppearanceDetails) -> Bool {
    lhs === rhs || (lhs.clip == rhs.clip && lhs.text == rhs.text && lhs.font == rhs.font)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(clip)
    hasher.combine(text)
    hasher.combine(font)
  }
}
