import SpringKit

extension LottieBakeContext {
  /// The file with the motion's keyframe objects replaced by the spring's, checked as
  /// written.
  ///
  /// The keyframes are ``LottieKeyframesWriter``'s, planned for the spring's `q` along the
  /// line (``line(velocity:)``) at the layer's frames per main-composition second and
  /// shifted to the motion's start frame; each dimension's value is `from + direction·q`,
  /// rounded to the decimals the writer chose for q (a direction's entries are at most 1). The first keyframe's `t` and `s` are
  /// the original's text, and so is the last's `s` when the spring ends at rest. The bytes
  /// are read back and played as lottie-web plays them; while they stray beyond the
  /// tolerance, every kind of number gets one more decimal (three times at most).
  func splice(
    _ keyframes: SpringKeyframes<Double>, direction: [Double], scale: Double,
    exactEnd: Double?, tolerance: Double
  ) throws(LottieBakeError) -> LottieBakeResult {
    let writer = LottieKeyframesWriter(
      frameRate: localFrameRate, property: .rotation, style: .compact)
    var precision: LottieExportPrecision
    do {
      precision = try writer.precision(for: keyframes)
    } catch {
      throw LottieBakeError(path: property.path, problem: .keyframes(error.description))
    }
    let range =
      keyframeRanges[motion.keyframes.lowerBound]
      .lowerBound..<keyframeRanges[motion.keyframes.upperBound].upperBound
    var attempt = 0
    while true {
      let written = try text(
        keyframes, direction: direction, writer: writer, precision: precision,
        exactEnd: exactEnd)
      try checkEnd(written.lastFrame)
      let bytes =
        Array(spans.bytes[..<range.lowerBound]) + Array(written.text.utf8)
        + Array(spans.bytes[range.upperBound...])
      let error = try measuredError(
        bytes, keyframes: keyframes, direction: direction, scale: scale, count: written.count,
        lastFrame: written.lastFrame)
      if error <= tolerance || attempt == 3 {
        guard error <= tolerance else {
          throw LottieBakeError(
            path: property.path,
            problem: .keyframes(
              "the written keyframes stray \(NumberText.rounded(error)) of the travel from the "
                + "spring, beyond the tolerance \(NumberText.rounded(tolerance))"))
        }
        let inserted = range.lowerBound..<(range.lowerBound + written.text.utf8.count)
        return LottieBakeResult(
          bytes: bytes, replacedRange: range, insertedRange: inserted, motion: motion,
          keyframeCount: written.count, endFrame: clock.frame(written.lastFrame),
          initialVelocity: 0, error: error)
      }
      precision = precision.finer
      attempt += 1
    }
  }

