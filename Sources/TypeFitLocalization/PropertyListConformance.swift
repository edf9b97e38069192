/// Checks an XML property list that libxml2 has parsed without error against the rules of
/// CoreFoundation's own XML property-list parser, which is what reads `.stringsdict` files and
/// XML `.strings` tables on the device.
///
/// CoreFoundation does not use libxml2 for property lists: `CFPropertyList.c` in
/// swift-corelibs-foundation (`parseXMLElement` and the `parse…Tag` functions beside it) reads
/// the bytes itself and refuses the whole document for things libxml2 accepts. The rules
/// followed here are read from that file (the code is not copied):
///
/// - only the elements `plist dict key string array integer real true false date data` exist
///   ("Encountered unknown tag");
/// - between elements there is white space, comments and processing instructions only: text
///   or CDATA there is refused;
/// - `<key>`, `<string>` and `<real>` hold text, character references and CDATA; any other
///   markup inside them (a comment, a processing instruction, an element) is refused, and a
///   numeric character reference may have at most 8 digits;
/// - `<integer>` is `[+-]?` then decimal digits or `0x` and hex digits, with Unicode spaces
///   allowed before the sign and the digits only, within 64 bits; nothing else, not even a
///   character reference, comment or CDATA;
/// - `<real>` is a decimal number (`1.5`, `-2e3`, `.5`; leading spaces allowed, trailing
///   ones not) or `nan`, `inf`, `+inf`, `-inf`, `infinity`, `+infinity`, `-infinity`, in any case;
/// - `<data>` holds ASCII only (base64; other ASCII characters are ignored);
/// - `<date>` is `YYYY-MM-DDThh:mm:ssZ` exactly (the year may have a `-` and any number of
///   digits);
/// - `<true/>` and `<false/>` are empty: `<true></true>` is the only other spelling;
/// - `<data/>`, `<date/>`, `<integer/>`, `<real/>` are refused as empty;
/// - `<plist>` holds one object;
/// - a `<dict>` is a `<key>`, any element for its value (a `<key>` too), and so on: another
///   element where a key belongs is refused ("Found non-key inside <dict>"), and so is a `<key>`
///   with no element after it ("Value missing for key inside <dict>");
/// - a DOCTYPE with an internal subset (`[ … ]`) is refused.
///
/// What CoreFoundation reads and libxml2 refuses (a NUL character reference, `]]>` in text)
/// never reaches this check: libxml2's error is reported instead, in the words of
/// ``explained(_:text:)``.
///
/// - Complexity: one pass over the text, without copying it; the line of a refusal is counted
///   once, when there is one.
struct PropertyListConformance {
  /// Why CoreFoundation refuses the document, at a byte offset.
  struct Refusal: Error {
    /// Byte offset of what is wrong.
    let offset: Int
    /// What is wrong, in TypeFit's words (`a comment inside <integer> (line 4)`).
    let problem: String
    /// CoreFoundation's error message for it, without its line number.
    let foundationMessage: String
    /// What to write instead.
    let fix: String
  }

  private let bytes: [UInt8]
  private var position = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The first thing in `text` (the UTF-8 text libxml2 parsed) that makes CoreFoundation
  /// refuse the property list, as an error diagnostic for `path`, or `nil` when it reads it.
  ///
  /// - Complexity: one pass over `text`; recursion as deep as the document's elements (which
  ///   the XML reader has already limited).
  static func refusal(in text: [UInt8], path: String) -> LocalizationDiagnostic? {
    var checker = PropertyListConformance(bytes: text)
    do {
      try checker.document()
      return nil
    } catch {
      let place = checker.lineAndColumn(of: error.offset)
      return LocalizationDiagnostic(
        kind: .syntaxError, file: path, line: place.line, column: place.column,
        message:
          "\(error.problem): Foundation cannot read this property list (\"\(error.foundationMessage)\"), so the "
          + "app gets no table from this file; not checked. \(error.fix)")
    }
  }

