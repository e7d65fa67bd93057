import MatchcutSource

/// Where a declaration stands; decides what is allowed and how errors read.
enum DeclContext {
  case topLevel, member, enumMember, local
}

extension Parser {
  // MARK: File

  mutating func parseSourceFile() -> SourceFileSyntax {
    let items = parseTopLevelItems()
    return SourceFileSyntax(items: items, range: SourceRange(start: 0, end: file.bytes.count))
  }

  /// Top-level items up to the end of the file (or of an `#if` clause).
  mutating func parseTopLevelItems() -> [TopLevelItem] {
    var items: [TopLevelItem] = []
    while !atEnd, !atIfConfigClauseEnd {
      if kind == .semicolon {
        advance()
        continue
      }
      let before = pos
      if let item = parseTopLevelItem() { items.append(item) }
      if pos == before { advance() }
    }
    return items
  }

  mutating func parseTopLevelItem() -> TopLevelItem? {
    switch kind {
    case .rightBrace:
      let brace = advance()
      error(
        SyntaxDiagnostic.extraneousBrace, "extraneous '}' at top level", at: brace.range,
        fixIts: [FixIt("remove '}'", edits: [SourceEdit(range: brace.range, replacement: "")])])
      return nil
    case .rightParen, .rightBracket:
      let stray = advance()
      error(
        SyntaxDiagnostic.unexpectedToken, "unexpected '\(text(stray))' at top level",
        at: stray.range)
      return nil
    case .poundIdentifier where isDirective(current, "#if"):
      return .ifConfig(parseIfConfig { parser in parser.parseTopLevelItems() })
    case .poundIdentifier where atConditionalDirective:
      reportStrayConditionalDirective()
      return nil
    case .poundIdentifier:
      return .directive(parseDirective())
    default:
      break
    }
    if isDeclarationStart() {
      let start = current.range.start
      let attributes = parseAttributes()
      let modifiers = parseModifiers()
      if kind == .poundIdentifier, modifiers.isEmpty {
        // `@available(iOS 17, *) #Preview { … }`: availability does not change a scene.
        return .directive(parseDirective())
      }
      if kind == .kwImport {
        return .importDecl(parseImport(attributes: attributes, start: start))
      }
      if let decl = parseDeclarationBody(
        attributes: attributes, modifiers: modifiers, start: start, context: .topLevel)
      {
        return .declaration(decl)
      }
      return nil
    }
    let start = current
    let statement = parseStatement()
    if case .expression = statement?.kind, !file.allowsTopLevelCode {
      error(
        SyntaxDiagnostic.unexpectedToken, "expressions are not allowed at the top level",
        at: start.range)
    }
    checkStatementEnd()
    return statement.map(TopLevelItem.statement)
  }

  mutating func parseImport(attributes: [AttributeSyntax], start: Int) -> ImportDecl {
    advance()  // import
    var importKind: Identifier?
    if [.kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwFunc, .kwVar, .kwLet, .kwTypealias]
      .contains(kind), !current.hasNewlineBefore
    {
      importKind = takeIdentifier()
    }
    var path: [Identifier] = []
    if kind == .identifier, !current.hasNewlineBefore {
      path.append(takeIdentifier())
      while kind == .period, peekKind() == .identifier {
        advance()
        path.append(takeIdentifier())
      }
    } else {
      expected("module name in import declaration", id: SyntaxDiagnostic.expectedIdentifier)
    }
    return ImportDecl(
      attributes: attributes, kind: importKind, path: path, range: range(from: start))
  }

  // MARK: Directives

  /// `#Canvas(…)`, `#Asset(…)`, `#Preview("name") { … }` (LANGUAGE §1).
  mutating func parseDirective() -> DirectiveSyntax {
    let pound = advance()
    let nameRange = pound.range
    let name = Identifier(
      file.text(of: SourceRange(start: nameRange.start + 1, end: nameRange.end)),
      range: nameRange)
    var arguments: [ArgumentSyntax] = []
    var listRange: SourceRange?
    if kind == .leftParen, !current.hasNewlineBefore {
      let open = current
      arguments = parseArgumentList(close: .rightParen, context: "to close directive arguments")
      listRange = range(from: open.range.start)
    }
    let trailing = parseTrailingClosures()
    let result = DirectiveSyntax(
      name: name, arguments: arguments, argumentListRange: listRange, trailingClosures: trailing,
      range: range(from: pound.range.start))
    switch name.text {
    case "warning", "error":
      // `#warning("message")`, `#error("message")` (SE-0196): a compile-time diagnostic,
      // left to the semantic pass.
      if listRange == nil {
        expected("'(' after '#\(name.text)'", id: SyntaxDiagnostic.badDirective)
      }
    case "Canvas", "Asset":
      if listRange == nil {
        expected("'(' after '#\(name.text)'", id: SyntaxDiagnostic.badDirective)
      }
    case "Preview":
      // `#Preview(body: { … })` spells the closure as an argument.
      if trailing.isEmpty, !arguments.contains(where: { $0.label?.text == "body" }) {
        error(
          SyntaxDiagnostic.missingBody, "expected '{' to start the body of '#Preview'",
          at: .at(previousEnd))
      }
    default:
      error(
        SyntaxDiagnostic.badDirective,
        "unknown directive '#\(name.text)'; expected '#Canvas', '#Asset' or '#Preview'",
        at: nameRange)
    }
    return result
  }

