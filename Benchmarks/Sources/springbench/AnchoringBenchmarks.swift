import SpringKit

// What anchoring a simulation costs: creating it, and retargeting it every frame.

/// The damping ratios every anchoring section covers: each regime, both sides of ζ = 1/√2
/// (where the exact rest instant's search changes method) and of ζ = 1.
let anchoringDampingRatios: [Double] = [
  0, 0.05, 0.3, 0.7, 0.725, 0.85, 0.99, 1, 1.01, 2, 3, 10, 100,
]

/// Creating a `SpringSimulation<Double>` over a grid of damping ratios × travels × rest
/// thresholds (response 0.41 s), the worst cell of each damping ratio and the worst of all;
/// beside it, creation plus the first two 120 Hz frames (the second frame is the first that
/// may plan stepped frames toward the rest instant), against one closed-form evaluation.
func benchmarkAnchoring() throws {
  print(
    "\nCreating a SpringSimulation<Double>: worst over travels 1e-3…1e3 × thresholds"
      + " (.points, 1e-12, 1e-300), response 0.41 s (µs)")
  let thresholds = [
    ("points", RestThreshold.points), ("1e-12", try RestThreshold(distance: 1e-12, speed: 1e-12)),
    ("1e-300", try RestThreshold(distance: 1e-300, speed: 1e-300)),
  ]
  let travels = [1e-3, 1, 1e3]
  let count = 64
  let closedForm =
    nanosecondsPerOperation(runs: 9, operations: 1024) {
      var sum = 0.0
      for i in 0..<1024 {
        sum += Spring.snappy.value(fromValue: 0.0, toValue: 1, time: Double(i) * 1e-3)
      }
      blackHole(sum)
    } / 1000
  var worst = (creation: 0.0, creationLabel: "", frames: 0.0, framesLabel: "")
  for ratio in anchoringDampingRatios {
    let spring = try Spring(response: 0.41, dampingRatio: ratio)
    var row = (creation: 0.0, creationCell: "", frames: 0.0, framesCell: "")
    for travel in travels {
      for (name, threshold) in thresholds {
        let cell = "travel \(travel), \(name)"
        let creation =
          nanosecondsPerOperation(runs: 3, operations: count) {
            for i in 0..<count {
              let simulation = try? SpringSimulation(
                spring: spring, value: 0.0, target: travel * (1 + Double(i) / 1024),
                restThreshold: threshold)
              blackHole(simulation)
            }
          } / 1000
        let twoFrames =
          nanosecondsPerOperation(runs: 3, operations: count) {
            for i in 0..<count {
              var simulation = try? SpringSimulation(
                spring: spring, value: 0.0, target: travel * (1 + Double(i) / 1024),
                restThreshold: threshold)
              _ = try? simulation?.advance(by: 1.0 / 120)
              _ = try? simulation?.advance(by: 1.0 / 120)
              blackHole(simulation)
            }
          } / 1000
        if creation > row.creation { (row.creation, row.creationCell) = (creation, cell) }
        if twoFrames > row.frames { (row.frames, row.framesCell) = (twoFrames, cell) }
      }
    }
    print(
      "  ζ \(String(describing: ratio).padded(to: 6)) creation \(format3(row.creation).leftPadded(to: 9)) µs"
        + " (\(row.creationCell.padded(to: 21)))   + 2 frames \(format3(row.frames).leftPadded(to: 9)) µs"
        + " (\(row.framesCell))")
    let label = "ζ \(ratio), "
    if row.creation > worst.creation {
      (worst.creation, worst.creationLabel) = (row.creation, label + row.creationCell)
    }
    if row.frames > worst.frames {
      (worst.frames, worst.framesLabel) = (row.frames, label + row.framesCell)
    }
  }
  print("  worst creation:            \(format3(worst.creation)) µs (\(worst.creationLabel))")
  print("  worst creation + 2 frames: \(format3(worst.frames)) µs (\(worst.framesLabel))")
  report(
    "worst creation vs closed form", worst.creation * 1000, baseline: closedForm * 1000, unit: "ns")
}

/// 1,000 followers retargeted every frame at 120 Hz (a cursor trail), beside the same
/// simulations and frames without retargets, at every damping ratio of the anchoring grid:
/// nanoseconds per retarget and frame against nanoseconds per frame, and the worst.
func benchmarkFollowers() throws {
  print(
    "\nFollowers: 1,000 SpringSimulation<Double> × 240 frames at 120 Hz, retargeted every frame"
      + " (ns per retarget + frame) vs the same frames without retargets (ns per frame)")
  let count = 1000
  let frames = 240
  let operations = count * frames
  // Each follower's target runs along its own zig-zag, a few points per frame.
  func target(_ i: Int, _ frame: Int) -> Double {
    let phase = (frame + 37 * i) % 120
    return Double(i % 50) * 20 + 4 * Double(phase < 60 ? phase : 120 - phase)
  }
  var worst = (wall: 0.0, wallLabel: "", cpu: 0.0, cpuLabel: "")
  for ratio in anchoringDampingRatios {
    let spring = try Spring(response: 0.41, dampingRatio: ratio)
    let prototypes = (0..<count).compactMap {
      try? SpringSimulation(spring: spring, value: Double($0), target: target($0, 0))
    }
    // The two loops alternate, so that both meet the same load from other processes.
    let (plain, retargeted) = alternatedTimings(
      runs: 5, operations: operations,
      baseline: TimedWork(
        setup: { prototypes },
        run: { simulations in
          for _ in 0..<frames {
            for i in simulations.indices { _ = try? simulations[i].advance(by: 1.0 / 120) }
          }
        }),
      candidate: TimedWork(
        setup: { prototypes },
        run: { simulations in
          for frame in 0..<frames {
            for i in simulations.indices {
              try? simulations[i].setTarget(target(i, frame))
              _ = try? simulations[i].advance(by: 1.0 / 120)
            }
          }
        }))
    report("ζ \(ratio) retarget + frame", retargeted, baseline: plain, unit: "ns")
    if retargeted.wall > worst.wall {
      (worst.wall, worst.wallLabel) = (retargeted.wall, "ζ \(ratio)")
    }
    if retargeted.cpu > worst.cpu { (worst.cpu, worst.cpuLabel) = (retargeted.cpu, "ζ \(ratio)") }
  }
  print(
    "  worst retarget + frame: \(format3(worst.wall)) ns wall clock (\(worst.wallLabel)), "
      + "\(format3(worst.cpu)) ns thread CPU (\(worst.cpuLabel))")
}
