import Foundation

/// Finds test fixtures and the shared corpus relative to this source file.
enum FixturePaths {
  /// `Tests/TypeFitLocalizationTests/Fixtures`.
  static let fixtures: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
  }()

  /// The path of one fixture file or folder.
  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  /// `../shared/corpus` seen from the package root, or `nil` when it is absent.
  static let corpus: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = root.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()
}
