/// Dense linear algebra for the handful of parameters a spring fit has (at most 5).
enum SmallLinearAlgebra {
  /// Solves the symmetric positive definite system A·x = b by Cholesky; `nil` when A is not
  /// positive definite.
  static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
    let n = b.count
    // One flat buffer for the factor and the two substitutions: these systems are solved
    // hundreds of times per fit.
    var l = [Double](repeating: 0, count: n * n)
    var x = b
    let solved = l.withUnsafeMutableBufferPointer { l in
      x.withUnsafeMutableBufferPointer { x in
        for i in 0..<n {
          for j in 0...i {
            var sum = a[i][j]
            for k in 0..<j { sum -= l[i * n + k] * l[j * n + k] }
            if i == j {
              guard sum > 0, sum.isFinite else { return false }
              l[i * n + i] = sum.squareRoot()
            } else {
              l[i * n + j] = sum / l[j * n + j]
            }
          }
        }
        for i in 0..<n {
          var sum = x[i]
          for k in 0..<i { sum -= l[i * n + k] * x[k] }
          x[i] = sum / l[i * n + i]
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
          var sum = x[i]
          for k in (i + 1)..<n { sum -= l[k * n + i] * x[k] }
          x[i] = sum / l[i * n + i]
        }
        return true
      }
    }
    return solved ? x : nil
  }

  /// Holds one parameter of a Levenberg–Marquardt step at its bound: its row and column of
  /// the normal matrix become a unit vector and its gradient 0, so the step leaves it and
  /// moves the others.
  static func holdAtBound(column: Int, matrix: inout [[Double]], gradient: inout [Double]) {
    for j in matrix.indices where j != column {
      matrix[j][column] = 0
      matrix[column][j] = 0
    }
    matrix[column][column] = 1
    gradient[column] = 0
  }

  /// The Levenberg–Marquardt step: the solution s of (M + λ·diag(M))·s = −g, each diagonal
  /// entry at least 10⁻³⁰⁰ so a parameter with no effect still gets a finite step; `nil`
  /// when the system is singular (raise λ and try again).
  ///
  /// - Complexity: O(n³) for n parameters.
  static func dampedStep(matrix: [[Double]], gradient: [Double], damping: Double) -> [Double]? {
    var augmented = matrix
    for j in matrix.indices { augmented[j][j] += damping * max(matrix[j][j], 1e-300) }
    return solve(augmented, gradient.map { -$0 })
  }

  /// The condition number of a symmetric positive semidefinite matrix after scaling its
  /// rows and columns to a unit diagonal (largest over smallest eigenvalue; infinite when the
  /// smallest is 0), or `nil` when a diagonal entry is 0: a parameter with no effect.
  ///
  /// - Complexity: O(n³) for an n × n matrix.
  static func scaledConditionNumber(_ matrix: [[Double]]) -> Double? {
    var matrix = matrix
    let scale = matrix.indices.map { matrix[$0][$0].squareRoot() }
    guard scale.allSatisfy({ $0 > 0 }) else { return nil }
    for j in matrix.indices { for k in matrix.indices { matrix[j][k] /= scale[j] * scale[k] } }
    let eigenvalues = symmetricEigenvalues(matrix)
    let largest = eigenvalues.max() ?? 1
    let smallest = max(eigenvalues.min() ?? 1, 0)
    return smallest > 0 ? largest / smallest : .infinity
  }

  /// The eigenvalues of a small symmetric matrix (cyclic Jacobi rotations).
  static func symmetricEigenvalues(_ matrix: [[Double]]) -> [Double] {
    var a = matrix
    let n = a.count
    for _ in 0..<64 {
      var offDiagonal = 0.0
      for i in 0..<n { for j in (i + 1)..<n { offDiagonal += a[i][j] * a[i][j] } }
      if offDiagonal < 1e-30 { break }
      for p in 0..<n {
        for q in (p + 1)..<n where a[p][q] != 0 {
          let theta = (a[q][q] - a[p][p]) / (2 * a[p][q])
          let t = (theta >= 0 ? 1 : -1) / (abs(theta) + (theta * theta + 1).squareRoot())
          let c = 1 / (t * t + 1).squareRoot()
          let s = t * c
          for k in 0..<n {
            let akp = a[k][p]
            let akq = a[k][q]
            a[k][p] = c * akp - s * akq
            a[k][q] = s * akp + c * akq
          }
          for k in 0..<n {
            let apk = a[p][k]
            let aqk = a[q][k]
            a[p][k] = c * apk - s * aqk
            a[q][k] = s * apk + c * aqk
          }
        }
      }
    }
    return (0..<n).map { a[$0][$0] }
  }
}
