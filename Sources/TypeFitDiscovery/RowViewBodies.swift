/// The views an app's own row types draw: for each `struct Name: View` whose name is placed
/// directly in a list somewhere in the project (`ForEach(accounts) { AccountsListRow(…) }`),
/// the calls at the root of its `body` (`HStack { … }.onTapGesture { … }`).
///
/// The accessibility rules (TF012–TF014) read those roots as rows, in the file that declares
/// them: a tap gesture or a chevron in `AccountsListRow`'s body is the list row's, whichever
/// file builds the list. Only type names (uppercase) are followed, one level deep.
///
/// ```swift
/// // struct AccountsListRow: View { var body: some View { HStack { … }.onTapGesture { … } } }
/// RowViewBodies.roots(in: stream, named: ["AccountsListRow"])  // [the position of HStack]
/// ```
enum RowViewBodies {
  /// Whether the file might declare one of `names`: a byte scan for `struct Name` before
  /// lexing, one pass whatever the number of names.
  static func mightDeclare(_ bytes: [UInt8], names: Set<String>) -> Bool {
    !declared(in: bytes, names: names, all: false).isEmpty
  }

  /// Which of `names` the file might declare (`struct Name` in its bytes, or `keyword Name` for
  /// another keyword such as `extension`), each with whether every one of its declarations there
  /// is `private` or `fileprivate` (`true`: visible in this file only, A21-4); with `all` false,
  /// stops at the first.
  static func declared(
    in bytes: [UInt8], names: Set<String>, all: Bool = true, keyword word: String = "struct"
  ) -> [String: Bool] {
    var found: [String: Bool] = [:]
    let keyword = Array(word.utf8)
    var position = 0
    while position + keyword.count < bytes.count {
      guard bytes[position] == keyword[0], bytes[position..<position + keyword.count].elementsEqual(keyword),
        position == 0 || !isNameByte(bytes[position - 1])
      else {
        position += 1
        continue
      }
      var start = position + keyword.count
      guard start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")
      else {
        position += 1
        continue
      }
      while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
        start += 1
      }
      var end = start
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      if end > start {
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        if names.contains(name) {
          let filePrivate = isFilePrivate(before: position, in: bytes)
          found[name] = (found[name] ?? true) && filePrivate
          if !all { return found }
        }
      }
      position = max(end, position + 1)
    }
    return found
  }

  /// Whether the modifiers written before the `struct` at `keyword` on its line (`private`,
  /// `@MainActor fileprivate`) make it visible in its file only. At most eight words back are
  /// read, so a file of many declarations is still read in linear time; a comment's words on
  /// the line before (`// private`) are not read.
  private static func isFilePrivate(before keyword: Int, in bytes: [UInt8]) -> Bool {
    var end = keyword
    for _ in 0..<8 {
      while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      var start = end
      while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
      guard start < end else { return false }
      let word = String(decoding: bytes[start..<end], as: UTF8.self)
      if word == "private" || word == "fileprivate" { return true }
      let isAttribute = start > 0 && bytes[start - 1] == UInt8(ascii: "@")
      guard
        isAttribute || ["public", "internal", "package", "nonisolated", "indirect", "final"].contains(word)
      else { return false }
      end = isAttribute ? start - 1 : start
    }
    return false
  }

  /// ASCII letters, digits and `_` (a name's bytes; other scripts' names are not followed).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F
  }

  /// The positions of the type-name calls at the root of the `body` of each `struct` in
  /// `names` declared in the file, in source order.
  ///
  /// - Complexity: linear in the file's tokens.
  static func roots(in stream: TokenStream, named names: Set<String>) -> [Int] {
    var roots: [Int] = []
    var position = 0
    while position + 1 < stream.count {
      guard stream[position].kind == .keyword, stream[position].text == "struct",
        stream[position + 1].kind == .identifier, names.contains(stream[position + 1].text),
        let open = firstBrace(after: position + 2, in: stream, limit: 80), let close = stream.partner[open]
      else {
        position += 1
        continue
      }
      if let body = body(in: open + 1..<close, stream: stream) {
        roots += rootCalls(in: body, stream: stream)
      }
      position = close + 1
    }
    return roots
  }

  /// The first `{` within `limit` tokens, stepping over parentheses.
  static func firstBrace(after start: Int, in stream: TokenStream, limit: Int) -> Int? {
    var current = start
    while current < min(stream.count, start + limit) {
      if stream.isPunctuation(current, "{") { return current }
      if stream.isPunctuation(current, "=") { return nil }
      if stream.isPunctuation(current, "("), let close = stream.partner[current] {
        current = close + 1
        continue
      }
      current += 1
    }
    return nil
  }

  /// The token range inside `var body: some View { … }` in a struct's members.
  static func body(in range: Range<Int>, stream: TokenStream) -> Range<Int>? {
    var position = range.lowerBound
    while position + 1 < range.upperBound {
      if stream[position].kind == .keyword, stream[position].text == "var",
        stream.isIdentifier(position + 1, "body"),
        let open = firstBrace(after: position + 2, in: stream, limit: 20), open < range.upperBound,
        let close = stream.partner[open]
      {
        return open + 1..<close
      }
      // Nested types and functions are stepped over whole.
      if stream.isPunctuation(position, "{"), let close = stream.partner[position] {
        position = close + 1
        continue
      }
      position += 1
    }
    return nil
  }

  /// The type-name calls a body builds at its root, through `if`/`else`/`switch` branches.
  static func rootCalls(in range: Range<Int>, stream: TokenStream) -> [Int] {
    var calls: [Int] = []
    var position = range.lowerBound
    while position < range.upperBound {
      let token = stream[position]
      guard token.kind == .identifier, token.text.first?.isUppercase == true,
        !stream.isPunctuation(position - 1, "."),
        let call = CallSyntax.parse(at: position, in: stream), call.end > position + 1
      else {
        position += 1
        continue
      }
      calls.append(position)
      position = max(position + 1, min(call.end, range.upperBound))
    }
    return calls
  }
}
