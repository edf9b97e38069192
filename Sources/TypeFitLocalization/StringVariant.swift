/// Which variation of a key a localized string is: plural form, device, width, substitution.
///
/// A plain string has no components. A String Catalog entry that varies by device and then
/// by plural has two: `device.iphone, plural.one`.
///
/// ```swift
/// StringVariant([.device("ipad"), .plural("few")]).description  // "device.ipad, plural.few"
/// StringVariant([.substitution(name: "count", form: "few")]).description  // "%#@count@ → few"
/// ```
public struct StringVariant: Sendable, Hashable, Codable, CustomStringConvertible {
  /// One step in the variation path.
  public enum Component: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A CLDR plural category: `zero one two few many other`.
    case plural(String)
    /// A device class from a String Catalog: `iphone ipad mac applewatch appletv applevision other`.
    case device(String)
    /// A `.stringsdict` width rule, keyed by the width value as written (`20`, `25`).
    case width(String)
    /// The plural form chosen for a `%#@name@` substitution.
    case substitution(name: String, form: String)
    /// The position of an item in an Android `<string-array>`, from 0.
    case arrayItem(Int)

    /// Whether the two are the same case with the same bytes (``ExactText``): two
    /// substitutions whose names differ only in Unicode normalization are two variables, as
    /// `NSDictionary` keeps both keys, not one (`String` compares by canonical equivalence).
    public static func == (lhs: Component, rhs: Component) -> Bool {
      switch (lhs, rhs) {
      case (.plural(let a), .plural(let b)), (.device(let a), .device(let b)), (.width(let a), .width(let b)):
        return ExactText.sameBytes(a, b)
      case (.substitution(let name, let form), .substitution(let otherName, let otherForm)):
        return ExactText.sameBytes(name, otherName) && ExactText.sameBytes(form, otherForm)
      case (.arrayItem(let a), .arrayItem(let b)):
        return a == b
      default:
        return false
      }
    }

    /// Hashes the case and its texts' bytes, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .plural(let form):
        hasher.combine(0)
        hasher.combine(ExactText(form))
      case .device(let device):
        hasher.combine(1)
        hasher.combine(ExactText(device))
      case .width(let width):
        hasher.combine(2)
        hasher.combine(ExactText(width))
      case .substitution(let name, let form):
        hasher.combine(3)
        hasher.combine(ExactText(name))
        hasher.combine(ExactText(form))
      case .arrayItem(let index):
        hasher.combine(4)
        hasher.combine(index)
      }
    }

    public var description: String {
      switch self {
      case .plural(let form): return "plural.\(form)"
      case .device(let device): return "device.\(device)"
      case .width(let width): return "width.\(width)"
      case .substitution(let name, let form): return "%#@\(name)@ → \(form)"
      case .arrayItem(let index): return "item.\(index)"
      }
    }
  }

  /// The variation path from outermost to innermost; empty for a plain string.
  public var components: [Component]

  /// Creates a variant from its path.
  public init(_ components: [Component] = []) { self.components = components }

  /// The plain, unvaried string.
  public static let base = StringVariant()

  /// `true` when the string has no variation.
  public var isBase: Bool { components.isEmpty }

  /// A copy with `component` appended.
  public func appending(_ component: Component) -> StringVariant {
    StringVariant(components + [component])
  }

  /// Components joined by `, `; empty for a plain string.
  public var description: String { components.map(\.description).joined(separator: ", ") }
}
