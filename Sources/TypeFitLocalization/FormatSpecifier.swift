/// One printf-style conversion found in a localized text: `%@`, `%2$ld`, `%-8.2f`, `%%`.
///
/// Parsed as Foundation's `String(format:)` reads it: optional position `n$`, flags
/// `- + # 0`, width (digits or `*`), precision (`.` then digits or `*`), length
/// (`hh h l ll q z t j L`) and a conversion (`@ d D i o O u U x X f F e E g G a A c C s S p %`).
/// The space and `'` flags are not accepted, so everyday text such as `100% sure` is not read
/// as `% s`.
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

  /// Conversions this parser accepts.
  static let conversions: Set<Character> = [
    "@", "d", "D", "i", "o", "O", "u", "U", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C",
    "s", "S", "p", "%",
  ]
}
