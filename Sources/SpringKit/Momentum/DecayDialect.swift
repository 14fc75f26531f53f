/// A view of a ``Decay`` in one ecosystem's parametrisation, converting both ways.
///
/// Each dialect reads its library's own parameters (``parameters``, in the library's names
/// and units), builds the ``Decay`` its library plays (``decay()``), and says how exact that
/// is (``exactness``) and where the library lands and stops
/// (``landing(fromValue:initialVelocity:)``, computed from the library's own formula).
public protocol DecayDialect: Sendable {
  /// The dialect's key in decay specs and JSON, such as `"uikit"`.
  static var dialectName: String { get }

  /// The expression of `decay` in this dialect (at the dialect's default frame rate where
  /// the library's motion depends on one).
  init(_ decay: Decay)

  /// The decay these parameters describe (the forward conversion).
  ///
  /// - Throws: ``SpringError`` naming the parameter that is out of the dialect's range.
  func decay() throws(SpringError) -> Decay

  /// The parameters in the ecosystem's own names, units and order.
  var parameters: [SpringParameter] { get }

  /// Source code that creates this decay in the ecosystem, ready to paste.
  var code: String { get }

  /// How faithfully the library plays ``decay()``.
  var exactness: DecayExactness { get }

  /// Where a fling released at `fromValue` with `initialVelocity` (units per second) lands
  /// in this library: the law's asymptote and, for a library with a stop rule, where it
  /// stops, both from the library's own formula.
  ///
  /// - Throws: ``SpringError`` naming a parameter out of range, or a non-finite argument.
  func landing(fromValue: Double, initialVelocity: Double) throws(SpringError) -> DecayLanding
}
