import MatchcutSource

extension Parser {
  func canStartType(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .kwSelfType, .leftParen, .leftBracket, .atSign, .kwInout, .kwProtocol:
      return true
    default:
      return false
    }
  }

  /// A type: attributes and `some`/`any`, a primary type, postfix `.Name`, `?`, `!`, `.Type`,
  /// then `&` compositions and `->` function results.
  mutating func parseType() -> TypeSyntax {
    let start = current.range.start
    if kind == .kwRepeat || kind == .identifier, atTypeSpecifier() {
      return parseSpecifiedType()
    }
    if kind == .tilde, peekKind() == .identifier, !peek().hasTriviaBefore {
      // `~Copyable`: a suppressed conformance (SE-0427), kept as an attribute named `~`.
      let tilde = advance()
      let base = parseType()
      let attribute = AttributeSyntax(
        name: Identifier("~", range: tilde.range), arguments: [], argumentsRange: nil, range: tilde.range)
      return TypeSyntax(.attributed(attributes: [attribute], base: base), range: range(from: start))
    }
    guard canStartType(current) else {
      expected("type", id: SyntaxDiagnostic.expectedType)
      return TypeSyntax(.missing, range: .at(previousEnd))
    }
    guard enterNesting() else {
      skipTypeTokens()
      return TypeSyntax(.missing, range: range(from: start))
    }
    defer { exitNesting() }
    if kind == .atSign || kind == .kwInout {
      var attributes = parseAttributes()
      if kind == .kwInout {
        let token = advance()
        attributes.append(
          AttributeSyntax(
            name: identifier(token), arguments: [], argumentsRange: nil, range: token.range))
      }
      let base = parseType()
      return TypeSyntax(.attributed(attributes: attributes, base: base), range: range(from: start))
    }
    if isWord(current, "some") || isWord(current, "any"), canStartType(peek()),
      !peek().hasNewlineBefore
    {
      let isSome = isWord(advance(), "some")
      let base = parseType()
      return TypeSyntax(isSome ? .opaque(base) : .existential(base), range: range(from: start))
    }
    var type = parsePrimaryType()
    if case .tuple(let elements) = type.kind, kind == .arrow || isEffectAhead() {
      let effects = parseEffects()
      if kind == .arrow {
        advance()
        let result = parseType()
        return TypeSyntax(
          .function(parameters: elements, effects: effects, result: result),
          range: range(from: start))
      }
      expected("'->' after function type parameters", insert: " ->")
    }
    type = parseTypePostfix(type, start: start)
    if kind == .ampersand {
      var members = [type]
      while kind == .ampersand {
        advance()
        members.append(parseTypePostfix(parsePrimaryType(), start: current.range.start))
      }
      type = TypeSyntax(.composition(members), range: range(from: start))
    }
    return type
  }

  /// Words written before a type that are not part of it: parameter packs (`repeat each T`,
  /// `each T`, SE-0393) and ownership specifiers (`consuming T`, `borrowing T`, SE-0377;
  /// `sending T`, SE-0430), when a type follows on the same line.
  static let typeSpecifiers: Set<String> = [
    "each", "consuming", "borrowing", "sending", "isolated", "__owned", "__shared",
  ]

  func atTypeSpecifier() -> Bool {
    let next = peek()
    guard !next.hasNewlineBefore else { return false }
    if kind == .kwRepeat { return next.kind == .identifier }
    guard Parser.typeSpecifiers.contains(Parser.text(file.bytes, current.range)) else {
      return false
    }
    switch next.kind {
    case .identifier, .kwSelfType, .leftParen, .leftBracket, .atSign: return true
    default: return false
    }
  }

  /// A type after specifiers, kept as `.attributed` with one attribute per word (as `inout`).
  mutating func parseSpecifiedType() -> TypeSyntax {
    let start = current.range.start
    var attributes: [AttributeSyntax] = []
    while kind == .kwRepeat || kind == .identifier, atTypeSpecifier() {
      let token = advance()
      attributes.append(
        AttributeSyntax(name: identifier(token), arguments: [], argumentsRange: nil, range: token.range))
    }
    let base = parseType()
    return TypeSyntax(.attributed(attributes: attributes, base: base), range: range(from: start))
  }

  func isEffectAhead() -> Bool {
    (kind == .kwThrows || isWord(current, "async")) && !current.hasNewlineBefore
  }

  mutating func parseTypePostfix(_ base: TypeSyntax, start: Int) -> TypeSyntax {
    var type = base
    var chain = 0
    while true {
      if kind == .period, !current.hasNewlineBefore || true,
        peekKind() == .identifier || peekKind() == .kwSelfType || peekKind().isKeyword
      {
        if peek().kind == .identifier, isWord(peek(), "Type") || isWord(peek(), "Protocol") {
          advance()
          advance()
          type = TypeSyntax(.metatype(type), range: range(from: start))
        } else {
          advance()
          let name = takeIdentifier()
          var generics: [TypeSyntax] = []
          if kind == .less, !current.hasTriviaBefore { generics = parseGenericArguments() }
          type = TypeSyntax(
            .member(base: type, name: name, genericArguments: generics), range: range(from: start))
        }
      } else if kind == .question, !current.hasTriviaBefore {
        advance()
        type = TypeSyntax(.optional(type), range: range(from: start))
      } else if kind == .questionQuestion, !current.hasTriviaBefore {
        // `Int??`: the lexer reads `??` as one token; here it is two optionals.
        let token = advance()
        let inner = TypeSyntax(.optional(type), range: SourceRange(start: start, end: token.range.end - 1))
        type = TypeSyntax(.optional(inner), range: range(from: start))
      } else if kind == .bang, !current.hasTriviaBefore {
        advance()
        type = TypeSyntax(.implicitlyUnwrappedOptional(type), range: range(from: start))
      } else {
        return type
      }
      chain += 1
      if depth + chain > limits.maxNestingDepth {
        _ = enterNestingReport()
        skipTypeTokens()
        return type
      }
    }
  }

  mutating func parsePrimaryType() -> TypeSyntax {
    let start = current.range.start
    switch kind {
    case .identifier, .kwSelfType, .kwProtocol:
      let token = advance()
      var generics: [TypeSyntax] = []
      if kind == .less, !current.hasTriviaBefore || spacedGenericArgumentsFollow {
        generics = parseGenericArguments()
      }
      return TypeSyntax(
        .identifier(identifier(token), genericArguments: generics), range: range(from: start))
    case .leftParen:
      let elements = parseTupleTypeElements()
      return TypeSyntax(.tuple(elements), range: range(from: start))
    case .leftBracket:
      let open = advance()
      guard enterNesting() else {
        pos -= 1
        skipBalancedGroup()
        return TypeSyntax(.missing, range: range(from: start))
      }
      defer { exitNesting() }
      let element = parseType()
      if kind == .colon {
        advance()
        let value = parseType()
        expectClose(.rightBracket, "to close dictionary type", open: open)
        return TypeSyntax(.dictionary(key: element, value: value), range: range(from: start))
      }
      expectClose(.rightBracket, "to close array type", open: open)
      return TypeSyntax(.array(element), range: range(from: start))
    default:
      expected("type", id: SyntaxDiagnostic.expectedType)
      return TypeSyntax(.missing, range: .at(previousEnd))
    }
  }

  /// `<T, U>` after a type name (the `<` is current).
  mutating func parseGenericArguments() -> [TypeSyntax] {
    let open = advance()
    guard enterNesting() else {
      skipTypeTokens()
      return []
    }
    defer { exitNesting() }
    var arguments: [TypeSyntax] = []
    repeat {
      arguments.append(parseType())
    } while consume(.comma) != nil
    if kind == .greaterEqual || kind == .arrow {
      // `Binding<Bool>=` cannot occur in valid code; report at the expectation site.
      expectClose(.greater, "to complete generic argument list", open: open)
    } else {
      expectClose(.greater, "to complete generic argument list", open: open)
    }
    return arguments
  }

  /// `(_ value: T, label: U, V...)` with the `(` current.
  mutating func parseTupleTypeElements() -> [TupleTypeElementSyntax] {
    var defaults: [ExprSyntax?]?
    return parseTupleTypeElements(collecting: &defaults)
  }

  /// An enum case's associated values, where each may have a default (`label: T = value`):
  /// `defaults` gets one entry per element, or stays empty when none has one.
  mutating func parseTupleTypeElements(defaults: inout [ExprSyntax?]) -> [TupleTypeElementSyntax] {
    var collected: [ExprSyntax?]? = []
    let elements = parseTupleTypeElements(collecting: &collected)
    if let collected, collected.contains(where: { $0 != nil }) { defaults = collected }
    return elements
  }

  /// `defaults` is `nil` where no default values are allowed (every tuple type but an enum
  /// case's associated values).
  mutating func parseTupleTypeElements(collecting defaults: inout [ExprSyntax?]?)
    -> [TupleTypeElementSyntax]
  {
    let open = advance()
    guard enterNesting() else {
      pos -= 1
      skipBalancedGroup()
      return []
    }
    defer { exitNesting() }
    var elements: [TupleTypeElementSyntax] = []
    while kind != .rightParen, !atEnd {
      let start = current.range.start
      var firstName: Identifier?
      var secondName: Identifier?
      if kind == .identifier || kind.isKeyword, peekKind() == .colon {
        firstName = takeIdentifier()
        advance()
      } else if kind == .identifier, peekKind() == .identifier, peekKind(2) == .colon {
        firstName = takeIdentifier()
        secondName = takeIdentifier()
        advance()
      }
      let type = parseType()
      var variadic = false
      if kind == .ellipsis {
        advance()
        variadic = true
      }
      if defaults != nil {
        var value: ExprSyntax?
        if kind == .equal {
          advance()
          value = parseExpressionOrMissing("default value after '='")
        }
        defaults?.append(value)
      }
      elements.append(
        TupleTypeElementSyntax(
          firstName: firstName, secondName: secondName, type: type, isVariadic: variadic,
          range: range(from: start)))
      if consume(.comma) == nil { break }
    }
    expectClose(.rightParen, "to close tuple type", open: open)
    return elements
  }

  /// Skips the rest of a type when nesting is too deep.
  mutating func skipTypeTokens() {
    var level = 0
    while !atEnd {
      let k = kind
      if level == 0 {
        if k == .comma || k == .equal || k == .leftBrace || k == .rightBrace
          || k == .rightParen || k == .rightBracket || k == .greater
          || current.hasNewlineBefore && level == 0 && k != .period
        {
          return
        }
      }
      if k == .leftParen || k == .leftBracket || k == .less {
        level += 1
      } else if k == .rightParen || k == .rightBracket || k == .greater {
        level -= 1
      }
      advance()
    }
  }

  /// Whether `<…>` after an identifier in an expression is a generic argument list: it must
  /// hold only type tokens and be followed by `(`, `.`, `)`, `]`, `,`, `:`, or a line end.
  /// After a macro name (`#Predicate<Item> { … }`) a `{` may follow as well.
  /// `AnimatablePair <Double, Double>`: a `<` after a type name with a space or a line break
  /// before it still opens its generic arguments when a closing `>` follows as it would after
  /// a type (Swift's type parser does not look at the whitespace).
  var spacedGenericArgumentsFollow: Bool {
    isGenericArgumentListAhead(inType: true)
  }

  /// At `<`: whether a generic argument list follows, closed by a `>` that one of Swift's
  /// generic-disambiguating tokens follows; in a type (`inType`) any token may follow it.
  func isGenericArgumentListAhead(orBrace: Bool = false, inType: Bool = false) -> Bool {
    var k = pos + 1
    var level = 1
    let limit = min(tokens.count, pos + 256)
    while k < limit {
      switch tokens[k].kind {
      case .less: level += 1
      case .greater:
        level -= 1
        if level == 0 {
          let next = k + 1 < tokens.count ? tokens[k + 1] : tokens[tokens.count - 1]
          switch next.kind {
          case .leftParen, .period, .rightParen, .rightBracket, .comma, .colon, .endOfFile,
            .rightBrace, .semicolon:
            return true
          case _ where inType:
            return true
          case .leftBrace where orBrace || allowTrailingClosures:
            // `Result<Int, Error> { … }`: a trailing closure (Swift's generic-disambiguating
            // tokens include `{`), except in a condition, where it opens the body.
            return true
          default:
            return next.hasNewlineBefore
          }
        }
      case .identifier, .comma, .period, .question, .bang, .leftBracket, .rightBracket,
        .leftParen, .rightParen, .colon, .arrow, .kwSelfType, .ampersand:
        break
      default:
        return false
      }
      k += 1
    }
    return false
  }
}
