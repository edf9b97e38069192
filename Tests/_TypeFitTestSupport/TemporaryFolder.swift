import Foundation

/// A fresh folder under the system temporary directory, removed with everything in it when the
/// value goes away: the one way tests make temporary files, so no test leaves any behind.
///
/// Keep the value in a local for as long as the folder is used; a helper that makes a folder
/// for a test returns the value, not its path.
public final class TemporaryFolder {
  /// The folder's absolute path.
  public let path: String

  /// The folder as a file URL.
  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// - Parameter label: part of the folder's name (`typefit-LABEL-UUID`), to tell whose it is.
  public init(_ label: String = "test") throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "typefit-\(label)-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 to `relativePath` inside the folder, creating parent folders.
  public func write(_ relativePath: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes `relativePath` inside the folder a symbolic link whose text is `destination` (as
  /// written: relative text is resolved from the link's folder), creating parent folders.
  public func link(_ relativePath: String, to destination: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
