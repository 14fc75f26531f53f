public import SpringKit

/// After Effects' inertial-bounce expression, recognised on a Lottie property (its `x`
/// member): the spring it describes and how it is started.
///
/// The expression adds, after a keyframe, `v·amp·sin(2π·freq·t)/exp(decay·t)` to the
/// keyframed value: `t` the time since the keyframe and `v` the velocity the keyframed motion
/// arrives with (`velocityAtTime` a tenth of a frame before the key). That is the free
/// response of the spring `AfterEffectsParameters` describes, started at its rest with
/// velocity `v·amp·2π·freq` (`AfterEffectsParameters.velocityFactor`).
///
/// ```swift
/// let bounce = try LottieBounceExpression(
///   recognising: """
///     amp = .05; freq = 4; decay = 8;
///     n = nearestKey(time).index; if (key(n).time > time) n--;
///     t = time - key(n).time;
///     v = velocityAtTime(key(n).time - thisComp.frameDuration/10);
///     value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t)
///     """)
/// try bounce.parameters.spring()  // stiffness 695.65…, damping 16
/// ```
///
/// The common forms are read: the numbers assigned to the amplitude, frequency and decay
/// (any names, with `var`, semicolons, comments, effect sliders), Bodymovin's exported form
/// (`sum`, `mul`, `div`, `$bm_sum`, …), the `n = nearestKey(time).index` and `key(numKeys)`
/// variants, and a cut-off `t < T`. Nothing is evaluated.
public struct LottieBounceExpression: Sendable, Hashable {
  /// Which keyframes the expression bounces from.
  public enum Keys: String, Sendable, Hashable {
    /// Every keyframe (`n = nearestKey(time).index`, then `n--` when it lies ahead).
    case every
    /// The last keyframe only (`key(numKeys)`).
    case last
  }

  /// The amplitude, frequency and decay.
  ///
  /// The amplitude is every constant factor of the bounce term (`amp`, and a `v/100` written into the formula, say).
  public var parameters: AfterEffectsParameters
  /// The keyframes bounced from.
  public var keys: Keys
  /// How long before the key the arriving velocity is taken, in seconds or (for
  /// `thisComp.frameDuration/10`) in frames.
  public var velocityLead: Lead
  /// The time after which the expression stops the bounce (`t < 1`), in seconds; `nil`
  /// when it runs on.
  public var cutoff: Double?

  /// A time before the key.
  public enum Lead: Sendable, Hashable {
    /// Seconds.
    case seconds(Double)
    /// Frames of the composition (`thisComp.frameDuration/10` is 0.1).
    case frames(Double)
  }

  /// Creates a recognised bounce from its parts.
  public init(
    parameters: AfterEffectsParameters, keys: Keys = .every,
    velocityLead: Lead = .frames(0.1), cutoff: Double? = nil
  ) {
    self.parameters = parameters
    self.keys = keys
    self.velocityLead = velocityLead
    self.cutoff = cutoff
  }

  /// The lead in frames at a frame rate.
  public func leadFrames(frameRate: Double) -> Double {
    switch velocityLead {
    case .seconds(let seconds): seconds * frameRate
    case .frames(let frames): frames
    }
  }

