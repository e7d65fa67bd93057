/// Tokens of the layout fixture's node syntax: `name(label: value, …) [x, y, w, h]`.
enum FixtureToken: Equatable {
  case identifier(String)
  case number(Double)
  case string(String)
  case punctuation(Character)
}

/// A parsed argument value: a number, a bare word, a string, or a nested call (`fixed(70)`).
indirect enum FixtureValue: Equatable {
  case number(Double)
  case word(String)
  case string(String)
  case call(String, [FixtureArgument])
}

/// One argument of a fixture call, optionally labelled.
struct FixtureArgument: Equatable {
  var label: String?
  var value: FixtureValue
}

/// Splits one fixture line's node text into tokens.
enum FixtureTokenizer {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func tokenize(_ text: String) throws -> [FixtureToken] {
    var tokens: [FixtureToken] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " {
        index += 1
      } else if scalar == "\"" {
        var value = ""
        index += 1
        while index < scalars.count && scalars[index] != "\"" {
          if scalars[index] == "\\" && index + 1 < scalars.count {
            index += 1
            switch scalars[index] {
            case "n": value += "\n"
            default: value.unicodeScalars.append(scalars[index])
            }
          } else {
            value.unicodeScalars.append(scalars[index])
          }
          index += 1
        }
        guard index < scalars.count else { throw Failure(description: "unterminated string in \(text)") }
        index += 1
        tokens.append(.string(value))
      } else if scalar.properties.isAlphabetic || scalar == "_" {
        var word = ""
        while index < scalars.count
          && (scalars[index].properties.isAlphabetic || scalars[index] == "_"
            || ("0"..."9").contains(scalars[index]))
        {
          word.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append(word == "inf" ? .number(.infinity) : .identifier(word))
      } else if ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." {
        var word = ""
        while index < scalars.count
          && (("0"..."9").contains(scalars[index]) || scalars[index] == "." || scalars[index] == "-"
            || (scalars[index] == "i" || scalars[index] == "n" || scalars[index] == "f"))
        {
          word.unicodeScalars.append(scalars[index])
          index += 1
        }
        if word == "-inf" {
          tokens.append(.number(-.infinity))
        } else if let value = Double(word) {
          tokens.append(.number(value))
        } else {
          throw Failure(description: "bad number '\(word)' in \(text)")
        }
      } else {
        tokens.append(.punctuation(Character(scalar)))
        index += 1
      }
    }
    return tokens
  }
}

/// Parses token lists into calls and frames.
struct FixtureParser {
  var tokens: [FixtureToken]
  var position = 0

  init(_ tokens: [FixtureToken]) { self.tokens = tokens }

  var atEnd: Bool { position >= tokens.count }

  mutating func peek() -> FixtureToken? { position < tokens.count ? tokens[position] : nil }

  mutating func expect(_ character: Character) throws {
    guard peek() == .punctuation(character) else {
      throw FixtureTokenizer.Failure(description: "expected '\(character)' at token \(position)")
    }
    position += 1
  }

  /// `name` or `name(arguments)`.
  mutating func call() throws -> (String, [FixtureArgument]) {
    guard case .identifier(let name) = peek() else {
      throw FixtureTokenizer.Failure(description: "expected a node name at token \(position)")
    }
    position += 1
    var arguments: [FixtureArgument] = []
    if peek() == .punctuation("(") {
      position += 1
      while peek() != .punctuation(")") {
        arguments.append(try argument())
        if peek() == .punctuation(",") { position += 1 }
        if atEnd { throw FixtureTokenizer.Failure(description: "unclosed '('") }
      }
      position += 1
    }
    return (name, arguments)
  }

  private mutating func argument() throws -> FixtureArgument {
    if case .identifier(let label) = peek(), position + 1 < tokens.count,
      tokens[position + 1] == .punctuation(":")
    {
      position += 2
      return FixtureArgument(label: label, value: try value())
    }
    return FixtureArgument(label: nil, value: try value())
  }

  private mutating func value() throws -> FixtureValue {
    switch peek() {
    case .number(let number):
      position += 1
      return .number(number)
    case .string(let string):
      position += 1
      return .string(string)
    case .identifier(let word):
      if position + 1 < tokens.count, tokens[position + 1] == .punctuation("(") {
        let (name, arguments) = try call()
        return .call(name, arguments)
      }
      position += 1
      return .word(word)
    default:
      throw FixtureTokenizer.Failure(description: "expected a value at token \(position)")
    }
  }

  /// `[x, y, w, h]`, or `nil` when the line has no expectation.
  mutating func frame() throws -> [Double]? {
    guard peek() == .punctuation("[") else { return nil }
    position += 1
    var numbers: [Double] = []
    while case .number(let number) = peek() {
      numbers.append(number)
      position += 1
      if peek() == .punctuation(",") { position += 1 }
    }
    try expect("]")
    guard numbers.count == 4 else { throw FixtureTokenizer.Failure(description: "a frame needs 4 numbers") }
    return numbers
  }
}
