import ArgumentParsing
import Dispatch
import SpringFitting
import SpringFormats
import SpringKit

/// Carries out `springfit fit --batch FILE`: one keyframe JSON object per line in, one
/// result per line out, in the same order.
///
/// With `--format json` (the default) each result is the document `fit --format json` prints
/// for that line, on one line with sorted keys, and a line that cannot be fitted gives
/// `{"error":"…","line":N}` (N counts from 1). With `--format csv` a header comes first, then
/// one row per line (`SpringFit.batchCSVColumns`), an error row carrying the message in its
/// `error` column. The batch goes on past bad lines; only an unreadable file stops it. The input is streamed: a
/// block of ``blockSize`` lines is read, fitted on every core with Dispatch's
/// `concurrentPerform` and written in input order before the next block is read, so memory
/// stays bounded however long the batch is.
enum BatchFit {
  /// Lines fitted before their results are written, bounding memory for long batches.
  static let blockSize = 4096

  /// Fits every line and writes one result per line.
  ///
  /// - Parameters:
  ///   - path: The JSON Lines file, or `-` for standard input.
  ///   - options: Validated options; their keyframe flags and fit options apply to every line.
  ///   - standardInput: Where `-` reads from.
  ///   - output: Where the results go; untouched when the file cannot be opened or its first
  ///     block cannot be read.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when the file cannot be read. A read
  ///   that fails after the first block stops the batch there: the results already written
  ///   stay, each complete on its line.
  /// - Complexity: O(n) fits for n lines, spread over the cores; memory O(``blockSize``)
  ///   lines.
  static func run(
    path: String, options: FitCommandOptions, standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    var reader = try LineReader(path: path, standardInput: standardInput)
    defer { reader.close() }
    var block: [ArraySlice<UInt8>] = []
    block.reserveCapacity(blockSize)
    var firstLine = 1
    if options.format == .csv { output.write(SpringFit.batchCSVHeader) }
    while true {
      let line = try reader.nextLine()
      if let line { block.append(line[...]) }
      guard block.count == blockSize || (line == nil && !block.isEmpty) else {
        if line == nil { return }
        continue
      }
      for result in results(for: block, firstLine: firstLine, options: options) {
        output.write(result)
      }
      firstLine += block.count
      block.removeAll(keepingCapacity: true)
      if line == nil { return }
    }
  }

  /// The results of consecutive lines, fitted concurrently, in order.
  ///
  /// - Parameters:
  ///   - lines: The lines' bytes.
  ///   - firstLine: The 1-based number of the first line.
  ///   - options: The options for every line.
  /// - Returns: One result per line, in order, each with its line break.
  static func results(
    for lines: [ArraySlice<UInt8>], firstLine: Int, options: FitCommandOptions
  ) -> [String] {
    var results = [String](repeating: "", count: lines.count)
    results.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let slots = Slots(base: base)
      DispatchQueue.concurrentPerform(iterations: lines.count) { index in
        slots.base[index] = result(
          of: lines[index], line: firstLine + index, options: options)
      }
    }
    return results
  }

  /// Where concurrent iterations write their results: each writes only its own index, and
  /// `concurrentPerform` returns after all of them, so the writes never overlap.
  private struct Slots: @unchecked Sendable {
    let base: UnsafeMutablePointer<String>
  }

  /// One line's result in the batch's format, with its line break: the compact JSON document
  /// or the error object, or a CSV row.
  static func result(
    of line: ArraySlice<UInt8>, line number: Int, options: FitCommandOptions
  ) -> String {
    switch fit(line, options: options) {
    case .success(let fit):
      if options.format == .csv { return fit.batchCSVRow(line: number) }
      // The document has no non-finite numbers (they are null), so writing cannot fail.
      let text = try? JSONWriter(style: .compact).string(for: fit.jsonDocument)
      return
        (text ?? SpringFit.batchErrorLine("internal error while writing JSON", line: number))
        + "\n"
    case .failure(let error):
      if options.format == .csv { return SpringFit.batchCSVErrorRow(error.message, line: number) }
      return SpringFit.batchErrorLine(error.message, line: number) + "\n"
    }
  }

  /// Why a line gave no fit: the message of its error.
  struct LineFailure: Error {
    let message: String
  }

  /// One line's fit, or why there is none.
  static func fit(_ line: ArraySlice<UInt8>, options: FitCommandOptions) -> Result<
    SpringFit, LineFailure
  > {
    guard line.contains(where: { ![0x20, 0x09].contains($0) }) else {
      return .failure(LineFailure(message: "empty line; expected a keyframe JSON object"))
    }
    do throws(KeyframeInputError) {
      let node: JSONNode
      do {
        node = try JSONReader.parse(Array(line))
      } catch {
        throw .data(line: nil, column: error.column, message: error.reason)
      }
      let track = try KeyframeInput.track(fromJSON: node, flags: options.keyframes)
      do {
        return .success(try SpringFitter(options: options.fitting).fit(track))
      } catch {
        throw FitCommand.inputError(error, lines: [])
      }
    } catch {
      return .failure(LineFailure(message: error.batchMessage))
    }
  }
}
