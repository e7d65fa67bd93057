/// The lexer's growing token list: a raw buffer that `Lexer.init` fills and then hands over as
/// one `[Token]`.
///
/// `Array.append` checks uniqueness and capacity through the array's generic path for each of
/// the ~2 million tokens of a 10 MB file; `Token` is plain data, so a pointer bump does the
/// same job. The owner must call ``finish()`` exactly once (it frees the buffer).
struct TokenBuffer {
  private var base: UnsafeMutablePointer<Token>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(16, capacity)
    base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  /// Drops the tokens from `newCount` on (an unterminated string's tokens are undone).
  /// The kind of the last token appended, if any.
  var lastKind: TokenKind? { count > 0 ? base[count - 1].kind : nil }

  mutating func truncate(to newCount: Int) {
    count = max(0, min(count, newCount))
  }

  @inline(never)
  private mutating func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// The tokens as an array; frees the buffer.
  mutating func finish() -> [Token] {
    let result = Array(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    base = UnsafeMutablePointer<Token>.allocate(capacity: 1)
    capacity = 1
    count = 0
    return result
  }
}
