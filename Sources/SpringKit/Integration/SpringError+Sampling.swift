// The rule of sampling budgets.

extension SpringError.Rule {
  /// Few enough samples to fit in ``Spring/maximumSampleBytes``.
  public static let sampleBudget = Self(
    "sampleBudget", requirement: "small enough for the samples to fit in 4 GiB")
}
