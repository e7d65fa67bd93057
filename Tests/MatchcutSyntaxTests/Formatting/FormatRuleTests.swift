import MatchcutSource
import Testing

@testable import MatchcutSyntax

/// Single rules of `docs/fmt.md`, each with its expected text written by hand.
@Suite struct FormatRuleTests {
  private func format(_ text: String) throws -> String {
    try FormatFixtures.format(text)
  }

  @Test func fileWithSyntaxErrorsIsNotFormatted() {
    let result = parseFile(SourceFile(path: "bad.mcut", text: "struct X {\n  var y = (\n}\n"))
    #expect(result.hasErrors)
    #expect(throws: FormatError.syntaxErrors(result.diagnostics)) {
      try MatchcutSyntax.format(result)
    }
  }

  /// A byte order mark (Xcode writes one) is kept in front of the formatted text; the rest is
  /// laid out as without it.
  @Test func aByteOrderMarkIsKept() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let  a=1\n".utf8)
    let result = parseFile(SourceFile(path: "bom.mcut", bytes: bytes))
    #expect(!result.hasErrors)
    #expect(Array(try MatchcutSyntax.format(result).utf8) == [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8))
  }

  @Test func emptyFileStaysEmpty() throws {
    #expect(try format("") == "")
    #expect(try format("\n\n  \n") == "")
  }

  /// `#Canvas(width: 390, … trailing: 0))` is exactly 100 columns: it stays on one line; one
  /// more argument character makes it 101 and breaks it one argument per line.
  @Test func argumentListsBreakBeyondOneHundredColumns() throws {
    let fits =
      "#Canvas(width: 390, height: 844, safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))\n"
    #expect(fits.utf8.count == 101)  // 100 columns and the newline
    #expect(try format(fits) == fits)
    let long =
      "#Canvas(width: 3900, height: 844, safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))\n"
    #expect(
      try format(long) == """
        #Canvas(
            width: 3900,
            height: 844,
            safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        )

        """)
  }

  @Test func statementsGoOnePerLineWithoutSemicolons() throws {
    #expect(try format("let x = 1;;let y = 2;\n") == "let x = 1\nlet y = 2\n")
    #expect(
      try format("func f() { a = 1; b += 2 }\n") == "func f() {\n    a = 1\n    b += 2\n}\n")
  }

  @Test func operatorsAreSpacedByRole() throws {
    #expect(try format("let a = -x+y*2\n") == "let a = -x + y * 2\n")
    #expect(try format("let b = !f&&g||h\n") == "let b = !f && g || h\n")
    #expect(try format("let c = 0 ..< n\n") == "let c = 0..<n\n")
    #expect(try format("let d = a  ?  b:c\n") == "let d = a ? b : c\n")
    #expect(try format("let e :Binding<Bool> = x!\n") == "let e: Binding<Bool> = x!\n")
    #expect(try format("let f = a?.b ?? [ 1 , 2 ]\n") == "let f = a?.b ?? [1, 2]\n")
  }

  @Test func singleModifierStaysTwoGoOnePerLine() throws {
    #expect(try format("let v = Text(\"a\")\n  .bold()\n") == "let v = Text(\"a\").bold()\n")
    #expect(
      try format("let v = Text(\"a\").bold().padding()\n")
        == "let v = Text(\"a\")\n    .bold()\n    .padding()\n")
  }

  /// A single modifier that would pass column 100 moves to the next line before its
  /// arguments break; its trailing closure stays with it.
  @Test func longSingleModifierMovesDown() throws {
    let input =
      "let v = MoviePosterView(imageURL: movie.image, contentMode: .fill).overlay(closeButton, alignment: .topTrailing)\n"
    #expect(
      try format(input) == """
        let v = MoviePosterView(imageURL: movie.image, contentMode: .fill)
            .overlay(closeButton, alignment: .topTrailing)

        """)
    let closure = "let t = Text(title).onTapGesture {\n  go()\n}\n"
    #expect(try format(closure) == "let t = Text(title).onTapGesture {\n    go()\n}\n")
  }

  @Test func modifiersAfterMultiLineClosureLineUpWithIt() throws {
    let input = "let v = VStack { Text(\"a\"); Text(\"b\") }.padding()\n"
    #expect(
      try format(input) == """
        let v = VStack {
            Text("a")
            Text("b")
        }
        .padding()

        """)
  }

  @Test func multipleTrailingClosures() throws {
    let input = "let b = Button { go() } label: { Text(\"Go\") }\n"
    #expect(try format(input) == input)
    let broken = "let b = Button {\ngo()\n} label: {\nText(\"Go\")\n}\n"
    #expect(
      try format(broken) == """
        let b = Button {
            go()
        } label: {
            Text("Go")
        }

        """)
  }

  /// Closure arguments at the end of the list hug the parentheses; the list does not break.
  @Test func closureArgumentsHugTheParentheses() throws {
    let input = "let b = Button(action: {\n  go()\n}, label: {\n  Text(\"Go\")\n}).padding()\n"
    #expect(
      try format(input) == """
        let b = Button(action: {
            go()
        }, label: {
            Text("Go")
        })
        .padding()

        """)
    #expect(try format("let c = f(a: { x() }, 1)\n") == "let c = f(a: { x() }, 1)\n")
  }

  @Test func trailingCommentsStayOnTheirLine() throws {
    let input = "struct A {\n  let x = y // expected-error {{cannot find 'y'}}\n}\n"
    #expect(
      try format(input) == "struct A {\n    let x = y // expected-error {{cannot find 'y'}}\n}\n")
  }

  /// A trailing `//` comment does not count toward the 100 columns: the call before it stays
  /// on one line (and on the annotation's line).
  @Test func longTrailingCommentDoesNotBreakCode() throws {
    let input =
      "let t = Text(points) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}\n"
    #expect(try format(input) == input)
  }

  @Test func oneLineFunctionAndGuardBodiesStay() throws {
    let input = "func f() -> Bool { true }\n\nfunc g() {\n    guard ok else { return }\n    run()\n}\n"
    #expect(try format(input) == input)
    #expect(try format("func f() -> Bool {\n  true\n}\n") == "func f() -> Bool {\n    true\n}\n")
    #expect(
      try format("func f() { if ok { run() } }\n") == "func f() {\n    if ok {\n        run()\n    }\n}\n")
  }

  /// A comment that forces a break inside an expression continues it one level deeper; one
  /// before `else` keeps `else` at the level of the `}`.
  @Test func commentsInsideExpressionsIndentTheContinuation() throws {
    #expect(try format("let v = a + // why\n  b\n") == "let v = a + // why\n    b\n")
    #expect(
      try format("func f() {\n  if x { a() } // one\n  else { b() }\n}\n")
        == "func f() {\n    if x {\n        a()\n    } // one\n    else {\n        b()\n    }\n}\n")
  }

  @Test func blankLinesCollapseToOne() throws {
    let input = "struct A {\n\n  let a = 1\n\n\n\n  let b = 2\n\n}\n"
    #expect(try format(input) == "struct A {\n    let a = 1\n\n    let b = 2\n}\n")
  }

  @Test func topLevelDeclarationsGetABlankLine() throws {
    #expect(try format("struct A {}\nstruct B {}\n") == "struct A {}\n\nstruct B {}\n")
    #expect(try format("import A\nimport B\n") == "import A\nimport B\n")
  }

  @Test func brokenArrayGetsTrailingComma() throws {
    let input =
      "let names = [\"aaaaaaaaaaaaaaaa\", \"bbbbbbbbbbbbbbbbbbbb\", \"cccccccccccccccccccc\", \"dddddddddddddddddd\"]\n"
    #expect(
      try format(input) == """
        let names = [
            "aaaaaaaaaaaaaaaa",
            "bbbbbbbbbbbbbbbbbbbb",
            "cccccccccccccccccccc",
            "dddddddddddddddddd",
        ]

        """)
    #expect(try format("let a = [1, 2,]\n") == "let a = [1, 2]\n")
  }

  /// The deepest nesting the parser accepts (ParseLimits.default) formats without exhausting
  /// the stack of a test thread.
  @Test func deepestAcceptedNestingFormats() throws {
    let n = 126
    let calls = "let a = " + String(repeating: "f(", count: n) + "1" + String(repeating: ")", count: n)
    let stacks =
      "let b = " + String(repeating: "VStack { ", count: n) + "Text(\"x\")"
      + String(repeating: " }", count: n)
    for text in [calls, stacks] {
      let result = parseFile(SourceFile(path: "deep.mcut", text: text + "\n"))
      #expect(!result.hasErrors)
      let once = try MatchcutSyntax.format(result)
      #expect(try format(once) == once)
    }
  }

  @Test func tokenDifferenceFindsChangedCode() {
    let a = SourceFile(path: "a", text: "let a = 1 // one\n")
    #expect(firstTokenDifference(a, SourceFile(path: "b", text: "let  a=1 // one")) == nil)
    #expect(firstTokenDifference(a, SourceFile(path: "b", text: "let a = 2 // one\n")) == 8)
    #expect(firstTokenDifference(a, SourceFile(path: "b", text: "let a = 1\n")) == 10)
  }

  @Test func docPrinterBreaksGroupsThatDoNotFit() {
    let doc = Doc.group(
      DocGroup(
        id: 1,
        content: .concat([
          .text("f("), .indent(.concat([.line(.soft), .text("aaaa,"), .line(.space), .text("bbbb")])),
          .line(.soft), .text(")"),
        ])))
    // "f(aaaa, bbbb)" is 13 columns.
    #expect(DocPrinter(indentWidth: 4, lineWidth: 12).print(doc) == "f(\n    aaaa,\n    bbbb\n)")
    #expect(DocPrinter(indentWidth: 4, lineWidth: 13).print(doc) == "f(aaaa, bbbb)")
    #expect(DocPrinter(indentWidth: 2, lineWidth: 12).print(doc) == "f(\n  aaaa,\n  bbbb\n)")
  }
}
