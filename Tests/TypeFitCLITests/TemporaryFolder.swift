import Foundation

/// A fresh folder under the system temporary directory, removed when the value goes away.
final class TemporaryFolder {
  /// The folder's absolute path.
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 to `relativePath` inside the folder, creating parent folders.
  func write(_ relativePath: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
