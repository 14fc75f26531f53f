// The rejected value of a SpringError, as a value.

extension SpringError {
  /// A rejected value, kept as a value so that callers can compute with it; its
  /// ``description`` is how Swift prints the original (`-1.0`, `nan`, `SIMD2<Float>(1.0, nan)`).
  ///
  /// Numbers compare by what they print: `nan` equals `nan`, and `-0.0` differs from `0.0`.
  public enum Value: Hashable, Sendable, CustomStringConvertible {
    /// No value: an argument that was not given (prints `nil`).
    case none
    /// A `Double`.
    case number(Double)
    /// A `Float`, printed as a `Float` prints.
    case float(Float)
    /// A count, an index or another integer.
    case count(Int)
    /// A number of elements (prints `3 elements`).
    case elements(Int)
    /// A vector: its type's name and its components (prints `SIMD2<Float>(1.0, nan)`).
    case vector(type: String, components: [Value])
    /// A list of values (prints `[1.0, 2.0]`).
    case list([Value])
    /// A symbolic value, such as an integrator's name (prints the name).
    case name(String)
    /// An enumeration case with one labelled associated value (prints `clamp(maximum: 0.0)`).
    indirect case associated(case: String, label: String, Value)
    /// A value of a type SpringKit does not know the parts of (your own ``SpringVector``), by
    /// its description.
    case described(String)

    /// The value of a ``SpringVector``: a number for `Double` and `Float`, the components for
    /// `SIMD2`, `SIMD3` and `SIMD4`, else the value's description.
    @inlinable
    public init<V: SpringVector>(_ value: V) {
      switch value {
      case let number as Double: self = .number(number)
      case let number as Float: self = .float(number)
      case let vector as any SIMD:
        self = .vector(type: "\(V.self)", components: Self.components(of: vector))
      default: self = .described("\(value)")
      }
    }

    @usableFromInline
    static func components<S: SIMD>(of vector: S) -> [Value] {
      vector.indices.map { index in
        switch vector[index] {
        case let number as Double: .number(number)
        case let number as Float: .float(number)
        case let scalar: .described("\(scalar)")
        }
      }
    }

    /// The value as Swift prints the original.
    public var description: String {
      switch self {
      case .none: "nil"
      case .number(let number): "\(number)"
      case .float(let number): "\(number)"
      case .count(let count): "\(count)"
      case .elements(let count): "\(count) elements"
      case .vector(let type, let components):
        "\(type)(" + components.map(\.description).joined(separator: ", ") + ")"
      case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
      case .name(let name): name
      case .associated(let name, let label, let value): "\(name)(\(label): \(value))"
      case .described(let text): text
      }
    }

    /// Whether two values are the same; numbers are the same when they print the same.
    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.none, .none): true
      case (.number(let a), .number(let b)): Self.same(a, b)
      case (.float(let a), .float(let b)): Self.same(Double(a), Double(b))
      case (.count(let a), .count(let b)), (.elements(let a), .elements(let b)): a == b
      case (.vector(let t, let a), .vector(let u, let b)): t == u && a == b
      case (.list(let a), .list(let b)): a == b
      case (.name(let a), .name(let b)), (.described(let a), .described(let b)): a == b
      case (.associated(let c, let l, let a), .associated(let d, let m, let b)):
        c == d && l == m && a == b
      default: false
      }
    }

    /// Hashes the text: values that are equal print the same.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Same bits, or both NaN with the same sign (which print alike).
    private static func same(_ a: Double, _ b: Double) -> Bool {
      a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN && a.sign == b.sign)
    }
  }
}
