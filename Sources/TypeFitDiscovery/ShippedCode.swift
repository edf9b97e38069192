/// The tokens of a Swift file that end up in the iOS app, the only ones searched for rows.
///
/// Left out (the seventeenth attack's A17-12 and A17-13: such code gave false TF001 errors,
/// since a key is checked in the strictest shape any of its rows has):
///
/// - the branches of `#if` / `#elseif` / `#else` that cannot be compiled for iOS: a condition
///   that is false whatever the build settings, read from `os(…)`, `true`, `false`, `!`, `&&`,
///   `||` and parentheses (`#if os(macOS)`, `#if !os(iOS)`, `#if false`, `#if os(watchOS) ||
///   os(tvOS)`), and the branches after one that is always true. A condition naming anything
///   else (`DEBUG`, `canImport(UIKit)`, `targetEnvironment(macCatalyst)`) is not known: every
///   branch stays, as alternatives;
/// - the bodies of `#Preview { … }` and of types that conform to `PreviewProvider`: previews
///   in Xcode, not screens of the app;
/// - the whole of a file that imports `XCTest` or `Testing` (or a declaration of them:
///   `import struct XCTest.XCTestCase`) outside any `#if`: a test target
///   (an import inside an `#if`, live or not, says nothing sure about the target: the
///   eighteenth attack's A18-4 found app files left out for `#if os(macOS) import XCTest`);
/// - the bodies of declarations marked `@available(iOS, unavailable)` or `@available(*,
///   unavailable)` (``withoutUnavailableDeclarations(_:)``).
///
/// The `#if` lines themselves stay (recognizers step over them). Positions are the tokens' own,
/// so rows and findings keep their lines and columns. One pass over the tokens with a stack of
/// open `#if` blocks, and a brace count for previews: linear in the file.
enum ShippedCode {
  /// The condition of an `#if` branch for an iOS build.
  enum Truth {
    case alwaysTrue
    case alwaysFalse
    case unknown
  }

  /// The tokens the iOS app compiles, outside previews, with views written in a longer form
  /// rewritten to the short one (``QualifiedViewNames``); `tokens` itself when nothing changes.
  static func tokens(_ tokens: [SwiftToken]) -> [SwiftToken] {
    if importsTestFramework(tokens) { return [] }
    return QualifiedViewNames.unqualified(
      withoutUnavailableDeclarations(withoutPreviews(liveBranches(tokens))))
  }

  /// The kinds a declaration import names before its module (`import struct XCTest.XCTestCase`).
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// Whether the file imports `XCTest` or `Testing` outside any `#if` block (`import XCTest`,
  /// `import struct XCTest.XCTestCase`; `@testable import` is the app's module and does not
  /// count).
  static func importsTestFramework(_ tokens: [SwiftToken]) -> Bool {
    var depth = 0
    for position in tokens.indices.dropLast() {
      let token = tokens[position]
      if token.kind == .pound {
        if isDirective(token.text, "#if") {
          depth += 1
        } else if token.text == "#endif" {
          depth = max(0, depth - 1)
        }
        continue
      }
      guard depth == 0, token.kind == .keyword, token.text == "import" else { continue }
      var next = tokens[position + 1]
      // `import struct XCTest.XCTestCase`, `import func Testing.…`: the module after the kind
      // (the nineteenth attack's A19-10 kept such a file's rows).
      if importKinds.contains(next.text), position + 2 < tokens.count { next = tokens[position + 2] }
      if next.kind == .identifier, next.text == "XCTest" || next.text == "Testing" { return true }
    }
    return false
  }

