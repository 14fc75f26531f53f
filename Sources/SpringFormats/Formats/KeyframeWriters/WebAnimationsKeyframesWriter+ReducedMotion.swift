public import SpringKit

extension WebAnimationsKeyframesWriter {
  /// The document of ``document(for:precision:)`` with a `reducedMotion` member to play
  /// instead when the reader asked for less motion.
  ///
  /// The member has the motion's shape (`policy`, `keyframes`, `options`); a page picks it
  /// when `matchMedia('(prefers-reduced-motion: reduce)')` matches:
  ///
  /// ```js
  /// const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  /// const { keyframes, options } = reduce ? motion.reducedMotion : motion;
  /// element.animate(keyframes, options);
  /// ```
  ///
  /// `ReducedMotion.jump` holds the end value for 0 ms (`fill: both`);
  /// `ReducedMotion.crossFade(duration:)` holds it while `opacity` goes from 0 to 1;
  /// `ReducedMotion.criticallyDamped(responseScale:)` plays `standIn`, the stand-in
  /// spring's keyframes.
  ///
  /// - Parameters:
  ///   - keyframes: The full motion's linear keyframes.
  ///   - reducedMotion: The policy.
  ///   - standIn: The stand-in spring's linear keyframes, for a critically damped policy.
  ///   - precision: The decimals of the full motion; by default chosen from the keyframes.
  /// - Returns: The document.
  /// - Throws: ``KeyframeFormatError`` as ``document(for:precision:)``;
  ///   ``KeyframeFormatError/fadeOfOpacity`` for a fade of a template that animates opacity,
  ///   ``KeyframeFormatError/needsStandIn`` for a critically damped policy without
  ///   `standIn`, ``KeyframeFormatError/nonFiniteNumber`` for a fade duration that is not
  ///   positive and finite.
  public func document<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, reducedMotion: ReducedMotion,
    standIn: SpringKeyframes<V>? = nil, precision: KeyframePrecision? = nil
  ) throws(KeyframeFormatError) -> JSONValue {
    let full = try document(for: keyframes, precision: precision)
    guard case .object(var members) = full, case .array(let frames)? = members["keyframes"],
      case .object(var end)? = frames.last
    else { throw .nonFiniteNumber }
    end["easing"] = nil
    var variant: [String: JSONValue] = ["policy": .string(reducedMotion.name)]
    switch reducedMotion {
    case .jump:
      variant["keyframes"] = .array([
        .object(end.merging(["offset": .number(0)]) { $1 }), .object(end),
      ])
      variant["options"] = .object(["duration": .number(0), "fill": .string("both")])
    case .crossFade(let duration):
      guard duration.isFinite, duration > 0 else { throw .nonFiniteNumber }
      guard end["opacity"] == nil else { throw .fadeOfOpacity }
      variant["keyframes"] = .array([
        .object(end.merging(["offset": .number(0), "opacity": .string("0")]) { $1 }),
        .object(end.merging(["opacity": .string("1")]) { $1 }),
      ])
      variant["options"] = .object([
        "duration": .number(1000 * duration), "easing": .string("linear"),
        "fill": .string("both"),
      ])
    case .criticallyDamped:
      guard let standIn else { throw .needsStandIn }
      guard case .object(let reduced) = try document(for: standIn) else {
        throw .nonFiniteNumber
      }
      variant.merge(reduced) { $1 }
    }
    members["reducedMotion"] = .object(variant)
    return .object(members)
  }
}