  /// Recognises an expression text.
  ///
  /// - Parameters:
  ///   - text: The expression (a Lottie property's `x`).
  ///   - effectControls: The layer's effect controls, which `effect(name)(control)` reads
  ///     (``LottieLayer/effectControls``).
  /// - Throws: ``LottieExpressionNotRecognised`` saying why the text is not a bounce.
  /// - Complexity: O(n) in the text, which is bounded to 64 KiB.
  public init(
    recognising text: String, effectControls: [LottieEffectControl] = []
  ) throws(LottieExpressionNotRecognised) {
    typealias Node = LottieExpressionSyntax.Node
    let nodes: [Node]
    do {
      nodes = try LottieExpressionSyntax.parse(text)
    } catch {
      throw LottieExpressionNotRecognised(reason: "it could not be read: \(error.reason)")
    }
    let all = Node.sequence(nodes).all()
    // The names assigned numbers (the last assignment counts), and the other assignments.
    var constants: [String: Double] = [:]
    var assigned: [String: [Node]] = [:]
    var evaluator = ConstantEvaluator(constants: [:], controls: effectControls)
    for node in all {
      guard case .assign(let symbol, let target, let value) = node, let name = target.dottedName
      else { continue }
      assigned[name, default: []].append(value)
      evaluator.constants = constants
      if symbol == "=", let number = evaluator.value(value) {
        constants[name] = number
      } else {
        constants[name] = nil
      }
    }
    evaluator.constants = constants
    guard all.contains(where: { $0.dottedName == "value" }) else {
      throw LottieExpressionNotRecognised(reason: "it does not use the keyframed value")
    }
    // The bounce term: value + (constants · v · sin(S)) / exp(E).
    var found: (sine: Node, exponent: Node, velocity: Node, amplitude: Double)?
    var problem = "it has no term value + v·amp·sin(…)/exp(…)"
    for node in all {
      guard let term = Self.addedToValue(node) else { continue }
      var sine: [Node] = []
      var exponent: [Node] = []
      var velocity: [Node] = []
      var amplitude = 1.0
      var stranger: Node?
      for (factor, power) in Self.factors(term) {
        if case .call(let callee, let arguments) = factor, arguments.count == 1 {
          if callee.dottedName == "Math.sin", power == 1 {
            sine.append(arguments[0])
            continue
          }
          if callee.dottedName == "Math.exp", power == -1 {
            exponent.append(arguments[0])
            continue
          }
        }
        if let value = evaluator.value(factor) {
          amplitude *= power == 1 ? value : 1 / value
        } else if power == 1, Self.isVelocity(factor, assigned: assigned) {
          velocity.append(factor)
        } else {
          stranger = factor
        }
      }
      if stranger != nil {
        problem = "the bounce term has a factor springfit does not read"
        continue
      }
      guard sine.count == 1, exponent.count == 1, velocity.count == 1 else { continue }
      found = (sine[0], exponent[0], velocity[0], amplitude)
      break
    }
    guard let found else { throw LottieExpressionNotRecognised(reason: problem) }
    guard found.amplitude.isFinite else {
      throw LottieExpressionNotRecognised(reason: "its amplitude is not a finite number")
    }
    // sin(c·t·π) and exp(d·t), t the time since the key.
    let sine = Self.split(found.sine, evaluator: evaluator, needsPi: true)
    let decay = Self.split(found.exponent, evaluator: evaluator, needsPi: false)
    guard let sine, let decay, sine.time == decay.time else {
      throw LottieExpressionNotRecognised(
        reason: "its sine and exponential are not sin(2π·freq·t) and exp(decay·t) of one time t")
    }
    let time = sine.time
    guard time == "time" || (assigned[time] ?? []).contains(where: Self.isTimeSinceKey) else {
      throw LottieExpressionNotRecognised(
        reason: "its time '\(time)' is not the time since a keyframe (time - key(n).time)")
    }
    parameters = AfterEffectsParameters(
      amplitude: found.amplitude, frequency: sine.factor / 2, decay: decay.factor)
    guard parameters.frequency > 0, parameters.frequency.isFinite, parameters.decay >= 0,
      parameters.decay.isFinite
    else {
      throw LottieExpressionNotRecognised(
        reason: "its frequency \(NumberText.rounded(parameters.frequency)) and decay "
          + "\(NumberText.rounded(parameters.decay)) make no spring (a positive frequency, a "
          + "decay of 0 or more)")
    }
    if all.contains(where: { $0.dottedName == "nearestKey" }) {
      keys = .every
    } else if all.contains(where: {
      if case .call(let callee, let arguments) = $0, callee.dottedName == "key",
        arguments.first?.dottedName == "numKeys"
      {
        return true
      }
      return false
    }) {
      keys = .last
    } else {
      throw LottieExpressionNotRecognised(
        reason: "it does not say which keyframe it bounces from (nearestKey or key(numKeys))")
    }
    velocityLead = Self.lead(of: found.velocity, assigned: assigned, evaluator: evaluator)
    cutoff = nil
    for node in all {
      if case .binary(let symbol, let left, let right) = node, symbol == "<" || symbol == "<=",
        left.dottedName == time, let limit = evaluator.value(right), limit > 0
      {
        cutoff = limit
      }
    }
  }

