/// The least-squares parabola's slope at τ = 0 as weights on the positions: `b₁ = Σ wₖ·xₖ`.
///
/// The fit of `x(τ) = b₀ + b₁τ + b₂τ²` is linear in the positions, so its slope is a
/// weighted sum whose weights depend on the times alone; a vector's slope is then the same
/// sum of vectors, lane for lane what a fit per axis gives. The weights come from a
/// Householder QR factorisation `A = QR` of the m × 3 matrix with rows `(1, u, u²)`, where
/// `u = τ/s` and `s = max |τ|` (so that the columns have comparable norms): with
/// `Rᵀr = e₁`, `w = Q·r / s`. Householder QR keeps the error at a few ulps times the
/// matrix's condition number, where Gram–Schmidt (Compose) loses orthogonality.
///
/// - Parameter times: Times in seconds relative to the newest sample (at most 0), with at
///   least three distinct values.
/// - Returns: The weights in 1/s, or `nil` with fewer than three distinct times.
/// - Complexity: O(m) for m times.
func quadraticSlopeWeights(times: [Double]) -> [Double]? {
  let count = times.count
  var scale = 0.0
  for time in times { scale = max(scale, abs(time)) }
  guard count >= 3, scale > 0, distinctCount(times) >= 3 else { return nil }
  // Columns of A, then overwritten by R (upper 3 × 3) and the reflections below it.
  var columns: [[Double]] = [
    Array(repeating: 1, count: count), times.map { $0 / scale },
    times.map { ($0 / scale) * ($0 / scale) },
  ]
  var reflections: [[Double]] = []
  for step in 0..<3 {
    var vector = Array(columns[step][step...])
    let norm = euclideanNorm(vector)
    let alpha = vector[0] >= 0 ? -norm : norm
    vector[0] -= alpha
    let vectorNorm = euclideanNorm(vector)
    if vectorNorm > 0 {
      for index in vector.indices { vector[index] /= vectorNorm }
      for column in step..<3 { reflect(&columns[column], by: vector, from: step) }
    }
    reflections.append(vectorNorm > 0 ? vector : [])
  }
  let r00 = columns[0][0]
  let r01 = columns[1][0]
  let r02 = columns[2][0]
  let r11 = columns[1][1]
  let r12 = columns[2][1]
  let r22 = columns[2][2]
  guard r00 != 0, r11 != 0, r22 != 0 else { return nil }
  // Rᵀ r = e₁ by forward substitution.
  let first = 0.0
  let second = (1 - r01 * first) / r11
  let third = (0 - r02 * first - r12 * second) / r22
  var weights = Array(repeating: 0.0, count: count)
  weights[0] = first
  weights[1] = second
  weights[2] = third
  // Q = H₀H₁H₂: apply the reflections in reverse order.
  for step in stride(from: 2, through: 0, by: -1) where !reflections[step].isEmpty {
    reflect(&weights, by: reflections[step], from: step)
  }
  return weights.map { $0 / scale }
}

/// The number of distinct values of a sorted (non-decreasing) list.
func distinctCount(_ sorted: [Double]) -> Int {
  var count = 0
  var previous: Double?
  for value in sorted where value != previous {
    count += 1
    previous = value
  }
  return count
}

/// `√(Σ xᵢ²)` without overflow or underflow: scaled by the largest magnitude.
private func euclideanNorm(_ values: [Double]) -> Double {
  var largest = 0.0
  for value in values { largest = max(largest, abs(value)) }
  guard largest > 0, largest.isFinite else { return largest }
  var sum = 0.0
  for value in values { sum += (value / largest) * (value / largest) }
  return largest * sum.squareRoot()
}

/// Applies the reflection `I − 2vvᵀ` (v of unit length) to `column[offset...]`.
private func reflect(_ column: inout [Double], by vector: [Double], from offset: Int) {
  var dot = 0.0
  for index in vector.indices { dot += vector[index] * column[offset + index] }
  for index in vector.indices { column[offset + index] -= 2 * dot * vector[index] }
}
