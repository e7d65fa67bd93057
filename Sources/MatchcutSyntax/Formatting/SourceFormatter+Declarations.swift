import MatchcutSource

/// Files, declarations and member blocks.
extension SourceFormatter {
  func formatFile(_ tree: SourceFileSyntax) {
    var previous: TopLevelItem?
    for item in tree.items {
      let forceBlank = previous.map { SourceFormatter.wantsBlankLine(between: $0, and: item) } ?? false
      pending = .boundary(forceBlank: forceBlank, allowBlank: true)
      topLevelItem(item)
      skip(.semicolon)
      previous = item
    }
  }

  func topLevelItem(_ item: TopLevelItem) {
    switch item {
    case .importDecl(let decl):
      attributes(decl.attributes)
      emit(upTo: decl.range.end)
    case .directive(let directive): self.directive(directive)
    case .declaration(let decl): declaration(decl)
    case .statement(let statement): self.statement(statement)
    case .ifConfig(let config): ifConfig(config) { topLevelItem($0) }
    }
    emit(upTo: item.range.end)
  }

  /// `#if`, `#elseif`, `#else` and `#endif` each start a line, at the level of what they
  /// enclose (Xcode's default); the clauses' elements keep the author's blank lines.
  func ifConfig<Element>(_ config: IfConfigSyntax<Element>, _ element: (Element) -> Void) {
    for (index, clause) in config.clauses.enumerated() {
      if index > 0 { pending = .boundary(forceBlank: false, allowBlank: true) }
      emit(through: clause.keyword.range.start)
      if let condition = clause.condition {
        pending = .space
        emit(upTo: condition.range.end)
      }
      for (i, item) in clause.elements.enumerated() {
        pending = .boundary(forceBlank: false, allowBlank: i > 0)
        element(item)
        skip(.semicolon)
      }
    }
    let endif = config.range.end - 6  // `#endif`
    emit(upTo: endif)
    pending = .boundary(forceBlank: false, allowBlank: true)
    flushComments(upTo: endif)
    pending = .hard
    emit(upTo: config.range.end)
  }

  /// Top-level declarations are separated by a blank line, except within runs of imports, of
  /// directives without a body (`#Canvas`, `#Asset`) and of constants (`let x = …` without
  /// accessors), where the author's blank lines are kept.
  static func wantsBlankLine(between previous: TopLevelItem, and next: TopLevelItem) -> Bool {
    switch (previous, next) {
    case (.importDecl, .importDecl): false
    case (.directive(let a), .directive(let b)):
      !a.trailingClosures.isEmpty || !b.trailingClosures.isEmpty
    case (.declaration(.variable(let a)), .declaration(.variable(let b))):
      (a.bindings + b.bindings).contains { $0.accessors != nil }
    default: true
    }
  }

  func directive(_ directive: DirectiveSyntax) {
    emit(through: directive.name.range.start)
    callSuffix(
      arguments: directive.arguments, argumentListRange: directive.argumentListRange,
      trailingClosures: directive.trailingClosures)
    emit(upTo: directive.range.end)
  }

  /// Attributes keep their own line when the author gave them one (`@ViewBuilder` above a
  /// declaration), else they share the declaration's line (`@State private var`).
  func attributes(_ attributes: [AttributeSyntax]) {
    for attribute in attributes {
      emit(upTo: attribute.range.end)
      let hasBreak = newlines(from: attribute.range.end, to: current.range.start) > 0
      pending = hasBreak ? .hard : .space
    }
  }

  func declaration(_ decl: DeclSyntax) {
    switch decl {
    case .structDecl(let d):
      attributes(d.attributes)
      emit(upTo: d.bodyRange.start)
      memberBlock(d.members, d.bodyRange)
    case .enumDecl(let d):
      attributes(d.attributes)
      emit(upTo: d.bodyRange.start)
      memberBlock(d.members, d.bodyRange)
    case .extensionDecl(let d):
      attributes(d.attributes)
      emit(upTo: d.bodyRange.start)
      memberBlock(d.members, d.bodyRange)
    case .variable(let d): variable(d)
    case .function(let d) where d.isMacroExpansion:
      // `#warning("…")` among members: the expansion formats as the expression it is.
      if let expansion = d.macroDefinition {
        emit(upTo: expansion.range.start)
        expression(expansion, .operand)
      }
      emit(upTo: d.range.end)
    case .function(let d):
      attributes(d.attributes)
      // `static func == (lhs: T, rhs: T)`: an operator's name is spaced from its parameters.
      let isOperator =
        d.name.range.length > 0 && Parser.isOperatorToken(tokens[tokenIndex(at: d.name.range.start)].kind)
      if isOperator {
        emit(upTo: d.name.range.start)
        pending = .space
      }
      emit(upTo: d.name.range.end)
      parameterList(
        d.parameters, limit: d.body?.range.start ?? d.accessors?.range.start ?? d.range.end,
        spaced: isOperator)
      if let body = d.body {
        emit(upTo: body.range.start)
        pending = .space
        codeBlock(body, allowInline: true)
      }
      if let definition = d.macroDefinition {  // `macro m() = #externalMacro(…)`
        emit(upTo: definition.range.start)
        expression(definition, .operand)
      }
      if let accessors = d.accessors {  // a subscript's `{ get { … } set { … } }`
        emit(upTo: accessors.range.start)
        pending = .space
        switch accessors {
        case .getter(let block): codeBlock(block, allowInline: true)
        case .accessors(let list, let range): accessorBlock(list, range)
        }
      }
    case .initializer(let d):
      attributes(d.attributes)
      parameterList(d.parameters, limit: d.body?.range.start ?? d.range.end)
      if let body = d.body {
        emit(upTo: body.range.start)
        pending = .space
        codeBlock(body, allowInline: true)
      }
    case .enumCase(let d):
      attributes(d.attributes)
      for element in d.elements {
        emit(upTo: element.range.start)
        for value in element.associatedDefaults {  // `case loaded(count: Int = 0)`
          guard let value else { continue }
          emit(upTo: value.range.start)
          expression(value, .operand)
        }
        if let rawValue = element.rawValue {
          emit(upTo: rawValue.range.start)
          expression(rawValue, .operand)
        }
        emit(upTo: element.range.end)
      }
    case .typeAlias(let d):
      attributes(d.attributes)
    case .associatedType(let d):
      attributes(d.attributes)
    case .operatorDecl(let d):
      // `infix operator <>: AdditionPrecedence`: the name is spaced from `operator`.
      emit(upTo: d.name.range.start)
      pending = .space
      emit(upTo: d.name.range.end)
      pending = .none
    case .precedenceGroup(let d):
      // One attribute per line, like the members of a type.
      if let open = nextToken(.leftBrace, before: d.range.end) {
        emit(upTo: tokens[open].range.start)
        pending = .space
        emitNext()
        let closing =
          tokens[tokenIndex(at: d.range.end - 1)].kind == .rightBrace ? d.range.end - 1 : d.range.end
        block(count: d.attributes.count, closing: closing) { i in
          emit(upTo: d.attributes[i].range.end)
        }
      }
    case .ifConfig(let config):
      ifConfig(config) { declaration($0) }
    }
    emit(upTo: decl.range.end)
  }

