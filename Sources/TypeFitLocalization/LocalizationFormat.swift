/// The kind of file a localized string was read from.
import TypeFitInput

public enum LocalizationFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// An Xcode String Catalog (`.xcstrings`, JSON).
  case xcstrings
  /// An old-style strings table (`.strings`, UTF-8 or UTF-16).
  case strings
  /// A plural and width rule dictionary (`.stringsdict`, XML property list).
  case stringsdict
  /// XLIFF 1.2 as exported by Xcode (`.xliff`, also inside `.xcloc` bundles).
  case xliff
  /// Android resources (`res/values*/strings.xml`).
  case android

  /// Guesses the format from a file path, or `nil` when the path is not a localization file.
  ///
  /// Android files are recognised by an `.xml` extension inside a `values` or `values-…` folder.
  ///
  /// ```swift
  /// LocalizationFormat(path: "res/values-de/strings.xml")  // .android
  /// LocalizationFormat(path: "en.lproj/Main.strings")      // .strings
  /// ```
  public init?(path: String) {
    let components = BytePath.names(of: path)
    guard let name = components.last else { return nil }
    let lowered = name.lowercased()
    if lowered.hasSuffix(".xcstrings") {
      self = .xcstrings
    } else if lowered.hasSuffix(".stringsdict") {
      self = .stringsdict
    } else if lowered.hasSuffix(".strings") {
      self = .strings
    } else if lowered.hasSuffix(".xliff") || lowered.hasSuffix(".xlf") {
      self = .xliff
    } else if lowered.hasSuffix(".xml"), components.count >= 2,
      AndroidResourceQualifiers.isValuesFolder(String(components[components.count - 2]))
    {
      self = .android
    } else {
      return nil
    }
  }
}

extension LocalizationFormat {
  /// How messages and help name the files of this format: its extension, `.xcloc` beside
  /// `.xliff` (an Xcode localization bundle holds XLIFF), and Android's `values*/strings.xml`.
  /// `.xlf`, read as `.xliff`, is not named.
  public var writtenNames: [String] {
    switch self {
    case .xcstrings: [".xcstrings"]
    case .strings: [".strings"]
    case .stringsdict: [".stringsdict"]
    case .xliff: [".xliff", ".xcloc"]
    case .android: ["values*/strings.xml"]
    }
  }

  /// The supported formats as every message and help text lists them:
  /// `.xcstrings, .strings, .stringsdict, .xliff, .xcloc, values*/strings.xml` (one list, a
  /// fresh user's U52-8: two lists differed, one without `.xcloc`).
  public static let writtenList = allCases.flatMap(\.writtenNames).joined(separator: ", ")

  /// Whether a file name ends in an extension a localization file may have (`.xcstrings`,
  /// `.strings`, `.stringsdict`, `.xliff`, `.xlf`, `.xml`), whatever its folder.
  public static func hasSupportedExtension(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return [".xcstrings", ".strings", ".stringsdict", ".xliff", ".xlf", ".xml"].contains {
      lowered.hasSuffix($0)
    }
  }
}
