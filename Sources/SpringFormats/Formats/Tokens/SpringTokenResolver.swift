import SpringKit

/// Follows aliases (`"{motion.base}"`) through a token document and reads spring `$value`s.
///
/// An alias is a string that is one reference in braces; it stands for the target token's
/// `$value`, itself resolved. Following stops with
/// ``SpringTokenError/Rule/aliasToNothing(_:)`` when the target is not a token and with
/// ``SpringTokenError/Rule/aliasCycle(_:)`` when a reference comes back.
struct SpringTokenResolver {
  /// The whole document, where references are looked up.
  let document: JSONNode

  /// The reference inside an alias string (`motion.base` for `"{motion.base}"`), or `nil`
  /// when the node is not an alias.
  static func reference(_ node: JSONNode) -> String? {
    guard case .string(let text) = node.value, text.count > 2, text.hasPrefix("{"),
      text.hasSuffix("}")
    else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }

  /// The token a reference names, or `nil` when it names a group or nothing.
  func token(named reference: String) -> JSONNode? {
    var node = document
    for component in reference.split(separator: ".", omittingEmptySubsequences: false) {
      guard let child = node[String(component)] else { return nil }
      node = child
    }
    return node["$value"] == nil ? nil : node
  }

  /// The node an alias stands for, followed to the end, with the JSON path it was found at;
  /// a node that is no alias is returned as it is.
  ///
  /// - Throws: ``SpringTokenError`` at `path` for a missing target or a cycle.
  func resolve(_ node: JSONNode, path: String, seen: [String] = []) throws(SpringTokenError)
    -> (node: JSONNode, path: String)
  {
    guard let reference = Self.reference(node) else { return (node, path) }
    guard !seen.contains(reference) else {
      throw SpringTokenError(path: path, rule: .aliasCycle(seen + [reference]))
    }
    guard let target = token(named: reference), let value = target["$value"] else {
      throw SpringTokenError(path: path, rule: .aliasToNothing(reference))
    }
    do {
      return try resolve(value, path: reference + ".$value", seen: seen + [reference])
    } catch {
      // Report the cycle or dead end where the chain began, with the whole chain.
      throw SpringTokenError(path: seen.isEmpty ? path : error.path, rule: error.rule)
    }
  }

  /// The `$type` of the token at `path`: its own, else its groups', else (for an alias) its
  /// target's.
  func type(ofTokenAt path: [String], inherited: String?, seen: [String] = [])
    throws(SpringTokenError) -> String?
  {
    let name = path.joined(separator: ".")
    guard let node = token(named: name) else { return nil }
    if let own = SpringTokenFile.type(of: node) { return own }
    if let inherited { return inherited }
    guard let value = node["$value"], let reference = Self.reference(value) else { return nil }
    guard !seen.contains(reference) else {
      throw SpringTokenError(path: name + ".$value", rule: .aliasCycle(seen + [reference]))
    }
    guard token(named: reference) != nil else {
      throw SpringTokenError(path: name + ".$value", rule: .aliasToNothing(reference))
    }
    let targetPath = reference.split(separator: ".").map(String.init)
    return try type(
      ofTokenAt: targetPath, inherited: groupType(above: targetPath), seen: seen + [reference])
  }

  /// The `$type` a token at `path` inherits from its nearest typed group.
  func groupType(above path: [String]) -> String? {
    var node = document
    var type = SpringTokenFile.type(of: node)
    for component in path.dropLast() {
      guard let child = node[component] else { return type }
      node = child
      type = SpringTokenFile.type(of: node) ?? type
    }
    return type
  }

