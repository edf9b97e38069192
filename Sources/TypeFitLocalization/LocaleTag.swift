/// Normalises the locale names found in folder names into BCP 47 tags.
///
/// `pt_BR` → `pt-BR`, `zh-hans` → `zh-Hans`, `EN` → `en`, and the legacy `.lproj`
/// names Xcode once used (`English.lproj`) → `en`.
import TypeFitInput

public enum LocaleTag {
  /// Returns the BCP 47 spelling of a locale name written with `-` or `_`.
  ///
  /// The first subtag is lowercased, four-letter subtags become title case (scripts), two-letter
  /// and three-digit subtags after the first become uppercase (regions); others are kept. From
  /// the first singleton on (`u`, `t`, `x`: an extension or private use), every subtag is
  /// lowercased, as the canonical case of RFC 5646 section 2.1.1 has it ("all other subtags
  /// in lowercase"): `zh-Hant-TW-u-co-pinyin` keeps its `co`, which is not a region.
  ///
  /// A name that is not a well-formed tag (``isWellFormed(_:)``) comes back as written, empty
  /// subtags and all, so `-o` stays `-o` and is refused as such, not read as `o`.
  public static func normalized(_ name: String) -> String {
    if let legacy = legacyNames[name] { return legacy }
    guard isWellFormed(name) else { return name }
    let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else { return name }
    var result = [first.lowercased()]
    var inExtension = first.count == 1
    for part in parts.dropFirst() {
      if part.count == 1 { inExtension = true }
      if inExtension {
        result.append(part.lowercased())
      } else if part.count == 4, part.allSatisfy(\.isLetter) {
        result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
      } else if part.count == 2, part.allSatisfy(\.isLetter) {
        result.append(part.uppercased())
      } else if part.count == 3, part.allSatisfy(\.isNumber) {
        result.append(part)
      } else {
        result.append(part)
      }
    }
    return result.joined(separator: "-")
  }

  /// The locale of the nearest enclosing `X.lproj` folder in `path`, or `nil` if none.
  ///
  /// `Base.lproj` yields `developmentLanguage`.
  public static func fromLprojPath(_ path: String, developmentLanguage: String) -> String? {
    let folders = BytePath.names(of: path).dropLast()
    guard let name = folders.reversed().lazy.compactMap(LprojFolderName.localeName(of:)).first else {
      return nil
    }
    if LprojFolderName.isBase(name) { return developmentLanguage }
    return normalized(name)
  }

  /// `tag` as a message quotes it: its first ``shownCharacters`` characters, then `…`, with
  /// control characters escaped (``TerminalText``). A locale that is no tag may be 100,000
  /// characters of a file, which were quoted whole on one line of standard error and in the
  /// report (thirty-fifth attack A35-6).
  public static func shown(_ tag: String) -> String {
    TerminalText.escaped(TextExcerpt.shortened(tag, to: shownCharacters))
  }

  /// How many characters of a tag ``shown(_:)`` quotes: 64, the most a well-formed tag has
  /// (``isWellFormed(_:)``).
  public static let shownCharacters = 64

  /// Whether `tag` has the shape of a BCP 47 language tag (RFC 5646): subtags of 1–8 ASCII
  /// letters or digits separated by `-` (or `_`, as folder names write them), the first of 2–3
  /// or 5–8 letters (four-letter language subtags are reserved for future use, RFC 5646 section
  /// 2.2.1), or `x`/`i` for private and grandfathered tags, at most 64 characters in all.
  /// HarfBuzz and ICU are only ever given tags that pass. Empty tags, `+`, spaces and control
  /// characters fail.
  ///
  /// ```swift
  /// LocaleTag.isWellFormed("pt-BR")  // true
  /// LocaleTag.isWellFormed("")       // false
  /// ```
  public static func isWellFormed(_ tag: String) -> Bool {
    tag.utf8.count <= shownCharacters && hasTagShape(tag)
  }

  /// Why `tag` is not taken, for a message that goes on from it: `'de DE' is not a BCP 47
  /// language tag (such as de or pt-BR)`, or, for a tag of that shape longer than 64 characters,
  /// `'de-x-…' has 70 characters: TypeFit reads language tags of at most 64 (such as de or
  /// pt-BR)` (the thirty-sixth attack's A36-3: the cut quote looked like a good tag). The tag
  /// is quoted as ``shown(_:)`` quotes it; `examples` go in the parentheses when given.
  public static func refusal(_ tag: String, examples: String? = nil) -> String {
    let suffix = examples.map { " (such as \($0))" } ?? ""
    guard hasTagShape(tag) else { return "'\(shown(tag))' is not a BCP 47 language tag" + suffix }
    return "'\(shown(tag))' has \(tag.utf8.count) characters: TypeFit reads language tags of at most "
      + "\(shownCharacters)" + suffix
  }

  /// ``isWellFormed(_:)`` without its length limit.
  private static func hasTagShape(_ tag: String) -> Bool {
    let bytes = Array(tag.utf8)
    guard !bytes.isEmpty else { return false }
    let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard let first = subtags.first else { return false }
    let firstIsLetters = first.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
    guard firstIsLetters,
      (2...3).contains(first.count) || (5...8).contains(first.count)
        || (first.count == 1
          && [UInt8(ascii: "x"), UInt8(ascii: "i")].contains(first[first.startIndex] | 0x20))
    else { return false }
    // A singleton (`x`, `i`, `u`, `t`…) opens a private-use, grandfathered or extension
    // sequence and needs at least one subtag after it (RFC 5646 section 2.1, `privateuse` and
    // `extension`): a lone `x` or a trailing `de-u` is not a tag.
    for (index, subtag) in subtags.enumerated() where subtag.count == 1 {
      if index == subtags.count - 1 { return false }
      if subtag[subtag.startIndex] | 0x20 == UInt8(ascii: "x") { break }  // private use: any subtags follow
    }
    return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
  }

  private static let legacyNames: [String: String] = [
    "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
  ]
}
