import Foundation
import Testing
import _TypeFitTestSupport

/// Eleventh attack, R1: a Swift file under a folder whose path passes PATH_MAX (4,096 bytes) was
/// passed over in silence: the Swift walker looked each entry up by its path, which the system
/// refuses (`File name too long`), took the folder for no folder, and `rows` said "0 rows in 0
/// of 0 Swift files", exit 0. It now takes each entry's kind from the listing and reports the
/// folder it cannot list with the system's reason, as the localization walker does.
@Suite("Hostile input: a Swift file below a folder whose path passes PATH_MAX")
struct HostileLongPathTests {
  /// Twenty folders of 250-byte names below `App` in `folder`, made relative to each other (a
  /// path past PATH_MAX cannot be named whole), with `V.swift` in the last; and `App/Good.swift`.
  /// Returns the path of the first folder whose path is 4,096 bytes or longer.
  static func make(in folder: TemporaryFolder) throws -> String {
    try folder.write("App/Good.swift", Hostile.goodSwiftView)
    var descriptor = open(folder.path + "/App", O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    var path = folder.path + "/App"
    var tooLong: String?
    for level in 0..<20 {
      let name = "d\(level < 10 ? "0" : "")\(level)" + String(repeating: "x", count: 247)
      try #require(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      try #require(next >= 0)
      descriptor = next
      path += "/" + name
      if tooLong == nil, path.utf8.count >= 4096 { tooLong = path }
    }
    let file = openat(descriptor, "V.swift", O_WRONLY | O_CREAT, 0o644)
    try #require(file >= 0)
    _ = Array(Hostile.goodSwiftView.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    close(descriptor)
    return try #require(tooLong)
  }

  /// Removes the twenty folders (a path past PATH_MAX cannot be removed by name), deepest first.
  static func removeDeep(in folder: TemporaryFolder) {
    var descriptors = [open(folder.path + "/App", O_RDONLY | O_DIRECTORY)]
    var names: [String] = []
    for level in 0..<20 {
      let name = "d\(level < 10 ? "0" : "")\(level)" + String(repeating: "x", count: 247)
      names.append(name)
      descriptors.append(openat(descriptors[descriptors.count - 1], name, O_RDONLY | O_DIRECTORY))
    }
    unlinkat(descriptors[20], "V.swift", 0)
    for level in (0..<20).reversed() {
      close(descriptors[level + 1])
      unlinkat(descriptors[level], names[level], AT_REMOVEDIR)
    }
    close(descriptors[0])
  }

  @Test("rows: the folder it cannot list is an error naming it (exit 3), and the good file's rows are listed")
  func rowsReportsTheFolder() throws {
    let folder = try TemporaryFolder()
    defer { Self.removeDeep(in: folder) }
    let tooLong = try Self.make(in: folder)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 3)
    // The limit the path passes is said (the fifteenth attack's A15-2).
    #expect(
      run.stderr
        == "Error: \(tooLong): cannot list folder: File name too long (the path is \(tooLong.utf8.count) bytes; "
        + "the system opens a path of at most 4095 bytes by name: give a folder further down as the input, or "
        + "shorten the folder names)\n")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(
      rows.compactMap { ($0["title"] as? [String: Any])?["key"] as? String } == ["good.toggle", "good.link"])
  }
}