  /// The keyframes' text, their number and the last one's frame (the layer's time).
  private func text(
    _ keyframes: SpringKeyframes<Double>, direction: [Double], writer: LottieKeyframesWriter,
    precision: LottieExportPrecision, exactEnd: Double?
  ) throws(LottieBakeError) -> (text: String, count: Int, lastFrame: Double) {
    let track: LottieExportTrack
    do {
      // The values unrounded: each dimension is rounded below, after it is scaled.
      track = try writer.track(
        keyframes,
        precision: LottieExportPrecision(
          valueDecimals: 17, frameDecimals: precision.frameDecimals,
          handleDecimals: precision.handleDecimals))
    } catch {
      throw LottieBakeError(path: property.path, problem: .keyframes(error.description))
    }
    let first = motion.keyframes.lowerBound
    let last = motion.keyframes.upperBound
    let firstMembers = spans.members(of: keyframeRanges[first]) ?? []
    let lastMembers = spans.members(of: keyframeRanges[last]) ?? []
    let member = { (members: [LottieJSONSpans.Member], key: String) -> String? in
      members.first { $0.key == key }.map { spans.text($0.value) }
    }
    let startTime = property.keyframes[first].time
    let timeText = member(firstMembers, "t") ?? "\(startTime)"
    let frameDecimals = max(precision.frameDecimals, Self.decimals(of: timeText))
    let number = { (value: Double) throws(LottieBakeError) -> String in
      do throws(LottieExportError) {
        return try LottieExportJSON.number(value)
      } catch {
        throw LottieBakeError(path: property.path, problem: .keyframes(error.description))
      }
    }
    var lastFrame = startTime
    let count = track.frames.count
    // The precomposition chain's last frame, for the last keyframe only: walked once.
    let latest = latestEndFrame()
    let scale = DecimalText.powerOfTen(frameDecimals)
    var times: [String] = []
    var values: [String] = []
    for index in 0..<count {
      let progress = track.values[index]
      let exact =
        index == count - 1 && exactEnd.map { abs(progress - $0) <= 1e-9 * max(1, abs($0)) } == true
      var time = timeText
      if index > 0 {
        let frame = startTime + track.frames[index]
        lastFrame = DecimalText.rounded(frame, decimals: frameDecimals)
        // A spring that lands at a fractional out point must not be written past it, by the
        // rounding of its frames: its last keyframe goes to the last printable frame before.
        if index == count - 1, clock.frame(lastFrame) > latest,
          clock.frame(frame) <= latest + clock.scale / scale
        {
          let local = (latest - clock.offset) / clock.scale
          lastFrame = (local * scale).rounded(.down) / scale
        }
        time = try number(lastFrame)
      }
      var value: String
      if index == 0, let text = member(firstMembers, "s") {
        value = text
      } else if exact, let text = member(lastMembers, "s") {
        value = text
      } else {
        var numbers: [String] = []
        for (dimension, start) in from.enumerated() {
          let step = dimension < direction.count ? direction[dimension] : 0
          let moved =
            step == 0
            ? start
            : exact
              ? to[dimension]
              : DecimalText.rounded(start + step * progress, decimals: precision.valueDecimals)
          numbers.append(try number(moved))
        }
        value = "[" + numbers.joined(separator: ",") + "]"
      }
      times.append(time)
      values.append(value)
    }
    // Legacy keyframes (Bodymovin before 5.5) carry their segment's end `e`. rlottie takes a
    // keyframe's end from the next keyframe's `s` only when that next keyframe has no `e`
    // (lottieparser.cpp parseKeyFrame), so among them every written keyframe carries its `e`.
    let legacy = property.keyframes.contains { $0.legacyEnd != nil }
    var objects: [String] = []
    for index in 0..<count {
      let end = legacy && index + 1 < count ? ",\"e\":\(values[index + 1])" : ""
      if index < track.handles.count {
        let handles = track.handles[index]
        objects.append(
          "{\"i\":{\"x\":[\(try number(handles.inX))],\"y\":[\(try number(handles.inY))]},"
            + "\"o\":{\"x\":[\(try number(handles.outX))],\"y\":[\(try number(handles.outY))]},"
            + "\"s\":\(values[index])\(end),\"t\":\(times[index])}")
      } else {
        // The original last keyframe's other members: its outgoing segment stays as it was.
        let kept = lastMembers.filter { $0.key != "t" && $0.key != "s" }.map {
          "," + spans.text($0.range)
        }
        objects.append("{\"s\":\(values[index]),\"t\":\(times[index])" + kept.joined() + "}")
      }
    }
    return (objects.joined(separator: "," + separator), count, lastFrame)
  }

  /// The white space written before the motion's first keyframe, kept between the new ones.
  private var separator: String {
    let start = keyframeRanges[motion.keyframes.lowerBound].lowerBound
    var index = start
    while index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(spans.bytes[index - 1]) { index -= 1 }
    return spans.text(index..<start)
  }

  /// The latest frame on the main composition's clock a bake may end at: the earliest out
  /// point of the layer, of the precomposition layers holding it and of the document, or one
  /// frame before the property's next keyframe.
  func latestEndFrame() -> Double {
    var latest = outPoint()
    let next = motion.keyframes.upperBound + 1
    if next < property.keyframes.count {
      latest = min(latest, clock.frame(property.keyframes[next].time) - 1)
    }
    return latest
  }

  /// The first frame of the main composition's clock at which the property stops showing:
  /// the earliest out point of the document, the layer and the precomposition layers that
  /// hold it.
  func outPoint() -> Double {
    var earliest = document.outPoint
    for (layer, composition) in chain {
      earliest = min(earliest, composition.frame(layer.outPoint))
    }
    return earliest
  }

