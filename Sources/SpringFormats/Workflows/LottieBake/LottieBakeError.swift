import NameSuggestions

/// Why a spring could not be baked into a Lottie file: where (the JSON path) and the rule.
///
/// ``description`` renders `path: rule`, as ``LottieReadError`` does; a file that cannot be
/// read at all carries the reader's error.
///
/// ```swift
/// let bake = LottieBake(layer: "Pop", property: "scale", spring: .bouncy)
/// do {
///   _ = try bake.baked(Array(#"{"fr": 30, "ip": 0, "op": 60}"#.utf8))
/// } catch {
///   print(error)  // "layers: a Lottie document needs 'layers', an array of layers"
/// }
/// ```
public struct LottieBakeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The file is not a Lottie document the reader accepts.
    case unreadable(LottieReadError)
    /// The file is not UTF-8 text, which JSON is (RFC 8259): the 0-based offset of the
    /// first byte that is not, and that byte (`springfit fit` refuses the same bytes in a
    /// JSON string at the same offset).
    case notUTF8(offset: Int, byte: UInt8)
    /// The file is gzip'd (a `.tgs` sticker): the bake splices JSON text, so it takes the
    /// inflated file.
    case compressed
    /// No motion matches the selection; `available` names the animated properties there
    /// are (`layer 'Pop' scale`).
    case noMotion(selection: String, available: [String])
    /// More than one motion matches; each is named.
    case severalMotions([String])
    /// `position` was asked for, but the file splits it into one property per axis.
    case splitPosition
    /// The motion starts and ends at the same value and the spring starts at rest (or the
    /// motion does not set off at all), so the spring would not move.
    case noTravel
    /// The original motion starts with an infinite speed (an easing handle with x 0 and
    /// y not 0), so no start velocity can be taken from it.
    case infiniteStartVelocity
    /// The end frame given is not after the motion's start frame.
    case endNotAfterStart(end: Double, start: Double)
    /// The spring's keyframes would reach or pass the property's next keyframe, at `frame`
    /// of the main composition's clock; `end` is where the spring ends.
    case overlapsNextKeyframe(frame: Double, end: Double)
    /// The spring would end at `end` (main composition frames) after the layer, a
    /// precomposition layer that holds it, or the document stops (`op`, at `outPoint`).
    case endsAfterOutPoint(end: Double, outPoint: Double)
    /// The spring would settle at `settling` (main composition frames), after `latest`, the
    /// last frame the bake may end at, and has covered only `reached` of its step by then
    /// (less than half), so it cannot be aimed to land on the end value there.
    case cannotLand(settling: Double, latest: Double, reached: Double)
    /// The motion starts at `start` (main composition frames), at or after `outPoint`, where
    /// its layer, a precomposition layer that holds it or the document stops showing: it is
    /// never seen, so there is nothing to bake.
    case neverShown(start: Double, outPoint: Double)
    /// The spring's keyframes could not be planned or written (the planner's or the
    /// writer's message: a spring that never settles without an end, a tolerance too
    /// small).
    case keyframes(String)
    /// The file's bytes and the document read from them disagree, or the baked file does
    /// not read back as written: a defect of the bake, reported instead of writing the file.
    case inconsistent(String)
    /// A setting of the bake is out of range (`tolerance`, `velocity`, `endFrame`).
    case invalidSetting(name: String, value: Double, rule: String)
    /// The motion is time-remapped by a precomposition layer that does not play it forward
    /// (``LottieMotion/timeRemapNote``, the note): its keyframes do not play as written.
    case timeRemapped(String)
    /// The property's expression is not an inertial bounce springfit recognises
    /// (``LottieExpressionNotRecognised``), so no spring replaces it.
    case expressionNotRecognised(String)
    /// The expression bounces from the keyframe at `frame` (main composition frames) while
    /// the next motion already starts there, so the bounce is added to that motion, which
    /// a spring's keyframes alone do not play.
    case bounceOverlapsMotion(frame: Double)
  }

  /// The JSON path of the member at fault (`layers[0].ks.s`, `layers[0].ks.s.k[4]`,
  /// `layers[0].op`); empty for the document or the selection as a whole.
  public var path: String
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the member at fault.
  ///   - problem: What is wrong.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// Whether the error is about what was asked for rather than the file's content: no or
  /// several matching motions, `position` of a split position, an end frame before the
  /// start, or a setting out of range.
  public var isSelection: Bool {
    switch problem {
    case .noMotion, .severalMotions, .splitPosition, .endNotAfterStart, .invalidSetting:
      true
    default: false
    }
  }

  /// The 1-based line of the reader's error, when the file could not be read.
  public var line: Int? {
    if case .unreadable(let error) = problem { return error.line }
    return nil
  }

  /// The rule broken, without the path.
  public var reason: String {
    let frame = { (value: Double) in NumberText.rounded(value) }
    switch problem {
    case .unreadable(let error):
      return error.reason
    case .compressed:
      return "the file is gzip'd (a .tgs sticker), and the bake splices JSON text; inflate it "
        + "first (gunzip -c sticker.tgs > sticker.json) and bake the JSON"
    case .notUTF8(let offset, let byte):
      return "the byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) is not "
        + "UTF-8, which JSON text is"
    case .noMotion(let selection, let available):
      return available.isEmpty
        ? "the file has no animated property that moves"
        : "no motion matches \(EchoedText.safe(selection)); the animated properties are "
          + EchoedText.safe(available.joined(separator: ", "), limit: 400)
    case .severalMotions(let motions):
      return "\(motions.count) motions match "
        + "(\(EchoedText.safe(motions.joined(separator: "; "), limit: 400)))"
    case .splitPosition:
      return "the position is split into one property per axis; bake position.x or position.y"
    case .noTravel:
      return "the motion ends at its start value and the spring would start at rest, so it "
        + "would not move; give a start velocity"
    case .infiniteStartVelocity:
      return "the motion starts with an infinite speed (an easing handle with x 0 and y not "
        + "0); give the start velocity"
    case .endNotAfterStart(let end, let start):
      return "the end frame \(frame(end)) is not after the motion's start frame \(frame(start))"
    case .overlapsNextKeyframe(let next, let end):
      return "the spring would end at frame \(frame(end)), at or after this keyframe of the "
        + "property at frame \(frame(next)); end the spring before it (an end frame), or move "
        + "the keyframe"
    case .endsAfterOutPoint(let end, let outPoint):
      return "the spring would end at frame \(frame(end)), after this out point at frame "
        + "\(frame(outPoint)), where the layer stops showing; end the spring there (an end "
        + "frame) or extend the out point"
    case .cannotLand(let settling, let latest, let reached):
      return "the spring would settle at frame \(frame(settling)), after frame \(frame(latest)), "
        + "the last it may end at (an out point or the next keyframe), and covers only "
        + "\(NumberText.rounded(100 * reached, significantDigits: 3)) % of its travel by then, "
        + "too little to land on the end value there; give a quicker spring, an end frame "
        + "(the bake ends on the spring's value), or extend the out point"
    case .neverShown(let start, let outPoint):
      return "the motion starts at frame \(frame(start)), at or after frame \(frame(outPoint)), "
        + "the out point of its layer, of a precomposition layer holding it or of the document: "
        + "it is never shown, so there is nothing to bake; choose a motion 'springfit fit' lists "
        + "before that frame"
    case .keyframes(let message):
      return message
    case .inconsistent(let message):
      return "the bake is inconsistent (please report it): \(message)"
    case .invalidSetting(let name, let value, let rule):
      return "\(name) \(NumberText.rounded(value)) breaks the rule: \(rule)"
    case .timeRemapped(let note):
      return "the motion is \(note); a spring baked there would not play as written, so choose "
        + "a motion that is not time-remapped"
    case .expressionNotRecognised(let reason):
      return "expression not recognised: \(reason); bake it in After Effects (Bodymovin's "
        + "'Convert expressions to keyframes') instead"
    case .bounceOverlapsMotion(let at):
      return "the expression bounces from the keyframe at frame \(frame(at)) while the next "
        + "motion starts there, so the bounce is added to that motion; bake it in After "
        + "Effects instead, or hold the keyframe for the bounce to play out"
    }
  }

  /// `path: reason` (the reason alone without a path).
  public var description: String {
    if case .unreadable(let error) = problem { return error.description }
    return path.isEmpty ? reason : "\(path): \(reason)"
  }
}
