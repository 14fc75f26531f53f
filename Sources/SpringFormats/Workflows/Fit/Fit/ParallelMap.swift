#if canImport(Dispatch)
import Dispatch
#endif

/// Work spread over every core, the results kept in input order: what `springfit fit
/// --batch` (``KeyframeFitBatch``) and a Lottie file's fits
/// (``LottieMotionFit/fits(_:options:progress:)``) run on.
enum ParallelMap {
  /// `transform` of every element, computed concurrently, in order.
  ///
  /// - Parameters:
  ///   - elements: The inputs.
  ///   - transform: Called once per element, from several threads at once; it must not
  ///     depend on the order of calls.
  /// - Returns: One result per element, in order.
  static func map<Element: Sendable, Result>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard let first = elements.first else { return [] }
    guard elements.count > 1 else { return [transform(first)] }
    var results = [Result?](repeating: nil, count: elements.count)
    results.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let slots = Slots(base: base)
      #if canImport(Dispatch)
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        slots.base[index] = transform(elements[index])
      }
      #else
      for index in elements.indices { slots.base[index] = transform(elements[index]) }
      #endif
    }
    return results.compactMap { $0 }
  }

  /// Where concurrent iterations write their results: each writes only its own index, and
  /// `concurrentPerform` returns after all of them, so the writes never overlap.
  private struct Slots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
  }
}
