import Foundation
import TypeFitInput
import TypeFitLocalization

/// Decides whether a string that no row names is a ``ItemRole/label`` or ``ItemRole/prose``,
/// from its context and its shape. A pure function of the string: the same input always gives
/// the same role and reason.
///
/// The signals, strongest first; the first that speaks decides:
///
/// 0. **A paragraph** — a line break, two or more sentences, 12 or more words or 80 or more
///    characters — is prose whatever the key or comment says (an alert "title" of 40 words).
/// 1. **Permission prompts**: a key ending in `UsageDescription` (`NSCameraUsageDescription`,
///    `NFCReaderUsageDescription`) is the message of the system's permission alert → prose.
/// 2. **Info.plist strings** (`InfoPlist.strings`, `InfoPlist.xcstrings`, or an XLIFF `<file
///    original>` naming `Info.plist`): the app's name keys (`CFBundleDisplayName`,
///    `CFBundleName`, `CFBundleSpokenName`) → label; other keys fall through to the shape.
/// 3. **The key's last segment**: `…Message`, `…Description`, `…Footer`, `…Explanation`,
///    `…Hint`, `…Body`, `…Paragraph`, `…Disclaimer` → prose; `…Title`, `…Button`,
///    `…Placeholder`, `…Action`, `…Label`, `…Tab`, `…Menu`, `…Cancel`, `…Confirm` → label.
///    Segments split at `.`, `_`, `-`, spaces and camel case (`Common.Alerts.SignOut.Message`).
/// 4. **The developer comment** (String Catalog `comment`, `.strings` comment, XLIFF
///    `<note>`), when it is not a `MARK:` section marker: "message", "description",
///    "explanation", "footer", "paragraph", "body" → prose; "button", "title", "placeholder",
///    "label", "menu", "tab" → label.
/// 5. **XLIFF `<file original>`**: text of a storyboard, xib or intent definition is
///    interface text → label, unless its shape is prose.
/// 6. **Shape**: a line break, two or more sentences, 12 or more words or 80 or more
///    characters, or a statement ending in `.` with 4 or more words (or 20 or more characters
///    in a script written without spaces) → prose; anything else — a few words, a question or
///    exclamation of a few words (an alert title), text ending in "…" (a menu item) → label.
///
/// ```swift
/// StringRoleClassifier.classify(key: "NSCameraUsageDescription", text: "Lets you post photos.")
/// // prose (permission prompt NSCameraUsageDescription)
/// StringRoleClassifier.classify(key: "action.cancel", text: "Cancel")
/// // label (key ends in "cancel")
/// StringRoleClassifier.classify(key: "notifications.empty", text: "Nothing here yet. Pull to refresh.")
/// // prose (2 sentences)
/// ```
///
/// A string the configuration or row discovery names is a ``ItemRole/row`` and never comes
/// here. The classifier never returns ``ItemRole/row``: nothing in a string alone says that it
/// is a navigable list row, and treating every string as one was the main source of noise.
public enum StringRoleClassifier {
  /// Words for the key's last segment and the comment, lowercase.
  static let proseWords: Set<String> = [
    "message", "description", "footer", "explanation", "hint", "body", "paragraph", "disclaimer",
  ]
  static let labelWords: Set<String> = [
    "title", "button", "placeholder", "action", "label", "tab", "menu", "cancel", "confirm",
  ]
  static let appNameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName"]

  /// The role of a string with its reason.
  ///
  /// - Parameters:
  ///   - key: the string's key.
  ///   - text: its value as written (format specifiers not filled).
  ///   - comment: the developer comment, if any.
  ///   - file: the path of the file it was read from.
  ///   - originalFile: the XLIFF `<file original>` it belongs to, if any.
  /// - Returns: ``ItemRole/label`` or ``ItemRole/prose`` with a reason of a few words.
  public static func classify(
    key: String, text: String, comment: String? = nil, file: String = "", originalFile: String? = nil
  ) -> RoleAssignment {
    if key.hasSuffix("UsageDescription"), !key.contains(where: { $0 == "." || $0 == " " }) {
      return RoleAssignment(.prose, reason: "permission prompt \(key)")
    }
    if appNameKeys.contains(key), isInfoPlist(file: file, originalFile: originalFile) {
      return RoleAssignment(.label, reason: "app name in Info.plist")
    }
    let shape = TextShape(text)
    // A paragraph is prose whatever its key or comment says (a "…Title" key holding 40 words).
    if let prose = shape.paragraphReason { return RoleAssignment(.prose, reason: prose) }
    if let last = words(of: lastSegment(of: key)).last {
      if proseWords.contains(last) { return RoleAssignment(.prose, reason: "key ends in \"\(last)\"") }
      if labelWords.contains(last) { return RoleAssignment(.label, reason: "key ends in \"\(last)\"") }
    }
    if let comment, !comment.hasPrefix("MARK:") {
      let said = words(of: comment)
      if let word = said.first(where: proseWords.contains) {
        return RoleAssignment(.prose, reason: "comment says \"\(word)\"")
      }
      if let word = said.first(where: labelWords.contains) {
        return RoleAssignment(.label, reason: "comment says \"\(word)\"")
      }
    }
    if let prose = shape.proseReason { return RoleAssignment(.prose, reason: prose) }
    if let original = originalFile, let kind = interfaceFileKind(original) {
      return RoleAssignment(.label, reason: "\(kind) text")
    }
    return RoleAssignment(.label, reason: shape.labelReason)
  }

