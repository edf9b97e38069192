import TypeFitInput

/// A file the walker found, with the format it will be read as.
///
/// Two files are equal when their paths and formats are; the identity the walk saw is not
/// compared, hashed or encoded.
public struct LocalizationFile: Sendable, Hashable, Codable {
  /// The path, built from the path the caller gave plus the names below it.
  public var path: String
  /// The reader that will handle it.
  public var format: LocalizationFormat
  /// The file's identity when the walk found it, or `nil` for a file the caller named: the
  /// reader reads the file only if its path still leads to it (thirteenth attack A13-5).
  package var identity: FileSystemPath.Identity?

  private enum CodingKeys: String, CodingKey {
    case path, format
  }

  /// Creates a file entry.
  public init(path: String, format: LocalizationFormat) {
    self.path = path
    self.format = format
  }

  /// A file entry found by a walk, whose file had `identity` then.
  package init(path: String, format: LocalizationFormat, identity: FileSystemPath.Identity?) {
    self.init(path: path, format: format)
    self.identity = identity
  }

  public static func == (left: LocalizationFile, right: LocalizationFile) -> Bool {
    left.path == right.path && left.format == right.format
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(format)
  }
}
