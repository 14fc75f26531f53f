import SpringKit

extension SpringConversion {
  /// The text table for people: the spring's quantities, then one section per ecosystem
  /// with its parameters, code and (when not exact) deviation, or the frame rate a per-frame
  /// dialect is exact at; numbers
  /// ``NumberText/rounded(_:significantDigits:)``.
  public var text: String {
    let equivalents = self.equivalents
    let quantities = spring.quantities
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
      let rate = equivalent.frameRate.map { " at \(NumberText.rounded($0)) fps" } ?? ""
      if !equivalent.isExact {
        let note =
          equivalent.deviation.isFinite
          ? "nearest \(equivalent.title) can express\(rate)"
          : "\(equivalent.title) cannot express this spring\(rate)"
        text += row(
          "deviation",
          NumberText.rounded(equivalent.deviation, significantDigits: 3) + " (\(note))")
      } else if !rate.isEmpty {
        text += row("exactness", "exact\(rate) only (its motion depends on the frame rate)")
      }
    }
    return text
  }
}