  // MARK: Attributes and modifiers

  func isDeclarationStart(_ offset: Int = 0) -> Bool {
    let token = peek(offset)
    switch token.kind {
    case .atSign, .kwImport, .kwStruct, .kwClass, .kwActor, .kwProtocol, .kwEnum, .kwExtension,
      .kwLet, .kwVar, .kwFunc, .kwInit, .kwTypealias, .kwStatic, .kwPrivate, .kwFileprivate,
      .kwInternal, .kwPublic, .kwCase, .kwSubscript, .kwDeinit, .kwAssociatedtype, .kwOperator:
      return true
    case .identifier where token.range.length == 15 && isWord(token, "precedencegroup"):
      return peek(offset + 1).kind == .identifier
    case .identifier where token.range.length == 5 && isWord(token, "macro"):
      // `macro stringify(…)` (SE-0382): a contextual keyword before the macro's name.
      return peek(offset + 1).kind == .identifier
    case .identifier:
      // A modifier may stand on its own line before a declaration keyword (`nonisolated⏎func`).
      guard isContextualModifier(token) else { return false }
      var next = offset + 1
      if peek(next).kind == .leftParen, !peek(next).hasTriviaBefore, peek(next + 1).kind == .identifier,
        peek(next + 2).kind == .rightParen
      {
        next += 3  // `nonisolated(unsafe) var`
      }
      return isDeclarationStart(next) && (!peek(next).hasNewlineBefore || peek(next).kind.isKeyword)
    default:
      return false
    }
  }

  func isContextualModifier(_ token: Token) -> Bool {
    // Every modifier below is 4–11 lower-case letters: most identifiers fail this cheap test,
    // and the rest are compared only with the modifiers of their length.
    let length = token.range.length
    guard token.kind == .identifier, length >= 4, length <= 11,
      file.bytes[token.range.start] &- UInt8(ascii: "a") < 26
    else { return false }
    switch length {
    case 4: return isWord(token, "lazy") || isWord(token, "weak") || isWord(token, "open")
    case 5:
      // `async let x = …` (SE-0317).
      return isWord(token, "final") || isWord(token, "infix") || isWord(token, "async")
    case 6: return isWord(token, "prefix")
    case 7:
      return isWord(token, "unowned") || isWord(token, "dynamic") || isWord(token, "package")
        || isWord(token, "postfix")
    case 8:
      return isWord(token, "mutating") || isWord(token, "override") || isWord(token, "required")
        || isWord(token, "indirect") || isWord(token, "optional")
    case 9:
      // `consuming func close()`, `borrowing func peek()` (SE-0377).
      return isWord(token, "consuming") || isWord(token, "borrowing")
    case 11:
      return isWord(token, "nonmutating") || isWord(token, "nonisolated")
        || isWord(token, "convenience")
    default: return false
    }
  }

  mutating func parseAttributes() -> [AttributeSyntax] {
    var result: [AttributeSyntax] = []
    while kind == .atSign {
      let at = advance()
      guard kind == .identifier || kind.isKeyword, !current.hasTriviaBefore else {
        expected("an attribute name after '@'", id: SyntaxDiagnostic.expectedIdentifier)
        continue
      }
      var nameToken = advance()
      // `@FocusState.Binding`: a nested wrapper type.
      while kind == .period, !current.hasTriviaBefore, peekKind() == .identifier,
        !peek().hasTriviaBefore
      {
        advance()
        let member = advance()
        nameToken = Token(
          kind: .identifier, range: nameToken.range.union(member.range), flags: nameToken.flags)
      }
      // Interned like every other name (the same text as `text(nameToken)`: no backticks stripped).
      let name = Identifier(names.name(file.bytes, nameToken.range), range: at.range.union(nameToken.range))
      var arguments: [ArgumentSyntax] = []
      var argumentsRange: SourceRange?
      // `@escaping()`: the parenthesis starts the function type, not arguments.
      let takesNoArguments =
        isWord(nameToken, "escaping") || isWord(nameToken, "autoclosure")
        || isWord(nameToken, "Sendable")
      if kind == .leftParen, !takesNoArguments,
        !current.hasTriviaBefore || spacedAttributeArgumentsFollow
      {
        let open = current
        // `@objc(addItemsObject:)` names an Objective-C selector, not arguments.
        if !isWord(nameToken, "objc"), attributeArgumentsAreExpressions() {
          arguments = parseArgumentList(close: .rightParen, context: "to close attribute arguments")
        } else {
          skipBalancedGroup()
        }
        argumentsRange = range(from: open.range.start)
      }
      result.append(
        AttributeSyntax(
          name: name, arguments: arguments, argumentsRange: argumentsRange,
          range: range(from: at.range.start)))
    }
    return result
  }

