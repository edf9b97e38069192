/// One printf-style conversion found in a localized text: `%@`, `%2$ld`, `%-8.2f`, `%%`.
///
/// Parsed as Foundation's `String(format:)` reads it: optional position `n$`, flags
/// `- + # 0`, width (digits or `*`), precision (`.` then digits or `*`), length
/// (`hh h l ll q z t j L`) and a conversion (`@ d D i o O u U x X f F e E g G a A c C s S p n %`).
/// The space and `'` flags are not accepted, so everyday text such as `100% sure` is not read
/// as `% s`. Two specifiers parse but show something else than their argument
/// (`platformQuirk(javaStyle:)`): `%n`, which writes no text, and position `0$` (also after a `*`),
/// which Foundation reads as the next argument.
public struct FormatSpecifier: Sendable, Hashable {
  /// The 1-based argument position of `%2$@`, or `nil` when not positional.
  public var position: Int?
  /// The flags as written, e.g. `-0`.
  public var flags: String
  /// The minimum field width in characters, or `nil` when absent or given by `*`. Read capped
  /// at ``FormatArgumentFiller/maximumPaddedLength``, as is the position.
  public var width: Int?
  /// The precision, or `nil` when absent or given by `*`. `%.f` has precision 0. Read capped
  /// at ``FormatArgumentFiller/maximumPaddedLength``: more digits than a label can hold mean
  /// the same.
  public var precision: Int?
  /// The length modifier as written (`l`, `ll`, `hh`…); empty when none.
  public var length: String
  /// The conversion character (`@`, `d`, `f`, `%`…).
  public var conversion: Character
  /// The specifier exactly as written in the text.
  public var written: String
  /// One entry per `*` width or precision (given by an argument), in the order written: the
  /// argument's position when written after it, else `nil` (`%2$*1$d` has `[1]`, `%.*f`
  /// `[nil]`, `%5d` none).
  public var stars: [Int?] = []

  /// Creates a specifier from its parts.
  public init(
    position: Int? = nil, flags: String = "", width: Int? = nil, precision: Int? = nil, length: String = "",
    conversion: Character, written: String
  ) {
    self.position = position
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
    self.written = written
  }

  /// Whether ``flags`` holds `flag` (`-`, `+`, `#` or `0`), as a character: `flags.contains("+")`
  /// took the string overload, a Foundation search of about 1,000 instructions (perf31).
  func hasFlag(_ flag: Character) -> Bool {
    flags.contains(flag)
  }

  /// Conversions this parser accepts.
  static let conversions: Set<Character> = [
    "@", "d", "D", "i", "o", "O", "u", "U", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C",
    "s", "S", "p", "n", "%",
  ]

  /// Why `String(format:)` does not show this specifier as its argument, and what TypeFit
  /// measures in its place; `nil` for every other specifier.
  ///
  /// In swift-corelibs-foundation's `Sources/CoreFoundation/CFString.c` (the formatter behind
  /// `String(format:)`, shared with Apple's CoreFoundation), `%n` is given a dummy location to
  /// store its count in and prints nothing ("%n is not handled correctly; … we disable it
  /// further"); an argument number is stored as `number - 1`, so `%0$@` gets -1, the value that
  /// means "no position", and takes the next argument.
  ///
  /// With `javaStyle` (Android, `java.util.Formatter`), `%n` is the line separator and no
  /// problem, and position 0 is still reported (Java's argument indexes also start at 1,
  /// <https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Formatter.html>).
  func platformQuirk(javaStyle: Bool = false) -> (reason: String, outcome: String)? {
    // `java.util.Formatter` has no `*`: `String.format` throws (UnknownFormatConversionException)
    // where the app formats the string (the sixty-seventh attack's A67-7).
    if javaStyle, !stars.isEmpty {
      return (
        "a * width or precision, which Java's Formatter does not read (String.format throws)",
        "filled without that width or precision"
      )
    }
    if conversion == "n" {
      guard !javaStyle else { return nil }
      return ("unsupported format specifier (String(format:) writes no text for %n)", "measured as nothing")
    }
    if position == 0 {
      return (
        "argument position 0 (positions start at 1)",
        javaStyle ? "filled with its sample" : "filled as the next argument, as String(format:) reads it"
      )
    }
    // `*0$` is stored as -1 the same way: the width or precision is taken from the next
    // argument (the sixty-sixth attack's A66-4 found it read without a word).
    if stars.contains(0) {
      return (
        "argument position 0 for a * width or precision (positions start at 1)",
        "filled without that width or precision, as for every *"
      )
    }
    return nil
  }
}
