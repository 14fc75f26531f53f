// A libFuzzer target for the `--spring SPEC` parser: SpringFormats' `SpringSpec.parse(_:)`.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. Besides traps, it checks one
// promise: a spec that parses gives a spring whose motion from 0 to 1 at rest is finite at every
// time.

import ArgumentParsing
import SpringFormats
import SpringKit

/// Parses one fuzz input as a spec; a spring that parses is evaluated over a range of times.
func springSpecFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text =
    data.map { String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self) } ?? ""
  let spec: SpringSpec
  do {
    spec = try SpringSpec.parse(text)
  } catch {
    _ = UsageError.springfit(.springSpec(error)).message
    return 0
  }
  let spring = spec.spring
  for time in [0, 1e-3, 0.1, 1, 60, 1e4, 1e7] {
    let value = spring.value(fromValue: 0.0, toValue: 1.0, time: time)
    let velocity = spring.velocity(fromValue: 0.0, toValue: 1.0, time: time)
    precondition(value.isFinite && velocity.isFinite, "'\(text)': not finite at t = \(time)")
  }
  _ = spring.settlingDuration
  return 0
}
