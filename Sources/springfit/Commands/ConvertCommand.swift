import SpringFormats
import SpringKit

/// Carries out `springfit convert`: prints a spring in every ecosystem's own parameters.
///
/// The conversions are SpringKit's dialect views (``SwiftUIParameters``,
/// ``CoreAnimationParameters``, …); this command only lays them out.
enum ConvertCommand {
  /// A spring in one ecosystem's terms, as `convert` prints it.
  struct Equivalent: Sendable, Equatable {
    /// The member name in the JSON `equivalents` object (`coreAnimation`).
    var key: String
    /// The ecosystem's name for people (`Core Animation`).
    var title: String
    /// The `--spring` dialect that reads these parameters back (`ca`).
    var dialect: String
    /// The parameters in the ecosystem's own names and order.
    var parameters: [SpringParameter]
    /// Source code that creates the spring in the ecosystem.
    var code: String
    /// How far the ecosystem's spring is from the original, as a fraction of the distance
    /// (see ``SpringDialect/deviation``); infinite when it cannot express the spring at all.
    var deviation: Double
  }

  /// One of the spring's own quantities, for the summary at the top.
  struct Quantity: Sendable, Equatable {
    /// The name, as in SpringKit and the JSON (`dampingRatio`).
    var name: String
    /// The value.
    var value: Double
    /// The unit printed after the value in text (`s`), or empty.
    var unit: String
  }

  /// Deviations at or below this are rounding, not a difference, and are not shown in text.
  static let deviationThreshold = 1e-9

  /// The spring in every ecosystem, in the order `convert` prints them.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - uiKitVelocity: UIKit's initial velocity from the spec, if any: added to the UIKit
  ///     parameters as `velocity` and written into its code as `initialSpringVelocity`.
  /// - Returns: One equivalent per ecosystem.
  /// - Complexity: O(1), though POP's nearest fit samples up to 41 candidate motions.
  static func equivalents(of spring: Spring, uiKitVelocity: Double? = nil) -> [Equivalent] {
    let views: [(key: String, title: String, view: any SpringDialect)] = [
      ("swiftui", "SwiftUI", spring.swiftUI),
      ("coreAnimation", "Core Animation", spring.coreAnimation),
      ("uikit", "UIKit", spring.uiKit),
      ("android", "Android", spring.android),
      ("rebound", "Rebound", spring.rebound),
      ("pop", "POP", spring.pop),
      ("framerMotion", "framer-motion", spring.framerMotion),
      ("reactSpring", "react-spring", spring.reactSpring),
      ("flutter", "Flutter", spring.flutter),
    ]
    return views.map { key, title, view in
      var equivalent = Equivalent(
        key: key, title: title, dialect: type(of: view).dialectName, parameters: view.parameters,
        code: view.code, deviation: view.deviation)
      if let uiKit = view as? UIKitParameters, let uiKitVelocity {
        equivalent.parameters.append(SpringParameter("velocity", uiKitVelocity))
        equivalent.code = uiKit.code(initialVelocity: uiKitVelocity)
      }
      return equivalent
    }
  }

  /// The spring's physical parameters and derived quantities, in print order.
  static func quantities(of spring: Spring) -> [Quantity] {
    [
      Quantity(name: "mass", value: spring.mass, unit: ""),
      Quantity(name: "stiffness", value: spring.stiffness, unit: ""),
      Quantity(name: "damping", value: spring.damping, unit: ""),
      Quantity(name: "dampingRatio", value: spring.dampingRatio, unit: ""),
      Quantity(name: "naturalFrequency", value: spring.naturalFrequency, unit: "rad/s"),
      Quantity(name: "response", value: spring.response, unit: "s"),
      Quantity(name: "duration", value: spring.duration, unit: "s"),
      Quantity(name: "bounce", value: spring.bounce, unit: ""),
      Quantity(name: "settlingDuration", value: spring.settlingDuration, unit: "s"),
    ]
  }

