import Foundation

/// The sample arguments written in place of format specifiers.
///
/// Looked up by length and conversion (`ld`), then by conversion (`d`), then by family:
/// objects and C strings (`@ s S`) use `@`; integers (`d D i u U`) use `d`. Defaults, chosen to
/// be realistic rather than short:
///
/// | key | sample | used for |
/// |---|---|---|
/// | `@` | `Alexandra` | `%@ %s %S %1$@`, Android `%1$s` |
/// | `d` | `1,234` | `%d %i %u %ld %lld %lu %hd %zd %2$d` |
/// | `x` / `X` | `4d2` / `4D2` | hexadecimal |
/// | `o` | `2322` | octal |
/// | `c` | `A` | `%c %C` |
/// | `p` | `0x1c8` | pointers |
/// | (computed) | `1,234.567800`, `%.2f` → `1,234.57`, `%e` → `1.234568e+03` | `f F e E g G a A` from ``floatingPointSample`` |
///
/// Give a key a value (as the SPEC's `formatArguments` does) to override it; an override for
/// `f` (or `e`, `g`…) replaces the computed text for that conversion.
public struct FormatSampleValues: Sendable, Hashable {
  /// Samples by key: `length+conversion`, conversion, or family (`@`, `d`).
  public var values: [String: String]
  /// The number floating-point conversions format when no text override is given. Default 1234.5678.
  public var floatingPointSample: Double

  /// Counts shown by integer specifiers at an argument position (`%1$lld`), over any sample:
  /// the count of the plural form chosen for that argument, as text (`1,231`)
  /// (``forArgumentForms(_:locale:rules:)``).
  public var countsByPosition: [Int: String] = [:]

  /// Creates samples; `values` are merged over the defaults.
  public init(_ values: [String: String] = [:], floatingPointSample: Double = 1234.5678) {
    self.values = Self.defaults.merging(values) { _, custom in custom }
    self.floatingPointSample = floatingPointSample
  }

  /// The defaults listed above.
  public static let defaults: [String: String] = [
    "@": "Alexandra", "d": "1,234", "x": "4d2", "X": "4D2", "o": "2322", "c": "A", "C": "A", "p": "0x1c8",
  ]

  /// The sample text for one specifier, before width padding.
  public func sample(for specifier: FormatSpecifier) -> String {
    // `%n` writes no text (CoreFoundation's `CFString.c` gives it a dummy location to store a
    // count into, and prints nothing).
    guard specifier.conversion != "n" else { return "" }
    let base = plainSample(for: specifier)
    // The `+` flag signs a signed integer that is not negative (`printf(3)`): `%+d` of 1234 is
    // `+1,234`. Floating-point samples get it from `String(format:)`.
    if specifier.hasFlag("+"), "dDi".contains(specifier.conversion), !base.hasPrefix("-"),
      !base.hasPrefix("+")
    {
      return "+" + base
    }
    // The `#` flag asks for the alternate form: `0x` before hexadecimal, `0` before octal
    // (`printf(3)`, as `String(format:)` follows it): `%#x` of 1234 is `0x4d2`.
    guard specifier.hasFlag("#") else { return base }
    switch specifier.conversion {
    case "x": return base.hasPrefix("0x") ? base : "0x" + base
    case "X": return base.hasPrefix("0X") ? base : "0X" + base
    case "o", "O": return base.hasPrefix("0") ? base : "0" + base
    default: return base
    }
  }

  private func plainSample(for specifier: FormatSpecifier) -> String {
    let conversion = String(specifier.conversion)
    if conversion == "%" { return "%" }
    if let position = specifier.position, let count = countsByPosition[position],
      Self.integerConversions.contains(specifier.conversion)
    {
      return count
    }
    if let exact = values[specifier.length + conversion] ?? values[conversion] { return exact }
    switch specifier.conversion {
    case "s", "S": return values["@"] ?? ""
    case "D", "i", "u", "U": return values["d"] ?? ""
    case "O": return values["o"] ?? ""
    case "f", "F", "e", "E", "g", "G", "a", "A": return formatFloatingPoint(specifier)
    default: return values["d"] ?? ""
    }
  }

