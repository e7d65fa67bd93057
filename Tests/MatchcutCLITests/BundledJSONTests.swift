import Testing

// Bundled JSON sample data (docs/semantics.md "Bundled JSON"). The frames are derived by hand:
// each row is a colour as wide as its item's `size`, as high as a lake's `depth` range (a
// `Range` decodes from its two bounds: [5, 25] is 20) and 10 otherwise,
// stacked with no spacing on a 100 × 100 canvas. Rows 10 + 20 = 30 high start at y = 35: the
// river (40 wide) at (30, 35), the lake (60 wide) at (20, 45). The file has trailing commas,
// which Foundation's reader accepts (swiftui-semantics §23.21).

private let model = """
  import SwiftUI

  struct Place: Codable, Identifiable {
    var id: Int
    var name: String
    var size: Double
    var category: Category
    var note: String?
    var depth: Range<Double>
    var coordinates: Coordinates

    enum Category: String, Codable {
      case lakes = "Lakes"
      case rivers = "Rivers"
    }

    struct Coordinates: Codable {
      var latitude: Double
      var longitude: Double
    }
  }

  func load<T: Decodable>(_ filename: String) -> T {
    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
      fatalError("Couldn't find \\(filename)")
    }
    do {
      let data = try Data(contentsOf: file)
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      fatalError("Couldn't parse \\(filename)")
    }
  }

  """

private let view = """
  #Canvas(width: 100, height: 100, scale: 1)

  struct Places: View {
    var places: [Place] = load("places.json")

    var body: some View {
      VStack(spacing: 0) {
        ForEach(places) { place in
          Color.blue.frame(
            width: place.size,
            height: place.category == .lakes ? place.depth.upperBound - place.depth.lowerBound : 10)
        }
      }
    }
  }

  #Preview { Places() }

  """

private let data = """
  [
    {"id": 1, "name": "Creek", "size": 40, "category": "Rivers", "depth": [0, 1],
     "coordinates": {"latitude": 34.01, "longitude": -116.17}},
    {"id": 2, "name": "Lake", "size": 60.0, "category": "Lakes", "note": "deep", "depth": [5, 25],
     "coordinates": {"latitude": 59.98, "longitude": -152.67,}},
  ]
  """

@Test func bundledJSONDecodesIntoTheModulesStructs() throws {
  let directory = try makeTemporaryDirectory()
  try write(model, to: "Place.swift", in: directory)
  try write(view, to: "Places.mcut", in: directory)
  try write(data, to: "Resources/places.json", in: directory)
  let result = try MatchcutProcess.run(["layout", directory])
  #expect(result.status == 0, "\(result.stderr)")
  #expect(
    result.stdout.contains("color [30, 35, 40, 10]  Places/VStack/ForEach[Creek]/Color"), "\(result.stdout)")
  #expect(
    result.stdout.contains("color [20, 45, 60, 20]  Places/VStack/ForEach[Lake]/Color"), "\(result.stdout)")
}

@Test func aBundledFileThatIsNotJSONIsAWarning() throws {
  let directory = try makeTemporaryDirectory()
  try write("[1, 2", to: "broken.json", in: directory)
  // Only a file some source names is read.
  try write("let dataFile = \"broken.json\"\n", to: "Names.swift", in: directory)
  try write(
    view.replacingOccurrences(of: "load(\"places.json\")", with: "[]"), to: "Places.mcut", in: directory)
  try write(model, to: "Place.swift", in: directory)
  let result = try MatchcutProcess.run(["check", directory])
  #expect(result.status == 0)
  #expect(result.stderr.contains("broken.json' is not JSON"), "\(result.stderr)")
}
