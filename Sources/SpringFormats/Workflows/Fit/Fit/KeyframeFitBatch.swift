public import SpringFitting
import SpringKit

/// Fits a spring to every line of a JSON Lines file: one keyframe JSON object per line in,
/// one result per line out, in the same order, on every core.
///
/// With ``Format/jsonLines`` each result is the compact `SpringFit.jsonDocument` of its
/// line, and a line that cannot be fitted gives `{"error":"…","line":N}`
/// (`SpringFit.batchErrorLine(_:line:)`). With ``Format/csv`` a header comes first
/// (`SpringFit.batchCSVHeader`), then one row per line, an error row carrying the message in
/// its `error` column. A bad line never stops the batch. `springfit fit --batch` runs this.
///
/// ```swift
/// let batch = KeyframeFitBatch(format: .csv)
/// var lines = ["{\"values\":[0.4,1,0.9,1],\"duration\":0.5}", "{}"].makeIterator()
/// var output = ""
/// batch.run(reading: { lines.next().map { Array($0.utf8) } }, to: &output)
/// ```
public struct KeyframeFitBatch: Sendable {
  /// What the batch writes.
  public enum Format: Sendable, Hashable {
    /// One compact JSON object per line.
    case jsonLines
    /// A header, then one CSV row per line (`SpringFit.batchCSVColumns`).
    case csv
  }

  /// Why a line gave no fit.
  public enum LineError: Error, Sendable, Equatable {
    /// The line is empty or only spaces and tabs.
    case emptyLine
    /// The line is not JSON.
    case json(JSONSyntaxError)
    /// The JSON is not a keyframe object, or not keyframes a spring can be fitted to.
    case document(KeyframeDocumentError)
    /// The fitter refused the keyframes.
    case fit(FitError)
    /// The line has `length` bytes, more than ``KeyframeFitBatch/maximumLineLength``; it was
    /// not kept.
    case lineTooLong(length: Int)

    /// The message the batch writes for the line, in `wording`: the line's own number is
    /// written beside it, so only a JSON syntax error's column is given.
    ///
    /// - Parameter wording: How keyframe document errors name things.
    /// - Returns: The sentence, such as "column 3: expected a value".
    public func message(_ wording: KeyframeDocumentError.Wording = .init()) -> String {
      switch self {
      case .emptyLine: "empty line; expected a keyframe JSON object"
      case .json(let error): "column \(error.column): \(error.reason)"
      case .document(let error): error.reason(wording)
      case .fit(let error): error.description
      case .lineTooLong(let length):
        "the line has \(length) bytes, more than the \(KeyframeFitBatch.maximumLineLength) a "
          + "batch line may have"
      }
    }
  }

  /// Lines fitted before their results are written by ``run(reading:to:)``, which bounds
  /// memory for long batches.
  public static let blockSize = 4096

  /// The most bytes a batch line may have: 1 MiB.
  ///
  /// That is a keyframe object of some 80,000 values. A longer line gives ``LineError/lineTooLong(length:)`` and the batch goes on at the
  /// next line (the reader drops its bytes: ``LineSplitter/maximumLineLength``).
  public static let maximumLineLength = 1 << 20

  /// The most bytes of lines a block holds: a block is fitted once it has ``blockSize``
  /// lines or this many bytes, so memory stays flat however long the lines are.
  public static let blockBytes = 16 << 20

  /// What the batch writes.
  public var format: Format
  /// The fields that replace each line's (a duration, a calculation mode, timing functions).
  public var overrides: KeyframeDocument.Overrides
  /// What the fitter may change and must keep, for every line.
  public var options: FitOptions
  /// The message written for a line that cannot be fitted.
  ///
  /// It is called from several threads at once, one call per bad line, so it must not
  /// depend on the order of calls.
  public var lineMessage: @Sendable (LineError) -> String

  /// Creates a batch.
  ///
  /// - Parameters:
  ///   - format: JSON Lines or CSV.
  ///   - overrides: Fields that replace each line's.
  ///   - options: The fitter's options for every line.
  ///   - lineMessage: The message for a line that cannot be fitted; ``LineError/message(_:)``
  ///     in the library's words by default.
  public init(
    format: Format = .jsonLines, overrides: KeyframeDocument.Overrides = .init(),
    options: FitOptions = FitOptions(),
    lineMessage: @escaping @Sendable (LineError) -> String = { $0.message() }
  ) {
    self.format = format
    self.overrides = overrides
    self.options = options
    self.lineMessage = lineMessage
  }

  /// Fits every line from `nextLine` and writes the results: a block of ``blockSize``
  /// lines is read, fitted on every core and written in input order before the next block
  /// is read.
  ///
  /// - Parameters:
  ///   - nextLine: The next line's bytes without its line break, or `nil` at the end.
  ///   - output: Where the header (for CSV) and the results go.
  /// - Throws: What `nextLine` throws; the results of earlier blocks stay written, each
  ///   complete on its line, and the lines of the block being read are not fitted. The call
  ///   blocks its thread until the batch ends: from async code, run it off the cooperative
  ///   pool.
  /// - Complexity: O(n) fits for n lines, spread over the cores; memory O(``blockSize``)
  ///   lines.
  public func run<Failure: Error>(
    reading nextLine: () throws(Failure) -> [UInt8]?, to output: inout some TextOutputStream
  ) throws(Failure) {
    try run(
      readingLines: { () throws(Failure) in try nextLine().map { .text($0) } }, to: &output)
  }

