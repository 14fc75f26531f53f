// The rules of frame-by-frame simulation.

extension SpringError.Rule {
  /// A numerical integrator (an extra force has no closed form).
  public static let numericalIntegrator = Self(
    "numericalIntegrator",
    requirement: "a numerical integrator (rk4, verlet or euler) when a force is given")
  /// The index of a simulation added earlier.
  public static let earlierSimulation = Self(
    "earlierSimulation", requirement: "the index of a simulation added before")
  /// As many elements as the values.
  public static let sameCount = Self("sameCount", requirement: "as long as values")
  /// An index within the collection.
  public static let validIndex = Self("validIndex", requirement: "a valid index")
}
