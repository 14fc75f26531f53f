public import SpringKit

/// Why a ``FlingRequest`` or a ``GestureRequest`` cannot write its output.
///
/// Each case carries the value at fault as printed and the rule it breaks;
/// ``description`` renders the sentence from them, and `springfit` names the option that gave
/// the value with the same ``reason``.
public enum FlingRequestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A value SpringKit refuses, named by its parameter: a release or snap point outside the
  /// bounds, a rubber band's dimension that is not positive.
  case refused(SpringError)
  /// A keyframe tolerance the motion's keyframes cannot keep: the tolerance as printed,
  /// and what it must be (``reason``).
  case tolerance(String, rule: String)
  /// A frame rate whose CSV would have too many rows: the rate as printed, and what it must
  /// be (``reason``).
  case frameRate(String, rule: String)
  /// An axis asked of a trace with one axis (`time,position`).
  case axisOfOneAxisTrace
  /// A failure that would be a bug (a writer refusing what the request has checked); the
  /// text says what failed.
  case internalFailure(String)

  /// What is wrong, without the value: the rule that completes "must be …" for
  /// ``tolerance(_:rule:)`` and ``frameRate(_:rule:)``, why the axis does not apply, the
  /// rule SpringKit states, or the failure.
  public var reason: String {
    switch self {
    case .refused(let error): error.rule.requirement
    case .tolerance(_, let rule), .frameRate(_, let rule): rule
    case .axisOfOneAxisTrace: "the trace has one axis (time,position)"
    case .internalFailure(let text): text
    }
  }

  /// The sentence, naming the value at fault.
  public var description: String {
    switch self {
    case .refused(let error): error.description
    case .tolerance(let value, _): "invalid tolerance \(value): must be \(reason)"
    case .frameRate(let value, _): "invalid frame rate \(value): must be \(reason)"
    case .axisOfOneAxisTrace: "an axis does not apply: \(reason)"
    case .internalFailure: reason
    }
  }

  /// The result of a writer whose failure would be a bug, or ``internalFailure(_:)`` saying
  /// so: `internal error while writing <what>: <error>`.
  static func writing<Result, Failure: Error>(
    _ what: String, _ body: () throws(Failure) -> Result
  ) throws(Self) -> Result {
    do {
      return try body()
    } catch {
      throw .internalFailure(WriterFailure.message(writing: what, error))
    }
  }
}