  /// Prints the spring in the chosen format.
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - output: Where the text or JSON goes; untouched on failure.
  /// - Throws: ``CommandFailure/failure(_:)`` if the JSON writer refuses the document, which
  ///   would be a bug: non-finite numbers are written as `null`.
  static func run(_ options: ConvertOptions, output: inout some TextOutputStream)
    throws(CommandFailure)
  {
    switch options.format {
    case .text:
      output.write(text(options))
    case .json:
      do {
        let text = try JSONWriter(style: .pretty).string(for: jsonDocument(options))
        output.write(text + "\n")
      } catch {
        throw .failure("internal error while writing JSON: \(error)")
      }
    }
  }

  /// The JSON document: the spring, its quantities, and `equivalents` with one object per
  /// ecosystem holding its parameters, `code` and `deviation`.
  ///
  /// Numbers JSON cannot hold (an undamped spring's settling duration, UIKit's infinite
  /// duration and deviation) are `null`.
  static func jsonDocument(_ options: ConvertOptions) -> JSONValue {
    let spring = options.spring
    var document: [String: JSONValue] = [
      "spring": [
        "mass": number(spring.mass), "stiffness": number(spring.stiffness),
        "damping": number(spring.damping),
      ]
    ]
    for quantity in Self.quantities(of: spring).dropFirst(3) {
      document[quantity.name] = number(quantity.value)
    }
    document["equivalents"] = jsonEquivalents(of: spring, uiKitVelocity: options.uiKitVelocity)
    return .object(document)
  }

  /// The `equivalents` member: one object per ecosystem with its parameters, `code` and
  /// `deviation` (`null` when not finite); `fit` prints the same.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - uiKitVelocity: UIKit's initial velocity, as in ``equivalents(of:uiKitVelocity:)``.
  /// - Returns: An object with one member per ecosystem.
  static func jsonEquivalents(of spring: Spring, uiKitVelocity: Double? = nil) -> JSONValue {
    var dialects: [String: JSONValue] = [:]
    for equivalent in Self.equivalents(of: spring, uiKitVelocity: uiKitVelocity) {
      var members: [String: JSONValue] = [
        "code": .string(equivalent.code), "deviation": number(equivalent.deviation),
      ]
      for parameter in equivalent.parameters {
        members[parameter.name] = number(parameter.value)
      }
      dialects[equivalent.key] = .object(members)
    }
    return .object(dialects)
  }

  /// A number for JSON: itself when finite, else `null`.
  static func number(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .null
  }

  /// The text table: the spring's quantities, then one section per ecosystem with its
  /// parameters, code and (when above ``deviationThreshold``) deviation.
  static func text(_ options: ConvertOptions) -> String {
    let spring = options.spring
    let equivalents = Self.equivalents(of: spring, uiKitVelocity: options.uiKitVelocity)
    let quantities = Self.quantities(of: spring)
    let labels =
      quantities.map(\.name) + equivalents.flatMap { $0.parameters.map(\.name) }
      + ["code", "deviation"]
    let column = 2 + (labels.map(\.count).max() ?? 0) + 2
    let row = { (label: String, value: String) in
      "  " + label + String(repeating: " ", count: column - 2 - label.count) + value + "\n"
    }
    var text = "Spring\n"
    for quantity in quantities {
      var value = NumberText.rounded(quantity.value)
      if !quantity.value.isFinite, quantity.name == "settlingDuration" {
        value += " (never settles)"
      } else if !quantity.unit.isEmpty {
        value += " " + quantity.unit
      }
      text += row(quantity.name, value)
    }
    for equivalent in equivalents {
      text += "\n\(equivalent.title) (\(equivalent.dialect))\n"
      for parameter in equivalent.parameters {
        text += row(parameter.name, NumberText.rounded(parameter.value))
      }
      text += row("code", equivalent.code)
      // `!(x <= threshold)` also shows a NaN rather than hiding it.
      if !(equivalent.deviation <= deviationThreshold) {
        let note =
          equivalent.deviation.isFinite
          ? "nearest \(equivalent.title) can express"
          : "\(equivalent.title) cannot express this spring"
        text += row(
          "deviation",
          NumberText.rounded(equivalent.deviation, significantDigits: 3) + " (\(note))")
      }
    }
    return text
  }
}