  /// The spring of a token whose type is `spring`.
  ///
  /// - Throws: ``SpringTokenError`` with the JSON path of the first bad member.
  func springToken(_ token: JSONNode, path: [String]) throws(SpringTokenError) -> SpringToken {
    let name = path.joined(separator: ".")
    guard let raw = token["$value"] else {
      throw SpringTokenError(path: name, rule: .missingMember("$value"))
    }
    let (value, valuePath) = try resolve(raw, path: name + ".$value")
    guard case .object(let members) = value.value else {
      throw SpringTokenError(path: valuePath, rule: .notAnObject(found: value.kindDescription))
    }
    var forms: [SpringTokenForm] = []
    for (key, _) in members {
      guard let form = SpringTokenForm.allCases.first(where: { $0.members.contains(key) }) else {
        throw SpringTokenError(path: valuePath + "." + key, rule: .unknownMember(key))
      }
      if !forms.contains(form) { forms.append(form) }
    }
    guard forms.count <= 1 else {
      throw SpringTokenError(path: valuePath, rule: .twoParametrisations(forms.map(\.rawValue)))
    }
    guard let form = forms.first else {
      throw SpringTokenError(path: valuePath, rule: .noParametrisation)
    }
    for member in form.members where !form.optionalMembers.contains(member) {
      guard value[member] != nil else {
        throw SpringTokenError(path: valuePath, rule: .missingMember(member))
      }
    }
    let spring: Spring
    do {
      switch form {
      case .durationBounce:
        let duration = try seconds(value, "duration", in: valuePath)
        let bounce = try number(value, "bounce", in: valuePath)
        spring = try Self.spring(at: valuePath) { () throws(SpringError) in
          try Spring(duration: duration, bounce: bounce)
        }
      case .physical:
        let stiffness = try number(value, "stiffness", in: valuePath)
        let damping = try number(value, "damping", in: valuePath)
        let mass = value["mass"] == nil ? 1 : try number(value, "mass", in: valuePath)
        spring = try Self.spring(at: valuePath) { () throws(SpringError) in
          try Spring(mass: mass, stiffness: stiffness, damping: damping)
        }
      case .responseDampingRatio:
        let response = try seconds(value, "response", in: valuePath)
        let ratio = try number(value, "dampingRatio", in: valuePath)
        spring = try Self.spring(at: valuePath) { () throws(SpringError) in
          try Spring(response: response, dampingRatio: ratio)
        }
      }
    }
    var description: String?
    if case .string(let text) = token["$description"]?.value { description = text }
    return SpringToken(path: path, spring: spring, form: form, description: description)
  }

  /// A spring from SpringKit, its error placed at the member it names.
  private static func spring(
    at valuePath: String, _ make: () throws(SpringError) -> Spring
  ) throws(SpringTokenError) -> Spring {
    do {
      return try make()
    } catch {
      let member = SpringTokenForm.allCases.contains { $0.members.contains(error.parameter) }
      throw SpringTokenError(
        path: member ? valuePath + "." + error.parameter : valuePath,
        rule: .invalidSpring(error))
    }
  }

  /// A member that must be a number (after aliases).
  private func number(_ object: JSONNode, _ key: String, in path: String)
    throws(SpringTokenError) -> Double
  {
    guard let member = object[key] else {
      throw SpringTokenError(path: path, rule: .missingMember(key))
    }
    let (node, place) = try resolve(member, path: path + "." + key)
    guard case .number(let number, _) = node.value else {
      throw SpringTokenError(path: place, rule: .notANumber(found: node.kindDescription))
    }
    return number
  }

  /// A member that must be a duration (after aliases), in seconds.
  private func seconds(_ object: JSONNode, _ key: String, in path: String)
    throws(SpringTokenError) -> Double
  {
    guard let member = object[key] else {
      throw SpringTokenError(path: path, rule: .missingMember(key))
    }
    let (node, place) = try resolve(member, path: path + "." + key)
    switch node.value {
    case .string(let text):
      return try SpringTokenDuration.seconds(text: text, path: place)
    case .object:
      let amount = try number(node, "value", in: place)
      guard let unitNode = node["unit"] else {
        throw SpringTokenError(path: place, rule: .missingMember("unit"))
      }
      let (resolvedUnit, unitPath) = try resolve(unitNode, path: place + ".unit")
      guard case .string(let unit) = resolvedUnit.value else {
        throw SpringTokenError(path: unitPath, rule: .badUnit(resolvedUnit.kindDescription))
      }
      return try SpringTokenDuration.seconds(value: amount, unit: unit, path: unitPath)
    default:
      throw SpringTokenError(path: place, rule: .badDuration(node.kindDescription))
    }
  }
}
