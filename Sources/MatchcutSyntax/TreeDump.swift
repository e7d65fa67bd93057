import MatchcutSource

/// A readable dump of a syntax tree: one node per line, indented by depth, each with its
/// range as `@line:column-line:column` (end exclusive, columns in UTF-8 bytes), in the style
/// of swift-markdown's `debugDescription`. Used for golden tests.
public func dump(_ tree: SourceFileSyntax, file: SourceFile) -> String {
  var dumper = TreeDumper(file: file)
  dumper.node(0, "SourceFile", tree.range)
  for item in tree.items { dumper.topLevel(item, 1) }
  return dumper.out
}

/// Renders a type as Swift source (normalised spacing), for dumps and messages.
public func render(_ type: TypeSyntax) -> String {
  switch type.kind {
  case .identifier(let name, let generics):
    return name.text + renderGenerics(generics)
  case .member(let base, let name, let generics):
    return render(base) + "." + name.text + renderGenerics(generics)
  case .optional(let base): return render(base) + "?"
  case .implicitlyUnwrappedOptional(let base): return render(base) + "!"
  case .array(let element): return "[" + render(element) + "]"
  case .dictionary(let key, let value): return "[" + render(key) + ": " + render(value) + "]"
  case .tuple(let elements): return "(" + elements.map(renderElement).joined(separator: ", ") + ")"
  case .function(let parameters, let effects, let result):
    var text = "(" + parameters.map(renderElement).joined(separator: ", ") + ")"
    if effects.isAsync { text += " async" }
    if effects.isThrowing { text += " throws" }
    return text + " -> " + render(result)
  case .opaque(let base): return "some " + render(base)
  case .existential(let base): return "any " + render(base)
  case .composition(let members): return members.map(render).joined(separator: " & ")
  case .metatype(let base): return render(base) + ".Type"
  case .attributed(let attributes, let base):
    // `@escaping` is an attribute; `inout`, `each`, `consuming`, … are specifier words.
    let prefix = attributes.map {
      $0.range.length == $0.name.text.utf8.count ? $0.name.text : "@" + $0.name.text
    }
    if prefix == ["~"] { return "~" + render(base) }  // `~Copyable`
    return (prefix + [render(base)]).joined(separator: " ")
  case .missing: return "<missing>"
  }
}

private func renderGenerics(_ generics: [TypeSyntax]) -> String {
  generics.isEmpty ? "" : "<" + generics.map(render).joined(separator: ", ") + ">"
}

private func renderElement(_ element: TupleTypeElementSyntax) -> String {
  var names: [String] = []
  if let first = element.firstName { names.append(first.text) }
  if let second = element.secondName { names.append(second.text) }
  let prefix = names.isEmpty ? "" : names.joined(separator: " ") + ": "
  return prefix + render(element.type) + (element.isVariadic ? "..." : "")
}

/// Escapes a string for a dump line.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\0": result += "\\0"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

private struct TreeDumper {
  let file: SourceFile
  var out = ""

  init(file: SourceFile) { self.file = file }

  mutating func node(_ depth: Int, _ text: String, _ range: SourceRange) {
    let start = file.location(of: range.start)
    let end = file.location(of: range.end)
    out += String(repeating: "  ", count: depth)
    out += "\(text) @\(start.line):\(start.column)-\(end.line):\(end.column)\n"
  }

  // MARK: Top level and declarations

  mutating func topLevel(_ item: TopLevelItem, _ depth: Int) {
    switch item {
    case .importDecl(let decl):
      let kind = decl.kind.map { " \($0.text)" } ?? ""
      node(depth, "Import\(kind) \(decl.path.map(\.text).joined(separator: "."))", decl.range)
    case .directive(let directive):
      node(depth, "Directive #\(directive.name.text)", directive.range)
      arguments(directive.arguments, depth + 1)
      trailing(directive.trailingClosures, depth + 1)
    case .declaration(let decl):
      declaration(decl, depth)
    case .statement(let statement):
      self.statement(statement, depth)
    case .ifConfig(let config):
      ifConfig(config, depth) { dumper, item, depth in dumper.topLevel(item, depth) }
    }
  }

