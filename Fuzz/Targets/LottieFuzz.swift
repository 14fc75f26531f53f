// A libFuzzer target for Lottie files: SpringFormats' `LottieDocument(json:)`, its motions and
// property evaluation (what `springfit fit anim.json` reads), and `LottieBake` (what
// `springfit lottie bake` writes), on a designer's untrusted file.
//
// Built by Scripts/fuzz.sh together with springfit's sources (minus main.swift) into one binary
// with the other targets; Fuzz/Entry/FuzzEntry.swift calls it. Any trap is a crash libFuzzer
// reports, and so is a bake the library itself calls inconsistent or whose file does not read
// back: those are bugs, not bad input.

import SpringFormats
import SpringKit

/// The most motions of one input baked, so that an input with many stays fast.
private let bakedMotionsPerInput = 2

/// Reads one fuzz input as a Lottie file, evaluates every property and bakes its first
/// motions with a bouncy spring.
func lottieFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let document: LottieDocument
  do {
    document = try LottieDocument(json: bytes)
  } catch {
    _ = error.description  // springfit prints it
    return 0
  }
  for layer in document.layers + document.precompositions.flatMap(\.layers) {
    for named in layer.namedProperties {
      for frame in [document.inPoint, layer.inPoint, (layer.inPoint + layer.outPoint) / 2] {
        _ = named.property.value(atFrame: frame)
      }
    }
  }
  let motions: [LottieMotion]
  do {
    motions = try LottieMotionSelection().motions(in: document)
  } catch {
    _ = error.description
    return 0
  }
  for motion in motions.prefix(bakedMotionsPerInput) {
    bake(motion, of: bytes)
  }
  return 0
}

/// Bakes one motion until rest and stops the run when the library reports its own
/// inconsistency or writes a file it cannot read back.
private func bake(_ motion: LottieMotion, of bytes: [UInt8]) {
  let bake = LottieBake(
    layer: motion.layerName, property: motion.propertyName, spring: .bouncy,
    motion: motion.number)
  let result: LottieBakeResult
  do {
    result = try bake.baked(bytes)
  } catch {
    if case .inconsistent(let message) = error.problem {
      fatalError("an inconsistent bake of \(motion.propertyPath): \(message)")
    }
    _ = error.description
    return
  }
  do {
    _ = try LottieDocument(json: result.bytes)
  } catch {
    fatalError("the baked file does not read back: \(error.description)")
  }
}