  /// A copy whose integer samples (`d`, and any `ld`-style overrides) show a count plural form
  /// `form` is chosen for in `locale`'s language, nearest the `d` sample (`PluralFormCount`):
  /// Russian `one` → `1,231`, English `one` → `1`, Arabic `few` → `1,210`. Without `rules`, or
  /// where they do not know the language, `zero` → `0`, `one` → `1`, `two` → `2`, and other
  /// forms keep the samples.
  ///
  /// `"%d file"` in the English `one` form then reads `1 file`, as users see it, not `1,234 file`.
  public func forPluralForm(_ form: String, locale: String? = nil, rules: LanguagePluralRules? = nil)
    -> FormatSampleValues
  {
    guard let count = PluralFormCount.text(of: form, locale: locale, sample: values["d"], rules: rules) else {
      return self
    }
    var copy = self
    for key in ["d", "i", "u", "D", "U"] { copy.values[key] = count }
    for key in values.keys where key.count > 1 && Self.integerConversions.contains(key.last ?? " ") {
      copy.values[key] = count
    }
    return copy
  }

  /// A copy whose integer specifiers at the given argument positions show a count of the
  /// plural form chosen for them (`[1: "one"]` in `ru`: `%1$lld` reads `1,231`), chosen as
  /// ``forPluralForm(_:locale:rules:)`` chooses; other specifiers keep their samples. For a
  /// String Catalog string with several substitutions, where each form's `%arg` names its own
  /// position (``LocalizedString/argumentForms``).
  public func forArgumentForms(
    _ forms: [Int: String], locale: String? = nil, rules: LanguagePluralRules? = nil
  )
    -> FormatSampleValues
  {
    var copy = self
    for (position, form) in forms {
      if let count = PluralFormCount.text(of: form, locale: locale, sample: values["d"], rules: rules) {
        copy.countsByPosition[position] = count
      }
    }
    return copy
  }

  /// The count a plural form is shown for where the language's plural rules are unknown: the
  /// forms that stand for one count in English, Arabic and Welsh (CLDR plural rules,
  /// <https://cldr.unicode.org/index/cldr-spec/plural-rules>), `zero` → 0, `one` → 1, `two` → 2.
  /// `few`, `many` and `other` keep the samples. With rules, `PluralFormCount` chooses.
  public static let pluralFormCounts = ["zero": 0, "one": 1, "two": 2]

  /// The integer conversions, which show a count: `d D i u U`.
  static let integerConversions: Set<Character> = ["d", "D", "i", "u", "U"]

  /// The most digits a `Double`'s exact decimal expansion has after its point (1,074, for the
  /// smallest subnormal), with room: past them `String(format:)` writes zeros only.
  static let exactFractionDigits = 1_100

  private func formatFloatingPoint(_ specifier: FormatSpecifier) -> String {
    // A precision past the exact digits is formatted at the exact digits, and the zeros added
    // after: `String(format: "%.49990f")` took 2.8 ms a value, and 40,000 such values were
    // formatted before a run's layout limit refused them (the thirty-ninth attack's A39-9).
    let zeros = max(0, (specifier.precision ?? 0) - Self.exactFractionDigits)
    let precision = specifier.precision.map { ".\(min($0, Self.exactFractionDigits))" } ?? ""
    let flags = specifier.flags.filter { $0 == "+" || $0 == "#" }
    var text = String(format: "%\(flags)\(precision)\(specifier.conversion)", floatingPointSample)
    // `%g` drops trailing zeros unless `#` keeps them.
    if zeros > 0, !"gG".contains(specifier.conversion) || flags.contains("#") {
      let exponent = text.lastIndex { "eEpP".contains($0) } ?? text.endIndex
      text.insert(contentsOf: FormatArgumentFiller.repeated(UInt8(ascii: "0"), count: zeros), at: exponent)
    }
    guard specifier.conversion == "f" || specifier.conversion == "F" else { return text }
    return Self.groupThousands(text)
  }

  /// Inserts `,` every three digits in the integer part: `1234.57` → `1,234.57`, `1231` → `1,231`.
  static func groupThousands(_ text: String) -> String {
    let sign = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.prefix(1)) : ""
    let unsigned = text.dropFirst(sign.count)
    let integerPart = unsigned.prefix { $0.isNumber }
    let rest = unsigned.dropFirst(integerPart.count)
    var grouped = ""
    for (index, digit) in integerPart.enumerated() {
      if index > 0 && (integerPart.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return sign + grouped + rest
  }
}
