public import SpringKit

/// A spring fitted to vector keyframes or samples: one spring for every component, with
/// each component's own motion.
///
/// Core Animation and SwiftUI animate every component of a point, a size, a colour or a
/// transform with the same spring, so ω₀ and ζ are shared; each component has its own
/// `from`, `to` and initial velocity (``components``).
public struct VectorSpringFit: Sendable {
  /// The fitted spring (mass 1), shared by every component.
  public let spring: Spring
  /// Each component's fit, all with ``spring``.
  ///
  /// Each has its `from`, `to`, initial velocity, its own `rmsError` and `maxError`, and
  /// its comparison times and data. A component's verdict and diagnostics judge that
  /// component alone; the vector's are below.
  public let components: [SpringFit]
  /// The vector RMS error: √(mean over the compared times of |spring − data|²), the
  /// Euclidean norm over the components; equal to √(Σ rmsError²) of ``components``.
  public let rmsError: Double
  /// The largest Euclidean distance |spring − data| over the compared times.
  public let maxError: Double
  /// Whether one spring reproduces the motion: ``rmsError`` against the diagonal of the
  /// data's range (the Euclidean norm of the components' ranges), with the scalar fit's
  /// bands.
  public let verdict: FitVerdict
  /// Levenberg–Marquardt iterations of the winning start.
  public let iterations: Int
  /// Whether the optimiser met its convergence test.
  public let converged: Bool
  /// The condition number of the scaled normal matrix of all free parameters at the
  /// optimum.
  public let conditionNumber: Double
  /// What the numbers alone do not tell: the data cannot pin the parameters down, or the
  /// spring keeps moving after the keyframes (empty when neither).
  public let notes: [FitNote]

  /// The times the spring was compared at, in seconds (the same for every component).
  public var times: [Double] { components.first?.times ?? [] }
}
