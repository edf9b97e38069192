import TypeFitDiscovery

/// The contract the Swift lexer and row discovery keep on any bytes, checked by the `swift` fuzz
/// target (Tests/Fuzz/Targets/fuzz-swift.swift) and by the seed-corpus replay test.
///
/// Neither traps nor hangs; tokens come in source order with 1-based lines and columns inside
/// the input; there are never more tokens than bytes; every row and diagnostic names the file
/// and a line the input has.
public enum SwiftDiscoveryInvariants {
  /// The path every input is reported under.
  public static let path = "Fuzz.swift"

  /// Lexes and discovers rows in `bytes`; returns the broken promises (empty when all hold).
  public static func violations(_ bytes: UnsafeRawBufferPointer) -> [String] {
    let input = [UInt8](bytes)
    let lineCount = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    var broken: [String] = []
    let lexed = SwiftLexer.tokenize(input, file: path)
    if lexed.tokens.count > input.count { broken.append("\(lexed.tokens.count) tokens from \(input.count) bytes") }
    var previous = (line: 1, column: 0)
    for token in lexed.tokens {
      if token.line < 1 || token.column < 1 || token.line > lineCount {
        broken.append("token '\(token.text)' at \(token.line):\(token.column)")
      }
      if (token.line, token.column) <= previous { broken.append("token '\(token.text)' out of order") }
      previous = (token.line, token.column)
    }
    let result = RowDiscovery().discover(sources: [(path, input)])
    for row in result.rows {
      if row.location.file != path || row.location.line > lineCount {
        broken.append("row at \(row.location)")
      }
    }
    for diagnostic in result.diagnostics where diagnostic.location.file != path || diagnostic.location.line > lineCount {
      broken.append("diagnostic at \(diagnostic.location)")
    }
    return broken
  }
}
