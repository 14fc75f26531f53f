import SpringFitting
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit fit` on vector keyframes: a 2-D position, an RGB colour and a transform, from
/// JSON, CSV and `--values`; one spring for every component.
@Suite("fit vectors")
struct FitVectorTests {
  /// The relative difference.
  func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

  /// CSV samples of a known spring: `header` then one row per 1/60 s over half a second.
  func samplesCSV(
    header: String, spring: Spring, from: [Double], to: [Double], velocity: [Double]
  ) throws -> String {
    var csv = header + "\n"
    for i in 0..<30 {
      let time = Double(i) / 60
      let values = from.indices.map {
        spring.value(
          fromValue: from[$0], toValue: to[$0], initialVelocity: velocity[$0], time: time)
      }
      csv += "\(time)," + values.map { "\($0)" }.joined(separator: ",") + "\n"
    }
    return csv
  }

  @Test(
    "Raw samples of a known spring give it back to 1e-9: a point, a colour, a transform",
    arguments: [
      ("time,value.x,value.y", [String](), 0.45, 0.55, [0.0, 0], [100.0, 50], [300.0, -120]),
      (
        "time,r,g,b,alpha", ["--column", "r,g,b"], 0.3, 0.8, [0.9, 0.2, 0.2], [0.1, 0.6, 0.2],
        [0.0, 1.5, 0]
      ),
      (
        "time,scale,rotation,tx", ["--column", "scale,rotation,tx"], 0.6, 0.35, [1.0, 0, 0],
        [1.4, 0.5, -80], [2.0, -3, 150]
      ),
    ] as [(String, [String], Double, Double, [Double], [Double], [Double])])
  func recoversAKnownSpring(
    header: String, arguments: [String], response: Double, ratio: Double, from: [Double],
    to: [Double], velocity: [Double]
  ) throws {
    let spring = try Spring(response: response, dampingRatio: ratio)
    var csv = try samplesCSV(
      header: header, spring: spring, from: from, to: to, velocity: velocity)
    if header.hasSuffix("alpha") {
      // An extra column the choice ignores.
      csv =
        csv.split(separator: "\n").enumerated()
        .map { $0.offset == 0 ? String($0.element) : $0.element + ",1" }
        .joined(separator: "\n") + "\n"
    }
    let fit = try FitFixtures.document(["-", "--fit-endpoints"] + arguments, input: csv)
    #expect(relative(try #require(fit["response"]?.number), response) <= 1e-9)
    #expect(relative(try #require(fit["dampingRatio"]?.number), ratio) <= 1e-9)
    let components = try #require(fit["components"]?.elements)
    #expect(components.count == from.count)
    for (c, component) in components.enumerated() {
      let scale = max(abs(to[c] - from[c]), abs(velocity[c]) * response, 1)
      // A velocity's scale is a distance per response.
      let expected = [
        ("from", from[c], scale), ("to", to[c], scale),
        ("initialVelocity", velocity[c], scale / response),
      ]
      for (key, value, tolerance) in expected {
        let number = try #require(component[key]?.number)
        #expect(isClose(number, value, absolute: 1e-9 * tolerance), "\(c) \(key): \(number)")
      }
    }
    #expect(try #require(fit["rmsError"]?.number) <= 1e-9)
    #expect(fit["verdict"]?["name"] == .string("good"))
  }

  /// The same keyframes from JSON, CSV and --values: the same fit.
  @Test(
    "JSON, CSV and --values give the same fit: a point, a colour, a transform",
    arguments: [
      [[0.0, 0], [120, 40], [95, 52], [100, 50]],
      [[0.9, 0.2, 0.2], [0.05, 0.7, 0.2], [0.12, 0.58, 0.2], [0.1, 0.6, 0.2]],
      [[1.0, 0, 0], [1.5, 0.6, -90], [1.38, 0.48, -78], [1.4, 0.5, -80]],
    ])
  func sameFitFromEveryForm(values: [[Double]]) throws {
    let count = values[0].count
    let keyTimes = [0, 0.3, 0.7, 1.0]
    let list = { (numbers: [Double]) in numbers.map { "\($0)" }.joined(separator: ",") }
    let json =
      #"{"values": ["# + values.map { "[" + list($0) + "]" }.joined(separator: ", ")
      + #"], "keyTimes": ["# + list(keyTimes) + #"], "duration": 0.6, "calculationMode": "cubic"}"#
    let names = KeyframeDocumentNames.names(count)
    var csv = "keyTime,time," + names.map { "value." + $0 }.joined(separator: ",") + "\n"
    for (keyTime, value) in zip(keyTimes, values) {
      csv += "\(keyTime),\(keyTime * 0.6)," + list(value) + "\n"
    }
    let fromJSON = try FitFixtures.document(["-"], input: json)
    let fromCSV = try FitFixtures.document(
      ["-", "--duration", "0.6", "--mode", "cubic"], input: csv)
    let fromFlags = try FitFixtures.document([
      "--values", values.map(list).joined(separator: ";"), "--key-times", list(keyTimes),
      "--duration", "0.6", "--mode", "cubic",
    ])
    #expect(fromJSON == fromFlags)
    #expect(fromJSON == fromCSV)
    // The vector RMS is the Euclidean norm of the components' RMS errors.
    let components = try #require(fromJSON["components"]?.elements)
    let squares = try components.map { try #require($0["rmsError"]?.number) }.map { $0 * $0 }
    let rms = try #require(fromJSON["rmsError"]?.number)
    #expect(isClose(rms, squares.reduce(0, +).squareRoot(), absolute: 1e-12 * rms))
    #expect(try #require(fromJSON["from"]?.elements).count == count)
  }

  @Test("Text and CSV show every component; plot fit draws a panel for each")
  func textCSVAndPlot() throws {
    let arguments = ["--values", "0,0;120,40;95,52;100,50", "--duration", "0.6", "--mode", "cubic"]
    let text = Invocation(["fit"] + arguments)
    #expect(text.status == 0)
    #expect(text.output.contains("vector RMS") && text.output.contains("\nComponents\n"))
    #expect(text.output.contains("\n  x  0  ") && text.output.contains("\n  y  0  "))
    let csv = Invocation(["fit"] + arguments + ["--format", "csv"])
    #expect(
      csv.csvHeader == "time,keyframes.x,spring.x,error.x,keyframes.y,spring.y,error.y")
    // The keyframes' 1001 times, then 1000 more over the held tail (FitWindow).
    #expect(csv.csvRows.count == 2 * SpringFitter.comparisonCount - 1)
    #expect(csv.csvRows.last?[0] == 1.2)
    for row in csv.csvRows { #expect(row[3] == row[2] - row[1] && row[6] == row[5] - row[4]) }
    let plot = Invocation(["plot", "fit"] + arguments)
    #expect(plot.status == 0 && plot.output.contains("<svg"))
    for label in [">x<", ">y<", ">spring − curve<"] {
      #expect(plot.output.contains(label), "\(label)")
    }
    let preview = Invocation(["preview"] + arguments)
    #expect(preview.status == 0)
    for lane in ["Fitted spring · x", "Fitted spring · y"] {
      #expect(preview.output.contains(lane), "\(lane)")
    }
  }

  @Test("Vectors of unequal sizes are refused naming the entry")
  func unequalSizes() throws {
    let json = Invocation(
      ["fit", "-"], input: "{\"values\": [[0, 0],\n [1, 2, 3]], \"duration\": 1}")
    #expect(json.status == 65)
    #expect(
      json.errors
        == "Error: standard input:2: values[1] has 3 components; expected 2, as the first "
        + "value has\n")
    // One component per keyframe is a scalar.
    #expect(
      try FitFixtures.document(["--values", "0;1.1;1", "--duration", "0.5"])
        == FitFixtures.document(["--values", "0,1.1,1", "--duration", "0.5"]))
    let flags = Invocation(["fit", "--values", "0,0;1", "--duration", "1"])
    #expect(flags.status == 64)
    #expect(flags.errors.contains("values[1] has 1 component; expected 2"))
  }

  /// Issue 31, item 8: a slide along x with y still is fitted as the slide along x alone (the
  /// same verdict and spring; before, "no spring reproduces this" with "0.0 % of the range"),
  /// and `preview` draws y as a constant (before, it asked for --end).
  @Test("A still component is a constant: fitted, drawn and previewed")
  func stillComponent() throws {
    let xOnly = ["--values", "40,50;115,50;94,50;100,50", "--duration", "0.8"]
    let vector = try FitFixtures.document(xOnly)
    let scalar = try FitFixtures.document(["--values", "40,115,94,100", "--duration", "0.8"])
    #expect(vector["verdict"] == scalar["verdict"])
    #expect(vector["spring"] == scalar["spring"])
    let page = Invocation(["preview"] + xOnly)
    #expect(page.status == 0, "\(page.errors)")
    #expect(page.output.contains("Fitted spring · y (still: holds 50)"))
    // After Effects' 3-D scale [x, y, 100]: the z component holds 100.
    let pop = Invocation(["preview", FitLottieTests.reference("scale-pop.json")])
    #expect(pop.status == 0, "\(pop.errors)")
    #expect(pop.output.contains("Fitted spring · z (still: holds 100)"))
  }
}

extension JSONTree {
  /// The elements of an array.
  var elements: [JSONTree]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }
}

/// The default component names the tests write CSV headers with.
enum KeyframeDocumentNames {
  static func names(_ count: Int) -> [String] { Array(["x", "y", "z", "w"].prefix(count)) }
}
