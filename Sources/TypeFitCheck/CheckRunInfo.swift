import TypeFitDynamicType
import TypeFitRow

/// What a check run used: written at the head of JSON, SARIF and HTML reports.
public struct CheckRunInfo: Sendable, Hashable {
  /// The version of the tool that ran the check; `TypeFitVersion.current` unless a tool that
  /// embeds TypeFit names its own.
  public var toolVersion: String
  /// The paths given on the command line.
  public var inputs: [String]
  /// The font stack's name and each face as "family weight: path".
  public var fontStack: String
  public var fontFaces: [String]
  /// The digest of each font file the faces read (16 hexadecimal digits, `FontStack.fileDigests()`
  /// of `TypeFitText`), by the path the faces name it; empty when not known. JSON heads and
  /// sharded NDJSON summary lines write it, sorted by path, so `typefit merge` refuses shards
  /// whose runs read different bytes at one font path.
  public var fontFileDigests: [String: String] = [:]
  /// The platform profile's id (`ios18`).
  public var profileID: String
  /// The layout contexts checked, in report order.
  public var contexts: [LayoutContext]
  /// The categories checked, ascending.
  public var categories: [ContentSizeCategory]
  /// The configuration file used (`typefit.json`), or `nil` when none was found or given.
  public var configurationFile: String?
  /// The least severe finding reports contain (`--min-severity`).
  public var minimumSeverity: Severity
  /// The part of a sharded run, or `nil`; SARIF names it as the run's category.
  public var shard: Shard?
  /// The least severe finding that fails the run (`--fail-on`), or `nil` when none does
  /// (`never`, or a library caller's own rule); the text report names the failing findings it
  /// leaves out for being below ``minimumSeverity``.
  public var failingSeverity: Severity?
  /// The other settings that change results, by name (`title-lines`: `1`, `no-discovery`:
  /// `true`, `config-fnv1a`: the configuration file's 64-bit FNV-1a hash in hex), as given;
  /// empty when all are at their defaults. JSON heads list them so `typefit merge` refuses
  /// shards of different runs.
  public var settings: [String: String] = [:]

  /// - Parameters:
  ///   - toolVersion: the version written into reports (default `TypeFitVersion.current`).
  ///   - inputs: the paths checked, as given.
  ///   - fontStack: the font stack's name.
  ///   - fontFaces: each face as "family weight: path".
  ///   - profileID: the platform profile's id.
  ///   - contexts: the layout contexts, in report order.
  ///   - categories: the categories checked, ascending.
  ///   - configurationFile: the configuration file used, if any.
  ///   - minimumSeverity: the least severe finding reports contain (default note: all).
  ///   - shard: the part of a sharded run (default none).
  public init(
    toolVersion: String = TypeFitVersion.current, inputs: [String], fontStack: String, fontFaces: [String],
    profileID: String, contexts: [LayoutContext], categories: [ContentSizeCategory],
    configurationFile: String? = nil, minimumSeverity: Severity = .note, shard: Shard? = nil
  ) {
    self.toolVersion = toolVersion
    self.inputs = inputs
    self.fontStack = fontStack
    self.fontFaces = fontFaces
    self.profileID = profileID
    self.contexts = contexts
    self.categories = categories
    self.configurationFile = configurationFile
    self.minimumSeverity = minimumSeverity
    self.shard = shard
  }
}
