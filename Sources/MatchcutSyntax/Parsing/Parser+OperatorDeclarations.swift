import MatchcutSource

/// `associatedtype`, `infix operator`, `precedencegroup`.
extension Parser {
  /// `associatedtype Name: Constraint = Default where …`
  mutating func parseAssociatedType(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> AssociatedTypeDecl {
    advance()  // associatedtype
    let name = parseTypeName("associatedtype")
    let inheritance = parseInheritance()
    var defaultType: TypeSyntax?
    if kind == .equal {
      advance()
      defaultType = parseType()
    }
    let requirements = parseWhereClause()
    return AssociatedTypeDecl(
      attributes: attributes, modifiers: modifiers, name: name, inheritance: inheritance,
      defaultType: defaultType, whereClause: requirements, range: range(from: start))
  }

  /// `infix operator <>: AdditionPrecedence`; the fixity is the modifier before `operator`.
  mutating func parseOperatorDecl(modifiers: [ModifierSyntax], start: Int) -> OperatorDecl {
    let keyword = advance()  // operator
    let fixity =
      modifiers.last(where: { ["infix", "prefix", "postfix"].contains($0.name.text) })?.name
      ?? Identifier("infix", range: keyword.range)
    var name = Identifier("", range: .at(previousEnd))
    if Parser.isOperatorToken(kind) || kind == .question {
      let first = advance()
      var nameRange = first.range
      while Parser.isOperatorToken(kind) || kind == .question, !current.hasTriviaBefore {
        nameRange = nameRange.union(advance().range)
      }
      name = Identifier(names.name(file.bytes, nameRange), range: nameRange)
    } else if kind == .identifier, !current.hasNewlineBefore {
      name = takeIdentifier()  // a Unicode operator (`√`) lexes as an identifier
    } else {
      expected("operator name in operator declaration", id: SyntaxDiagnostic.expectedIdentifier)
    }
    var group: Identifier?
    if kind == .colon {
      advance()
      if kind == .identifier {
        group = takeIdentifier()
      } else {
        expected("precedence group name", id: SyntaxDiagnostic.expectedIdentifier)
      }
    }
    return OperatorDecl(fixity: fixity, name: name, precedenceGroup: group, range: range(from: start))
  }

  /// `precedencegroup Name { higherThan: A lowerThan: B associativity: left assignment: true }`
  mutating func parsePrecedenceGroup(start: Int) -> PrecedenceGroupDecl {
    advance()  // precedencegroup
    let name = parseTypeName("precedencegroup")
    var attributes: [PrecedenceGroupAttributeSyntax] = []
    guard kind == .leftBrace else {
      expected("'{' after precedence group name", id: SyntaxDiagnostic.missingBody)
      return PrecedenceGroupDecl(name: name, attributes: [], range: range(from: start))
    }
    let open = advance()
    while kind != .rightBrace, !atEnd {
      let attributeStart = current.range.start
      guard kind == .identifier || kind.isKeyword, peekKind() == .colon else {
        error(
          SyntaxDiagnostic.expectedIdentifier,
          "expected 'higherThan', 'lowerThan', 'associativity' or 'assignment'", at: current.range)
        synchronizeDeclaration()
        if kind != .rightBrace, !atEnd { advance() }
        continue
      }
      let attributeName = takeIdentifier()
      advance()  // :
      var values: [Identifier] = []
      repeat {
        guard kind == .identifier || kind.isKeyword else {
          expected("value after '\(attributeName.text):'", id: SyntaxDiagnostic.expectedIdentifier)
          break
        }
        values.append(takeIdentifier())
      } while consume(.comma) != nil
      attributes.append(
        PrecedenceGroupAttributeSyntax(
          name: attributeName, values: values, range: range(from: attributeStart)))
    }
    expectClose(.rightBrace, "to close precedence group", open: open)
    return PrecedenceGroupDecl(name: name, attributes: attributes, range: range(from: start))
  }
}
