// A libFuzzer target for the keyframe JSON reader: SpringFormats' `JSONReader` and
// `KeyframeDocument(json:overriding:)`, through `KeyframeInput.track(fromJSON:flags:)`, as
// `springfit fit FILE.json` reads a file.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. Any trap (an out-of-range index, an
// overflow, a failed precondition) is a crash libFuzzer reports.

import ArgumentParsing
import SpringFormats
import SpringKit

/// The options a fuzz input runs with, chosen by its first byte so that one corpus covers
/// the paths where `--duration`, `--mode` and `--timing-functions` replace fields.
private func keyframeFlags(_ selector: UInt8) -> KeyframeFlags {
  var flags = KeyframeFlags()
  if selector & 1 != 0 {
    flags.duration = 0.5
    flags.texts["--duration"] = "0.5"
  }
  if selector & 2 != 0 {
    flags.mode = CalculationMode.allCases[Int(selector >> 4) % CalculationMode.allCases.count]
    flags.texts["--mode"] = flags.mode?.rawValue
  }
  if selector & 4 != 0 {
    flags.timingFunctions = [.easeOut]
    flags.texts["--timing-functions"] = "easeOut"
  }
  return flags
}

/// Reads one fuzz input as a keyframe file and, when it is a track, evaluates it.
///
/// The first byte selects the options (see `keyframeFlags`); the rest is the file's text.
/// Each error's message is built as well, since `springfit` prints it.
func keyframeJSONFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let flags = keyframeFlags(data[0])
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let node: JSONNode
  do {
    node = try JSONReader.parse(bytes)
  } catch {
    _ = "\(error.line):\(error.column): \(error.reason)"
    return 0
  }
  do {
    let track = try KeyframeInput.track(fromJSON: node, flags: flags)
    for fraction in [0.0, 0.25, 0.5, 0.999, 1.0, 2.0] {
      _ = track.value(at: fraction * track.duration)
    }
  } catch {
    _ = error.failure(inputName: "fuzz.json").message
    _ = error.batchMessage
  }
  return 0
}
