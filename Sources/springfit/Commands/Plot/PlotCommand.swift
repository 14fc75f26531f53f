import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios

/// Carries out `springfit plot`: builds the chart (or filmstrip) of the chosen kind and
/// writes its SVG, or the CSV it is drawn from, to standard output or atomically to a file.
enum PlotCommand: SilentCommandWork {
  /// The most frames a filmstrip shows: the motion is thinned to at most this many.
  static let filmstripFrames = OutlineFilmstrip.menuFrameCount

  /// Draws and writes.
  ///
  /// - Throws: ``CommandFailure``: 65/66 for a bad or unreadable input, 1 when the file
  ///   cannot be written.
  static func run(
    _ options: PlotOptions, input standardInput: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    try OutputFile.checkDistinct(
      options.output, from: options.inputPaths, standardInput: standardInput,
      option: PlotOptions.outputOption.name)
    let picture = try picture(options, standardInput: standardInput)
    let text: String
    do {
      text = try options.format == .csv ? picture.csv() : picture.svg()
    } catch {
      throw .failure("cannot draw the picture: \(error.description)")
    }
    try OutputFile.write(text, to: options.output, orTo: &output)
  }

  /// The picture the options describe.
  static func picture(
    _ options: PlotOptions, standardInput: StandardInput
  ) throws(CommandFailure) -> PlotPicture {
    switch options.subject {
    case .springs(let curves, let end):
      do {
        return .chart(
          try Chart.springMotion(
            curves, title: options.title ?? "springfit plot spring", end: end))
      } catch {
        throw .failure("cannot compute the motion: \(error.description)")
      }
    case .fit(let fitOptions):
      let request = try fitOptions.request(standardInput: standardInput)
      return try CommandFailure.fitting { () throws(FitInputError) in
        let (report, input) = try request.report()
        let title = options.title ?? "springfit plot fit: \(input.name)"
        return .chart(try FitRequest.chart(of: report, title: title))
      }
    case .outline(let outlineOptions):
      return .filmstrip(try filmstrip(outlineOptions, title: options.title))
    case .fling(let flingOptions):
      let fling = try FlingCommand.fling(flingOptions)
      return .chart(fling.chart(title: options.title ?? "springfit plot fling"))
    case .csv(let path, let x, let y):
      let bytes = try InputFile.read(path, standardInput: standardInput)
      let name = InputFile.displayName(path)
      do {
        return .chart(
          try Chart(
            csvUTF8: bytes, x: x, y: y, title: options.title ?? "springfit plot csv: \(name)"))
      } catch {
        throw CommandFailure(
          FitInputError.data(input: name, line: error.line, column: nil, reason: error.reason))
      }
    }
  }

  /// The menu's motion as a filmstrip of at most ``filmstripFrames`` evenly chosen frames.
  static func filmstrip(
    _ options: OutlineOptions, title: String?
  ) throws(CommandFailure) -> OutlineFilmstrip {
    let frames: [MenuFrame]
    do {
      frames = try OutlineCommand.menuFrames(options)
    } catch {
      throw .failure("cannot compute the menu's motion: \(error.description)")
    }
    do {
      return try OutlineFilmstrip(
        menu: frames,
        title: title ?? "springfit plot outline: the bouncing menu, "
          + (options.dismiss ? "dismiss" : "show"), screenHeight: options.screenHeight)
    } catch {
      throw .failure("the menu's motion cannot be drawn: \(error.description)")
    }
  }
}
