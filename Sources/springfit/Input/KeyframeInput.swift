import SpringKit

/// The keyframe fields given on the command line: `--values`, `--key-times`, `--duration`,
/// `--mode` and `--timing-functions`.
///
/// With `--values` they are the whole track. With a keyframe file, `--duration`, `--mode`
/// and `--timing-functions` replace the file's fields (and `--duration` supplies a duration
/// the file lacks, as `keyTime,value` CSV always does).
struct KeyframeFlags: Sendable, Equatable {
  /// `--values`.
  var values: [Double]?
  /// `--key-times`.
  var keyTimes: [Double]?
  /// `--duration`, in seconds.
  var duration: Double?
  /// `--mode`.
  var mode: CalculationMode?
  /// `--timing-functions`.
  var timingFunctions: [TimingFunction]?
  /// The text of each given option as typed, by option name, for messages.
  var texts: [String: String] = [:]

  /// The option that sets each keyframe field (Core Animation's names).
  static let optionForField = [
    "values": "--values", "keyTimes": "--key-times", "duration": "--duration",
    "calculationMode": "--mode", "timingFunctions": "--timing-functions",
  ]

  /// Whether a field's value comes from an option.
  func setsField(_ field: String) -> Bool {
    switch field {
    case "values": values != nil
    case "keyTimes": keyTimes != nil
    case "duration": duration != nil
    case "calculationMode": mode != nil
    case "timingFunctions": timingFunctions != nil
    default: false
    }
  }

  /// The options that shape a track from a file (not `--values` and `--key-times`), in
  /// table order, that are given.
  var givenTrackOptions: [String] {
    [
      ("--duration", duration != nil), ("--mode", mode != nil),
      ("--timing-functions", timingFunctions != nil),
    ].filter(\.1).map(\.0)
  }

  /// A keyframe error about a field an option set, as a usage error naming the option.
  func usageError(for error: KeyframeError) -> UsageError? {
    guard setsField(error.field), let option = Self.optionForField[error.field] else {
      return nil
    }
    let text = texts[option] ?? ""
    if error.field == "duration" {
      return .invalidValue(option: option, value: text, rule: SpringError.Rule.positive.requirement)
    }
    return .invalidList(option: option, value: text, reason: error.description)
  }
}

/// What `fit` fits: a keyframe track, or raw samples with the input line of each.
enum FitSubject: Sendable {
  /// Keyframes, compared at ``SpringFitter/comparisonCount`` evenly spaced times.
  case track(KeyframeTrack<Double>)
  /// Samples (seconds, value), compared at their own times; `lines` are their input lines.
  case samples(times: [Double], values: [Double], lines: [Int])
}

/// Why an input could not become a ``FitSubject``.
enum KeyframeInputError: Error, Sendable, Equatable {
  /// Bad data in the input: the message names the field; the line and column when known.
  case data(line: Int?, column: Int?, message: String)
  /// An option is at fault, or is missing or meaningless for this input.
  case usage(UsageError)

  /// Bad data on a line.
  static func data(line: Int?, _ message: String) -> KeyframeInputError {
    .data(line: line, column: nil, message: message)
  }

  /// The command's failure for an input named `name`: `name:line:column: message` (exit 65)
  /// or the usage error (exit 64).
  func failure(inputName name: String) -> CommandFailure {
    switch self {
    case .data(let line, let column, let message):
      let place = [line, column].compactMap { $0.map { ":\($0)" } }.joined()
      return .badData("\(name)\(place): \(message)")
    case .usage(let error):
      return .usage(error)
    }
  }

  /// The message for one line of a batch, whose line number is reported beside it.
  var batchMessage: String {
    switch self {
    case .data(_, let column, let message):
      column.map { "column \($0): \(message)" } ?? message
    case .usage(let error):
      error.message
    }
  }
}

/// Reads keyframes from the forms `fit` accepts: keyframe JSON shaped like a
/// `CAKeyframeAnimation`, CSV with a `time,value` or `keyTime,value` header, or options.
enum KeyframeInput {
  /// The members a keyframe JSON object may have: `CAKeyframeAnimation`'s properties that
  /// shape the motion, and `keyPath`, which is ignored.
  static let jsonFields = [
    "values", "keyTimes", "duration", "calculationMode", "timingFunctions", "timingFunction",
    "tensionValues", "continuityValues", "biasValues", "keyPath",
  ]

