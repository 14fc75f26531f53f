// A libFuzzer target for the keyframe CSV reader: SpringFormats' `CSVReader` and
// `KeyframeDocument.decode(_:overriding:)`, through `keyframeFuzzSubject` (`InputDocument.detect`
// and `FitRequest.read(detected:)`), on text that does not start with `{` or `[`,
// as `springfit fit FILE.csv` reads a file.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. Any trap is a crash libFuzzer
// reports.

import ArgumentParsing
import SpringFormats
import SpringKit

/// The options a fuzz input runs with, chosen by its first byte: `--duration` (which
/// `keyTime,value` CSV needs), `--mode` and `--timing-functions`.
private func keyframeFlags(_ selector: UInt8) -> FitKeyframeFields {
  var flags = FitKeyframeFields()
  if selector & 1 != 0 {
    flags.duration = selector & 8 != 0 ? 1e-300 : 0.5
    flags.texts["--duration"] = "\(flags.duration ?? 0)"
  }
  if selector & 2 != 0 {
    flags.mode = CalculationMode.allCases[Int(selector >> 4) % CalculationMode.allCases.count]
    flags.texts["--mode"] = flags.mode?.rawValue
  }
  if selector & 4 != 0 {
    flags.timingFunctions = [.easeIn, .easeOut]
    flags.texts["--timing-functions"] = "easeIn;easeOut"
  }
  return flags
}

/// Reads one fuzz input as a CSV keyframe file and, when it is a track, evaluates it.
///
/// The first byte selects the options (see `keyframeFlags`); the rest is the file's text.
func keyframeCSVFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let flags = keyframeFlags(data[0])
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  // JSON is the other target's; here the text is read as CSV, as a file not starting with
  // `{` or `[` is.
  guard !KeyframeDocument.isJSON(bytes) else { return 0 }
  switch keyframeFuzzSubject(bytes, name: "fuzz.csv", flags: flags) {
  case .track(let track):
    for fraction in [0.0, 0.25, 0.5, 0.999, 1.0, 2.0] {
      _ = track.value(at: fraction * track.duration)
    }
  case .samples(let times, let values, let lines):
    precondition(times.count == values.count && values.count == lines.count)
  case .tracks(let tracks, _):
    for track in tracks {
      for fraction in [0.0, 0.5, 1.0, 2.0] { _ = track.value(at: fraction * track.duration) }
    }
  case .vectorSamples(let times, let components, _, _):
    for values in components { _ = values.count == times.count }
  case nil:
    break
  }
  return 0
}
