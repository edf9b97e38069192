import Foundation
import TypeFitDiscovery
import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// A check's configuration: `typefit.json` next to the input, or the file given with
/// `--config`. Every field is optional; command-line options override it.
///
/// ```json
/// {"rows": [{"title": "settings.wifi", "value": "settings.wifi.status", "accessory": "disclosure"},
///           {"match": "menu.*", "titleLines": 1}],
///  "device": "iPhone SE (3rd generation)", "formatArguments": {"@": "Alexandra", "d": "1,234"}}
/// ```
///
/// Unknown fields are errors that name the field and suggest the nearest known one, so a typo
/// never silently changes nothing.
///
/// `Codable` encodes the properties as they are (`defaults` as an object, `devices` and
/// `widths` as lists), to keep or send a configuration between programs. That is not the
/// `typefit.json` file format, which puts the defaults' row settings at the top level and
/// allows `device`/`width` singulars: read files with ``load(contentsOf:confinedTo:)``, which also checks
/// them strictly.
public struct CheckConfiguration: Sendable, Hashable, Codable {
  /// The categories a check covers when neither the caller nor the configuration names any:
  /// Large (the system default) through AX5, where text grows.
  ///
  /// Below Large, iOS 18's own minimum row height (twice the body style's leading, 38–42 pt:
  /// `minimumHeightLeadingMultiplier` in Docs/Profiles.md) is under the 44 pt touch target for every one-line row, so TF002
  /// reports every such row at xSmall–medium (a note without locales: a finding about the list,
  /// not about any string). Those categories are opt-in (`ContentSizeCategory.allCases`).
  public static let defaultCategories: [ContentSizeCategory] = ContentSizeCategory.allCases.filter {
    $0 >= .large
  }

  /// Composed rows and per-key settings, in priority order (the first `match` wins).
  public var rows: [RowRule] = []
  /// Settings for every row no rule configures.
  public var defaults = RowRule()
  /// Device names (see `typefit devices`).
  public var devices: [String] = []
  /// Screen widths in points, instead of or besides devices.
  public var widths: [Double] = []
  public var orientation: Orientation?
  public var listStyle: ListStyle?
  /// Platform profile id (`ios18`, `ios26`, `ods`).
  public var profile: String?
  /// Profile constants overridden by name (see Docs/Profiles.md).
  public var overrides: [String: Double] = [:]
  /// Categories, as `typefit check --categories` takes them (`large...AX5`, `all`).
  public var categories: [ContentSizeCategory]?
  /// Locales to check (all when empty).
  public var locales: [String] = []
  /// Keys to skip.
  public var ignore: [Glob] = []
  /// Sample values for format specifiers by conversion (`@`, `d`, `f`…).
  public var formatArguments: [String: String] = [:]
  /// Translation states to include (`translated`, `needs_review`, `new`, `stale`).
  public var states: [String]?
  /// The development language that `Base.lproj` stands for.
  public var developmentLanguage: String?
  public var displayScale: Double?
  /// `error`, `warning` or `never`.
  public var failOn: String?
  /// `boldText`: the Bold Text settings to check, `[false]` (the default), `[true]`, or both.
  public var boldText: [Bool] = [false]
  /// What reading changed, for standard error: a numeric weight that is not one of the nine,
  /// rounded to the nearest (`rows[0].titleWeight: weight 450 is not one of the nine…`).
  public var notes: [String] = []
  /// Rules switched off or re-levelled: `"rules": {"TF008": "off", "TF003": "warning"}`.
  public var rules: [RuleID: RuleLevel] = [:]
  /// The role of every string no row names, instead of classifying it from its context and
  /// shape (``StringRoleClassifier``): `"defaultRole": "row"` checks every string as a
  /// navigable row, as TypeFit did before roles.
  public var defaultRole: ItemRole?
  /// The app's own row components, for row discovery from Swift sources.
  public var rowComponents: [RowComponentMapping] = []
  /// Where the configuration was read from: its file and the place of each member its warnings
  /// are about (a `rows` entry, an `ignore` or `locales` entry, a `formatArguments` sample);
  /// `nil` for a configuration not read from a file, whose warnings name no file.
  public var locations: ConfigurationLocations?

  public init() {}

  /// The file warnings about the configuration as a whole are placed at: the file it was read
  /// from, or ``LocalizationDiagnostic/noFile`` for a configuration not read from a file.
  public var warningsFile: String { locations?.file ?? LocalizationDiagnostic.noFile }

