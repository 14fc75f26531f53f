import SpringKit

// The human-readable report of `springfit fling`.

extension Fling {
  /// The report as text.
  ///
  /// Where the fling lands in every ecosystem, this decay's landing and stop, the target, the
  /// phases with their instants and velocities, and the decay in every ecosystem's code.
  /// Numbers keep 7 significant digits; times are in seconds and velocities in value units
  /// per second.
  ///
  /// - Returns: The report, ending with a newline.
  public func text() -> String {
    var lines: [String] = []
    let law = decay.decay
    lines.append(
      "A fling from \(Self.number(position)) at \(Self.number(velocity)) units/s, decay "
        + "\(decay.dialectName) (\(Self.parameterText(decay.parameters.dialect))): time constant "
        + "\(Self.number(law.timeConstant)) s.")
    lines.append("")
    lines.append("Where the same fling lands, each library with its defaults:")
    var table = [["library", "law's landing", "stops at", "after", "note"]]
    for row in ecosystems {
      table.append([
        row.name, Self.number(row.landing.asymptote),
        row.landing.stop.map { Self.number($0.value) } ?? "-",
        row.landing.stop.map { Self.number($0.time) + " s" } ?? "-", row.note ?? "",
      ])
    }
    lines += Self.columns(table).map { "  " + $0 }
    lines.append(
      "  ('-': the library plays its law to the end, or its stop rule is not public.)")
    lines.append("")
    lines += landingLines()
    lines.append(targetLine())
    lines.append("")
    lines.append("Phases (times in s, velocities in units/s):")
    var phaseTable = [
      ["phase", "from time", "position", "velocity", "to time", "position", "velocity", "ends by"]
    ]
    for phase in motion.phases {
      phaseTable.append([
        phase.name, Self.number(phase.start.time), Self.number(phase.start.position),
        Self.number(phase.start.velocity), Self.number(phase.end.time),
        Self.number(phase.end.position), Self.number(phase.end.velocity),
        Self.endingText(phase.ending),
      ])
    }
    lines += Self.columns(phaseTable).map { "  " + $0 }
    lines.append(
      "At rest on \(Self.number(motion.target)) after \(Self.number(motion.restTime)) s.")
    lines.append("")
    lines.append("This decay in code:")
    lines += Self.columns(code.map { [$0.platform + ":", $0.code] }).map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where this decay lands, where its library stops, and how exactly the library plays it.
  private func landingLines() -> [String] {
    var line = "This decay lands at \(Self.number(motion.landing)) (the law's asymptote)"
    if let stop = libraryLanding.stop {
      line +=
        "; \(decay.dialectName) stops at \(Self.number(stop.value)) after "
        + "\(Self.number(stop.time)) s"
    }
    var lines = [line + "."]
    switch decay.parameters.dialect.exactness {
    case .exact:
      break
    case .scaledVelocity(let scale):
      lines.append(
        "motion's inertia curve starts at \(Self.number(scale)) x the release velocity and "
          + "lands at \(Self.number(libraryLanding.asymptote)); the phases below start at the "
          + "release velocity.")
    case .exactAtFrameRate(let rate):
      lines.append(
        "Reanimated's frame loop at \(Self.number(rate)) Hz lands there along another curve; "
          + "the phases below follow the exact decay that lands where the loop does.")
    }
    return lines
  }

  /// The target and why the motion ends there.
  private func targetLine() -> String {
    let target = Self.number(motion.target)
    switch targetKind {
    case "snapPoint":
      let rule =
        snapRule == .nearest
        ? "the snap point nearest the landing (rule nearest, as Apple teaches)"
        : "the snap point Compose's AnchoredDraggable chooses (rule compose)"
      return "Target: \(target), \(rule); the spring starts with the release velocity."
    case "bound":
      return "Target: \(target), the bound the decay reaches; a spring settles on it."
    default:
      let within = bounds == nil ? "" : " within the bounds"
      return "Target: \(target), where the decay comes to rest\(within)."
    }
  }

  /// A phase ending as the table words it.
  static func endingText(_ ending: MomentumPhase.Ending) -> String {
    switch ending {
    case .rest: "rest"
    case .handOff: "hand-off"
    case .bounce: "bounce"
    }
  }

  /// A dialect's parameters as `name value, …`.
  static func parameterText(_ dialect: any DecayDialect) -> String {
    dialect.parameters.map { "\($0.name) \(number($0.value))" }.joined(separator: ", ")
  }

  /// A number with 7 significant digits.
  static func number(_ value: Double) -> String { NumberText.rounded(value) }

  /// Rows of cells as lines, each column padded to its widest cell (the last unpadded).
  static func columns(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        let isLast = index == row.count - 1
        line += isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
