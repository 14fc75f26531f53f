/// A command's options that hold the library request the command runs (`keyframes` holds a
/// ``KeyframeExport``), whose settings read and write as the options' own: `options.format`
/// is `options.export.format`, so the bindings, rules and tests name a setting once.
@dynamicMemberLookup
protocol RequestOptions {
  /// The library request, such as SpringFormats' `FlingRequest`.
  associatedtype Request

  /// Where the options keep their request.
  static var requestPath: WritableKeyPath<Self, Request> { get }
}

extension RequestOptions {
  /// A setting of the request, read and written as the options' own.
  subscript<Value>(dynamicMember setting: WritableKeyPath<Request, Value>) -> Value {
    get { self[keyPath: Self.requestPath.appending(path: setting)] }
    set { self[keyPath: Self.requestPath.appending(path: setting)] = newValue }
  }

  /// A resolved setting of the request (`options.effectiveInterpolation`).
  subscript<Value>(dynamicMember setting: KeyPath<Request, Value>) -> Value {
    self[keyPath: Self.requestPath.appending(path: setting)]
  }
}
