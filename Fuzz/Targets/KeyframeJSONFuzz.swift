// A libFuzzer target for the keyframe JSON reader: SpringFormats' `JSONReader` and
// `KeyframeDocument`, through `keyframeFuzzSubject` as `springfit fit FILE.json` reads a file,
// and through `KeyframeDocument.fitTrack()` as `fit --batch` reads a line (`KeyframeFitBatch`),
// with each path's error messages.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. Any trap (an out-of-range index, an
// overflow, a failed precondition) is a crash libFuzzer reports.

import ArgumentParsing
import SpringFormats
import SpringKit

/// The options a fuzz input runs with, chosen by its first byte so that one corpus covers
/// the paths where `--duration`, `--mode` and `--timing-functions` replace fields.
private func keyframeFlags(_ selector: UInt8) -> FitKeyframeFields {
  var flags = FitKeyframeFields()
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

/// Reads one fuzz input as a keyframe file and as a batch line and, when it gives tracks,
/// evaluates them.
///
/// The first byte selects the options (see `keyframeFlags`); the rest is the file's text.
/// Each error's message is built as well, since `springfit` prints it.
func keyframeJSONFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let flags = keyframeFlags(data[0])
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  switch keyframeFuzzSubject(bytes, name: "fuzz.json", flags: flags) {
  case .track(let track): evaluate(track)
  case .tracks(let tracks, _): tracks.forEach(evaluate)
  case .samples, .vectorSamples, nil: break
  }
  guard let node = try? JSONReader.parse(bytes) else { return 0 }
  do {
    evaluate(try KeyframeDocument(json: node, overriding: flags.overrides).fitTrack())
  } catch {
    _ = KeyframeFitBatch.message(for: .document(error), keyframes: flags)
  }
  return 0
}

/// Evaluates a track before, across and after its duration.
private func evaluate(_ track: KeyframeTrack<Double>) {
  for fraction in [0.0, 0.25, 0.5, 0.999, 1.0, 2.0] {
    _ = track.value(at: fraction * track.duration)
  }
}