  /// `diagnostic`, libxml2's refusal of a property list, in plainer words when it is one of the
  /// two things CoreFoundation's parser reads and libxml2 does not: a character reference to
  /// U+0000 (`&#0;`, `&#x0;`; libxml2 error 9 at its line; CoreFoundation makes it a NUL character)
  /// and `]]>` in text (libxml2 error 62; CoreFoundation keeps it as text). TypeFit still does not
  /// read the file, since its XML parser cannot; the message says why and what to write. Any
  /// other diagnostic is returned as it is.
  static func explained(_ diagnostic: LocalizationDiagnostic, text: [UInt8]) -> LocalizationDiagnostic {
    guard diagnostic.kind == .syntaxError, let line = diagnostic.line else { return diagnostic }
    var explained = diagnostic
    if diagnostic.message.hasSuffix("(libxml2 error 9)"),
      let column = nulReferenceColumn(onLine: line, in: text)
    {
      explained.column = column
      explained.message =
        "a character reference to U+0000 (&#0;): Foundation reads it as a NUL character, but the XML parser "
        + "TypeFit uses refuses it (libxml2 error 9), so this file is not checked. Remove it: an app cannot "
        + "show U+0000"
    } else if diagnostic.message.hasSuffix("(libxml2 error 62)") {
      explained.message =
        "']]>' in text: Foundation reads it as text, but the XML parser TypeFit uses refuses it outside a CDATA "
        + "section (libxml2 error 62), so this file is not checked. Write ']]&gt;'"
    } else {
      return diagnostic
    }
    return explained
  }