  /// The term added to `value` by `value + X`, `sum(value, X)`, `$bm_sum(value, X)` or
  /// `add(value, X)`.
  private static func addedToValue(_ node: LottieExpressionSyntax.Node)
    -> LottieExpressionSyntax.Node?
  {
    var pair: (LottieExpressionSyntax.Node, LottieExpressionSyntax.Node)?
    switch node {
    case .binary("+", let left, let right): pair = (left, right)
    case .call(let callee, let arguments) where arguments.count == 2:
      if ["sum", "$bm_sum", "add"].contains(callee.dottedName ?? "") {
        pair = (arguments[0], arguments[1])
      }
    default: break
    }
    guard let pair else { return nil }
    if pair.0.dottedName == "value" { return pair.1 }
    if pair.1.dottedName == "value" { return pair.0 }
    return nil
  }

  /// A product's factors, each with its power (1 multiplies, −1 divides).
  static func factors(_ node: LottieExpressionSyntax.Node, power: Int = 1, depth: Int = 0)
    -> [(LottieExpressionSyntax.Node, Int)]
  {
    guard depth < LottieExpressionSyntax.maximumDepth else { return [(node, power)] }
    switch node {
    case .binary("*", let left, let right):
      return factors(left, power: power, depth: depth + 1)
        + factors(right, power: power, depth: depth + 1)
    case .binary("/", let left, let right):
      return factors(left, power: power, depth: depth + 1)
        + factors(right, power: -power, depth: depth + 1)
    case .unary("-", let operand):
      return [(.number(-1), 1)] + factors(operand, power: power, depth: depth + 1)
    case .call(let callee, let arguments) where arguments.count == 2:
      switch callee.dottedName {
      case "mul", "$bm_mul":
        return factors(arguments[0], power: power, depth: depth + 1)
          + factors(arguments[1], power: power, depth: depth + 1)
      case "div", "$bm_div":
        return factors(arguments[0], power: power, depth: depth + 1)
          + factors(arguments[1], power: -power, depth: depth + 1)
      default: return [(node, power)]
      }
    default: return [(node, power)]
    }
  }

  /// `c·t·π` (or `d·t`): the one time name and the product of the constants.
  private static func split(
    _ node: LottieExpressionSyntax.Node, evaluator: ConstantEvaluator, needsPi: Bool
  ) -> (time: String, factor: Double)? {
    var time: String?
    var factor = 1.0
    var pi = 0
    for (node, power) in factors(node) {
      if node.dottedName == "Math.PI", power == 1 {
        pi += 1
      } else if let value = evaluator.value(node) {
        factor *= power == 1 ? value : 1 / value
      } else if power == 1, time == nil, let name = node.dottedName {
        time = name
      } else {
        return nil
      }
    }
    guard let time, pi == (needsPi ? 1 : 0), factor.isFinite else { return nil }
    return (time, factor)
  }

  /// Whether a factor is the arriving velocity: `velocityAtTime(…)`, or a name assigned it.
  private static func isVelocity(
    _ node: LottieExpressionSyntax.Node, assigned: [String: [LottieExpressionSyntax.Node]]
  ) -> Bool {
    if case .call(let callee, _) = node, callee.dottedName == "velocityAtTime" { return true }
    guard let name = node.dottedName, let values = assigned[name] else { return false }
    return values.contains {
      if case .call(let callee, _) = $0, callee.dottedName == "velocityAtTime" { return true }
      return false
    }
  }

  /// Whether a node is `time - key(n).time` (or `sub(time, key(n).time)`, or a conditional
  /// with it in a branch: `t = n == 0 ? 0 : time - key(n).time`).
  private static func isTimeSinceKey(_ node: LottieExpressionSyntax.Node) -> Bool {
    let pair: (LottieExpressionSyntax.Node, LottieExpressionSyntax.Node)
    switch node {
    case .conditional(_, let then, let otherwise):
      return isTimeSinceKey(then) || isTimeSinceKey(otherwise)
    case .binary("-", let left, let right): pair = (left, right)
    case .call(let callee, let arguments)
    where arguments.count == 2 && ["sub", "$bm_sub"].contains(callee.dottedName ?? ""):
      pair = (arguments[0], arguments[1])
    default: return false
    }
    return pair.0.dottedName == "time" && isKeyTime(pair.1)
  }

