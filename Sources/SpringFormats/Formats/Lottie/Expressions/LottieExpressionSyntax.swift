/// A bounded reader of the JavaScript that After Effects expressions are written in, enough
/// to recognise a formula's shape: it builds a syntax tree and never evaluates anything.
///
/// Statements are read as a sequence of expressions: `;`, braces and the keywords `var`,
/// `let`, `const`, `if`, `else`, `try`, `catch`, `finally` and `return` only separate them,
/// so `if (n > 0) { … } else { … }` yields the condition and both branches' expressions.
/// Comments are skipped. The text, the tokens, the nesting and the chains are bounded
/// (``maximumLength``, ``maximumTokens``, ``maximumDepth``, ``maximumChain``), so the tree
/// is at most a few thousand levels deep.
enum LottieExpressionSyntax {
  /// The longest expression text read: 64 KiB (the inertial bounce is under 1 KiB).
  static let maximumLength = 65_536
  /// The most tokens read.
  static let maximumTokens = 20_000
  /// The deepest nesting of sub-expressions.
  static let maximumDepth = 64
  /// The longest chain of one operator level (`a + b + …`) or of postfix operations
  /// (`a.b(c)[d]…`), each of which nests the tree one level deeper.
  static let maximumChain = 512

  /// A node of the syntax tree.
  indirect enum Node: Hashable {
    case number(Double)
    case string(String)
    case name(String)
    case member(Node, String)
    case call(Node, [Node])
    case index(Node, Node)
    case array([Node])
    case unary(String, Node)
    case binary(String, Node, Node)
    case assign(String, Node, Node)
    case conditional(Node, Node, Node)
    case sequence([Node])

    /// The dotted name of a name or member chain: `Math.PI`, `thisComp.frameDuration`.
    var dottedName: String? {
      switch self {
      case .name(let name): name
      case .member(let base, let member): base.dottedName.map { "\($0).\(member)" }
      default: nil
      }
    }

    /// The node and every node under it, depth first, at most `limit` nodes.
    func all(limit: Int = 100_000) -> [Node] {
      var result: [Node] = []
      var stack = [self]
      while let node = stack.popLast(), result.count < limit {
        result.append(node)
        switch node {
        case .number, .string, .name: break
        case .member(let base, _): stack.append(base)
        case .call(let callee, let arguments): stack += [callee] + arguments.reversed()
        case .index(let base, let index): stack += [index, base]
        case .array(let elements), .sequence(let elements): stack += elements.reversed()
        case .unary(_, let operand): stack.append(operand)
        case .binary(_, let left, let right), .assign(_, let left, let right):
          stack += [right, left]
        case .conditional(let condition, let then, let otherwise):
          stack += [otherwise, then, condition]
        }
      }
      return result
    }
  }

  /// Why a text could not be read.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The expressions of a text, in order.
  static func parse(_ text: String) throws(Failure) -> [Node] {
    guard text.utf8.count <= maximumLength else {
      throw Failure(reason: "it is longer than \(maximumLength) bytes")
    }
    var parser = Parser(tokens: try tokens(text))
    return try parser.program()
  }

  enum Token: Hashable {
    case number(Double)
    case string(String)
    case word(String)
    case symbol(String)
  }

  private static let symbols = [
    "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=",
  ]

