/// A file the walker found, with the format it will be read as.
public struct LocalizationFile: Sendable, Hashable, Codable {
  /// The path, built from the path the caller gave plus the names below it.
  public var path: String
  /// The reader that will handle it.
  public var format: LocalizationFormat

  /// Creates a file entry.
  public init(path: String, format: LocalizationFormat) {
    self.path = path
    self.format = format
  }
}