  func variable(_ decl: VariableDecl) {
    attributes(decl.attributes)
    for binding in decl.bindings {
      emit(upTo: binding.range.start)
      if let initializer = binding.initializer {
        emit(upTo: initializer.range.start)
        expression(initializer, .statement)
      }
      if let accessors = binding.accessors {
        emit(upTo: accessors.range.start)
        pending = .space
        switch accessors {
        case .getter(let block): codeBlock(block, allowInline: true)
        case .accessors(let list, let range): accessorBlock(list, range)
        }
      }
      emit(upTo: binding.range.end)
    }
  }

  func accessorBlock(_ accessors: [AccessorSyntax], _ range: SourceRange) {
    // A requirement's `{ get set }`, `{ get async throws }`: one line, as Swift writes it.
    if !accessors.isEmpty, accessors.allSatisfy({ $0.body == nil }),
      !hasComment(in: range)
    {
      emit(through: range.start)
      for accessor in accessors {
        pending = .space
        emit(upTo: accessor.range.end)
      }
      pending = .space
      emit(upTo: range.end)
      return
    }
    emit(through: range.start)
    block(count: accessors.count, closing: range.end - 1) { i in
      let accessor = accessors[i]
      attributes(accessor.attributes)
      if let body = accessor.body {
        emit(upTo: body.range.start)
        pending = .space
        codeBlock(body, allowInline: true)
      }
      emit(upTo: accessor.range.end)
    }
  }

  /// `{ members }` of a type or extension.
  func memberBlock(_ members: [DeclSyntax], _ range: SourceRange) {
    pending = .space
    emit(through: range.start)
    block(count: members.count, closing: range.end - 1) { i in
      declaration(members[i])
    }
  }

  /// The body of a braced block whose `{` was just emitted: one item per line, one level
  /// deeper, blank lines kept (at most one) between items, then the `}` at `closing`.
  func block(count: Int, closing: Int, _ item: (Int) -> Void) {
    let hasComments = hasComment(in: SourceRange(start: lastEnd, end: closing))
    if count == 0 && !hasComments {
      pending = .none
      emit(through: closing)
      return
    }
    indent {
      for i in 0..<count {
        pending = .boundary(forceBlank: false, allowBlank: i > 0)
        item(i)
        skip(.semicolon)
      }
      emit(upTo: closing)
      pending = .boundary(forceBlank: false, allowBlank: count > 0)
      flushComments(upTo: closing)
    }
    pending = .hard
    emit(through: closing)
  }

  /// A function or initializer's `( parameters )`, one per line when too long.
  func parameterList(_ parameters: [ParameterSyntax], limit: Int, spaced: Bool = false) {
    guard let open = nextToken(.leftParen, before: limit) else { return }
    emit(upTo: tokens[open].range.start)
    pending = spaced ? .space : .none
    emitNext()
    if parameters.isEmpty {
      pending = .none
      return
    }
    group {
      indent {
        for (i, parameter) in parameters.enumerated() {
          pending = i == 0 ? .soft : .line
          attributes(parameter.attributes)
          if let value = parameter.defaultValue {
            emit(upTo: value.range.start)
            expression(value, .operand)
          }
          emit(upTo: parameter.range.end)
          if i + 1 < parameters.count { emit(upTo: parameters[i + 1].range.start) }
        }
        skip(.comma)
        if !atEnd, current.kind == .rightParen { flushComments(upTo: current.range.start) }
      }
      pending = .soft
      if !atEnd, current.kind == .rightParen { emitNext() }
    }
  }
}