  /// Whether a node is `key(…).time`.
  private static func isKeyTime(_ node: LottieExpressionSyntax.Node) -> Bool {
    if case .member(.call(let callee, _), "time") = node, callee.dottedName == "key" {
      return true
    }
    return false
  }

  /// How long before the key `velocityAtTime` is taken: `key(n).time - X`.
  private static func lead(
    of velocity: LottieExpressionSyntax.Node, assigned: [String: [LottieExpressionSyntax.Node]],
    evaluator: ConstantEvaluator
  ) -> Lead {
    var call = velocity
    if let name = velocity.dottedName, let value = assigned[name]?.last { call = value }
    guard case .call(_, let arguments) = call, let argument = arguments.first else {
      return .frames(0.1)
    }
    var pair: (LottieExpressionSyntax.Node, LottieExpressionSyntax.Node)?
    switch argument {
    case .binary("-", let left, let right): pair = (left, right)
    case .call(let callee, let arguments)
    where arguments.count == 2 && ["sub", "$bm_sub"].contains(callee.dottedName ?? ""):
      pair = (arguments[0], arguments[1])
    default: break
    }
    guard let (_, offset) = pair else { return .seconds(0) }
    if let seconds = evaluator.value(offset) { return .seconds(seconds) }
    var frames = 1.0
    for (node, power) in factors(offset) {
      if node.dottedName == "thisComp.frameDuration", power == 1 { continue }
      guard let value = evaluator.value(node) else { return .frames(0.1) }
      frames *= power == 1 ? value : 1 / value
    }
    return .frames(frames)
  }
}

/// Why an expression is not read as a spring: the text is not an inertial bounce springfit
/// recognises.
public struct LottieExpressionNotRecognised: Error, Sendable, Hashable,
  CustomStringConvertible
{
  /// Why, in words: "it has no term value + v·amp·sin(…)/exp(…)".
  public var reason: String

  /// Creates the reason.
  public init(reason: String) { self.reason = reason }

  /// "expression not recognised: REASON".
  public var description: String { "expression not recognised: \(reason)" }
}

/// Evaluates the constant parts of an expression: numbers, names assigned numbers, `Math.PI`,
/// arithmetic (and Bodymovin's `sum`, `sub`, `mul`, `div`), and effect sliders.
struct ConstantEvaluator {
  var constants: [String: Double]
  var controls: [LottieEffectControl]

  func value(_ node: LottieExpressionSyntax.Node, depth: Int = 0) -> Double? {
    guard depth < LottieExpressionSyntax.maximumDepth else { return nil }
    let inner = { (node: LottieExpressionSyntax.Node) in self.value(node, depth: depth + 1) }
    switch node {
    case .number(let number): return number
    case .name, .member:
      guard let name = node.dottedName else { return nil }
      if name == "Math.PI" { return .pi }
      return constants[name]
    case .unary("-", let operand): return inner(operand).map { -$0 }
    case .unary("+", let operand): return inner(operand)
    case .binary(let symbol, let left, let right):
      guard let a = inner(left), let b = inner(right) else { return nil }
      return Self.apply(symbol, a, b)
    case .call(let callee, let arguments):
      if case .call(let effect, let names) = callee, effect.dottedName == "effect",
        names.count == 1, arguments.count == 1
      {
        return LottieEffectControl.value(Self.text(names[0]), Self.text(arguments[0]), in: controls)
      }
      guard arguments.count == 2, let a = inner(arguments[0]), let b = inner(arguments[1])
      else { return nil }
      switch callee.dottedName {
      case "sum", "$bm_sum", "add": return a + b
      case "sub", "$bm_sub": return a - b
      case "mul", "$bm_mul": return a * b
      case "div", "$bm_div": return a / b
      default: return nil
      }
    default: return nil
    }
  }

  static func apply(_ symbol: String, _ a: Double, _ b: Double) -> Double? {
    switch symbol {
    case "+": a + b
    case "-": a - b
    case "*": a * b
    case "/": a / b
    default: nil
    }
  }

  static func text(_ node: LottieExpressionSyntax.Node) -> String {
    switch node {
    case .string(let text): text
    case .number(let number): NumberText.roundTrip(number)
    default: ""
    }
  }
}
