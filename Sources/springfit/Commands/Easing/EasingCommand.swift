import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit easing`: fits the one cubic Bézier nearest the spring and prints
/// it.
enum EasingCommand: CommandWork {
  /// The easing the options ask for.
  ///
  /// - Throws: ``UsageError`` when the spring never settles, or settles after
  ///   ``CubicBezierEasing/maximumDuration``, and no `--end` is given.
  static func easing(_ options: EasingOptions) throws(UsageError) -> CubicBezierEasing {
    if options.end == nil {
      let settling = try? options.spring.settlingDuration(
        fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
      guard let settling, settling.isFinite else {
        throw .springfit(.neverSettles("the curve's default span (the settling duration)"))
      }
    }
    do {
      return try options.spring.nearestCubicBezier(duration: options.end)
    } catch {
      if error.rule == .easingDuration, case .number(let settling) = error.value,
        error.parameter == "settlingDuration"
      {
        throw .springfit(
          .settlesTooLate(
            settling: settling, limit: CubicBezierEasing.maximumDuration, what: "an easing"))
      }
      throw .springfit(.settlingFailed(error.description))
    }
  }

  /// Fits the easing and writes it in the chosen format.
  static func run(
    _ options: EasingOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let easing: CubicBezierEasing
    do {
      easing = try self.easing(options)
    } catch {
      throw .usage(error)
    }
    output.write(CubicBezierEasingWriter().string(for: easing, format: options.format))
  }
}