  /// `@Environment (\.dismiss) var dismiss`: arguments after a space, which Swift 5 accepts
  /// (Swift 6 rejects it). At `(` on the attribute's line: the group is the attribute's
  /// arguments unless what follows it makes it a function type (`@MainActor (Int) -> Void`).
  var spacedAttributeArgumentsFollow: Bool {
    !current.hasNewlineBefore && token(afterGroupAt: pos) != nil && !functionTypeAhead
  }

  /// `@available(iOS 17, *)` is not an expression list; `@Environment(\.dismiss)` is.
  func attributeArgumentsAreExpressions() -> Bool {
    var k = pos + 1
    var level = 1
    while k < tokens.count {
      let t = tokens[k].kind
      if t == .endOfFile { return false }
      if Parser.isOpener(t) { level += 1 }
      if Parser.isCloser(t) {
        level -= 1
        if level == 0 { return true }
      }
      if t == .star, level == 1 { return false }
      if level == 1, t == .identifier || t == .integerLiteral || t == .floatLiteral,
        k + 1 < tokens.count,
        tokens[k + 1].kind == .integerLiteral || tokens[k + 1].kind == .floatLiteral
      {
        return false
      }
      k += 1
    }
    return false
  }

  mutating func parseModifiers() -> [ModifierSyntax] {
    var result: [ModifierSyntax] = []
    while true {
      let token = current
      let isModifier: Bool
      switch token.kind {
      case .kwStatic, .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic:
        isModifier = true
      case .kwClass:
        // `class func`/`class var` is a modifier; `class Name` a declaration.
        let next = peekKind()
        isModifier = next == .kwFunc || next == .kwVar || next == .kwLet
      case .identifier:
        // A contextual modifier before a declaration (`nonisolated(unsafe) var`).
        isModifier = isContextualModifier(token) && isDeclarationStart()
      default:
        isModifier = false
      }
      guard isModifier else { return result }
      advance()
      var detail: Identifier?
      // `private(set)`, also `private (set)` as Swift accepts it.
      if kind == .leftParen, !current.hasNewlineBefore, peekKind() == .identifier,
        peekKind(2) == .rightParen
      {
        advance()
        detail = takeIdentifier()
        advance()
      }
      result.append(
        ModifierSyntax(
          name: identifier(token), detail: detail, range: range(from: token.range.start)))
    }
  }

  // MARK: Declarations

  /// Parses a declaration after its attributes and modifiers; `nil` (with an error) when the
  /// current token starts none.
  mutating func parseDeclarationBody(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int,
    context: DeclContext
  ) -> DeclSyntax? {
    switch kind {
    case .kwLet, .kwVar:
      return .variable(parseVariable(attributes: attributes, modifiers: modifiers, start: start))
    case .kwFunc:
      return .function(parseFunction(attributes: attributes, modifiers: modifiers, start: start))
    case .kwSubscript, .kwDeinit:
      // `subscript(i: Int) -> T { … }` and `deinit { … }`: functions named by their keyword
      // (a subscript's `get`/`set` read as calls with trailing closures).
      return .function(
        parseFunction(attributes: attributes, modifiers: modifiers, start: start, keywordIsName: true))
    case .kwInit:
      return .initializer(
        parseInitializer(attributes: attributes, modifiers: modifiers, start: start))
    case .kwStruct, .kwClass, .kwActor, .kwProtocol:
      return .structDecl(parseStruct(attributes: attributes, modifiers: modifiers, start: start))
    case .kwEnum:
      return .enumDecl(parseEnum(attributes: attributes, modifiers: modifiers, start: start))
    case .kwExtension:
      return .extensionDecl(
        parseExtension(attributes: attributes, modifiers: modifiers, start: start))
    case .kwTypealias:
      return .typeAlias(parseTypeAlias(attributes: attributes, modifiers: modifiers, start: start))
    case .kwAssociatedtype:
      return .associatedType(
        parseAssociatedType(attributes: attributes, modifiers: modifiers, start: start))
    case .kwOperator:
      return .operatorDecl(parseOperatorDecl(modifiers: modifiers, start: start))
    case .identifier where isWord(current, "precedencegroup"):
      return .precedenceGroup(parsePrecedenceGroup(start: start))
    case .identifier where isWord(current, "macro") && peekKind() == .identifier:
      return .function(parseMacro(attributes: attributes, modifiers: modifiers, start: start))
    case .kwCase where context == .enumMember:
      return .enumCase(parseEnumCase(attributes: attributes, modifiers: modifiers, start: start))
    case .kwImport:
      let token = advance()
      error(
        SyntaxDiagnostic.unexpectedToken, "declaration is only valid at file scope",
        at: token.range)
      synchronizeDeclaration()
      return nil
    default:
      if attributes.isEmpty, modifiers.isEmpty {
        let message =
          context == .enumMember || context == .member
          ? "expected declaration" : "expected declaration"
        error(SyntaxDiagnostic.expectedDeclaration, message, at: current.range)
      } else {
        expected("declaration after attributes and modifiers", id: SyntaxDiagnostic.expectedDeclaration)
      }
      synchronizeDeclaration()
      return nil
    }
  }

