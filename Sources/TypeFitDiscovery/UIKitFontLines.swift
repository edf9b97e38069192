/// Where a file's lines assign a font, declare a name and call `scaledFont(for:)`, found in one
/// pass, so the UIKit font checks of ``SourceRuleScanner`` look a line up instead of walking
/// back over it, or over the whole file, for every `UIFont.systemFont(ofSize:)`.
///
/// Lines are the lines tokens start on (``SwiftToken/line``); each table keeps a line's first
/// position only, since the checks ask whether one comes before a font on its line.
///
/// - Complexity: building is linear in the file's tokens (nested `scaledFont` calls are read
///   once); each question is a dictionary or set lookup.
struct UIKitFontLines {
  /// Per line, the first `scaledFont` name.
  private var firstScaledFont: [Int: Int] = [:]
  /// Per line, the first `let` or `var`.
  private var firstDeclaration: [Int: Int] = [:]
  /// Per line, the first `=` right after a name `font` (`label.font = …`); the `font` may end
  /// the line before.
  private var firstFontAssignment: [Int: Int] = [:]
  /// The names inside the parentheses of any `scaledFont(…)` call in the file.
  private var scaledNames: Set<String> = []
  /// How many argument tokens of `scaledFont(…)` calls were read: at most the file's tokens.
  private(set) var argumentTokensRead = 0

  init() {}

  init(_ stream: TokenStream) {
    // The end of the `scaledFont(…)` arguments read so far: calls nest or follow each other, so
    // starting each one there reads every token at most once.
    var readUpTo = 0
    for position in 0..<stream.count {
      let token = stream[position]
      if token.kind == .keyword, token.text == "let" || token.text == "var" {
        if firstDeclaration[token.line] == nil { firstDeclaration[token.line] = position }
      }
      if token.isPunctuation("="), position > 0, stream[position - 1].isIdentifier("font"),
        firstFontAssignment[token.line] == nil
      {
        firstFontAssignment[token.line] = position
      }
      guard token.isIdentifier("scaledFont") else { continue }
      if firstScaledFont[token.line] == nil { firstScaledFont[token.line] = position }
      guard stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1] else {
        continue
      }
      for argument in max(position + 2, readUpTo)..<max(close, readUpTo) {
        argumentTokensRead += 1
        if stream[argument].kind == .identifier { scaledNames.insert(stream[argument].text) }
      }
      readUpTo = max(readUpTo, close)
    }
  }

  /// Whether `scaledFont` appears on `line` before `position`.
  func scalesBefore(_ position: Int, line: Int) -> Bool {
    firstScaledFont[line].map { $0 < position } ?? false
  }

  /// The first `let` or `var` on `line` before `position`.
  func declaration(before position: Int, line: Int) -> Int? {
    firstDeclaration[line].flatMap { $0 < position ? $0 : nil }
  }

  /// Whether a `font = ` assignment's `=` is on `line` before `position`.
  func assignsFontBefore(_ position: Int, line: Int) -> Bool {
    firstFontAssignment[line].map { $0 < position } ?? false
  }

  /// Whether `name` is passed to `scaledFont(…)` anywhere in the file.
  func isScaled(_ name: String) -> Bool { scaledNames.contains(name) }
}