  /// The byte column of the first `&#0;` (any number of zeros, decimal or `x` hex) on 1-based
  /// `line` of `text`, or `nil`.
  private static func nulReferenceColumn(onLine line: Int, in text: [UInt8]) -> Int? {
    var current = 1
    var lineStart = 0
    var index = 0
    while index < text.count, current < line {
      let byte = text[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= text.count || text[index + 1] != 0x0A)) {
        current += 1
        lineStart = index + 1
      }
      index += 1
    }
    guard current == line else { return nil }
    var position = lineStart
    while position + 3 < text.count, text[position] != 0x0A, text[position] != 0x0D {
      if text[position] == UInt8(ascii: "&"), text[position + 1] == UInt8(ascii: "#") {
        var digit = position + 2
        if text[digit] == UInt8(ascii: "x") { digit += 1 }
        let first = digit
        while digit < text.count, text[digit] == UInt8(ascii: "0") { digit += 1 }
        if digit > first, digit < text.count, text[digit] == UInt8(ascii: ";") {
          return position - lineStart + 1
        }
      }
      position += 1
    }
    return nil
  }

  // MARK: - Structure

  private mutating func document() throws(Refusal) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    while true {
      skipMarkupSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else { return }
      if starts(with: "<?") {
        skip(past: "?>")
      } else if starts(with: "<!--") {
        skip(past: "-->")
      } else if starts(with: "<!") {
        try doctype()
      } else {
        // CoreFoundation reads the first element and nothing after it.
        try element(depth: 0)
        return
      }
    }
  }

  /// `<!DOCTYPE …>`: CoreFoundation skips to its `>`, and refuses an internal subset.
  private mutating func doctype() throws(Refusal) {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: ">"):
        position += 1
        return
      case UInt8(ascii: "["):
        throw Refusal(
          offset: position, problem: "a DOCTYPE with an internal subset ('[ … ]')",
          foundationMessage: "Encountered unexpected character [ while parsing DTD",
          fix: "Use the standard <!DOCTYPE plist PUBLIC … \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
        )
      default:
        position += 1
      }
    }
  }

  /// The start tag at `position`: its name, whether it is empty (`<a/>`), and its offset.
  private mutating func startTag() -> (name: String, isEmpty: Bool, offset: Int) {
    let offset = position
    position += 1
    let nameStart = position
    var nameEnd: Int?
    while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
      if nameEnd == nil, Self.isMarkupSpace(bytes[position]) { nameEnd = position }
      position += 1
    }
    let isEmpty = position > nameStart && bytes[position - 1] == UInt8(ascii: "/")
    let end = nameEnd ?? (isEmpty ? position - 1 : position)
    position = min(position + 1, bytes.count)
    return (String(decoding: bytes[nameStart..<max(nameStart, end)], as: UTF8.self), isEmpty, offset)
  }

  private mutating func element(depth: Int) throws(Refusal) {
    let tag = startTag()
    let name = tag.name
    switch name {
    case "plist", "dict", "array":
      if tag.isEmpty {
        guard name == "plist" else { return }
        throw Refusal(
          offset: tag.offset, problem: "an empty <plist/>", foundationMessage: "Encountered empty plist tag",
          fix: "Remove it")
      }
      try objects(in: name, startingAt: tag.offset, depth: depth)
    case "key", "string":
      if tag.isEmpty { return }
      _ = try text(in: name, startingAt: tag.offset)
      try closeTag(name, startingAt: tag.offset)
    case "real":
      try refuseEmpty(tag)
      let value = try text(in: name, startingAt: tag.offset, keep: true)
      if !Self.isReal(value) {
        throw Refusal(
          offset: tag.offset,
          problem:
            "<real> (line \(line(of: tag.offset))) holds \"\(TerminalText.escaped(value, limit: 40))\", which is "
            + "not a number",
          foundationMessage: "Encountered misformatted real",
          fix: "Write a decimal number such as 1.5 or -2e3, without spaces after it")
      }
      try closeTag(name, startingAt: tag.offset)
    case "integer":
      try refuseEmpty(tag)
      try integer(startingAt: tag.offset)
      try closeTag(name, startingAt: tag.offset)
    case "data":
      try refuseEmpty(tag)
      try data(startingAt: tag.offset)
      try closeTag(name, startingAt: tag.offset)
    case "date":
      try refuseEmpty(tag)
      try date(startingAt: tag.offset)
    case "true", "false":
      if tag.isEmpty { return }
      guard closesRightHere(name) else {
        throw Refusal(
          offset: position, problem: "<\(name)> (line \(line(of: tag.offset))) is not empty",
          foundationMessage: "Encountered non-empty <\(name)>", fix: "Write <\(name)/>")
      }
    default:
      throw Refusal(
        offset: tag.offset, problem: "an element <\(TerminalText.escaped(name, limit: 40))>",
        foundationMessage: "Encountered unknown tag \(TerminalText.escaped(name, limit: 40))",
        fix:
          "A property list holds only the elements plist, dict, key, string, array, integer, real, true, "
          + "false, date and data")
    }
  }

  /// The content of `<plist>`, `<dict>` or `<array>` (elements, comments and processing
  /// instructions), then its end tag.
  ///
  /// A `<dict>` is read as CoreFoundation's `parseDictTag` reads it: a `<key>`, then any element
  /// as its value (a second `<key>` too, read as a string), and so on. An element other than
  /// `<key>` where a key belongs is refused ("Found non-key inside <dict>"), and so is a `<key>`
  /// the `<dict>` ends after ("Value missing for key inside <dict>"); when the element is there
  /// because the `<key>` before it took another `<key>` for its value, the refusal names that
  /// first `<key>`.
  private mutating func objects(in name: String, startingAt offset: Int, depth: Int) throws(Refusal) {
    var count = 0
    // In a <dict>: the offset of the <key> whose value comes next, and of the last <key> whose
    // value was another <key>.
    var waitingKey: Int?
    var keyTakenAsValue: Int?
    while true {
      skipMarkupSpace()
      guard position < bytes.count else { return }
      guard bytes[position] == UInt8(ascii: "<") else {
        let character = character(at: position)
        throw Refusal(
          offset: position,
          problem: "text (\"\(TerminalText.escaped(character))\") between the elements of <\(name)>",
          foundationMessage:
            "Encountered unexpected character \(TerminalText.escaped(character)) while looking for open tag",
          fix: "Put text inside a <string>, or remove it")
      }
      if starts(with: "<?") {
        skip(past: "?>")
      } else if starts(with: "<!--") {
        skip(past: "-->")
      } else if starts(with: "<!") {
        throw Refusal(
          offset: position, problem: "a CDATA section between the elements of <\(name)>",
          foundationMessage: "Encountered unexpected EOF", fix: "Put it inside a <string>, or remove it")
      } else if starts(with: "</") {
        break
      } else {
        if name == "plist", count == 1 {
          throw Refusal(
            offset: position, problem: "a second object in <plist> (line \(line(of: offset)))",
            foundationMessage: "Encountered unexpected element (plist can only include one object)",
            fix: "Keep one <dict> in <plist>")
        }
        if name == "dict" {
          let isKey = startsKeyTag()
          if let key = waitingKey {
            // CoreFoundation takes whatever element comes next for the value, a <key> too.
            keyTakenAsValue = isKey ? key : nil
            waitingKey = nil
          } else if isKey {
            waitingKey = position
          } else if let key = keyTakenAsValue {
            throw Refusal(
              offset: key,
              problem:
                "\(keyShown(at: key)) (line \(line(of: key))) is followed by another <key>, which Foundation reads "
                + "as its value, so the element after them (line \(line(of: position))) stands where a <key> belongs",
              foundationMessage: "Found non-key inside <dict>",
              fix: "Give \(keyShown(at: key)) a value, or remove it")
          } else {
            throw Refusal(
              offset: position,
              problem: "a value with no <key> before it in <dict> (line \(line(of: offset)))",
              foundationMessage: "Found non-key inside <dict>", fix: "Give it a <key>, or remove it")
          }
        }
        try element(depth: depth + 1)
        count += 1
      }
    }
    if let key = waitingKey {
      throw Refusal(
        offset: key,
        problem:
          "\(keyShown(at: key)) (line \(line(of: key))) has no value: the <dict> (line \(line(of: offset))) "
          + "ends after it",
        foundationMessage: "Value missing for key inside <dict>", fix: "Give it a value, or remove it")
    }
    if name == "plist", count == 0 {
      throw Refusal(
        offset: offset, problem: "an empty <plist>", foundationMessage: "Encountered empty plist tag",
        fix: "Put one <dict> in it, or remove it")
    }
    try closeTag(name, startingAt: offset)
  }

  /// The end tag `</name>` must come next (libxml2 has checked that the names match); markup
  /// met first is refused as CoreFoundation refuses it inside a value.
  private mutating func closeTag(_ name: String, startingAt offset: Int) throws(Refusal) {
    guard closesRightHere(name) else { throw markupInside(name, startingAt: offset) }
  }

  /// Reads `</name>` (with spaces before its `>`) when it is at `position`.
  private mutating func closesRightHere(_ name: String) -> Bool {
    guard startsEndTag(name) else { return false }
    var end = position + 2 + name.utf8.count
    while end < bytes.count, Self.isMarkupSpace(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ">") else { return false }
    position = end + 1
    return true
  }

  /// The refusal for the markup at `position` inside the value element `name`.
  ///
  /// - Parameter said: CoreFoundation's message when it is not the one for `name`'s end tag (an
  ///   `<integer>` that starts with markup is "empty" to it).
  private func markupInside(_ name: String, startingAt offset: Int, said: String? = nil) -> Refusal {
    let element = "<\(name)> (line \(line(of: offset)))"
    let foundationMessage: (String) -> String = { found in
      if let said { return said }
      switch name {
      case "date": return "Could not interpret <date>"
      case "true", "false": return "Encountered non-empty <\(name)>"
      default: return "Encountered unexpected character \(found) while looking for close tag"
      }
    }
    guard position < bytes.count else {
      // Not met after libxml2's parse, which has checked every element is closed.
      return Refusal(
        offset: position, problem: "\(element) is not closed",
        foundationMessage: "Encountered unexpected EOF",
        fix: "Close it")
    }
    if starts(with: "<!--") {
      return Refusal(
        offset: position, problem: "a comment inside \(element)", foundationMessage: foundationMessage("!"),
        fix: "Move the comment out of the <\(name)>")
    }
    if starts(with: "<!") {
      return Refusal(
        offset: position, problem: "a CDATA section inside \(element)",
        foundationMessage: foundationMessage("!"),
        fix: "Write the value without CDATA")
    }
    if starts(with: "<?") {
      return Refusal(
        offset: position, problem: "a processing instruction inside \(element)",
        foundationMessage: foundationMessage("?"), fix: "Move the processing instruction out of the <\(name)>"
      )
    }
    var nameEnd = position + 1
    while nameEnd < bytes.count, !Self.isMarkupSpace(bytes[nameEnd]),
      bytes[nameEnd] != UInt8(ascii: ">"), bytes[nameEnd] != UInt8(ascii: "/")
    {
      nameEnd += 1
    }
    let inner = TerminalText.escaped(
      String(decoding: bytes[position + 1..<nameEnd], as: UTF8.self), limit: 40)
    return Refusal(
      offset: position, problem: "an element <\(inner)> inside \(element)",
      foundationMessage: foundationMessage(String(inner.prefix(1))),
      fix: "Write '<' in text as &lt;, or remove the element")
  }

  private func refuseEmpty(_ tag: (name: String, isEmpty: Bool, offset: Int)) throws(Refusal) {
    guard tag.isEmpty else { return }
    throw Refusal(
      offset: tag.offset, problem: "an empty <\(tag.name)/>",
      foundationMessage: "Encountered empty <\(tag.name)>",
      fix: "Give it a value, or remove it with its <key>")
  }

  // MARK: - Values

  /// The text of `<key>`, `<string>` or `<real>`: character data, references and CDATA, up to
  /// the next markup other than CDATA; `""` unless `keep`. A comment is refused here, where
  /// CoreFoundation takes `<!` for the start of CDATA.
  private mutating func text(in name: String, startingAt offset: Int, keep: Bool = false) throws(Refusal)
    -> String
  {
    var utf8: [UInt8] = []
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        guard starts(with: "<!") else { break }
        if keep { utf8.append(contentsOf: bytes[runStart..<position]) }
        guard starts(with: "<![CDATA[") else {
          throw Refusal(
            offset: position, problem: "a comment inside <\(name)> (line \(line(of: offset)))",
            foundationMessage: "Encountered improper CDATA opening",
            fix: "Move the comment out of the <\(name)>")
        }
        let contentStart = position + 9
        skip(past: "]]>")
        if keep { utf8.append(contentsOf: bytes[contentStart..<max(contentStart, position - 3)]) }
        runStart = position
      } else if byte == UInt8(ascii: "&") {
        if keep { utf8.append(contentsOf: bytes[runStart..<position]) }
        try reference(into: &utf8, keep: keep)
        runStart = position
      } else {
        position += 1
      }
    }
    guard keep else { return "" }
    utf8.append(contentsOf: bytes[runStart..<position])
    return String(decoding: utf8, as: UTF8.self)
  }

  /// The five references CoreFoundation knows by name (`parseEntityReference_pl`), by name.
  private static let namedReferences: [String: UInt8] = [
    "lt": 0x3C, "gt": 0x3E, "amp": 0x26, "apos": 0x27, "quot": 0x22,
  ]

  /// A reference at `position` (`&amp;`, `&#233;`; libxml2 has checked its form), its
  /// character appended to `utf8` when `keep`. CoreFoundation reads at most 8 characters after `&#` or
  /// `&#x` before the `;`.
  private mutating func reference(into utf8: inout [UInt8], keep: Bool) throws(Refusal) {
    let start = position
    guard let semicolon = bytes[start...].firstIndex(of: UInt8(ascii: ";")) else {
      position = bytes.count
      return
    }
    position = semicolon + 1
    let name = String(decoding: bytes[start + 1..<semicolon], as: UTF8.self)
    if let byte = Self.namedReferences[name] {
      if keep { utf8.append(byte) }
      return
    }
    guard name.hasPrefix("#") else { return }
    let isHex = name.hasPrefix("#x")
    let digits = name.dropFirst(isHex ? 2 : 1)
    guard digits.count <= 8 else {
      throw Refusal(
        offset: start,
        problem: "the character reference &\(TerminalText.escaped(name, limit: 40)); has more than 8 digits",
        foundationMessage:
          "Encountered unparseable unicode sequence while parsing data (too large of a value for a Unicode sequence)",
        fix: "Write it without leading zeros")
    }
    if keep, let value = UInt32(digits, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(value) {
      UTF8.encode(scalar) { utf8.append($0) }
    }
  }

  /// `<integer>`'s content, up to the next `<`.
  private mutating func integer(startingAt offset: Int) throws(Refusal) {
    let valueStart = position
    func refusal(_ foundationMessage: String, at place: Int) -> Refusal {
      var end = max(place, valueStart)
      while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
      let written = String(decoding: bytes[valueStart..<end], as: UTF8.self)
      return Refusal(
        offset: place,
        problem:
          "<integer> (line \(line(of: offset))) holds \"\(TerminalText.escaped(written, limit: 40))\", "
          + "which is not an integer",
        foundationMessage: foundationMessage,
        fix: "Write a whole number such as 42 or 0x2A, without spaces after it, entities or CDATA")
    }
    skipIntegerSpace()
    guard position < bytes.count, bytes[position] != UInt8(ascii: "<") else {
      if !starts(with: "</") {
        throw markupInside("integer", startingAt: offset, said: "Encountered empty <integer>")
      }
      throw refusal("Encountered empty <integer>", at: offset)
    }
    let isNegative = bytes[position] == UInt8(ascii: "-")
    if isNegative || bytes[position] == UInt8(ascii: "+") {
      position += 1
      skipIntegerSpace()
    }
    var isHex = false
    var hadZero = false
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "0"),
      bytes[position + 1] == UInt8(ascii: "x") || bytes[position + 1] == UInt8(ascii: "X")
    {
      isHex = true
      position += 2
    }
    while position < bytes.count, bytes[position] == UInt8(ascii: "0") {
      hadZero = true
      position += 1
    }
    guard position < bytes.count, bytes[position] != UInt8(ascii: "<") || hadZero else {
      if !starts(with: "</") {
        throw markupInside("integer", startingAt: offset, said: "Incomplete <integer>")
      }
      throw refusal("Incomplete <integer>", at: position)
    }
    var value: UInt64 = 0
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
      let byte = bytes[position]
      guard let digit = HexDigit.value(of: byte) else {
        let shown = TerminalText.escaped(character(at: position))
        throw refusal(
          "Unknown character '\(shown)' (0x\(String(byte, radix: 16))) in <integer>", at: position)
      }
      guard isHex || digit < 10 else { throw refusal("Hex digit in non-hex <integer>", at: position) }
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: isHex ? 16 : 10)
      let (sum, overflowedAgain) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflowed, !overflowedAgain else {
        throw refusal("Integer overflow in <integer>", at: position)
      }
      value = sum
      guard !isNegative || value <= UInt64(Int64.max) + 1 else {
        throw refusal("Integer underflow in <integer>", at: position)
      }
      position += 1
    }
  }

  /// `<data>`'s content, up to the next `<`: CoreFoundation decodes base64 and ignores the other
  /// ASCII characters, but refuses any byte above 0x7F.
  private mutating func data(startingAt offset: Int) throws(Refusal) {
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
      let byte = bytes[position]
      guard byte < 0x80 else {
        let hex = String(byte, radix: 16, uppercase: true)
        throw Refusal(
          offset: position,
          problem:
            "<data> (line \(line(of: offset))) holds \"\(TerminalText.escaped(character(at: position)))\", "
            + "which is not base64",
          foundationMessage: "Could not interpret <data> (invalid character 0x\(hex))",
          fix: "Write the data in base64 (A–Z, a–z, 0–9, +, /, =)")
      }
      position += 1
    }
  }

  /// `<date>`'s content and end tag: `YYYY-MM-DDThh:mm:ssZ`, then `</date>` at once.
  private mutating func date(startingAt offset: Int) throws(Refusal) {
    let valueStart = position
    func digit(at index: Int) -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
    var index = position
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    while digit(at: index) { index += 1 }
    var wellFormed = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    index += 1
    for separator in Array("-T::Z".utf8) where wellFormed {
      wellFormed =
        digit(at: index) && digit(at: index + 1) && index + 2 < bytes.count && bytes[index + 2] == separator
      index += 3
    }
    if wellFormed {
      position = index
      if closesRightHere("date") { return }
    }
    var end = valueStart
    while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
    position = end
    // Markup other than the end tag (a comment, CDATA) is named as such.
    if end < bytes.count, !startsEndTag("date") { throw markupInside("date", startingAt: offset) }
    let written = String(decoding: bytes[valueStart..<end], as: UTF8.self)
    throw Refusal(
      offset: offset,
      problem:
        "<date> (line \(line(of: offset))) holds \"\(TerminalText.escaped(written, limit: 40))\", which is not a "
        + "date in the form YYYY-MM-DDThh:mm:ssZ",
      foundationMessage: "Could not interpret <date>", fix: "Write it as 2026-12-02T13:25:00Z")
  }

  /// Whether `text` is a `<real>` CoreFoundation reads: one of its names for infinities and NaN
  /// (ASCII case ignored), or white space and then a decimal number that `strtod` reads to the
  /// end of the text (the characters `__CFStringScanDouble` collects: digits, `+ - . e E`).
  static func isReal(_ text: String) -> Bool {
    let names: Set<String> = ["nan", "+infinity", "-infinity", "infinity", "-inf", "inf", "+inf"]
    if names.contains(text.lowercased()) { return true }
    let units = Array(text.utf16)
    var index = 0
    // `__CFIsWhitespace`: below 0x21, 0x7F–0xA0, U+2000–U+200B and U+3000.
    while index < units.count {
      let unit = units[index]
      guard unit < 0x21 || (unit > 0x7E && unit < 0xA1) || (0x2000...0x200B).contains(unit) || unit == 0x3000
      else { break }
      index += 1
    }
    func isDigit(_ at: Int) -> Bool { at < units.count && units[at] >= 0x30 && units[at] <= 0x39 }
    if index < units.count, units[index] == 0x2B || units[index] == 0x2D { index += 1 }
    var digits = 0
    while isDigit(index) {
      index += 1
      digits += 1
    }
    if index < units.count, units[index] == 0x2E {
      index += 1
      while isDigit(index) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return false }
    if index < units.count, units[index] == 0x65 || units[index] == 0x45 {
      var exponent = index + 1
      if exponent < units.count, units[exponent] == 0x2B || units[exponent] == 0x2D { exponent += 1 }
      if isDigit(exponent) {
        while isDigit(exponent) { exponent += 1 }
        index = exponent
      }
    }
    return index == units.count
  }

  // MARK: - Bytes

  /// XML white space: space, tab, LF, CR.
  private static func isMarkupSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private mutating func skipMarkupSpace() {
    while position < bytes.count, Self.isMarkupSpace(bytes[position]) { position += 1 }
  }

  /// Skips what `<integer>` takes for white space, byte by byte as CoreFoundation does: a byte
  /// below 0x21 or from 0x7F to 0xA0, and the first byte of the UTF-8 of U+2000–U+200B, U+202F,
  /// U+205F and U+3000 (whose later bytes, 0x80–0xA0, then count as space on their own).
  private mutating func skipIntegerSpace() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x21 || (byte > 0x7E && byte < 0xA1) {
        position += 1
        continue
      }
      guard byte == 0xE2 || byte == 0xE3, position + 2 < bytes.count else { return }
      let second = bytes[position + 1]
      let third = bytes[position + 2]
      let isSpace =
        byte == 0xE2
        ? (second == 0x80 && ((0x50...0x8B).contains(third) || third == 0xAF))
          || (second == 0x81 && third == 0x9F)
        : second == 0x80 && third == 0x80
      guard isSpace else { return }
      position += 1
    }
  }

  /// Whether the bytes at `position` are `prefix`'s.
  private func starts(with prefix: StaticString) -> Bool {
    starts(with: prefix, at: position)
  }

  private func starts(with prefix: StaticString, at offset: Int) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let start = prefix.utf8Start
    for index in 0..<count where bytes[offset + index] != start[index] { return false }
    return true
  }

  /// Whether the start tag at `position` is `<key` (then `>`, `/` or a space).
  private func startsKeyTag() -> Bool {
    guard starts(with: "<key"), position + 4 < bytes.count else { return false }
    let next = bytes[position + 4]
    return next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || Self.isMarkupSpace(next)
  }

  /// `<key>…</key>` as written at `offset` (a `<key>` start tag), shortened for a message.
  private func keyShown(at offset: Int) -> String {
    guard let open = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else { return "<key>" }
    if open > offset, bytes[open - 1] == UInt8(ascii: "/") { return "<key/>" }
    var end = open + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
    let written = String(decoding: bytes[(open + 1)..<end], as: UTF8.self)
    return "<key>\(TerminalText.escaped(written, limit: 40))</key>"
  }

  /// Whether `</name` is at `position`.
  private func startsEndTag(_ name: String) -> Bool {
    guard starts(with: "</") else { return false }
    var offset = position + 2
    for byte in name.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else { return false }
      offset += 1
    }
    return true
  }

  /// Moves past the next `terminator` (or to the end), looking for its first byte and comparing
  /// the rest only there.
  private mutating func skip(past terminator: StaticString) {
    let first = terminator.utf8Start[0]
    while position < bytes.count {
      if bytes[position] == first, starts(with: terminator) {
        position += terminator.utf8CodeUnitCount
        return
      }
      position += 1
    }
  }

  /// The character whose UTF-8 starts at `offset`.
  private func character(at offset: Int) -> String {
    let lead = bytes[offset]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    return String(decoding: bytes[offset..<min(bytes.count, offset + length)], as: UTF8.self)
  }

  /// The 1-based line of `offset`: lines end as ``LineEnding`` says.
  private func line(of offset: Int) -> Int {
    lineAndColumn(of: offset).line
  }

  /// The 1-based line and byte column of `offset`.
  func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if LineEnding.endsLine(bytes, at: index) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return (line, end - lineStart + 1)
  }
}