  /// `let`/`var` with one or more bindings (LANGUAGE §2).
  mutating func parseVariable(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> VariableDecl {
    let keywordToken = advance()
    let keyword: BindingKeyword = keywordToken.kind == .kwLet ? .let : .var
    var bindings: [PatternBindingSyntax] = []
    repeat {
      let bindingStart = current.range.start
      let name: Identifier
      var tuplePattern: ExprSyntax?
      if kind == .identifier {
        name = takeIdentifier()
      } else if kind == .leftParen {
        let pattern = parsePattern()  // `let (data, response) = …`
        tuplePattern = pattern
        name = Identifier("_", range: pattern.range)
      } else {
        expected(
          "pattern name in '\(keyword.rawValue)' declaration",
          id: SyntaxDiagnostic.expectedIdentifier)
        name = Identifier("", range: .at(previousEnd))
        if kind != .colon && kind != .equal { break }
      }
      var type: TypeSyntax?
      if kind == .colon {
        advance()
        type = parseType()
      }
      var initializer: ExprSyntax?
      if kind == .equal {
        advance()
        initializer = parseValueExpression("initial value after '='")
      }
      var accessors: AccessorBlockSyntax?
      if kind == .leftBrace, initializer == nil || startsObserverBlock() {
        accessors = parseAccessorBlock()
      }
      bindings.append(
        PatternBindingSyntax(
          name: name, typeAnnotation: type, initializer: initializer, accessors: accessors,
          tuplePattern: tuplePattern, range: range(from: bindingStart)))
    } while consume(.comma) != nil
    // `let a, b: String`: earlier bindings without type or value take the later type.
    var laterType: TypeSyntax?
    for index in bindings.indices.reversed() {
      if let type = bindings[index].typeAnnotation {
        laterType = type
      } else if bindings[index].initializer == nil, bindings[index].accessors == nil {
        bindings[index].typeAnnotation = laterType
      } else {
        laterType = nil
      }
    }
    return VariableDecl(
      attributes: attributes, modifiers: modifiers, keyword: keyword,
      keywordRange: keywordToken.range, bindings: bindings, range: range(from: start))
  }

  /// After `= value`, a `{` only continues the declaration if it holds `willSet`/`didSet`.
  func startsObserverBlock() -> Bool {
    isWord(peek(), "willSet") || isWord(peek(), "didSet")
  }

  func isAccessorKeyword(_ token: Token) -> Bool {
    isWord(token, "get") || isWord(token, "set") || isWord(token, "willSet")
      || isWord(token, "didSet") || isWord(token, "_modify") || isWord(token, "_read")
  }

  /// After `{`: `get`/`set`/… (after attributes and `mutating`/`nonmutating`), not a getter's
  /// statements (which may start with `@Bindable var x = y`).
  func accessorKeywordAhead() -> Bool {
    var k = pos + 1
    while k + 1 < tokens.count {
      let token = tokens[k]
      if token.kind == .atSign, tokens[k + 1].kind == .identifier {
        k += 2
        if k < tokens.count, tokens[k].kind == .leftParen, !tokens[k].hasTriviaBefore {
          var level = 0
          repeat {
            let t = tokens[k].kind
            if t == .endOfFile { return false }
            if Parser.isOpener(t) { level += 1 } else if Parser.isCloser(t) { level -= 1 }
            k += 1
          } while level > 0 && k < tokens.count
        }
        continue
      }
      if isWord(token, "mutating") || isWord(token, "nonmutating") {
        k += 1
        continue
      }
      break
    }
    guard k + 1 < tokens.count, isAccessorKeyword(tokens[k]) else { return false }
    return [.leftBrace, .leftParen, .rightBrace, .identifier, .kwThrows].contains(tokens[k + 1].kind)
  }

  mutating func parseAccessorBlock() -> AccessorBlockSyntax {
    let open = current
    guard accessorKeywordAhead() else { return .getter(parseCodeBlock(context: "in getter")) }
    guard enterNesting() else {
      skipBalancedGroup()
      return .accessors([], range: range(from: open.range.start))
    }
    defer { exitNesting() }
    advance()
    var accessors: [AccessorSyntax] = []
    while kind != .rightBrace, !atEnd, !atFileScopeOnlyConstruct {
      let start = current.range.start
      let attributes = parseAttributes()
      _ = parseModifiers()
      while isWord(current, "mutating") || isWord(current, "nonmutating") { advance() }
      guard isAccessorKeyword(current) else {
        error(
          SyntaxDiagnostic.expectedDeclaration, "expected 'get', 'set', 'willSet' or 'didSet'",
          at: current.range)
        synchronizeDeclaration()
        continue
      }
      let accessorKind = takeIdentifier()
      var parameter: Identifier?
      if kind == .leftParen {
        let paren = advance()
        if kind == .identifier { parameter = takeIdentifier() }
        expectClose(.rightParen, "to close accessor parameter", open: paren)
      }
      // `get async throws` (SE-0310), `get throws(E) { … }`.
      let effects = parseEffects()
      var body: CodeBlockSyntax?
      if kind == .leftBrace { body = parseCodeBlock(context: "in accessor") }
      accessors.append(
        AccessorSyntax(
          attributes: attributes, kind: accessorKind, parameter: parameter, effects: effects,
          body: body, range: range(from: start)))
    }
    expectClose(.rightBrace, "to close accessor block", open: open)
    return .accessors(accessors, range: range(from: open.range.start))
  }

  mutating func parseFunction(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int,
    keywordIsName: Bool = false
  ) -> FunctionDecl {
    if !keywordIsName { advance() }  // func
    let name: Identifier
    if keywordIsName {
      name = takeIdentifier()
    } else if kind == .identifier || (kind.isKeyword && !current.hasNewlineBefore && peekKind() == .leftParen)
    {
      name = takeIdentifier()
    } else if Parser.isOperatorToken(kind) {
      // `static func == (lhs: Self, rhs: Self) -> Bool`, `static func +(…)`: an operator
      // function, its name the operator's characters.
      let first = advance()
      var nameRange = first.range
      while Parser.isOperatorToken(kind), !current.hasTriviaBefore {
        // `postfix func >*<V>(…)`: a `<` before a name opens the generic parameters (Swift
        // splits an operator name that ends in `<` the same way).
        if kind == .less, peekKind() == .identifier, !peek().hasTriviaBefore { break }
        nameRange = nameRange.union(advance().range)
      }
      name = Identifier(names.name(file.bytes, nameRange), range: nameRange)
    } else {
      expected("identifier in function declaration", id: SyntaxDiagnostic.expectedIdentifier)
      name = Identifier("", range: .at(previousEnd))
    }
    let generics = parseGenericParameters()
    let parameters =
      keywordIsName && kind != .leftParen ? [] : parseParameterClause(context: "function declaration")
    let effects = parseEffects()
    var returnType: TypeSyntax?
    if kind == .arrow {
      advance()
      returnType = parseType()
    }
    let requirements = parseWhereClause()
    var body: CodeBlockSyntax?
    var accessors: AccessorBlockSyntax?
    if kind == .leftBrace, keywordIsName, name.text == "subscript", accessorKeywordAhead() {
      // `subscript(i: Int) -> T { get { … } set { … } }`, `{ get }` in a protocol.
      accessors = parseAccessorBlock()
    } else if kind == .leftBrace {
      body = parseCodeBlock(context: "in body of function")
    } else if !modifiers.contains(where: { $0.name.text == "optional" }),
      // Core Data's generated accessors: `@NSManaged func addToItems(_ value: Item)` has its
      // body supplied at run time.
      !attributes.contains(where: { $0.name.text == "NSManaged" })
    {
      bodyMissing("function declaration")
    }
    return FunctionDecl(
      attributes: attributes, modifiers: modifiers, name: name, genericParameters: generics,
      parameters: parameters, effects: effects, returnType: returnType,
      whereClause: requirements, body: body, accessors: accessors, range: range(from: start))
  }

  /// `macro name<T>(parameters) -> Result = #externalMacro(module: "M", type: "T") where …`
  /// (SE-0382, SE-0389): a function with no body whose definition is the expression after `=`.
  mutating func parseMacro(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> FunctionDecl {
    advance()  // macro
    let name = takeIdentifier()
    let generics = parseGenericParameters()
    let parameters = parseParameterClause(context: "macro declaration")
    var returnType: TypeSyntax?
    if kind == .arrow {
      advance()
      returnType = parseType()
    }
    var definition: ExprSyntax?
    if kind == .equal {
      advance()
      definition = parseExpressionOrMissing("macro definition after '='")
    }
    let requirements = parseWhereClause()
    return FunctionDecl(
      attributes: attributes, modifiers: modifiers, name: name, genericParameters: generics,
      parameters: parameters, effects: EffectsSyntax(), returnType: returnType,
      whereClause: requirements, body: nil, isMacro: true, macroDefinition: definition,
      range: range(from: start))
  }

  /// Tokens that spell (part of) an operator.
  static func isOperatorToken(_ kind: TokenKind) -> Bool {
    switch kind {
    case .equal, .plus, .minus, .star, .slash, .percent, .plusEqual, .minusEqual, .starEqual,
      .slashEqual, .percentEqual, .equalEqual, .bangEqual, .equalEqualEqual, .bangEqualEqual,
      .less, .lessEqual, .greater, .greaterEqual, .ampAmp, .pipePipe, .questionQuestion, .bang,
      .ampersand, .pipe, .caret, .tilde, .ellipsis, .halfOpenRange, .unicodeOperator:
      true
    default: false
    }
  }

  /// Function and initializer bodies are required except in protocols, which the semantic
  /// pass rejects anyway; a missing body is one error.
  mutating func bodyMissing(_ what: String) {
    if currentStructIsProtocol { return }
    error(
      SyntaxDiagnostic.missingBody, "expected '{' in body of \(what)", at: .at(previousEnd),
      fixIts: [
        FixIt("insert an empty body", edits: [SourceEdit(range: .at(previousEnd), replacement: " {}")])
      ])
  }

  var currentStructIsProtocol: Bool { protocolDepth > 0 }

  mutating func parseInitializer(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> InitializerDecl {
    advance()  // init
    var failable = false
    if kind == .question || kind == .bang, !current.hasTriviaBefore {
      failable = kind == .question
      advance()
    }
    let generics = parseGenericParameters()
    let parameters = parseParameterClause(context: "initializer")
    let effects = parseEffects()
    let requirements = parseWhereClause()
    var body: CodeBlockSyntax?
    if kind == .leftBrace {
      body = parseCodeBlock(context: "in body of initializer")
    } else {
      bodyMissing("initializer")
    }
    return InitializerDecl(
      attributes: attributes, modifiers: modifiers, isFailable: failable,
      genericParameters: generics, parameters: parameters, effects: effects,
      whereClause: requirements, body: body, range: range(from: start))
  }

  mutating func parseEffects() -> EffectsSyntax {
    var effects = EffectsSyntax()
    while true {
      if isWord(current, "async") {
        effects.isAsync = true
      } else if kind == .kwThrows || kind == .kwRethrows {
        effects.isThrowing = true
        advance()
        if kind == .leftParen, !current.hasTriviaBefore {
          let open = current.range.start
          skipBalancedGroup()
          effects.thrownTypeRange = range(from: open)
        }
        continue
      } else {
        return effects
      }
      advance()
    }
  }

  /// `(_ x: T, label y: U = default, z: V...)`.
  mutating func parseParameterClause(context: String) -> [ParameterSyntax] {
    guard kind == .leftParen else {
      expected("'(' in argument list of \(context)", insert: "()")
      return []
    }
    let open = advance()
    var parameters: [ParameterSyntax] = []
    while kind != .rightParen, !atEnd {
      let start = current.range.start
      let attributes = parseAttributes()
      guard kind == .identifier || kind.isKeyword else {
        if kind == .rightBrace || kind == .leftBrace || current.hasNewlineBefore { break }
        error(
          SyntaxDiagnostic.expectedIdentifier, "expected parameter name followed by ':'",
          at: current.range)
        skipExpressionTokens()
        if consume(.comma) == nil { break }
        continue
      }
      let firstName = takeIdentifier()
      var secondName: Identifier?
      if kind == .identifier || (kind.isKeyword && peekKind() == .colon) {
        secondName = takeIdentifier()
      }
      let type: TypeSyntax
      if kind == .colon {
        advance()
        type = parseType()
      } else {
        expected("':' and a type after parameter name", id: SyntaxDiagnostic.expectedType)
        type = TypeSyntax(.missing, range: .at(previousEnd))
      }
      var variadic = false
      if kind == .ellipsis {
        advance()
        variadic = true
      }
      var defaultValue: ExprSyntax?
      if kind == .equal {
        advance()
        defaultValue = parseExpressionOrMissing("default argument value")
      }
      parameters.append(
        ParameterSyntax(
          attributes: attributes, firstName: firstName, secondName: secondName, type: type,
          isVariadic: variadic, defaultValue: defaultValue, range: range(from: start)))
      if consume(.comma) == nil {
        if kind != .rightParen, !current.hasNewlineBefore, kind == .identifier {
          expected("',' separator", insert: ",")
          continue
        }
        break
      }
    }
    expectClose(.rightParen, "to close parameter list", open: open)
    return parameters
  }

  /// `<T, Destination: View>`.
  mutating func parseGenericParameters() -> [GenericParameterSyntax] {
    guard kind == .less else { return [] }
    let open = advance()
    var result: [GenericParameterSyntax] = []
    while kind == .identifier {
      // `<each T>`: a type parameter pack (SE-0393).
      let isPack = isWord(current, "each") && peekKind() == .identifier
      let start = current.range.start
      if isPack { advance() }
      let nameToken = advance()
      var constraint: TypeSyntax?
      if kind == .colon {
        advance()
        constraint = parseType()
      }
      result.append(
        GenericParameterSyntax(
          name: identifier(nameToken), constraint: constraint, isPack: isPack,
          range: range(from: start)))
      if consume(.comma) == nil { break }
    }
    if result.isEmpty {
      expected("generic parameter name", id: SyntaxDiagnostic.expectedIdentifier)
    }
    expectClose(.greater, "to complete generic parameter list", open: open)
    return result
  }

  /// `where T: View, U == Int`.
  mutating func parseWhereClause() -> [GenericRequirementSyntax] {
    guard kind == .kwWhere else { return [] }
    advance()
    var result: [GenericRequirementSyntax] = []
    repeat {
      let start = current.range.start
      let left = parseType()
      let requirementKind: GenericRequirementSyntax.Kind
      if kind == .colon {
        requirementKind = .conformance
        advance()
      } else if kind == .equalEqual {
        requirementKind = .sameType
        advance()
      } else {
        expected("':' or '==' to indicate a conformance or same-type requirement")
        break
      }
      let right = parseType()
      result.append(
        GenericRequirementSyntax(
          left: left, kind: requirementKind, right: right, range: range(from: start)))
    } while consume(.comma) != nil
    return result
  }

  mutating func parseInheritance() -> [TypeSyntax] {
    guard kind == .colon else { return [] }
    advance()
    var result: [TypeSyntax] = []
    repeat {
      if kind == .kwClass {  // `protocol P: class`
        let token = advance()
        result.append(
          TypeSyntax(.identifier(identifier(token), genericArguments: []), range: token.range))
      } else {
        result.append(parseType())
      }
    } while consume(.comma) != nil
    return result
  }

  mutating func parseTypeName(_ what: String) -> Identifier {
    if kind == .identifier { return takeIdentifier() }
    expected("identifier in \(what) declaration", id: SyntaxDiagnostic.expectedIdentifier)
    return Identifier("", range: .at(previousEnd))
  }

  mutating func parseStruct(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> StructDecl {
    let keywordToken = advance()
    let keyword: NominalKeyword =
      switch keywordToken.kind {
      case .kwClass: .class
      case .kwActor: .actor
      case .kwProtocol: .protocol
      default: .struct
      }
    let name = parseTypeName(keyword.rawValue)
    let generics = parseGenericParameters()
    let inheritance = parseInheritance()
    let requirements = parseWhereClause()
    if keyword == .protocol { protocolDepth += 1 }
    let (members, bodyRange) = parseMemberBlock(keyword.rawValue, context: .member)
    if keyword == .protocol { protocolDepth -= 1 }
    return StructDecl(
      attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
      genericParameters: generics, inheritance: inheritance, whereClause: requirements,
      members: members, bodyRange: bodyRange, range: range(from: start))
  }

  mutating func parseEnum(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> EnumDecl {
    advance()
    let name = parseTypeName("enum")
    let generics = parseGenericParameters()
    let inheritance = parseInheritance()
    let requirements = parseWhereClause()
    let (members, bodyRange) = parseMemberBlock("enum", context: .enumMember)
    return EnumDecl(
      attributes: attributes, modifiers: modifiers, name: name, genericParameters: generics,
      inheritance: inheritance, whereClause: requirements, members: members,
      bodyRange: bodyRange, range: range(from: start))
  }

  mutating func parseExtension(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> ExtensionDecl {
    advance()
    let extended = parseType()
    let inheritance = parseInheritance()
    let requirements = parseWhereClause()
    let (members, bodyRange) = parseMemberBlock("extension", context: .member)
    return ExtensionDecl(
      attributes: attributes, modifiers: modifiers, extendedType: extended,
      inheritance: inheritance, whereClause: requirements, members: members,
      bodyRange: bodyRange, range: range(from: start))
  }

  mutating func parseTypeAlias(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> TypeAliasDecl {
    advance()
    let name = parseTypeName("typealias")
    let generics = parseGenericParameters()
    let type: TypeSyntax
    if kind == .equal {
      advance()
      type = parseType()
    } else {
      expected("'=' in type alias declaration", insert: " =")
      type = TypeSyntax(.missing, range: .at(previousEnd))
    }
    return TypeAliasDecl(
      attributes: attributes, modifiers: modifiers, name: name, genericParameters: generics,
      type: type, range: range(from: start))
  }

  mutating func parseEnumCase(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], start: Int
  ) -> EnumCaseDecl {
    advance()  // case
    var elements: [EnumCaseElementSyntax] = []
    repeat {
      let elementStart = current.range.start
      guard kind == .identifier || (kind.isKeyword && !current.hasNewlineBefore) else {
        expected("identifier after 'case'", id: SyntaxDiagnostic.expectedIdentifier)
        break
      }
      let name = takeIdentifier()
      var associated: [TupleTypeElementSyntax]?
      var defaults: [ExprSyntax?] = []
      if kind == .leftParen, !current.hasNewlineBefore {
        associated = parseTupleTypeElements(defaults: &defaults)
      }
      var raw: ExprSyntax?
      if kind == .equal {
        advance()
        raw = parseExpressionOrMissing("raw value")
      }
      elements.append(
        EnumCaseElementSyntax(
          name: name, associatedValues: associated, associatedDefaults: defaults, rawValue: raw,
          range: range(from: elementStart)))
    } while consume(.comma) != nil
    return EnumCaseDecl(
      attributes: attributes, modifiers: modifiers, elements: elements, range: range(from: start))
  }

  /// `{ members }` of a type or extension; reports the missing `{` or `}` once.
  mutating func parseMemberBlock(_ what: String, context: DeclContext) -> (
    [DeclSyntax], SourceRange
  ) {
    guard kind == .leftBrace else {
      error(
        SyntaxDiagnostic.missingBody, "expected '{' in \(what)", at: .at(previousEnd),
        fixIts: [
          FixIt("insert '{}'", edits: [SourceEdit(range: .at(previousEnd), replacement: " {}")])
        ])
      return ([], .at(previousEnd))
    }
    let open = current
    guard enterNesting() else {
      skipBalancedGroup()
      return ([], range(from: open.range.start))
    }
    defer { exitNesting() }
    advance()
    let saved = (enclosingCloser, closureOuterCloser)
    (enclosingCloser, closureOuterCloser) = (nil, nil)
    defer { (enclosingCloser, closureOuterCloser) = saved }
    let members = parseMemberList(context: context)
    expectClose(.rightBrace, "in \(what)", open: open)
    return (members, range(from: open.range.start))
  }

  /// Members up to `}` (or the end of an `#if` clause).
  mutating func parseMemberList(context: DeclContext) -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    while kind != .rightBrace, !atEnd, !atFileScopeOnlyConstruct, !atIfConfigClauseEnd {
      if kind == .semicolon {
        advance()
        continue
      }
      let before = pos
      if let member = parseMember(context: context) { members.append(member) }
      if pos == before { advance() }
      checkDeclarationEnd()
    }
    return members
  }

  mutating func parseMember(context: DeclContext) -> DeclSyntax? {
    if isDirective(current, "#if") {
      return .ifConfig(
        parseIfConfig { parser in parser.parseMemberList(context: context) })
    }
    if atConditionalDirective {
      reportStrayConditionalDirective()
      return nil
    }
    if kind == .poundIdentifier, isDirective(current, "#warning") || isDirective(current, "#error") {
      return .function(parseMemberMacroExpansion())
    }
    if kind == .poundIdentifier {
      let token = current
      error(
        SyntaxDiagnostic.badDirective,
        "directive '\(text(token))' is only allowed at file scope", at: token.range)
      _ = parseDirective()
      return nil
    }
    guard isDeclarationStart() else {
      error(SyntaxDiagnostic.expectedDeclaration, "expected declaration", at: current.range)
      synchronizeDeclaration()
      return nil
    }
    let start = current.range.start
    let attributes = parseAttributes()
    let modifiers = parseModifiers()
    return parseDeclarationBody(
      attributes: attributes, modifiers: modifiers, start: start, context: context)
  }

  /// `#warning("…")`/`#error("…")` among members (SE-0196): kept as a macro expansion
  /// (`FunctionDecl.isMacroExpansion`) whose expression is the call, as in a statement list.
  mutating func parseMemberMacroExpansion() -> FunctionDecl {
    let token = current
    let start = token.range.start
    let expansion = parseExpression()
    var hasArguments = false
    if case .call(let call) = expansion.kind { hasArguments = call.argumentListRange != nil }
    if !hasArguments {
      expected("'(' after '\(text(token))'", id: SyntaxDiagnostic.badDirective)
    }
    return FunctionDecl(
      attributes: [], modifiers: [], name: Identifier(text(token), range: token.range),
      genericParameters: [], parameters: [], effects: EffectsSyntax(), returnType: nil,
      whereClause: [], body: nil, isMacro: true, macroDefinition: expansion,
      range: range(from: start))
  }

  /// Two declarations on one line need a `;` between them.
  mutating func checkDeclarationEnd() {
    if kind == .semicolon || kind == .rightBrace || atEnd || current.hasNewlineBefore { return }
    error(
      SyntaxDiagnostic.expectedStatementSeparator,
      "consecutive declarations on a line must be separated by ';'", at: .at(previousEnd),
      fixIts: [FixIt("insert ';'", edits: [SourceEdit(range: .at(previousEnd), replacement: ";")])])
    synchronizeDeclaration()
  }
}
