import Foundation

@testable import TypeFitDiscovery

/// Paths of the Swift fixtures beside these tests, found from this file's location.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Rows discovered in some fixture files.
  static func discover(_ names: [String], components: [RowComponentMapping] = []) -> DiscoveryResult {
    RowDiscovery(components: components).discover(in: names.map(path))
  }
}

extension DiscoveryResult {
  /// The row whose title is the key `key`.
  func row(title key: String) -> SourceRow? { rows.first { $0.title?.reference.key == key } }

  /// Every title key, in order.
  var titleKeys: [String] { rows.compactMap { $0.title?.reference.key } }
}

extension SourceRow? {
  /// The keys of the row's title, subtitle and value (`nil` for a part it lacks or that names no key).
  var partKeys: [String?] {
    [self?.title?.reference.key, self?.subtitle?.reference.key, self?.value?.reference.key]
  }
}