  /// The role of a localized string (its key, value, comment, file and XLIFF original).
  public static func classify(_ string: LocalizedString) -> RoleAssignment {
    classify(
      key: string.key, text: string.value, comment: string.comment, file: string.location.file,
      originalFile: string.originalFile)
  }

  private static func isInfoPlist(file: String, originalFile: String?) -> Bool {
    let name = BytePath.lastName(of: file).lowercased()
    if name.hasPrefix("infoplist.") { return true }
    guard let original = originalFile.map({ BytePath.lastName(of: $0).lowercased() }), !original.isEmpty
    else {
      return false
    }
    return original == "info.plist" || original.hasPrefix("infoplist.")
  }

  private static func interfaceFileKind(_ original: String) -> String? {
    let name = original.lowercased()
    for (suffix, kind) in [(".storyboard", "storyboard"), (".xib", "xib"), (".intentdefinition", "intent")]
    where name.hasSuffix(suffix) {
      return kind
    }
    return nil
  }

  private static func lastSegment(of key: String) -> Substring {
    key.split(separator: ".").last ?? Substring(key)
  }

  /// Lowercase words of an identifier or a sentence: split at anything that is not a letter
  /// or digit, and before an uppercase letter that follows a lowercase one.
  static func words<S: StringProtocol>(of text: S) -> [String] {
    asciiWords(of: text) ?? characterWords(of: text)
  }

  /// ``words(of:)`` read character by character.
  static func characterWords<S: StringProtocol>(of text: S) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in text {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// ``words(of:)`` of ASCII text, read as bytes, or `nil` when the text is not ASCII. In ASCII
  /// the letters are A–Z and a–z (the cased ones), the numbers 0–9, and every byte is one
  /// character but CR LF, which is neither letter nor number as its two bytes are.
  static func asciiWords<S: StringProtocol>(of text: S) -> [String]? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var words: [String] = []
    var current: [UInt8] = []
    var previousIsLower = false
    for byte in text.utf8 {
      let isUpper = byte &- UInt8(ascii: "A") < 26
      let isLower = byte &- UInt8(ascii: "a") < 26
      guard isUpper || isLower || byte &- UInt8(ascii: "0") < 10 else {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
        previousIsLower = false
        continue
      }
      if isUpper, previousIsLower, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      // Lowercased as it is added: `lowercased()` of ASCII changes only A–Z.
      current.append(isUpper ? byte | 0x20 : byte)
      previousIsLower = isLower
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }
}

/// The shape of a text: words, characters, sentences and how it ends.
struct TextShape {
  /// Whitespace-separated words.
  var words: Int
  /// Characters (grapheme clusters).
  var characters: Int
  /// Sentences: text followed by a sentence end and more text counts each part.
  var sentences: Int
  var hasLineBreak: Bool
  /// The last visible character.
  var last: Character?
  /// How many `.` end the text (3 for "Loading...").
  var trailingDots: Int

  static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？", "؟", "।", "።", "՞", "։"]
  static let statementEnds: Set<Character> = [".", "。", "।", "։"]

  init(_ text: String) {
    let trimmed = text.trimmingEndWhiteSpace()
    self.init(counting: trimmed)
    last = trimmed.last
    trailingDots = trimmed.reversed().prefix(while: { $0 == "." }).count
  }

  /// The counts of `trimmed` (words, characters, sentences, line breaks); ``last`` and
  /// ``trailingDots`` left to the caller.
  private init(counting trimmed: String) {
    (words, characters, sentences, hasLineBreak) = Self.asciiCounts(trimmed) ?? Self.characterCounts(trimmed)
    trailingDots = 0
  }

  /// Words, characters, sentences and whether there is a line break, in one pass over the
  /// characters: words are runs of non-whitespace characters.
  static func characterCounts(_ trimmed: String) -> (
    words: Int, characters: Int, sentences: Int, hasLineBreak: Bool
  ) {
    var words = 0
    var characters = 0
    var hasLineBreak = false
    var inWord = false
    var sentences = 0
    var pendingEnd = false
    var hasText = false
    // The word being read, and whether the last character was a `.` that may end a sentence.
    var word = ""
    var afterDot = false
    for character in trimmed {
      characters += 1
      if character.isNewline { hasLineBreak = true }
      if character.isWhitespace {
        inWord = false
        word = ""
      } else if !inWord {
        inWord = true
        words += 1
      }
      // A `.` followed by a letter or digit ends no sentence (`2.4.1`, `$4.99`, `example.com`).
      if afterDot, character.isLetter || character.isNumber { pendingEnd = false }
      afterDot = false
      if Self.sentenceEnds.contains(character) {
        if character == ".", Self.isAbbreviation(word) {
          word.append(character)
          continue
        }
        if hasText { pendingEnd = true }
        afterDot = character == "."
        if !character.isWhitespace { word.append(character) }
      } else if character.isWhitespace || character.isNewline {
        continue
      } else {
        word.append(character)
        if pendingEnd {
          sentences += 1
          pendingEnd = false
        }
        hasText = true
      }
    }
    return (words, characters, hasText ? sentences + 1 : 0, hasLineBreak)
  }

