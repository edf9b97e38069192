/// The reserved words of Swift's grammar that the lexer marks as ``SwiftTokenKind/keyword``
/// (The Swift Programming Language, "Lexical Structure", Keywords and Punctuation).
/// Contextual words (`get`, `set`, `some`, `override`…) stay identifiers.
enum SwiftKeywords {
  static let reserved: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
    "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]
}
