// libFuzzer's entry point for every target in Fuzz/Targets.
//
// The targets are linked into one binary, so Scripts/fuzz.sh compiles springfit's sources once
// instead of once per target (each compile took about 45 s of CI time). The environment
// variable SPRINGFIT_FUZZ_TARGET names the target a run feeds; an unknown or missing name stops
// the run before the first input, listing the names.

import ArgumentParsing
import Glibc

/// A fuzz target: one input's bytes in, libFuzzer's result (always 0) out.
typealias FuzzTarget = @Sendable (_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32

/// Every target by the name of its file in Fuzz/Targets (a new target adds a line here).
let fuzzTargets: [String: FuzzTarget] = [
  "ArgumentsFuzz": argumentsFuzz,
  "KeyframeCSVFuzz": keyframeCSVFuzz,
  "KeyframeJSONFuzz": keyframeJSONFuzz,
  "LottieFuzz": lottieFuzz,
  "SpringSpecFuzz": springSpecFuzz,
]

/// The target SPRINGFIT_FUZZ_TARGET names, looked up once.
let selectedFuzzTarget: FuzzTarget = {
  let name = getenv("SPRINGFIT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  if let target = fuzzTargets[name] { return target }
  let known = fuzzTargets.keys.sorted().joined(separator: ", ")
  var errors = FileDescriptorStream(descriptor: 2)
  errors.write("error: SPRINGFIT_FUZZ_TARGET is '\(name)'; expected one of \(known)\n")
  errors.flush()
  exit(64)
}()

/// Feeds one input to the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  selectedFuzzTarget(data, size)
}
