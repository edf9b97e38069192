import Foundation
import Testing

@testable import TypeFitLocalization

/// Ninth attack, G5: `@string/` references resolved in other files of a folder cost one lookup
/// each, not one per file of the folder; a ring of references across thousands of files was
/// quadratic (2,000 files: 23 s in a release build).
@Suite("Android: references across the files of a large folder")
struct AndroidReferenceRingTests {
  /// A folder `res/values-de` of `count` files, each `s<i>` → `@string/s<i+1 mod count>` (one
  /// ring across all files) beside `t<i>` with text.
  static func ring(_ count: Int) throws -> String {
    let root = NSTemporaryDirectory() + "typefit-aring-" + UUID().uuidString
    let folder = root + "/res/values-de"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in 0..<count {
      let body =
        "<resources><string name=\"s\(index)\">@string/s\((index + 1) % count)</string>"
        + "<string name=\"t\(index)\">Text \(index)</string></resources>"
      try Data(body.utf8).write(to: URL(fileURLWithPath: folder + "/strings\(index).xml"))
    }
    return root
  }

  /// The processor time this thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test("a ring of references across 2,000 files reads each string once and stops every chain at 32 steps")
  func ringAcrossFiles() throws {
    let count = 2_000
    let root = try Self.ring(count)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let started = Self.threadCPUSeconds()
    let result = LocalizationReader().read(paths: [root])
    let seconds = Self.threadCPUSeconds() - started
    #expect(result.strings.count == 2 * count)
    let first = result.strings.first { $0.key == "s0" }
    #expect(first?.value == "@string/s1")
    #expect(result.strings.first { $0.key == "t7" }?.value == "Text 7")
    let chains = result.diagnostics.filter {
      $0.message.contains("starts a chain of more than 32 references")
    }
    #expect(chains.count == count)
    // Hang guard only: one lookup per step is well under a second; one per file of the folder
    // per step took a minute in a debug build.
    #expect(seconds < 30)
  }

  @Test(
    "of two other files defining a name, the first in byte order of their paths gives its text; the asking file's own first"
  )
  func firstFileInByteOrder() throws {
    let root = NSTemporaryDirectory() + "typefit-aorder-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/res/values-de"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let files = [
      "a.xml": #"<string name="alias">@string/shared</string><string name="late">@string/only_c</string>"#,
      "b.xml": #"<string name="shared">Aus b</string><string name="hop">@string/shared</string>"#,
      "c.xml": #"<string name="shared">Aus c</string><string name="only_c">@string/hop</string>"#,
    ]
    for (name, body) in files {
      try Data(("<resources>" + body + "</resources>").utf8).write(
        to: URL(fileURLWithPath: folder + "/" + name))
    }
    let result = LocalizationReader().read(paths: [root])
    func value(_ key: String, _ file: String) -> String? {
      result.strings.first { $0.key == key && $0.location.file.hasSuffix("/" + file) }?.value
    }
    #expect(value("alias", "a.xml") == "Aus b")
    #expect(value("late", "a.xml") == "Aus b")
    // only_c → hop (b.xml) → shared: every step is looked up from the file asking, whose own
    // definitions come first, as for a direct reference (session 31: the step was resolved
    // inside b.xml, "Aus b").
    #expect(value("only_c", "c.xml") == "Aus c")
    // `shared` defined twice in one folder, which aapt2 refuses: c.xml's is not checked itself
    // (A34-6), though it still answers c.xml's own references.
    #expect(value("shared", "c.xml") == nil)
    #expect(
      result.diagnostics.map { "\($0.kind)|\($0.file.dropFirst(folder.count))" } == ["duplicateKey|/c.xml"])
  }
}
