import MatchcutSource
import Testing

@Test func writesNestedContainersWithCommasInOrder() {
  var json = JSONWriter()
  json.beginObject()
  json.field("b", 1)
  json.key("list")
  json.beginArray()
  json.value("x\"y\n")
  json.value(true)
  json.null()
  json.beginObject()
  json.endObject()
  json.endArray()
  json.field("a", -0.5)
  json.endObject()
  #expect(json.string == #"{"b":1,"list":["x\"y\n",true,null,{}],"a":-0.5}"#)
}

@Test func numbersAreRoundedWithoutExponentsOrTrailingZeros() {
  func render(_ value: Double, _ decimals: Int = 4) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendNumber(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
  #expect(render(393) == "393")
  #expect(render(0.1 + 0.2) == "0.3")
  #expect(render(-12.34567) == "-12.3457")
  #expect(render(1e-9) == "0")
  #expect(render(-1e-9) == "0")
  #expect(render(1.5, 0) == "2")
  #expect(render(.nan) == "null")
  #expect(render(.infinity) == "null")
  #expect(render(0.000_25, 4) == "0.0003")
}

@Test func controlCharactersAreEscaped() {
  var json = JSONWriter()
  json.value("\u{01}\t\\")
  #expect(json.string == #""\u0001\t\\""#)
}
