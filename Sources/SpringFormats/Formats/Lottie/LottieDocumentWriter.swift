public import SpringKit

/// Writes a minimal playable Lottie file in which a square's scale, position or rotation
/// moves by a spring's keyframes.
///
/// The file is one shape layer holding a white square (a rectangle and a fill in a group)
/// on a transparent canvas, centred, with the keyframes of ``LottieKeyframesWriter`` on the
/// chosen property of the layer's transform:
///
/// - ``LottieExportProperty/scale``: `ks.s` in percent, the square's side times the value;
/// - ``LottieExportProperty/position``: a split position whose `x` is the value in pixels
///   and whose `y` stays at the canvas's middle;
/// - ``LottieExportProperty/rotation``: `ks.r`, the value in degrees.
///
/// The composition and the layer start at frame 0 (`ip` 0, layer `st` 0: rlottie ignores a
/// shape layer's own start offset) and end one frame after the last keyframe (`op`), at the
/// writer's frame rate `fr`. The file validates against the Lottie specification's JSON
/// schema (version 1.0): `ver` 10000, split position's `s` the boolean `true`, every
/// property with `a` and `k`.
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .bezier)
/// let file = try LottieDocumentWriter().string(for: keyframes)
/// // {"assets":[],"ddd":0,"fr":60,"h":512,"ip":0,"layers":[…],"nm":"spring","op":…}
/// ```
public struct LottieDocumentWriter: Sendable, Hashable {
  /// The keyframes' writer: frame rate, property and layout.
  public var keyframes: LottieKeyframesWriter
  /// The canvas's width and height in pixels, a whole number.
  public var canvasSize: Int
  /// The square's side in pixels.
  public var side: Double

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - keyframes: The writer of the animated property; 60 fps, scale, pretty by default.
  ///   - canvasSize: The canvas's width and height; 512 by default.
  ///   - side: The square's side; 256 by default.
  public init(
    keyframes: LottieKeyframesWriter = LottieKeyframesWriter(), canvasSize: Int = 512,
    side: Double = 256
  ) {
    self.keyframes = keyframes
    self.canvasSize = canvasSize
    self.side = side
  }

  /// The Lottie document.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode (see ``LottieKeyframesWriter``).
  ///   - precision: The decimals; by default the keyframe writer's
  ///     ``LottieKeyframesWriter/precision(for:)``.
  /// - Returns: The document as a JSON value.
  /// - Throws: ``LottieExportError`` as ``LottieKeyframesWriter/animatedProperty(for:precision:)``
  ///   does, or ``LottieExportError/invalidSize(_:_:)`` for a canvas or side that is not
  ///   greater than 0.
  /// - Complexity: O(n) for n keyframes, plus the precision's search when none is given.
  public func document(
    for keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> JSONValue {
    guard canvasSize > 0 else { throw .invalidSize("canvas size", Double(canvasSize)) }
    guard side.isFinite, side > 0 else { throw .invalidSize("square side", side) }
    let writer = self.keyframes
    let precision = try writer.precision(precision, for: keyframes)
    let animated = try writer.animatedProperty(for: keyframes, precision: precision)
    let last = try writer.lastFrame(of: keyframes, precision: precision)
    let outPoint = JSONValue.number((last.rounded(.up) + 1))
    let middle = Double(canvasSize) / 2
    let still = { (value: JSONValue) -> JSONValue in .object(["a": .number(0), "k": value]) }
    let pair = { (x: Double, y: Double) -> JSONValue in .array([.number(x), .number(y)]) }
    var transform: [String: JSONValue] = [
      "a": still(pair(0, 0)), "o": still(.number(100)), "p": still(pair(middle, middle)),
      "r": still(.number(0)), "s": still(pair(100, 100)),
    ]
    switch writer.property {
    case .scale: transform["s"] = animated
    case .rotation: transform["r"] = animated
    case .position:
      transform["p"] = .object(["s": .bool(true), "x": animated, "y": still(.number(middle))])
    }
    let square: [JSONValue] = [
      .object([
        "ty": .string("rc"), "nm": .string("square"), "d": .number(1),
        "p": still(pair(0, 0)), "s": still(pair(side, side)), "r": still(.number(0)),
      ]),
      .object([
        "ty": .string("fl"), "nm": .string("white"), "r": .number(1),
        "c": still(.array([.number(1), .number(1), .number(1), .number(1)])),
        "o": still(.number(100)),
      ]),
      .object([
        "ty": .string("tr"), "a": still(pair(0, 0)), "o": still(.number(100)),
        "p": still(pair(0, 0)), "r": still(.number(0)), "s": still(pair(100, 100)),
      ]),
    ]
    let layer: JSONValue = .object([
      "ddd": .number(0), "ind": .number(1), "ty": .number(4), "nm": .string("square"),
      "sr": .number(1), "ks": .object(transform), "ao": .number(0),
      "shapes": .array([
        .object(["ty": .string("gr"), "nm": .string("square"), "it": .array(square)])
      ]),
      "ip": .number(0), "op": outPoint, "st": .number(0), "bm": .number(0),
    ])
    return .object([
      "v": .string("5.7.0"), "ver": .number(10000), "nm": .string("spring"),
      "fr": .number(writer.frameRate), "ip": .number(0), "op": outPoint,
      "w": .number(Double(canvasSize)), "h": .number(Double(canvasSize)), "ddd": .number(0),
      "assets": .array([]), "layers": .array([layer]),
    ])
  }

  /// The document's JSON text, without a trailing newline.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals; by default the keyframe writer's.
  /// - Returns: The text, in the keyframe writer's layout.
  /// - Throws: ``LottieExportError`` as ``document(for:precision:)`` does.
  public func string(
    for keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> String {
    let document = try document(for: keyframes, precision: precision)
    return try LottieExportJSON.string(for: document, style: self.keyframes.style)
  }
}