  mutating func ifConfig<Element>(
    _ config: IfConfigSyntax<Element>, _ depth: Int, _ element: (inout TreeDumper, Element, Int) -> Void
  ) {
    node(depth, "IfConfig", config.range)
    for clause in config.clauses {
      node(depth + 1, "Clause #\(clause.keyword.text)", clause.range)
      if let condition = clause.condition { expression(condition, depth + 2) }
      for item in clause.elements { element(&self, item, depth + 2) }
    }
  }

  mutating func header(_ attributes: [AttributeSyntax], _ modifiers: [ModifierSyntax], _ depth: Int) {
    for attribute in attributes {
      node(depth, "Attribute @\(attribute.name.text)", attribute.range)
      arguments(attribute.arguments, depth + 1)
    }
    for modifier in modifiers {
      let detail = modifier.detail.map { "(\($0.text))" } ?? ""
      node(depth, "Modifier \(modifier.name.text)\(detail)", modifier.range)
    }
  }

  mutating func generics(
    _ parameters: [GenericParameterSyntax], _ requirements: [GenericRequirementSyntax],
    _ depth: Int
  ) {
    for parameter in parameters {
      let constraint = parameter.constraint.map { ": " + render($0) } ?? ""
      let each = parameter.isPack ? "each " : ""
      node(depth, "GenericParameter \(each)\(parameter.name.text)\(constraint)", parameter.range)
    }
    for requirement in requirements {
      let op = requirement.kind == .conformance ? ":" : "=="
      node(
        depth, "Requirement \(render(requirement.left)) \(op) \(render(requirement.right))",
        requirement.range)
    }
  }

  mutating func type(_ label: String, _ type: TypeSyntax, _ depth: Int) {
    node(depth, "\(label) \(render(type))", type.range)
  }

