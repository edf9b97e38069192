import Foundation
import Testing
import _TypeFitTestSupport

/// An app's own modifiers are followed through a walk with an explicit stack that visits each
/// declaration once (the twentieth attack's A20-27): modifiers using each other in a loop, a
/// chain of 10,000 modifiers each using the next and a row with 10,000 custom modifiers end
/// quickly, the good rows still listed.
@Suite("Hostile input: the app's own modifiers")
struct HostileCustomModifierTests {
  @Test("loops, 10,000-deep and 10,000-long custom modifier chains: rows end within the bound, exit 0")
  func bounded() throws {
    let folder = try TemporaryFolder()
    var style = "import SwiftUI\nextension View {\n"
    style += "  func a() -> some View { lineLimit(1).b() }\n  func b() -> some View { a().font(.title) }\n"
    style += "  func me() -> some View { me() }\n"
    for index in 0..<10_000 { style += "  func m\(index)() -> some View { m\(index + 1)() }\n" }
    style += "  func m10000() -> some View { lineLimit(1) }\n  func one() -> some View { lineLimit(1) }\n}\n"
    style +=
      "struct Loop: ViewModifier { func body(content: Content) -> some View { content.modifier(Loop()) } }\n"
    try folder.write("app/Style.swift", style)
    try folder.write(
      "app/A.swift",
      """
      import SwiftUI
      struct A: View { var body: some View { List {
        Text("h.a").a()
        Text("h.me").me().modifier(Loop())
        Text("h.deep").m0()
        Text("h.long")\(String(repeating: ".one()", count: 10_000))
      } } }

      """ + Hostile.goodSwiftView)
    let run = try Hostile.runBinary(["rows", folder.path + "/app", "--format", "json"], seconds: 120)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let rows =
      try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])["rows"]
      as? [[String: Any]]
    let titles = rows?.compactMap { ($0["title"] as? [String: Any])?["key"] as? String }
    #expect(titles == ["h.a", "h.me", "h.deep", "h.long", "good.toggle", "good.link"])
    let long = rows?.first { ($0["title"] as? [String: Any])?["key"] as? String == "h.long" }
    #expect((long?["title"] as? [String: Any])?["lineLimit"] as? Int == 1)
  }
}