  static func tokens(_ text: String) throws(Failure) -> [Token] {
    let characters = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    func isWordStart(_ c: Unicode.Scalar) -> Bool {
      c == "_" || c == "$" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    while index < characters.count {
      guard tokens.count <= maximumTokens else {
        throw Failure(reason: "it has more than \(maximumTokens) tokens")
      }
      let c = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{A0}" {
        index += 1
      } else if c == "/" && next == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if c == "/" && next == "*" {
        index += 2
        while index + 1 < characters.count,
          !(characters[index] == "*" && characters[index + 1] == "/")
        {
          index += 1
        }
        index += 2
      } else if isDigit(c) || (c == "." && isDigit(next)) {
        var end = index
        while end < characters.count, isDigit(characters[end]) || characters[end] == "." {
          end += 1
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
          end += 1
          if end < characters.count, characters[end] == "+" || characters[end] == "-" {
            end += 1
          }
          while end < characters.count, isDigit(characters[end]) { end += 1 }
        }
        let literal = String(String.UnicodeScalarView(characters[index..<end]))
        guard let value = Double(literal), value.isFinite else {
          throw Failure(reason: "'\(literal)' is not a number")
        }
        tokens.append(.number(value))
        index = end
      } else if isWordStart(c) {
        var end = index
        while end < characters.count, isWordStart(characters[end]) || isDigit(characters[end]) {
          end += 1
        }
        tokens.append(.word(String(String.UnicodeScalarView(characters[index..<end]))))
        index = end
      } else if c == "'" || c == "\"" {
        var end = index + 1
        var scalars = String.UnicodeScalarView()
        while end < characters.count, characters[end] != c {
          if characters[end] == "\\", end + 1 < characters.count { end += 1 }
          scalars.append(characters[end])
          end += 1
        }
        guard end < characters.count else { throw Failure(reason: "a string is not closed") }
        tokens.append(.string(String(scalars)))
        index = end + 1
      } else {
        let rest = String(
          String.UnicodeScalarView(characters[index..<min(index + 3, characters.count)]))
        if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
          tokens.append(.symbol(symbol))
          index += symbol.unicodeScalars.count
        } else if "+-*/%<>=!?:,;(){}[].".unicodeScalars.contains(c) {
          tokens.append(.symbol(String(c)))
          index += 1
        } else {
          throw Failure(reason: "it uses '\(c)', which springfit does not read")
        }
      }
    }
    return tokens
  }

  private struct Parser {
    var tokens: [Token]
    var position = 0
    var depth = 0

    static let separators: Set<String> = [
      "var", "let", "const", "if", "else", "try", "catch", "finally", "return",
    ]

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

    mutating func expect(_ symbol: String) throws(Failure) {
      guard isSymbol(symbol) else { throw Failure(reason: "'\(symbol)' expected") }
      position += 1
    }

    mutating func program() throws(Failure) -> [Node] {
      var nodes: [Node] = []
      while let token = current {
        switch token {
        case .symbol(";"), .symbol("{"), .symbol("}"): position += 1
        case .word(let word) where Self.separators.contains(word): position += 1
        default:
          let start = position
          nodes.append(try sequence())
          if position == start { throw Failure(reason: "it could not be read") }
        }
      }
      return nodes
    }

    mutating func nested<T>(_ body: (inout Parser) throws(Failure) -> T) throws(Failure) -> T {
      depth += 1
      defer { depth -= 1 }
      guard depth <= LottieExpressionSyntax.maximumDepth else {
        throw Failure(reason: "it nests deeper than \(LottieExpressionSyntax.maximumDepth)")
      }
      return try body(&self)
    }

    mutating func sequence() throws(Failure) -> Node {
      var nodes = [try assignment()]
      while isSymbol(",") {
        position += 1
        nodes.append(try assignment())
      }
      return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    mutating func assignment() throws(Failure) -> Node {
      try nested { (parser: inout Parser) throws(Failure) -> Node in
        let left = try parser.conditional()
        for symbol in ["=", "+=", "-=", "*=", "/="] where parser.isSymbol(symbol) {
          parser.position += 1
          return .assign(symbol, left, try parser.assignment())
        }
        return left
      }
    }

    mutating func conditional() throws(Failure) -> Node {
      let condition = try binary(level: 0)
      guard isSymbol("?") else { return condition }
      position += 1
      let then = try assignment()
      try expect(":")
      return .conditional(condition, then, try assignment())
    }

    static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"],
      ["*", "/", "%"],
    ]

    mutating func binary(level: Int) throws(Failure) -> Node {
      guard level < Self.levels.count else { return try unary() }
      var left = try binary(level: level + 1)
      var length = 0
      while case .symbol(let symbol)? = current, Self.levels[level].contains(symbol) {
        length += 1
        guard length <= LottieExpressionSyntax.maximumChain else {
          throw Failure(
            reason: "it chains more than \(LottieExpressionSyntax.maximumChain) operations")
        }
        position += 1
        left = .binary(symbol, left, try binary(level: level + 1))
      }
      return left
    }

    mutating func unary() throws(Failure) -> Node {
      try nested { (parser: inout Parser) throws(Failure) -> Node in
        for symbol in ["-", "+", "!", "++", "--"] where parser.isSymbol(symbol) {
          parser.position += 1
          return .unary(symbol, try parser.unary())
        }
        return try parser.postfix()
      }
    }

    mutating func postfix() throws(Failure) -> Node {
      var node = try primary()
      var length = 0
      while true {
        length += 1
        guard length <= LottieExpressionSyntax.maximumChain else {
          throw Failure(
            reason: "it chains more than \(LottieExpressionSyntax.maximumChain) operations")
        }
        if isSymbol("(") {
          position += 1
          var arguments: [Node] = []
          while !isSymbol(")") {
            arguments.append(try assignment())
            if isSymbol(",") { position += 1 } else { break }
          }
          try expect(")")
          node = .call(node, arguments)
        } else if isSymbol(".") {
          position += 1
          guard case .word(let member)? = current else { throw Failure(reason: "a name expected") }
          position += 1
          node = .member(node, member)
        } else if isSymbol("[") {
          position += 1
          let index = try sequence()
          try expect("]")
          node = .index(node, index)
        } else if isSymbol("++") || isSymbol("--") {
          position += 1
          node = .unary("post", node)
        } else {
          return node
        }
      }
    }

    mutating func primary() throws(Failure) -> Node {
      guard let token = current else { throw Failure(reason: "it ends too early") }
      position += 1
      switch token {
      case .number(let value): return .number(value)
      case .string(let text): return .string(text)
      case .word(let word): return .name(word)
      case .symbol("("):
        let inner = try nested { (parser: inout Parser) throws(Failure) in try parser.sequence() }
        try expect(")")
        return inner
      case .symbol("["):
        var elements: [Node] = []
        while !isSymbol("]") {
          elements.append(try assignment())
          if isSymbol(",") { position += 1 } else { break }
        }
        try expect("]")
        return .array(elements)
      case .symbol(let symbol):
        throw Failure(reason: "'\(symbol)' where a value was expected")
      }
    }
  }
}
