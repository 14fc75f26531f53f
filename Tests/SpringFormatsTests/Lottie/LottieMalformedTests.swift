import SpringFormats
import Testing

/// Every member of every keyframe of the reference files removed, or replaced by a value of
/// another type, in turn: the reader accepts the file or throws a `LottieReadError` whose
/// path is inside that keyframe, and whatever it accepts splits into motions (evaluating
/// every property) without trapping.
@Suite("Lottie malformed keyframes")
struct LottieMalformedTests {
  /// The replacements tried for a member: removed, a string, an empty array, an extreme
  /// number.
  static let replacements: [JSONNode.Value?] = [
    nil, .string("x"), .array([]), .number(-1e300, text: "-1e300"),
  ]

  @Test(
    "A mutated keyframe is read or refused with its path",
    arguments: ["scale-pop.json", "position-tangents.json", "opacity-holds.json"])
  func mutations(name: String) throws {
    let root = try JSONReader.parse(try LottieReferenceFiles.bytes(name))
    let original = try LottieDocument(node: root)
    let property = try #require(
      LottieReferenceFiles.properties(original).sorted { $0.key < $1.key }.map(\.value)
        .first { $0.isAnimated })
    let path = Self.steps(property.path)
    let keyframes = try #require(Self.node(root, at: path + [.key("k")]))
    guard case .array(let elements) = keyframes.value else { return }
    for (index, keyframe) in elements.enumerated() {
      guard case .object(let members) = keyframe.value else { continue }
      for member in members.indices {
        for replacement in Self.replacements {
          var changed = members
          if let replacement {
            changed[member].node.value = replacement
          } else {
            changed.remove(at: member)
          }
          let mutated = Self.replacing(
            root, at: path + [.key("k"), .index(index)],
            with: JSONNode(value: .object(changed), line: keyframe.line))
          let label =
            "\(name) k[\(index)].\(members[member].key) → \(String(describing: replacement))"
          do {
            let document = try LottieDocument(node: mutated)
            // Splitting samples every motion through the evaluator; fitting is the fitter's.
            let motions = document.motions()
            #expect(motions.allSatisfy { $0.times.count >= 2 }, "\(label)")
          } catch {
            // A value of another dimension count is refused at the first keyframe that
            // disagrees with the first one.
            let inKeyframe = error.path.hasPrefix("\(property.path).k[\(index)]")
            let mismatch: Bool
            if case .dimensionMismatch = error.problem { mismatch = true } else { mismatch = false }
            #expect(
              inKeyframe || (mismatch && error.path.hasPrefix("\(property.path).k[")),
              "\(label): \(error)")
          }
        }
      }
    }
  }

  enum Step: Equatable {
    case key(String)
    case index(Int)
  }

  /// `layers[0].ks.s` as steps.
  static func steps(_ path: String) -> [Step] {
    var steps: [Step] = []
    for part in path.split(separator: ".") {
      let pieces = part.split(separator: "[")
      steps.append(.key(String(pieces[0])))
      for index in pieces.dropFirst() {
        steps.append(.index(Int(index.dropLast()) ?? 0))
      }
    }
    return steps
  }

  static func node(_ node: JSONNode, at steps: [Step]) -> JSONNode? {
    guard let step = steps.first else { return node }
    switch (step, node.value) {
    case (.key(let key), .object(let members)):
      return members.first { $0.key == key }.flatMap {
        self.node($0.node, at: Array(steps.dropFirst()))
      }
    case (.index(let index), .array(let elements)) where elements.indices.contains(index):
      return self.node(elements[index], at: Array(steps.dropFirst()))
    default:
      return nil
    }
  }

  static func replacing(_ node: JSONNode, at steps: [Step], with new: JSONNode) -> JSONNode {
    guard let step = steps.first else { return new }
    var node = node
    let rest = Array(steps.dropFirst())
    switch (step, node.value) {
    case (.key(let key), .object(var members)):
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].node = replacing(members[index].node, at: rest, with: new)
      }
      node.value = .object(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = replacing(elements[index], at: rest, with: new)
      node.value = .array(elements)
    default:
      break
    }
    return node
  }
}
