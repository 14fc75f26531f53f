public import SpringKit

// The keyframe formats of `springfit fling`: a fling's whole composed motion as linear
// keyframes, printed with the decimals `FlingKeyframesPrecision` proves enough.

extension MomentumKeyframes {
  /// A CSS `@keyframes` rule, one percentage selector per keyframe, and a rule that plays it
  /// with linear timing, under a comment stating the count, the duration and the proven
  /// bound of the printed keyframes.
  ///
  /// - Parameters:
  ///   - template: The declaration of one keyframe with `{value}` where the value goes.
  ///   - name: The rule's name.
  ///   - selector: The elements that play it; by default the class named like the rule
  ///     (`.fling`).
  /// - Returns: The CSS, ending with a newline.
  /// - Throws: `SpringError` as `init(css:)`.
  public func css(
    template: String = "transform: translateX({value}px)", name: String = "fling",
    selector: String? = nil
  ) throws(SpringError) -> String {
    let precision = try FlingKeyframesPrecision(css: self)
    let milliseconds = DecimalText.fixed(
      1000 * duration, decimals: precision.millisecondDecimals)
    var text =
      "/* Fling keyframes: \(values.count) keyframe\(values.count == 1 ? "" : "s") over "
      + "\(milliseconds) ms, within "
      + "\(NumberText.rounded(tolerance, significantDigits: 3)) of the motion as printed "
      + "(bound \(NumberText.rounded(precision.printedErrorBound, significantDigits: 3))). */\n"
    text += "@keyframes \(name) {\n"
    for (index, value) in values.enumerated() {
      let percent = DecimalText.fixed(100 * keyTimes[index], decimals: precision.timeDecimals)
      let declaration = template.replacing(
        "{value}", with: DecimalText.fixed(value, decimals: precision.valueDecimals))
      text += "  \(percent)% { \(declaration); }\n"
    }
    text +=
      "}\n\n\(selector ?? "." + name) {\n  animation: \(name) \(milliseconds)ms linear both;\n}\n"
    return text
  }

  /// A Lottie animated property `{"a": 1, "k": [...]}`: keyframes at fractional frames
  /// (seconds × `frameRate`), values times `factor`, linear handles (x = y) on every
  /// keyframe but the last, in the form every player plays alike.
  ///
  /// - Throws: `SpringError` as `init(lottie:frameRate:factor:)`.
  public func lottieProperty(frameRate: Double, factor: Double = 1) throws(SpringError)
    -> JSONValue
  {
    let precision = try FlingKeyframesPrecision(
      lottie: self, frameRate: frameRate, factor: factor)
    var frames: [JSONValue] = []
    for (index, time) in times.enumerated() {
      let frame = Self.rounded(time * frameRate, decimals: precision.timeDecimals)
      let value = Self.rounded(values[index] * factor, decimals: precision.valueDecimals)
      var keyframe: [String: JSONValue] = ["t": .number(frame), "s": [.number(value)]]
      if index < times.count - 1 {
        keyframe["o"] = ["x": [.number(1.0 / 3)], "y": [.number(1.0 / 3)]]
        keyframe["i"] = ["x": [.number(2.0 / 3)], "y": [.number(2.0 / 3)]]
      }
      frames.append(.object(keyframe))
    }
    return ["a": 1, "k": .array(frames)]
  }

  /// A playable Lottie file: a white 256-pixel square on a 512 × 512 canvas whose position's
  /// x (a split position) follows the keyframes in pixels.
  ///
  /// - Throws: `SpringError` as `lottieProperty(frameRate:factor:)`.
  public func lottieDocument(frameRate: Double) throws(SpringError) -> JSONValue {
    let animated = try lottieProperty(frameRate: frameRate)
    let outPoint = JSONValue.number((duration * frameRate).rounded(.up) + 1)
    let still = { (value: JSONValue) -> JSONValue in ["a": 0, "k": value] }
    let pair = { (x: Double, y: Double) -> JSONValue in [.number(x), .number(y)] }
    let transform: JSONValue = [
      "a": still(pair(0, 0)), "o": still(100), "r": still(0), "s": still(pair(100, 100)),
      "p": ["s": true, "x": animated, "y": still(256)],
    ]
    let square: JSONValue = [
      "ty": "gr", "nm": "square",
      "it": [
        [
          "ty": "rc", "nm": "square", "d": 1, "p": still(pair(0, 0)), "s": still(pair(256, 256)),
          "r": still(0),
        ],
        ["ty": "fl", "nm": "white", "r": 1, "c": still([1, 1, 1, 1]), "o": still(100)],
        [
          "ty": "tr", "a": still(pair(0, 0)), "o": still(100), "p": still(pair(0, 0)),
          "r": still(0), "s": still(pair(100, 100)),
        ],
      ],
    ]
    let layer: JSONValue = [
      "ddd": 0, "ind": 1, "ty": 4, "nm": "square", "sr": 1, "ks": transform, "ao": 0,
      "shapes": [square], "ip": 0, "op": outPoint, "st": 0, "bm": 0,
    ]
    return [
      "v": "5.7.0", "ver": 10000, "nm": "fling", "fr": .number(frameRate), "ip": 0,
      "op": outPoint, "w": 512, "h": 512, "ddd": 0, "assets": [], "layers": [layer],
    ]
  }

  /// A Lottie property or document as text, in the compact layout Lottie files use (whole
  /// numbers without a fraction).
  ///
  /// - Throws: `LottieExportError` for a number JSON cannot hold.
  public static func lottieText(_ value: JSONValue) throws(LottieExportError) -> String {
    try LottieExportJSON.string(for: value, style: .compact)
  }

  /// The keyframes as a CAKeyframeAnimation-shaped object: `calculationMode` `linear`,
  /// `duration` in seconds, `keyTimes` and `values`, plus `tolerance` and `errorBound`.
  public var json: JSONValue {
    [
      "calculationMode": "linear", "duration": .number(duration),
      "keyTimes": .array(keyTimes.map(JSONValue.number)),
      "values": .array(values.map(JSONValue.number)), "tolerance": .number(tolerance),
      "errorBound": .number(errorBound),
    ]
  }

  /// The rows of the columns `keyTime,time,value`, each number printed to round-trip, for
  /// `CSVWriter`.
  public var csvRows: [[String]] {
    times.indices.map { index in
      [keyTimes[index], times[index], values[index]].map(NumberText.roundTrip)
    }
  }

  /// `value` rounded to `decimals` decimals, as the fixed text prints it.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    Double(DecimalText.fixed(value, decimals: decimals)) ?? value
  }
}