  mutating func declaration(_ decl: DeclSyntax, _ depth: Int) {
    switch decl {
    case .structDecl(let d):
      let keyword = d.keyword.rawValue.prefix(1).uppercased() + d.keyword.rawValue.dropFirst()
      node(depth, "\(keyword) \(d.name.text)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics(d.genericParameters, d.whereClause, depth + 1)
      for inherited in d.inheritance { type("Inherits", inherited, depth + 1) }
      for member in d.members { declaration(member, depth + 1) }
    case .enumDecl(let d):
      node(depth, "Enum \(d.name.text)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics(d.genericParameters, d.whereClause, depth + 1)
      for inherited in d.inheritance { type("Inherits", inherited, depth + 1) }
      for member in d.members { declaration(member, depth + 1) }
    case .extensionDecl(let d):
      node(depth, "Extension \(render(d.extendedType))", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics([], d.whereClause, depth + 1)
      for inherited in d.inheritance { type("Inherits", inherited, depth + 1) }
      for member in d.members { declaration(member, depth + 1) }
    case .variable(let d):
      node(depth, "Variable \(d.keyword.rawValue)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      for binding in d.bindings {
        node(depth + 1, "Binding \(binding.name.text)", binding.range)
        if let pattern = binding.tuplePattern { expression(pattern, depth + 2) }
        if let annotation = binding.typeAnnotation { type("Type", annotation, depth + 2) }
        if let initializer = binding.initializer { expression(initializer, depth + 2) }
        if let accessors = binding.accessors { accessorBlock(accessors, depth + 2) }
      }
    case .function(let d) where d.isMacroExpansion:
      node(depth, "MacroExpansion \(d.name.text)", d.range)
      if let expansion = d.macroDefinition { expression(expansion, depth + 1) }
    case .function(let d):
      node(depth, "\(d.isMacro ? "Macro" : "Function") \(d.name.text)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics(d.genericParameters, d.whereClause, depth + 1)
      parameters(d.parameters, depth + 1)
      if d.effects.isAsync || d.effects.isThrowing {
        node(
          depth + 1,
          "Effects\(d.effects.isAsync ? " async" : "")\(d.effects.isThrowing ? " throws" : "")"
            + (d.effects.thrownTypeRange.map { file.text(of: $0) } ?? ""),
          d.range)
      }
      if let result = d.returnType { type("Returns", result, depth + 1) }
      if let body = d.body { block("Body", body, depth + 1) }
      if let accessors = d.accessors { accessorBlock(accessors, depth + 1) }
      if let definition = d.macroDefinition {
        node(depth + 1, "Definition", definition.range)
        expression(definition, depth + 2)
      }
    case .initializer(let d):
      node(depth, "Initializer\(d.isFailable ? "?" : "")", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics(d.genericParameters, d.whereClause, depth + 1)
      parameters(d.parameters, depth + 1)
      if let body = d.body { block("Body", body, depth + 1) }
    case .enumCase(let d):
      node(depth, "Case", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      for element in d.elements {
        node(depth + 1, "Element \(element.name.text)", element.range)
        for (index, value) in (element.associatedValues ?? []).enumerated() {
          node(depth + 2, "AssociatedValue \(renderElement(value))", value.range)
          if index < element.associatedDefaults.count, let value = element.associatedDefaults[index] {
            node(depth + 3, "Default", value.range)
            expression(value, depth + 4)
          }
        }
        if let raw = element.rawValue { expression(raw, depth + 2) }
      }
    case .typeAlias(let d):
      node(depth, "TypeAlias \(d.name.text)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics(d.genericParameters, [], depth + 1)
      type("Type", d.type, depth + 1)
    case .ifConfig(let config):
      ifConfig(config, depth) { dumper, member, depth in dumper.declaration(member, depth) }
    case .associatedType(let d):
      node(depth, "AssociatedType \(d.name.text)", d.range)
      header(d.attributes, d.modifiers, depth + 1)
      generics([], d.whereClause, depth + 1)
      for inherited in d.inheritance { type("Inherits", inherited, depth + 1) }
      if let defaultType = d.defaultType { type("Default", defaultType, depth + 1) }
    case .operatorDecl(let d):
      let group = d.precedenceGroup.map { ": \($0.text)" } ?? ""
      node(depth, "Operator \(d.fixity.text) \(d.name.text)\(group)", d.range)
    case .precedenceGroup(let d):
      node(depth, "PrecedenceGroup \(d.name.text)", d.range)
      for attribute in d.attributes {
        let values = attribute.values.map(\.text).joined(separator: ", ")
        node(depth + 1, "\(attribute.name.text): \(values)", attribute.range)
      }
    }
  }

  mutating func parameters(_ parameters: [ParameterSyntax], _ depth: Int) {
    for parameter in parameters {
      let names = [parameter.firstName.text] + (parameter.secondName.map { [$0.text] } ?? [])
      node(
        depth,
        "Parameter \(names.joined(separator: " ")): \(render(parameter.type))\(parameter.isVariadic ? "..." : "")",
        parameter.range)
      for attribute in parameter.attributes {
        node(depth + 1, "Attribute @\(attribute.name.text)", attribute.range)
      }
      if let value = parameter.defaultValue { expression(value, depth + 1) }
    }
  }

  mutating func accessorBlock(_ block: AccessorBlockSyntax, _ depth: Int) {
    switch block {
    case .getter(let body):
      self.block("Getter", body, depth)
    case .accessors(let accessors, let range):
      node(depth, "Accessors", range)
      for accessor in accessors {
        let parameter = accessor.parameter.map { "(\($0.text))" } ?? ""
        let effects =
          (accessor.effects.isAsync ? " async" : "") + (accessor.effects.isThrowing ? " throws" : "")
        node(depth + 1, "Accessor \(accessor.kind.text)\(parameter)\(effects)", accessor.range)
        if let body = accessor.body { statements(body.statements, depth + 2) }
      }
    }
  }

  // MARK: Statements

  mutating func block(_ label: String, _ block: CodeBlockSyntax, _ depth: Int) {
    node(depth, label, block.range)
    statements(block.statements, depth + 1)
  }

  mutating func statements(_ list: [StmtSyntax], _ depth: Int) {
    for statement in list { self.statement(statement, depth) }
  }

  mutating func statement(_ statement: StmtSyntax, _ depth: Int) {
    switch statement.kind {
    case .expression(let e):
      expression(e, depth)
    case .declaration(let d):
      declaration(d, depth)
    case .assignment(let target, let op, let value):
      node(depth, "Assignment \(file.text(of: op.range))", statement.range)
      expression(target, depth + 1)
      expression(value, depth + 1)
    case .ifStatement(let s):
      ifStatement(s, depth)
    case .guardStatement(let conditions, let body):
      node(depth, "Guard", statement.range)
      self.conditions(conditions, depth + 1)
      block("Else", body, depth + 1)
    case .switchStatement(let s):
      switchStatement(s, depth)
    case .forIn(let pattern, let sequence, let body):
      node(depth, "ForIn", statement.range)
      expression(pattern, depth + 1)
      expression(sequence, depth + 1)
      block("Body", body, depth + 1)
    case .returnStatement(let value):
      node(depth, "Return", statement.range)
      if let value { expression(value, depth + 1) }
    case .control(let keyword):
      node(depth, "Control \(keyword.text)", statement.range)
    case .doStatement(let body, let catches):
      node(depth, "Do", statement.range)
      block("Body", body, depth + 1)
      for clause in catches {
        node(depth + 1, "Catch", clause.range)
        if let pattern = clause.pattern { expression(pattern, depth + 2) }
        if let condition = clause.whereClause {
          node(depth + 2, "Where", condition.range)
          expression(condition, depth + 3)
        }
        block("Body", clause.body, depth + 2)
      }
    case .whileStatement(let conditions, let body):
      node(depth, "While", statement.range)
      self.conditions(conditions, depth + 1)
      block("Body", body, depth + 1)
    case .repeatWhile(let body, let condition):
      node(depth, "RepeatWhile", statement.range)
      block("Body", body, depth + 1)
      expression(condition, depth + 1)
    case .deferStatement(let body):
      node(depth, "Defer", statement.range)
      block("Body", body, depth + 1)
    case .throwStatement(let value):
      node(depth, "Throw", statement.range)
      expression(value, depth + 1)
    case .ifConfig(let config):
      ifConfig(config, depth) { dumper, item, depth in dumper.statement(item, depth) }
    case .forInFiltered(let loop):
      node(depth, loop.isCasePattern ? "ForInCase" : "ForIn", statement.range)
      expression(loop.pattern, depth + 1)
      expression(loop.sequence, depth + 1)
      if let condition = loop.whereClause {
        node(depth + 1, "Where", condition.range)
        expression(condition, depth + 2)
      }
      block("Body", loop.body, depth + 1)
    case .labeled(let label, let inner):
      node(depth, "Labeled \(label.text)", statement.range)
      self.statement(inner, depth + 1)
    case .labeledJump(let keyword, let label):
      node(depth, "Control \(keyword.text) \(label.text)", statement.range)
    }
  }

  mutating func switchStatement(_ s: SwitchStmtSyntax, _ depth: Int, tag: String = "Switch") {
    node(depth, tag, s.range)
    expression(s.subject, depth + 1)
    switchCases(s.cases, depth + 1)
  }

  mutating func switchCases(_ cases: [SwitchCaseSyntax], _ depth: Int) {
    for clause in cases {
      if let config = clause.ifConfig {
        ifConfig(config, depth) { dumper, item, depth in dumper.switchCases([item], depth) }
        continue
      }
      node(depth, clause.isDefault ? "Default" : "Case", clause.range)
      for pattern in clause.patterns { expression(pattern, depth + 1) }
      if let condition = clause.whereClause {
        node(depth + 1, "Where", condition.range)
        expression(condition, depth + 2)
      }
      statements(clause.statements, depth + 1)
    }
  }

  mutating func ifStatement(_ s: IfStmtSyntax, _ depth: Int) {
    node(depth, "If", s.range)
    conditions(s.conditions, depth + 1)
    block("Then", s.body, depth + 1)
    switch s.elseBranch {
    case .block(let body)?: block("Else", body, depth + 1)
    case .ifStatement(let nested)?: ifStatement(nested, depth + 1)
    case nil: break
    }
  }

  mutating func conditions(_ list: [ConditionSyntax], _ depth: Int) {
    for condition in list {
      switch condition {
      case .expression(let e):
        expression(e, depth)
      case .optionalBinding(let keyword, let name, let type, let value, let range):
        node(depth, "OptionalBinding \(keyword.rawValue) \(name.text)", range)
        if let type { self.type("Type", type, depth + 1) }
        if let value { expression(value, depth + 1) }
      case .casePattern(let pattern, let value, let range):
        node(depth, "CaseCondition", range)
        expression(pattern, depth + 1)
        expression(value, depth + 1)
      }
    }
  }

  // MARK: Expressions

  mutating func arguments(_ list: [ArgumentSyntax], _ depth: Int) {
    for argument in list {
      node(depth, "Argument\(argument.label.map { " \($0.text):" } ?? "")", argument.range)
      expression(argument.value, depth + 1)
    }
  }

  mutating func trailing(_ list: [TrailingClosureSyntax], _ depth: Int) {
    for closure in list {
      node(depth, "TrailingClosure\(closure.label.map { " \($0.text):" } ?? "")", closure.range)
      self.closure(closure.closure, depth + 1)
    }
  }

  mutating func closure(_ c: ClosureSyntax, _ depth: Int) {
    node(depth, "Closure", c.range)
    if let signature = c.signature {
      let names = signature.parameters.map { p in
        p.type.map { "\(p.name.text): \(render($0))" } ?? p.name.text
      }
      var text = "Signature "
      text += signature.hasParentheses ? "(\(names.joined(separator: ", ")))" : names.joined(separator: ", ")
      if let result = signature.returnType { text += " -> \(render(result))" }
      node(depth + 1, text, signature.range)
      for capture in signature.captures { expression(capture, depth + 2) }
    }
    statements(c.statements, depth + 1)
  }

  mutating func expression(_ e: ExprSyntax, _ depth: Int) {
    let d = depth + 1
    switch e.kind {
    case .integerLiteral(let value): node(depth, "IntegerLiteral \(value)", e.range)
    case .floatLiteral(let value): node(depth, "FloatLiteral \(value)", e.range)
    case .stringLiteral(let literal):
      let tag = literal.isMultiline ? "MultilineStringLiteral" : "StringLiteral"
      if let value = literal.staticValue {
        node(depth, "\(tag) \(quoted(value))", e.range)
      } else {
        node(depth, tag, e.range)
        for segment in literal.segments {
          switch segment {
          case .text(let text, let range): node(d, "Text \(quoted(text))", range)
          case .interpolation(let arguments, let range):
            node(d, "Interpolation", range)
            self.arguments(arguments, d + 1)
          }
        }
      }
    case .booleanLiteral(let value): node(depth, "BooleanLiteral \(value)", e.range)
    case .nilLiteral: node(depth, "NilLiteral", e.range)
    case .arrayLiteral(let elements):
      node(depth, "ArrayLiteral", e.range)
      for element in elements { expression(element, d) }
    case .dictionaryLiteral(let pairs):
      node(depth, "DictionaryLiteral", e.range)
      for pair in pairs {
        node(d, "Element", pair.range)
        expression(pair.key, d + 1)
        expression(pair.value, d + 1)
      }
    case .identifier(let name): node(depth, "Identifier \(name.text)", e.range)
    case .projectedValue(let name): node(depth, "ProjectedValue $\(name.text)", e.range)
    case .shorthandArgument(let index): node(depth, "ShorthandArgument $\(index)", e.range)
    case .selfExpr: node(depth, "Self", e.range)
    case .discard: node(depth, "Discard", e.range)
    case .memberAccess(let base, let name):
      node(depth, "MemberAccess .\(name.text)", e.range)
      expression(base, d)
    case .implicitMember(let name): node(depth, "ImplicitMember .\(name.text)", e.range)
    case .call(let call) where call.isPostfixOperator:
      node(depth, "PostfixOperator \(file.text(of: call.callee.range))", e.range)
      arguments(call.arguments, d)
    case .call(let call):
      node(depth, "Call", e.range)
      expression(call.callee, d)
      arguments(call.arguments, d)
      trailing(call.trailingClosures, d)
    case .subscriptAccess(let base, let arguments):
      node(depth, "Subscript", e.range)
      expression(base, d)
      self.arguments(arguments, d)
    case .specialization(let base, let generics):
      node(depth, "Specialization \(renderGenerics(generics))", e.range)
      expression(base, d)
    case .closure(let c): closure(c, depth)
    case .keyPath(let root, let components):
      var text = "\\" + (root.map(render) ?? "")
      for component in components {
        switch component {
        case .property(let name): text += "." + name.text
        case .optionalChain: text += "?"
        case .forceUnwrap: text += "!"
        case .subscriptAccess: text += "[…]"
        }
      }
      node(depth, "KeyPath \(text)", e.range)
    case .optionalChain(let base):
      node(depth, "OptionalChain", e.range)
      expression(base, d)
    case .forceUnwrap(let base):
      node(depth, "ForceUnwrap", e.range)
      expression(base, d)
    case .prefixOperator(let op, let operand):
      node(depth, "Prefix \(op.op == .custom ? file.text(of: op.range) : op.op.rawValue)", e.range)
      expression(operand, d)
    case .binary:
      // Along the left spine in a loop: a flat chain of operators may be thousands long.
      var spine: [(rhs: ExprSyntax, depth: Int)] = []
      var leftmost = e
      var level = depth
      while case .binary(let lhs, let op, let rhs) = leftmost.kind {
        node(level, "Binary \(op.op == .custom ? file.text(of: op.range) : op.op.rawValue)", leftmost.range)
        spine.append((rhs, level + 1))
        leftmost = lhs
        level += 1
      }
      expression(leftmost, level)
      for (rhs, rhsDepth) in spine.reversed() { expression(rhs, rhsDepth) }
    case .ternary(let condition, let thenBranch, let elseBranch):
      node(depth, "Ternary", e.range)
      expression(condition, d)
      expression(thenBranch, d)
      expression(elseBranch, d)
    case .cast(let operand, let kind, let type):
      node(depth, "Cast \(kind.rawValue) \(render(type))", e.range)
      expression(operand, d)
    case .typeCheck(let operand, let type):
      node(depth, "TypeCheck is \(render(type))", e.range)
      expression(operand, d)
    case .parenthesized(let inner):
      node(depth, "Parenthesized", e.range)
      expression(inner, d)
    case .tuple(let elements):
      node(depth, "Tuple", e.range)
      arguments(elements, d)
    case .tryExpr(let inner, let kind):
      node(depth, "Try \(kind.rawValue)", e.range)
      expression(inner, d)
    case .awaitExpr(let inner):
      node(depth, "Await", e.range)
      expression(inner, d)
    case .bindingPattern(let keyword, let inner):
      node(depth, "BindingPattern \(keyword.rawValue)", e.range)
      expression(inner, d)
    case .type(let type): node(depth, "TypeExpr \(render(type))", e.range)
    case .macroName(let name): node(depth, "MacroName \(name.text)", e.range)
    case .availability(let unavailable):
      node(depth, unavailable ? "Unavailable" : "Available", e.range)
    case .postfixIfConfig(let base, let config):
      node(depth, "PostfixIfConfig", e.range)
      expression(base, d)
      ifConfig(config, d) { dumper, item, depth in dumper.expression(item, depth) }
    case .partialRangeUpTo(let upper, let inclusive):
      node(depth, inclusive ? "PartialRangeThrough" : "PartialRangeUpTo", e.range)
      expression(upper, d)
    case .partialRangeFrom(let lower):
      node(depth, "PartialRangeFrom", e.range)
      expression(lower, d)
    case .ifExpression(let s):
      node(depth, "IfExpression", e.range)
      ifStatement(s, d)
    case .switchExpression(let s):
      switchStatement(s, depth, tag: "SwitchExpression")
    case .operatorReference(let name): node(depth, "OperatorReference \(name.text)", e.range)
    case .regexLiteral: node(depth, "RegexLiteral \(file.text(of: e.range))", e.range)
    case .assignment(let target, let op, let value):
      node(depth, "AssignmentExpr \(file.text(of: op.range))", e.range)
      expression(target, depth + 1)
      expression(value, depth + 1)
    case .missing: node(depth, "Missing", e.range)
    }
  }
}
