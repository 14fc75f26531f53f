/// A value SpringKit can split into axes and put back together: what ``VelocityStrategy/impulse``,
/// which is not linear, computes on axis by axis as Compose does.
protocol VelocityAxes {
  /// The value's components as doubles.
  var velocityAxes: [Double] { get }
  /// The value with these components (as many as ``velocityAxes`` has).
  init(velocityAxes: [Double])
}

extension Double: VelocityAxes {
  var velocityAxes: [Double] { [self] }
  init(velocityAxes: [Double]) { self = velocityAxes.first ?? 0 }
}

extension Float: VelocityAxes {
  var velocityAxes: [Double] { [Double(self)] }
  init(velocityAxes: [Double]) { self = Float(velocityAxes.first ?? 0) }
}

extension SIMD2: VelocityAxes where Scalar: SpringScalar {
  var velocityAxes: [Double] { indices.map { Double(self[$0]) } }
  init(velocityAxes: [Double]) {
    self.init()
    for index in indices where index < velocityAxes.count {
      self[index] = Scalar(velocityAxes[index])
    }
  }
}

extension SIMD3: VelocityAxes where Scalar: SpringScalar {
  var velocityAxes: [Double] { indices.map { Double(self[$0]) } }
  init(velocityAxes: [Double]) {
    self.init()
    for index in indices where index < velocityAxes.count {
      self[index] = Scalar(velocityAxes[index])
    }
  }
}

extension SIMD4: VelocityAxes where Scalar: SpringScalar {
  var velocityAxes: [Double] { indices.map { Double(self[$0]) } }
  init(velocityAxes: [Double]) {
    self.init()
    for index in indices where index < velocityAxes.count {
      self[index] = Scalar(velocityAxes[index])
    }
  }
}
