import MatchcutSource

/// Statements and code blocks.
extension SourceFormatter {
  /// `{ statements }` of a function, accessor, `if`, `for`, …: always one statement per line.
  ///
  /// With `allowInline` (functions, accessors, `guard … else`), a body the author wrote on one
  /// line with one simple statement stays on one line when it fits:
  /// `var id: String { rawValue }`, `guard ok else { return }`.
  func codeBlock(_ block: CodeBlockSyntax, allowInline: Bool = false) {
    emit(through: block.range.start)
    if allowInline, isInline(block.statements, block.range) {
      let closing = block.range.end - 1
      group {
        inlineBody(block.statements[0], closing: closing)
      }
      return
    }
    self.block(count: block.statements.count, closing: block.range.end - 1) { i in
      statement(block.statements[i])
    }
  }

  func statement(_ statement: StmtSyntax) {
    emit(upTo: statement.range.start)
    switch statement.kind {
    case .expression(let expr):
      expression(expr, .statement)
    case .declaration(let decl):
      declaration(decl)
    case .assignment(let target, let op, let value):
      expression(target, .operand)
      pending = .space
      emit(upTo: op.range.end)  // every token of `<<=`, `|=`
      pending = .space
      expression(value, .statement)
    case .ifStatement(let ifStatement):
      self.ifStatement(ifStatement)
    case .guardStatement(let conditions, let elseBody):
      self.conditions(conditions)
      emit(upTo: elseBody.range.start)
      pending = .space
      codeBlock(elseBody, allowInline: true)
    case .switchStatement(let switchStatement):
      self.switchStatement(switchStatement)
    case .forIn(let pattern, let sequence, let body):
      emit(upTo: pattern.range.end)
      emit(upTo: sequence.range.start)
      inCondition { expression(sequence, .operand) }
      emit(upTo: body.range.start)
      pending = .space
      codeBlock(body)
    case .returnStatement(let value):
      if let value {
        emit(upTo: value.range.start)
        expression(value, .statement)
      }
    case .control:
      break
    case .doStatement(let body, let catches):
      emit(upTo: body.range.start)
      pending = .space
      codeBlock(body)
      for clause in catches {
        pending = .breakableSpace
        emit(through: clause.range.start)
        if let pattern = clause.pattern {
          pending = .space
          emit(upTo: pattern.range.start)
          expression(pattern, .operand)
        }
        if let condition = clause.whereClause {
          pending = .space
          emit(upTo: condition.range.start)
          pending = .space
          expression(condition, .operand)
        }
        emit(upTo: clause.body.range.start)
        pending = .space
        codeBlock(clause.body)
      }
    case .whileStatement(let conditions, let body):
      self.conditions(conditions)
      emit(upTo: body.range.start)
      pending = .space
      codeBlock(body)
    case .repeatWhile(let body, let condition):
      emit(upTo: body.range.start)
      pending = .space
      codeBlock(body)
      pending = .space
      emit(upTo: condition.range.start)
      expression(condition, .operand)
    case .deferStatement(let body):
      emit(upTo: body.range.start)
      pending = .space
      codeBlock(body, allowInline: true)
    case .throwStatement(let value):
      emit(upTo: value.range.start)
      expression(value, .statement)
    case .ifConfig(let config):
      ifConfig(config) { self.statement($0) }
    case .forInFiltered(let loop):
      emit(upTo: loop.pattern.range.start)
      expression(loop.pattern, .operand)
      emit(upTo: loop.sequence.range.start)
      inCondition { expression(loop.sequence, .operand) }
      if let condition = loop.whereClause {
        emit(upTo: condition.range.start)
        pending = .space
        expression(condition, .operand)
      }
      emit(upTo: loop.body.range.start)
      pending = .space
      codeBlock(loop.body)
    case .labeled(_, let inner):
      emit(upTo: inner.range.start)
      pending = .space
      self.statement(inner)
    case .labeledJump:
      break
    }
    emit(upTo: statement.range.end)
  }

  func ifStatement(_ statement: IfStmtSyntax) {
    emit(through: statement.range.start)
    conditions(statement.conditions)
    emit(upTo: statement.body.range.start)
    pending = .space
    codeBlock(statement.body)
    guard let elseBranch = statement.elseBranch else { return }
    pending = .breakableSpace
    emit(upTo: elseBranch.range.start)
    pending = .space
    switch elseBranch {
    case .block(let block): codeBlock(block)
    case .ifStatement(let nested): ifStatement(nested)
    }
  }

  /// Runs `body` with ``keepsClosuresOnOneLine`` set.
  func inCondition(_ body: () -> Void) {
    let saved = keepsClosuresOnOneLine
    keepsClosuresOnOneLine = true
    body()
    keepsClosuresOnOneLine = saved
  }

  func conditions(_ conditions: [ConditionSyntax]) {
    inCondition { conditionList(conditions) }
  }

  private func conditionList(_ conditions: [ConditionSyntax]) {
    for condition in conditions {
      emit(upTo: condition.range.start)
      switch condition {
      case .expression(let expr):
        expression(expr, .operand)
      case .optionalBinding(_, _, _, let initializer, _):
        if let initializer {
          emit(upTo: initializer.range.start)
          expression(initializer, .operand)
        }
      case .casePattern(_, let value, _):
        emit(upTo: value.range.start)
        expression(value, .operand)
      }
      emit(upTo: condition.range.end)
    }
  }

  /// `case` labels line up with `switch`, as Xcode indents them.
  func switchStatement(_ statement: SwitchStmtSyntax) {
    emit(upTo: statement.subject.range.start)
    expression(statement.subject, .operand)
    guard let open = nextToken(.leftBrace, before: statement.range.end) else { return }
    emit(upTo: tokens[open].range.start)
    pending = .space
    emitNext()
    switchCases(statement.cases)
    let closing = statement.range.end - 1
    emit(upTo: closing)
    pending = .boundary(forceBlank: false, allowBlank: true)
    flushComments(upTo: closing)
    pending = .hard
    emit(through: closing)
  }

  func switchCases(_ cases: [SwitchCaseSyntax]) {
    for switchCase in cases {
      pending = .boundary(forceBlank: false, allowBlank: true)
      if let config = switchCase.ifConfig {
        ifConfig(config) { self.switchCases([$0]) }
        emit(upTo: switchCase.range.end)
        continue
      }
      for pattern in switchCase.patterns {
        emit(upTo: pattern.range.start)
        expression(pattern, .operand)
      }
      if let whereClause = switchCase.whereClause {
        emit(upTo: whereClause.range.start)
        expression(whereClause, .operand)
      }
      let headerEnd = switchCase.statements.first?.range.start ?? switchCase.range.end
      emit(upTo: headerEnd)
      indent {
        for (i, inner) in switchCase.statements.enumerated() {
          pending = .boundary(forceBlank: false, allowBlank: i > 0)
          self.statement(inner)
          skip(.semicolon)
        }
      }
      emit(upTo: switchCase.range.end)
    }
  }
}
