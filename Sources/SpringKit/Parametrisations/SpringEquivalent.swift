/// A spring in one ecosystem's terms: its parameters, the code that creates it there and how
/// faithful that is.
///
/// ``Spring/equivalents(uiKitVelocity:)`` lists one per ecosystem, in a fixed order;
/// `springfit convert` and `springfit fit` print them.
public struct SpringEquivalent: Sendable, Equatable {
  /// Deviations at or below this are rounding, not a difference.
  public static let negligibleDeviation = 1e-9

  /// The ecosystem's key in JSON (`coreAnimation`).
  public var key: String
  /// The ecosystem's name for people (`Core Animation`).
  public var title: String
  /// The dialect name that reads these parameters back (`ca`, ``SpringDialect/dialectName``).
  public var dialect: String
  /// The parameters in the ecosystem's own names and order.
  public var parameters: [SpringParameter]
  /// Source code that creates the spring in the ecosystem.
  public var code: String
  /// How far the ecosystem's spring is from the original, as a fraction of the distance
  /// (``SpringDialect/deviation``); infinite when it cannot express the spring at all.
  public var deviation: Double
  /// The unit the ecosystem's API takes an initial velocity in, or `nil` when it takes none
  /// (its code always starts at rest).
  public var velocityUnit: SpringVelocityUnit?
  /// Whether ``code`` and ``parameters`` carry the motion's initial velocity (which
  /// ``Spring/equivalents(from:to:initialVelocity:)`` was given).
  public var carriesVelocity: Bool
  /// The frame rate the ecosystem's motion holds at, for a per-frame dialect
  /// (``SpringFrameRateDialect``, Svelte); `nil` for a continuous one.
  public var frameRate: Double? = nil

  /// Creates an equivalent from its parts.
  public init(
    key: String, title: String, dialect: String, parameters: [SpringParameter], code: String,
    deviation: Double, velocityUnit: SpringVelocityUnit? = nil, carriesVelocity: Bool = false
  ) {
    self.key = key
    self.title = title
    self.dialect = dialect
    self.parameters = parameters
    self.code = code
    self.deviation = deviation
    self.velocityUnit = velocityUnit
    self.carriesVelocity = carriesVelocity
  }

  /// Whether the ecosystem expresses the spring exactly, up to rounding
  /// (``negligibleDeviation``); `false` for a NaN deviation, so that it is shown.
  public var isExact: Bool { deviation <= Self.negligibleDeviation }

  /// How faithful the ecosystem is: exact, exact at ``frameRate`` only, the nearest with its
  /// deviation, or inexpressible (an infinite or NaN deviation).
  public var exactness: SpringExactness {
    guard isExact else {
      return deviation.isFinite ? .nearest(deviation: deviation) : .inexpressible
    }
    return frameRate.map(SpringExactness.exactAtFrameRate) ?? .exact
  }
}