  /// The tokens outside `#if` branches that are never compiled for iOS.
  static func liveBranches(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard tokens.contains(where: { $0.kind == .pound && $0.text.hasPrefix("#if") }) else { return tokens }
    /// One open `#if` block: whether the block is inside a dead branch, whether a branch so far
    /// was always true, and whether the current branch is dead.
    struct Block {
      var outerDead: Bool
      var someBranchTrue: Bool
      var branchDead: Bool
    }
    var blocks: [Block] = []
    var kept: [SwiftToken] = []
    kept.reserveCapacity(tokens.count)
    for token in tokens {
      let dead = blocks.last.map { $0.outerDead || $0.branchDead } ?? false
      if token.kind == .pound {
        if isDirective(token.text, "#if") {
          let truth = condition(token.text.dropFirst(3))
          blocks.append(
            Block(outerDead: dead, someBranchTrue: truth == .alwaysTrue, branchDead: truth == .alwaysFalse))
          if !dead { kept.append(token) }
          continue
        }
        if isDirective(token.text, "#elseif"), var block = blocks.popLast() {
          let truth = condition(token.text.dropFirst(7))
          block.branchDead = block.someBranchTrue || truth == .alwaysFalse
          if truth == .alwaysTrue { block.someBranchTrue = true }
          blocks.append(block)
          if !block.outerDead { kept.append(token) }
          continue
        }
        if token.text == "#else", var block = blocks.popLast() {
          block.branchDead = block.someBranchTrue
          block.someBranchTrue = true
          blocks.append(block)
          if !block.outerDead { kept.append(token) }
          continue
        }
        if token.text == "#endif", let block = blocks.popLast() {
          if !block.outerDead { kept.append(token) }
          continue
        }
      }
      if !dead { kept.append(token) }
    }
    return kept
  }

  /// Whether a `#` token's text is the directive `word` with its condition (`#if os(iOS)`), not
  /// a longer word (`#iffy`).
  private static func isDirective(_ text: String, _ word: String) -> Bool {
    guard text.hasPrefix(word) else { return false }
    guard let next = text.dropFirst(word.count).first else { return true }
    return !(next.isLetter || next.isNumber || next == "_")
  }

  /// Evaluates an `#if` condition for an iOS build: `os(iOS)` is true, another `os(…)` false,
  /// `true`/`false` literals, with `!`, `&&`, `||` and parentheses (Swift's precedence: `!`,
  /// then `&&`, then `||`). Anything else is unknown, and so is a condition that does not parse.
  static func condition(_ text: Substring) -> Truth {
    var parser = ConditionParser(text)
    let truth = parser.disjunction()
    parser.skipSpaces()
    return parser.failed || !parser.atEnd ? .unknown : truth
  }

  /// A small recursive-descent reader of an `#if` condition; its depth is bounded by
  /// ``ConditionParser/maximumDepth`` (a deeper condition is unknown).
  private struct ConditionParser {
    static let maximumDepth = 32
    let characters: [Character]
    var index = 0
    var failed = false
    var depth = 0

    init(_ text: Substring) { characters = Array(text) }

    var atEnd: Bool { index >= characters.count }

    mutating func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    mutating func take(_ symbol: String) -> Bool {
      skipSpaces()
      let symbolCharacters = Array(symbol)
      guard index + symbolCharacters.count <= characters.count,
        Array(characters[index..<index + symbolCharacters.count]) == symbolCharacters
      else { return false }
      index += symbolCharacters.count
      return true
    }

    mutating func disjunction() -> Truth {
      var result = conjunction()
      while !failed, take("||") { result = Self.or(result, conjunction()) }
      return result
    }

    mutating func conjunction() -> Truth {
      var result = unary()
      while !failed, take("&&") { result = Self.and(result, unary()) }
      return result
    }

    mutating func unary() -> Truth {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        failed = true
        return .unknown
      }
      if take("!") {
        switch unary() {
        case .alwaysTrue: return .alwaysFalse
        case .alwaysFalse: return .alwaysTrue
        case .unknown: return .unknown
        }
      }
      if take("(") {
        let inner = disjunction()
        if !take(")") { failed = true }
        return inner
      }
      let name = word()
      guard !name.isEmpty else {
        failed = true
        return .unknown
      }
      if name == "true" { return .alwaysTrue }
      if name == "false" { return .alwaysFalse }
      guard take("(") else { return .unknown }
      var argument = ""
      while index < characters.count, characters[index] != ")" {
        argument.append(characters[index])
        index += 1
      }
      guard take(")") else {
        failed = true
        return .unknown
      }
      guard name == "os" else { return .unknown }
      return argument.filter { !$0.isWhitespace } == "iOS" ? .alwaysTrue : .alwaysFalse
    }

    mutating func word() -> String {
      skipSpaces()
      var name = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
      {
        name.append(characters[index])
        index += 1
      }
      return name
    }

    static func or(_ left: Truth, _ right: Truth) -> Truth {
      if left == .alwaysTrue || right == .alwaysTrue { return .alwaysTrue }
      if left == .alwaysFalse && right == .alwaysFalse { return .alwaysFalse }
      return .unknown
    }

