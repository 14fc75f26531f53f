import SpringFitting

extension FitExample {
  /// The key path the example animates, for `preview`'s code.
  var keyPath: String {
    switch self {
    case .scalePop, .shineCircle: "transform.scale"
    case .menuBounce: "position.y"
    case .donutSweep: "strokeEnd"
    case .counter: ""
    }
  }
}