  /// The counts of ``init(counting:)`` for ASCII text, read as bytes, or `nil` when the text is
  /// not ASCII. In ASCII the whitespace is U+0009…U+000D and the space, the line breaks
  /// U+000A…U+000D, the sentence ends `.`, `!` and `?`, and every byte is one character but
  /// CR LF (one line break).
  static func asciiCounts(_ text: String) -> (
    words: Int, characters: Int, sentences: Int, hasLineBreak: Bool
  )? {
    var text = text
    return text.withUTF8 { bytes in
      var words = 0
      var characters = 0
      var hasLineBreak = false
      var inWord = false
      var sentences = 0
      var pendingEnd = false
      var hasText = false
      var index = 0
      // Where the word being read starts, and whether the last byte was a `.` that may end a
      // sentence.
      var wordStart = 0
      var afterDot = false
      while index < bytes.count {
        let byte = bytes[index]
        guard byte < 0x80 else { return nil }
        let start = index
        index += 1
        // CR LF is one character, a line break as CR alone is.
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        characters += 1
        let isNewline = byte &- 0x0A < 4
        let isWhitespace = byte == 0x20 || byte &- 0x09 < 5
        if isNewline { hasLineBreak = true }
        if isWhitespace {
          inWord = false
        } else if !inWord {
          inWord = true
          words += 1
          wordStart = start
        }
        // A `.` followed by a letter or digit ends no sentence (`2.4.1`, `$4.99`, `example.com`).
        let isAlphanumeric =
          (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        if afterDot, isAlphanumeric { pendingEnd = false }
        afterDot = false
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
          // Only a short word can be an abbreviation: no text is made for the others.
          if byte == UInt8(ascii: "."), start - wordStart <= 8,
            Self.isAbbreviation(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<start]), as: UTF8.self))
          {
            continue
          }
          if hasText { pendingEnd = true }
          afterDot = byte == UInt8(ascii: ".")
        } else if !isWhitespace {
          if pendingEnd {
            sentences += 1
            pendingEnd = false
          }
          hasText = true
        }
      }
      return (words, characters, hasText ? sentences + 1 : 0, hasLineBreak)
    }
  }

  /// Abbreviations whose `.` ends no sentence (`e.g. Jane Appleseed` is one), lowercase and
  /// without their last `.`: Latin ones English and German texts use, and common titles.
  static let abbreviations: Set<String> = [
    "e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "excl", "z.b", "bzw", "ca", "usw", "d.h",
    "mr", "mrs", "ms", "dr", "p.ex", "ex",
  ]

  /// Whether `word` (the text before a `.`, from the last white space) is one of
  /// ``abbreviations``, any punctuation before it (`(e.g`) left out.
  static func isAbbreviation(_ word: String) -> Bool {
    let letters = word.drop { !$0.isLetter }
    guard !letters.isEmpty, letters.count <= 6 else { return false }
    return abbreviations.contains(letters.lowercased())
  }

  /// Why the text reads as a paragraph (several lines or sentences, 12 or more words, 80 or more
  /// characters), or `nil`: a signal strong enough to beat the key and the comment.
  var paragraphReason: String? {
    if hasLineBreak { return "several lines" }
    if sentences >= 2 { return "\(sentences) sentences" }
    if words >= 12 { return "\(words) words" }
    if characters >= 80 { return "\(characters) characters" }
    return nil
  }

  /// Why the text reads as prose, or `nil` when it does not.
  var proseReason: String? {
    if let paragraph = paragraphReason { return paragraph }
    // "..." ends like a statement but is an ellipsis (a menu item, "Loading...").
    if let last, Self.statementEnds.contains(last), !isEllipsis {
      if words >= 4 { return "a sentence of \(words) words" }
      if words <= 2, characters >= 20 { return "a sentence of \(characters) characters" }
    }
    return nil
  }

  private var isEllipsis: Bool { trailingDots >= 3 }

  /// Why the text reads as a label.
  var labelReason: String {
    if let last, last == "?" || last == "!" || last == "？" || last == "！" {
      return
        "short \(last == "?" || last == "？" ? "question" : "exclamation"), \(words) \(words == 1 ? "word" : "words")"
    }
    return "short text, \(words) \(words == 1 ? "word" : "words")"
  }
}