  /// The text of an input file or standard input as a subject: JSON when it starts with `{`
  /// or `[`, CSV otherwise.
  ///
  /// - Parameters:
  ///   - bytes: The input's UTF-8 text.
  ///   - name: The input's name for messages (the path, or `standard input`).
  ///   - flags: Options that replace or supply fields.
  /// - Returns: A track, or samples for `time,value` CSV.
  /// - Throws: ``KeyframeInputError`` naming the line or field at fault.
  static func subject(from bytes: [UInt8], name: String, flags: KeyframeFlags)
    throws(KeyframeInputError) -> FitSubject
  {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard let first = bytes[start...].first(where: { !whitespace.contains($0) }) else {
      throw .data(
        line: nil,
        "the input is empty; expected keyframe JSON, or CSV with a time,value or keyTime,value "
          + "header")
    }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      let node: JSONNode
      do {
        node = try JSONReader.parse(bytes)
      } catch {
        throw .data(line: error.line, column: error.column, message: error.reason)
      }
      return .track(try track(fromJSON: node, flags: flags))
    }
    return try subject(
      fromCSV: String(decoding: bytes[start...], as: UTF8.self), name: name,
      flags: flags)
  }

  // MARK: JSON

  /// A track from a keyframe JSON object.
  ///
  /// - Throws: ``KeyframeInputError`` naming the field (and the line it is on).
  static func track(fromJSON node: JSONNode, flags: KeyframeFlags) throws(KeyframeInputError)
    -> KeyframeTrack<Double>
  {
    guard case .object(let members) = node.value else {
      throw .data(
        line: node.line,
        "expected a JSON object with values (a keyframe set); found \(node.kindDescription)")
    }
    for member in members where !jsonFields.contains(member.key) {
      let hint = NearestName.suggestion(for: member.key, among: jsonFields).map {
        ". Did you mean '\($0)'?"
      }
      throw .data(
        line: member.node.line,
        "unknown field '\(member.key)'"
          + (hint ?? "; known fields: \(jsonFields.joined(separator: ", "))"))
    }
    guard let valuesNode = node["values"] else {
      throw .data(line: node.line, "missing field 'values' (an array of numbers)")
    }
    let values = try numbers(valuesNode, field: "values")
    let keyTimes = try node["keyTimes"].map { (n) throws(KeyframeInputError) in
      try numbers(n, field: "keyTimes")
    }
    var duration = flags.duration
    if duration == nil {
      guard let durationNode = node["duration"] else {
        throw .data(
          line: node.line, "missing field 'duration' (seconds); add it or pass --duration SECONDS")
      }
      duration = try number(durationNode, field: "duration")
    }
    var mode = flags.mode ?? .linear
    if flags.mode == nil, let modeNode = node["calculationMode"] {
      mode = try calculationMode(modeNode)
    }
    var timingFunctions = flags.timingFunctions ?? []
    if flags.timingFunctions == nil, let functionsNode = node["timingFunctions"] {
      guard case .array(let entries) = functionsNode.value else {
        throw .data(
          line: functionsNode.line,
          "timingFunctions is \(functionsNode.kindDescription); expected an array of names or "
            + "[x1, y1, x2, y2] arrays")
      }
      for (index, entry) in entries.enumerated() {
        timingFunctions.append(try timingFunction(entry, field: "timingFunctions[\(index)]"))
      }
    }
    let wholeTiming = try node["timingFunction"].map { (n) throws(KeyframeInputError) in
      try timingFunction(n, field: "timingFunction")
    }
    var shape: [String: [Double]] = [:]
    for field in ["tensionValues", "continuityValues", "biasValues"] {
      if let fieldNode = node[field] { shape[field] = try numbers(fieldNode, field: field) }
    }
    return try makeTrack(
      values: values, keyTimes: keyTimes, duration: duration ?? .nan, mode: mode,
      tensions: shape["tensionValues"] ?? [], continuities: shape["continuityValues"] ?? [],
      biases: shape["biasValues"] ?? [], timingFunctions: timingFunctions,
      timingFunction: wholeTiming, flags: flags
    ) { error in
      // The line of the entry at fault, else of the field, else of the object.
      let field = node[error.field]
      if let index = error.index, case .array(let elements) = field?.value,
        elements.indices.contains(index)
      {
        return elements[index].line
      }
      return field?.line ?? node.line
    }
  }

  /// A JSON number.
  static func number(_ node: JSONNode, field: String) throws(KeyframeInputError) -> Double {
    guard case .number(let value, _) = node.value else {
      throw .data(line: node.line, "\(field) is \(node.kindDescription); expected a number")
    }
    return value
  }

  /// A JSON array of numbers.
  static func numbers(_ node: JSONNode, field: String) throws(KeyframeInputError) -> [Double] {
    guard case .array(let elements) = node.value else {
      throw .data(
        line: node.line, "\(field) is \(node.kindDescription); expected an array of numbers")
    }
    var numbers: [Double] = []
    numbers.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard case .number(let value, _) = element.value else {
        let note =
          if case .array = element.value { " (fit takes one number per keyframe)" } else { "" }
        throw .data(
          line: element.line,
          "\(field)[\(index)] is \(element.kindDescription); expected a number" + note)
      }
      numbers.append(value)
    }
    return numbers
  }

  /// Core Animation's calculation mode names.
  static func calculationMode(_ node: JSONNode) throws(KeyframeInputError) -> CalculationMode {
    let names = CalculationMode.allCases.map(\.rawValue)
    guard case .string(let name) = node.value else {
      throw .data(
        line: node.line,
        "calculationMode is \(node.kindDescription); expected one of \(names.joined(separator: ", "))"
      )
    }
    guard let mode = CalculationMode(rawValue: name) else {
      let hint = NearestName.suggestion(for: name, among: names).map { ". Did you mean '\($0)'?" }
      throw .data(
        line: node.line,
        "unknown calculationMode '\(name)'; expected one of \(names.joined(separator: ", "))"
          + (hint ?? ""))
    }
    return mode
  }

  /// A timing function: a name or `[x1, y1, x2, y2]`.
  static func timingFunction(_ node: JSONNode, field: String) throws(KeyframeInputError)
    -> TimingFunction
  {
    do throws(TimingFunctionText.Problem) {
      switch node.value {
      case .string(let name):
        return try TimingFunctionText.named(name)
      case .array:
        return try TimingFunctionText.controlPoints(try controlPointNumbers(node, field: field))
      default:
        throw TimingFunctionText.Problem(
          reason: "is \(node.kindDescription); expected a name or [x1, y1, x2, y2]")
      }
    } catch {
      throw .data(line: node.line, "\(field): \(error.reason)")
    }
  }

  /// A JSON array of numbers, for ``timingFunction(_:field:)``: its own errors as problems.
  private static func controlPointNumbers(_ node: JSONNode, field: String)
    throws(TimingFunctionText.Problem) -> [Double]
  {
    do {
      return try numbers(node, field: field)
    } catch {
      throw TimingFunctionText.Problem(reason: error.batchMessage)
    }
  }

  // MARK: CSV

  /// A subject from CSV with a `time,value` header (samples) or `keyTime,value` (a track
  /// with `--duration`).
  ///
  /// - Throws: ``KeyframeInputError`` naming the line at fault.
  static func subject(fromCSV text: String, name: String, flags: KeyframeFlags)
    throws(KeyframeInputError) -> FitSubject
  {
    var rows: [(line: Int, fields: [String])] = []
    // Split at every line break; "\r\n" is one Character, so splitting at "\n" alone would
    // miss it.
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
      rows.append(
        (index + 1, line.split(separator: ",", omittingEmptySubsequences: false).map(field)))
    }
    guard let header = rows.first else {
      throw .data(line: nil, "the input is empty")
    }
    let columns = header.fields.map { $0.lowercased() }
    let isSamples: Bool
    switch columns {
    case ["time", "value"]: isSamples = true
    case ["keytime", "value"]: isSamples = false
    default:
      throw .data(
        line: header.line,
        "the header is '\(header.fields.joined(separator: ","))'; expected time,value (seconds) "
          + "or keyTime,value (fractions 0...1 of --duration), or keyframe JSON")
    }
    let columnNames = isSamples ? ["time", "value"] : ["keyTime", "value"]
    var times: [Double] = []
    var values: [Double] = []
    var lines: [Int] = []
    for row in rows.dropFirst() {
      guard row.fields.count == 2 else {
        throw .data(
          line: row.line,
          "\(row.fields.count) fields; expected 2 (\(columnNames.joined(separator: ",")))")
      }
      for (column, text) in zip(columnNames, row.fields) where Double(text) == nil {
        throw .data(line: row.line, "\(column) '\(text)' is not a number")
      }
      times.append(Double(row.fields[0]) ?? .nan)
      values.append(Double(row.fields[1]) ?? .nan)
      lines.append(row.line)
    }
    guard !lines.isEmpty else {
      throw .data(line: header.line, "no rows after the header")
    }
    if isSamples {
      if let option = flags.givenTrackOptions.first {
        throw .usage(
          .optionDoesNotApply(
            option: option,
            reason: "\(name) has time,value samples, which are fitted as they are; only "
              + "keyframes have a duration, a calculation mode and timing functions"))
      }
      return .samples(times: times, values: values, lines: lines)
    }
    guard let duration = flags.duration else {
      throw .usage(
        .missingArgument(
          what: "option '--duration'",
          reason: "\(name) has keyTime,value rows, fractions 0...1 of a duration; give the "
            + "duration in seconds"))
    }
    return .track(
      try makeTrack(
        values: values, keyTimes: times, duration: duration, mode: flags.mode ?? .linear,
        timingFunctions: flags.timingFunctions ?? [], flags: flags
      ) { error in
        error.index.flatMap { lines.indices.contains($0) ? lines[$0] : nil }
      })
  }

  /// A CSV field without surrounding spaces and quotes.
  private static func field(_ text: Substring) -> String {
    var field = TimingFunctionText.trimmed(text)
    if field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") {
      field = String(field.dropFirst().dropLast()).replacing("\"\"", with: "\"")
    }
    return field
  }

  // MARK: Options

  /// The track `--values` and the other keyframe options describe.
  ///
  /// - Throws: ``UsageError`` naming the option at fault.
  static func track(fromFlags flags: KeyframeFlags) throws(UsageError) -> KeyframeTrack<Double> {
    do {
      return try makeTrack(
        values: flags.values ?? [], keyTimes: flags.keyTimes, duration: flags.duration ?? .nan,
        mode: flags.mode ?? .linear, timingFunctions: flags.timingFunctions ?? [],
        flags: flags
      ) { _ in nil }
    } catch {
      guard case .usage(let usage) = error else {
        // Every field comes from an option, so every error names one.
        throw .invalidList(
          option: "--values", value: flags.texts["--values"] ?? "", reason: error.batchMessage)
      }
      throw usage
    }
  }

  /// Parses a comma-separated list of numbers typed as an option's value.
  ///
  /// - Parameters:
  ///   - text: The option's value, such as `0.4,1,0.9,1`.
  ///   - option: The option's name.
  ///   - field: The keyframe field it sets (`values`, `keyTimes`), for messages.
  /// - Returns: The numbers, in order.
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` naming the entry.
  static func numberList(_ text: String, option: String, field: String) throws(UsageError)
    -> [Double]
  {
    var numbers: [Double] = []
    for (index, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let entry = TimingFunctionText.trimmed(part)
      guard let number = Double(entry) else {
        throw .invalidList(
          option: option, value: text, reason: "\(field)[\(index)] '\(entry)' is not a number")
      }
      numbers.append(number)
    }
    return numbers
  }

  // MARK: Tracks

  /// Builds a track, turning SpringKit's ``KeyframeError`` into a usage error when an option
  /// set the field at fault and into a data error at `line(error)` otherwise.
  ///
  /// A track needs two values to be fitted even in discrete mode, where SpringKit accepts one.
  static func makeTrack(
    values: [Double], keyTimes: [Double]?, duration: Double, mode: CalculationMode,
    tensions: [Double] = [], continuities: [Double] = [], biases: [Double] = [],
    timingFunctions: [TimingFunction], timingFunction: TimingFunction? = nil,
    flags: KeyframeFlags, line: (KeyframeError) -> Int?
  ) throws(KeyframeInputError) -> KeyframeTrack<Double> {
    do throws(KeyframeError) {
      guard values.count >= 2 else {
        throw KeyframeError(
          field: "values", problem: .tooFewValues(count: values.count, minimum: 2))
      }
      return try KeyframeTrack(
        values: values, keyTimes: keyTimes, duration: duration, calculationMode: mode,
        tensions: tensions, continuities: continuities, biases: biases,
        timingFunctions: timingFunctions, timingFunction: timingFunction)
    } catch {
      if let usage = flags.usageError(for: error) { throw .usage(usage) }
      throw .data(line: line(error), error.description)
    }
  }
}
