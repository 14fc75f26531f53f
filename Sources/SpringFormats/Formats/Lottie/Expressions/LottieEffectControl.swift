/// A constant number of a layer effect's control (an expression control's slider, say), as
/// expressions read it with `effect("Bounce")("Slider")`.
///
/// Only still numeric controls are kept; effects are read without refusing the file: what
/// does not have this shape is left out.
public struct LottieEffectControl: Sendable, Hashable {
  /// The effect's name (`nm`): "Position - Overshoot".
  public var effect: String
  /// The control's name (`nm`): "Slider".
  public var name: String
  /// The control's match name (`mn`): "ADBE Slider Control-0001".
  public var matchName: String?
  /// The control's index within its effect (`ix`, from 1).
  public var index: Int?
  /// The value.
  public var value: Double

  /// Creates a control.
  public init(
    effect: String, name: String, matchName: String? = nil, index: Int? = nil, value: Double
  ) {
    self.effect = effect
    self.name = name
    self.matchName = matchName
    self.index = index
    self.value = value
  }
}

extension LottieEffectControl {
  /// The still numeric controls of a layer's `ef`; whatever else is there is skipped.
  static func controls(of field: LottieJSONField?) -> [LottieEffectControl] {
    guard let field, case .array(let effects) = field.node.value else { return [] }
    var controls: [LottieEffectControl] = []
    for effect in effects.prefix(1000) {
      guard let name = effect["nm"], case .string(let effectName) = name.value,
        let list = effect["ef"], case .array(let entries) = list.value
      else { continue }
      for entry in entries.prefix(1000) {
        guard let value = entry["v"], let k = value["k"], case .number(var number, _) = k.value,
          number.isFinite
        else { continue }
        // A control whose own expression is not a clamp of its value is not a constant.
        if let x = value["x"] {
          guard case .string(let text) = x.value, let clamped = clamp(number, text) else {
            continue
          }
          number = clamped
        }
        var control = LottieEffectControl(effect: effectName, name: "", value: number)
        if let nm = entry["nm"], case .string(let text) = nm.value { control.name = text }
        if let mn = entry["mn"], case .string(let text) = mn.value { control.matchName = text }
        if let ix = entry["ix"], case .number(let index, _) = ix.value {
          control.index = Int(exactly: index)
        }
        controls.append(control)
      }
    }
    return controls
  }

  /// The value of a control whose expression is `clamp(value, lo, hi)` (Bodymovin writes
  /// `var $bm_rt;\n$bm_rt = clamp(value, 0, 100);` for sliders with limits); `nil` for any
  /// other expression.
  private static func clamp(_ value: Double, _ text: String) -> Double? {
    guard let nodes = try? LottieExpressionSyntax.parse(text) else { return nil }
    for node in nodes {
      guard case .assign("=", let target, let call) = node, target.dottedName == "$bm_rt",
        case .call(let callee, let arguments) = call, callee.dottedName == "clamp",
        arguments.count == 3, arguments[0].dottedName == "value"
      else { continue }
      let evaluator = ConstantEvaluator(constants: [:], controls: [])
      guard let low = evaluator.value(arguments[1]), let high = evaluator.value(arguments[2])
      else { return nil }
      return min(max(value, low), high)
    }
    return nil
  }

  /// The value `effect(effect)(control)` reads among `controls`: the control named so, or
  /// with that match name, or that number.
  static func value(_ effect: String, _ control: String, in controls: [LottieEffectControl])
    -> Double?
  {
    let candidates = controls.filter { $0.effect == effect }
    return
      (candidates.first { $0.name == control || $0.matchName == control }
      ?? candidates.first { $0.index.map(String.init) == control })?.value
  }
}