  /// Fits every line from `nextLine`, as ``run(reading:to:)``, where a line may be one too
  /// long to keep (``LineSplitter/next()``): its result is the error
  /// ``LineError/lineTooLong(length:)``.
  ///
  /// A block is fitted once it has ``blockSize`` lines or ``blockBytes`` bytes.
  ///
  /// - Parameters:
  ///   - nextLine: The next line, or `nil` at the end.
  ///   - output: Where the header (for CSV) and the results go.
  /// - Throws: What `nextLine` throws, as ``run(reading:to:)``.
  /// - Complexity: O(n) fits for n lines; memory O(``blockBytes``).
  public func run<Failure: Error>(
    readingLines nextLine: () throws(Failure) -> LineSplitter.Line?,
    to output: inout some TextOutputStream
  ) throws(Failure) {
    if format == .csv { output.write(SpringFit.batchCSVHeader) }
    var block: [LineSplitter.Line] = []
    block.reserveCapacity(Self.blockSize)
    var bytes = 0
    var firstLine = 1
    var atEnd = false
    while !atEnd {
      if let line = try nextLine() {
        block.append(line)
        if case .text(let text) = line { bytes += text.count }
      } else {
        atEnd = true
      }
      guard block.count == Self.blockSize || bytes >= Self.blockBytes || (atEnd && !block.isEmpty)
      else { continue }
      for result in results(for: block, firstLine: firstLine) { output.write(result) }
      firstLine += block.count
      block.removeAll(keepingCapacity: true)
      bytes = 0
    }
  }

  /// The results of consecutive lines, some perhaps too long to keep, in order.
  private func results(for lines: [LineSplitter.Line], firstLine: Int) -> [String] {
    let texts = lines.map { line -> ArraySlice<UInt8> in
      if case .text(let text) = line { return text[...] }
      return []
    }
    var results = results(for: texts, firstLine: firstLine)
    for (index, line) in lines.enumerated() {
      guard case .tooLong(let length) = line else { continue }
      results[index] = errorResult(.lineTooLong(length: length), line: firstLine + index)
    }
    return results
  }

  /// The results of consecutive lines, fitted concurrently, in order.
  ///
  /// - Parameters:
  ///   - lines: The lines' bytes.
  ///   - firstLine: The 1-based number of the first line.
  /// - Returns: One result per line, in order, each with its line break.
  public func results(for lines: [ArraySlice<UInt8>], firstLine: Int) -> [String] {
    ParallelMap.map(Array(zip(lines.indices, lines))) { index, line in
      result(of: line, line: firstLine + index)
    }
  }

  /// One line's result in the batch's format, with its line break.
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - number: The line's 1-based number, written in an error's result.
  /// - Returns: The compact JSON document or the error object, or a CSV row.
  public func result(of line: ArraySlice<UInt8>, line number: Int) -> String {
    let fit: SpringFit
    do {
      fit = try self.fit(line)
    } catch {
      return errorResult(error, line: number)
    }
    if format == .csv { return fit.batchCSVRow(line: number) }
    // The document has no non-finite numbers (they are null), so writing cannot fail.
    let text = try? JSONWriter(style: .compact).string(for: fit.jsonDocument)
    return
      (text ?? SpringFit.batchErrorLine("internal error while writing JSON", line: number))
      + "\n"
  }

  /// The result written for a line that gives no fit, with its line break.
  private func errorResult(_ error: LineError, line number: Int) -> String {
    let message = lineMessage(error)
    if format == .csv { return SpringFit.batchCSVErrorRow(message, line: number) }
    return SpringFit.batchErrorLine(message, line: number) + "\n"
  }

  /// One line's fit.
  ///
  /// - Parameter line: The line's bytes: a keyframe JSON object.
  /// - Returns: The fit of ``KeyframeDocument/fitTrack()`` with ``overrides`` and
  ///   ``options``.
  /// - Throws: ``LineError``: why the line gives no fit.
  /// - Complexity: One fit (see `SpringFitter`).
  public func fit(_ line: ArraySlice<UInt8>) throws(LineError) -> SpringFit {
    guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { throw .emptyLine }
    let node: JSONNode
    do {
      node = try JSONReader.parse(Array(line))
    } catch {
      throw .json(error)
    }
    let track: KeyframeTrack<Double>
    do {
      track = try KeyframeDocument(json: node, overriding: overrides).fitTrack()
    } catch {
      throw .document(error)
    }
    do {
      return try SpringFitter(options: options).fit(track)
    } catch {
      throw .fit(error)
    }
  }
}
