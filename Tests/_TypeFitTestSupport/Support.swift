// Shared helpers for TypeFit's test targets: paths, the Pango oracle, corpus samples, a fake text
// measurer and golden files.
import Foundation

/// Paths the tests use: the package root, the optional `../shared` folder beside the checkout,
/// and the Debian font files.
public enum TestPaths {
  /// The package root, found from this file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` beside the checkout when present (CI has it; a user's clone does not).
  public static var shared: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Whether `../shared` is beside the checkout: the condition of the
  /// `.enabled(if: TestPaths.hasShared, …)` trait of tests that need it, so they show as skipped.
  public static var hasShared: Bool { shared != nil }

  /// Prints the visible skip message tests use when `../shared` is absent, and returns whether
  /// it is present.
  public static func requireShared(_ what: String) -> URL? {
    guard let shared else {
      print(
        "SKIPPED: \(what): ../shared not found beside the checkout (it holds the corpora and references).")
      return nil
    }
    return shared
  }

  /// A Debian font file by name (`Inter-Regular.otf`), searched in the usual folders.
  public static func font(_ file: String) -> String {
    for folder in [
      "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
    ] where FileManager.default.fileExists(atPath: folder + "/" + file) {
      return folder + "/" + file
    }
    return "/usr/share/fonts/" + file
  }
}