  /// A warning about the configuration (``LocalizationDiagnostic/Kind/unmatchedConfiguration``)
  /// at `place`, the place of the member it is about (from ``locations``). Without one, it is
  /// at the configuration file alone when `orFile` (a warning about the file as a whole, such as
  /// the patterns' budget), else at no file (``LocalizationDiagnostic/noFile``: locales given on
  /// the command line); and at no file for a configuration not read from a file.
  func warning(_ message: String, at place: SourceLocation?, orFile: Bool = true) -> LocalizationDiagnostic {
    if let place {
      return LocalizationDiagnostic(
        kind: .unmatchedConfiguration, severity: .warning, at: place, message: message)
    }
    return LocalizationDiagnostic(
      kind: .unmatchedConfiguration, severity: .warning,
      file: orFile ? warningsFile : LocalizationDiagnostic.noFile,
      message: message)
  }

  static let topLevelKeys =
    [
      "rows", "device", "devices", "width", "widths", "orientation", "listStyle", "profile", "platform",
      "overrides",
      "categories", "locales", "ignore", "formatArguments", "states", "developmentLanguage", "displayScale",
      "failOn", "rules", "defaultRole", "rowComponents", "boldText",
    ] + rowSettingKeys
  static let rowSettingKeys = [
    "accessory", "accessorySize", "leading", "navigable", "titleStyle", "subtitleStyle", "valueStyle",
    "titleLines",
    "subtitleLines",
    "valueLines", "titleWeight", "subtitleWeight", "valueWeight", "italic", "monospacedDigits",
  ]
  static let rowKeys = ["title", "subtitle", "value", "match"] + rowSettingKeys

  /// The largest configuration file read, in bytes (real ones are a few kilobytes).
  public static let maximumFileSize = 1 << 20

  /// Reads a configuration file: a regular file (not a FIFO or device), at most
  /// ``maximumFileSize`` bytes.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - root: A real folder the file opened must lie in (its repository,
  ///     ``ConfigurationLocator/repositoryRealPath(of:currentDirectory:)``), or `nil`.
  /// - Throws: ``CheckError/unreadableConfiguration(file:message:)`` when `open` or `read` fails
  ///   (the system's reason) or the path leads to no regular file (a folder, device, FIFO or
  ///   socket, a `/proc` or `/sys` file), ``CheckError/invalidConfiguration(file:message:)`` when
  ///   the file is too large or lies outside `root`,
  ///   ``CheckError/invalidConfigurationValue(file:line:column:message:)`` naming the line,
  ///   column, field and what is wrong.
  public static func load(contentsOf path: String, confinedTo root: String? = nil) throws
    -> CheckConfiguration
  {
    try loadWithBytes(contentsOf: path, confinedTo: root).configuration
  }

  /// ``load(contentsOf:confinedTo:)``, with the bytes the configuration was parsed from: what
  /// a report records of the file (`config-fnv1a`) is taken from them, never from a second
  /// open of the path, which a link swapped in meanwhile could point at a device or FIFO (the
  /// sixty-seventh attack's A67-1).
  ///
  /// - Throws: as ``load(contentsOf:confinedTo:)``.
  public static func loadWithBytes(contentsOf path: String, confinedTo root: String? = nil) throws
    -> (configuration: CheckConfiguration, bytes: [UInt8])
  {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, maximumSize: maximumFileSize, identity: nil, root: root)
    } catch {
      switch error {
      // What the path leads to cannot be read as a file (not there, no permission, a folder, a
      // device, a FIFO, kernel state): one class, as for a `--stack` file (a fresh user's U54-2:
      // a folder was an invalid configuration with the usage line, exit 2, a missing file exit 3).
      case .cannotOpen, .cannotRead, .notRegularFile, .pseudoFileSystem:
        throw CheckError.unreadableConfiguration(file: path, message: error.description)
      default:
        throw CheckError.invalidConfiguration(file: path, message: error.description)
      }
    }
    return (try parse(Data(bytes), file: path), bytes)
  }

  /// Parses configuration JSON strictly (RFC 8259, no key twice, nesting at most 64 deep). A
  /// UTF-8 byte order mark at the start, which some editors write, is skipped. Bytes that are not
  /// UTF-8 and a `\uD800` escape of half a surrogate pair are errors at their line and column,
  /// never U+FFFD in a key, pattern or sample (the sixty-eighth attack's A68-1).
  ///
  /// - Throws: ``CheckError/invalidConfigurationValue(file:line:column:message:)``.
  public static func parse(_ data: Data, file: String) throws -> CheckConfiguration {
    let root: JSONNode
    do {
      root = try JSONNode.parse(
        [UInt8](data), rejectsLoneSurrogates: true, rejectsInvalidUTF8: true, skipsByteOrderMark: true)
    } catch {
      throw CheckError.invalidConfigurationValue(
        file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
    }
    var reader = ConfigurationReader(file: file)
    return try reader.configuration(root)
  }
}