    static func and(_ left: Truth, _ right: Truth) -> Truth {
      if left == .alwaysFalse || right == .alwaysFalse { return .alwaysFalse }
      if left == .alwaysTrue && right == .alwaysTrue { return .alwaysTrue }
      return .unknown
    }
  }

  /// The tokens outside `#Preview { … }` bodies and outside the bodies of types that conform to
  /// `PreviewProvider` (`struct V_Previews: PreviewProvider { … }`). Brackets are matched once
  /// up front, so each preview is found in a bounded number of steps: linear in the file, even
  /// for a file of nothing but `#Preview(` tokens.
  static func withoutPreviews(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard
      tokens.contains(where: {
        ($0.kind == .pound && $0.text == "#Preview")
          || ($0.kind == .identifier && $0.text == "PreviewProvider")
      })
    else { return tokens }
    let partner = TokenStream(file: "", tokens: tokens).partner
    var kept: [SwiftToken] = []
    kept.reserveCapacity(tokens.count)
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      let startsPreview =
        (token.kind == .pound && token.text == "#Preview")
        || (token.kind == .identifier && token.text == "PreviewProvider" && conformsHere(tokens, position))
      guard startsPreview, let body = bodyBrace(tokens, partner, after: position),
        let close = partner[body]
      else {
        kept.append(token)
        position += 1
        continue
      }
      // Keep the header (`#Preview`, `struct V_Previews: PreviewProvider`), drop the body.
      kept.append(contentsOf: tokens[position..<body])
      position = close + 1
    }
    return kept
  }

  /// The longest declaration header searched for a preview's body, in tokens (bracketed groups
  /// count one).
  static let maximumHeaderTokens = 64

  /// Whether `PreviewProvider` at `position` is in a type's inheritance clause: a `:` or `,`
  /// before it, and `struct`/`class`/`enum`/`extension` earlier on the declaration, with no
  /// brace between. A constraint on a generic parameter (`struct Third<P: PreviewProvider>`,
  /// inside an open `<`) or in a `where` clause is not the type's conformance (A18-8).
  private static func conformsHere(_ tokens: [SwiftToken], _ position: Int) -> Bool {
    guard position > 0, tokens[position - 1].isPunctuation(":") || tokens[position - 1].isPunctuation(",")
    else { return false }
    var back = position - 1
    // `>`s met going back whose `<` is not met yet.
    var angles = 0
    while back >= 0, position - back < maximumHeaderTokens {
      let token = tokens[back]
      if token.kind == .punctuation, ["{", "}", ";"].contains(token.text) { return false }
      if token.kind == .keyword, token.text == "where" { return false }
      // `->` in a generic constraint is an arrow, not a closing angle.
      if token.isPunctuation(">"), back == 0 || !tokens[back - 1].isPunctuation("-") { angles += 1 }
      if token.isPunctuation("<") {
        if angles == 0 { return false }
        angles -= 1
      }
      if token.kind == .keyword, ["struct", "class", "enum", "extension"].contains(token.text) {
        return true
      }
      back -= 1
    }
    return false
  }

  /// The `{` that opens the body after `position`: right after `#Preview` or its parenthesized
  /// arguments (`#Preview("Dark") {`); after `PreviewProvider`, the first within
  /// ``maximumHeaderTokens`` steps, jumping over bracketed groups. `nil` at a `}`, `;` or `#` word
  /// first, or an unmatched bracket.
  static func bodyBrace(_ tokens: [SwiftToken], _ partner: [Int?], after position: Int) -> Int? {
    var current = position + 1
    if tokens[position].kind == .pound {
      if current < tokens.count, tokens[current].isPunctuation("("), let close = partner[current] {
        current = close + 1
      }
      guard current < tokens.count, tokens[current].isPunctuation("{"), partner[current] != nil else {
        return nil
      }
      return current
    }
    var steps = 0
    while current < tokens.count, steps < maximumHeaderTokens {
      let token = tokens[current]
      if token.kind == .pound { return nil }
      if token.kind == .punctuation {
        switch token.text {
        case "{": return partner[current] == nil ? nil : current
        case "(", "[":
          guard let close = partner[current] else { return nil }
          current = close + 1
          steps += 1
          continue
        case "}", ";", ")", "]": return nil
        default: break
        }
      }
      current += 1
      steps += 1
    }
    return nil
  }
}