  /// Refuses an end frame on the main composition's clock before any keyframe is planned,
  /// with the checks the written keyframes' last frame gets again later.
  func checkEnd(mainFrame: Double) throws(LottieBakeError) {
    try checkEnd((mainFrame - clock.offset) / clock.scale)
  }

  /// Refuses an end at or after the property's next keyframe, or after an out point.
  private func checkEnd(_ lastFrame: Double) throws(LottieBakeError) {
    let keyframes = property.keyframes
    let next = motion.keyframes.upperBound + 1
    let end = clock.frame(lastFrame)
    if next < keyframes.count, lastFrame >= keyframes[next].time {
      throw LottieBakeError(
        path: "\(property.path).k[\(next)]",
        problem: .overlapsNextKeyframe(frame: clock.frame(keyframes[next].time), end: end))
    }
    for (layer, composition) in chain {
      let outPoint = composition.frame(layer.outPoint)
      if end > outPoint {
        throw LottieBakeError(
          path: layer.path + ".op", problem: .endsAfterOutPoint(end: end, outPoint: outPoint))
      }
    }
    if end > document.outPoint {
      throw LottieBakeError(
        path: "op", problem: .endsAfterOutPoint(end: end, outPoint: document.outPoint))
    }
  }

  /// The largest distance between the baked property read back from `bytes` and the
  /// spring, from the first keyframe to the last, at 4,001 evenly spaced frames and 16
  /// inside every segment: as a fraction of each dimension's travel, or of `scale` for a
  /// dimension that ends where it starts.
  private func measuredError(
    _ bytes: [UInt8], keyframes: SpringKeyframes<Double>, direction: [Double], scale: Double,
    count: Int, lastFrame: Double
  ) throws(LottieBakeError) -> Double {
    let baked: LottieProperty
    do {
      let document = try LottieDocument(json: bytes)
      guard
        let found = Self.chain(
          in: document, layerName: motion.layerName, layerIndexPath: motion.layerIndexPath,
          propertyPath: property.path)?.last?.layer
          .namedProperties.first(where: { $0.property.path == property.path })?.property
      else {
        throw LottieBakeError(
          path: property.path, problem: .inconsistent("the baked property does not read back"))
      }
      baked = found
    } catch let error as LottieReadError {
      throw LottieBakeError(
        path: error.path,
        problem: .inconsistent("the baked file does not read back: \(error.description)"))
    } catch let error as LottieBakeError {
      throw error
    } catch {
      throw LottieBakeError(path: property.path, problem: .inconsistent("\(error)"))
    }
    let startTime = property.keyframes[motion.keyframes.lowerBound].time
    var frames = (0...4000).map { startTime + (lastFrame - startTime) * Double($0) / 4000 }
    let written = baked.keyframes[
      motion.keyframes.lowerBound..<(motion.keyframes.lowerBound + count)
    ].map(\.time)
    for (start, end) in zip(written, written.dropFirst()) {
      frames += (1...16).map { start + (end - start) * Double($0) / 17 }
    }
    let travel = self.travel
    var worst = 0.0
    for frame in frames {
      let seconds = (frame - startTime) / localFrameRate
      guard let transition = try? keyframes.spring.transition(over: seconds) else { return .nan }
      let q =
        keyframes.toValue + transition.a * (keyframes.fromValue - keyframes.toValue)
        + transition.b * keyframes.initialVelocity
      let value = baked.value(atFrame: frame)
      for (dimension, start) in from.enumerated() where dimension < value.count {
        let change = travel[dimension]
        let step = dimension < direction.count ? direction[dimension] : 0
        let distance = abs(value[dimension] - (start + step * q))
        let error = distance / (change != 0 ? abs(change) : scale)
        guard !error.isNaN else { return .nan }
        worst = max(worst, error)
      }
    }
    return worst
  }

  /// The decimals a number's text has (17 for one with an exponent).
  static func decimals(of text: String) -> Int {
    if text.contains(where: { $0 == "e" || $0 == "E" }) { return 17 }
    guard let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: point, to: text.endIndex) - 1
  }
}
