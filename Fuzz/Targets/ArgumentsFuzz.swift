// A libFuzzer target for springfit's argument parser: `SpringfitCommand.parse(_:)` on an arbitrary
// argv.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. The input is the arguments separated
// by zero bytes. Parsing is pure, so nothing is run; a usage error's message and usage lines are
// built as `springfit` prints them.

import ArgumentParsing
import SpringKit

/// Parses one fuzz input as a command line.
func argumentsFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes =
    data.map { UnsafeBufferPointer(start: $0, count: size) }
    ?? UnsafeBufferPointer(start: nil, count: 0)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    let command = try SpringfitCommand.parse(arguments)
    if case .help(let name) = command { _ = Help.text(for: name) }
  } catch {
    var errors = ""
    SpringfitCommand.report(
      .usage(error), context: SpringfitCommand.context(of: arguments), to: &errors)
  }
  return 0
}
