import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-third attack's A83-1 and A83-2: a modifier that makes an `Image(systemName:)` in a
/// row wider than the symbol laid out (the trailing checkmark's 16 pt, the leading symbol's
/// 24 pt) was ignored in silence.
@Suite("SwiftUI rows: modifiers that size a symbol image")
struct SymbolImageSizeTests {
  static func notes(_ source: String) -> [String] {
    RowDiscovery().discover(source: source, path: "V.swift").findings
      .filter { $0.severity == .note && $0.ruleID == .notModelled }
      .map { "\($0.location.line) \($0.message)" }
  }

  @Test("a trailing checkmark's frame, padding or large font is a note at the modifier (A83-1)")
  func trailing() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            HStack { Text("k2").lineLimit(1); Spacer(); Image(systemName: "checkmark").frame(width: 150) }
            HStack { Text("k3").lineLimit(1); Spacer(); Image(systemName: "checkmark").padding(.leading, 150) }
            HStack { Text("k4").lineLimit(1); Spacer(); Image(systemName: "checkmark").font(.system(size: 150)) }
            HStack { Text("k5"); Spacer(); Image(systemName: "checkmark").frame(width: 12).font(.body) }
            HStack { Text("k6"); Spacer(); Image(systemName: "checkmark").padding(.vertical, 8).imageScale(.small) }
            HStack { Text("k7"); Spacer(); Image(systemName: "checkmark").imageScale(.large).font(.title3) }
            HStack { Text("k9"); Spacer(); if on { Image(systemName: "checkmark").frame(width: 20) } }
            HStack { Image(systemName: "gear").font(.system(size: 20)).imageScale(.large); Text("k8") }
          }
        }
      }
      """
    let room = "(the image is laid out as the 16 pt checkmark it stands for, at Large); the text column is "
    #expect(
      Self.notes(source) == [
        "5 .frame(width: 150) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
        "6 .padding(.leading, 150) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
        "7 .font(.system(size: 150)) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
        "10 .imageScale(.large) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
        "10 .font(.title3) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
        "11 .frame(width: 20) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room + "narrower than modelled (not modelled)",
      ])
  }

  @Test(
    "a leading symbol's frame width, padding or large font is a note; a frame of both sides is laid out (A83-2)"
  )
  func leading() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            HStack { Image(systemName: "star").resizable().frame(width: 200, height: 40); Text("k1").lineLimit(1) }
            HStack { Image(systemName: "star").frame(width: 200); Text("k2").lineLimit(1) }
            HStack { Image(systemName: "star").font(.system(size: 200)); Text("k3").lineLimit(1) }
            HStack { Image(systemName: "star").padding(.trailing, 200); Text("k4").lineLimit(1) }
            Label { Text("k5").lineLimit(1) } icon: { Image(systemName: "star").frame(width: 200) }
            HStack { Image(systemName: "star").font(.largeTitle).imageScale(.large); Text("k6") }
            HStack { Image(systemName: "star").frame(width: 20).font(.caption); Text("k7") }
          }
        }
      }
      """
    let room =
      "(a symbol is laid out in the 24 pt symbol column, at Large); the text column is narrower than "
      + "modelled (not modelled)"
    #expect(
      Self.notes(source) == [
        "6 .frame(width: 200) on Image(systemName:) gives the image more room than TypeFit lays out " + room,
        "7 .font(.system(size: 200)) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room,
        "8 .padding(.trailing, 200) on Image(systemName:) gives the image more room than TypeFit lays out "
          + room,
        "9 .frame(width: 200) on Image(systemName:) gives the image more room than TypeFit lays out " + room,
        "10 .font(.largeTitle) on Image(systemName:) gives the image more room than TypeFit lays out " + room,
      ])
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "k1")?.leading == .image(ImageSpec(width: 200, height: 40, shape: .square)))
  }
}
