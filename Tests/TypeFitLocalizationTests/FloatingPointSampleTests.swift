import Foundation
import Testing

@testable import TypeFitLocalization

/// A floating-point sample with a precision past a `Double`'s exact digits is formatted at
/// those digits and the zeros added after, the same text as `String(format:)` writes in a
/// fraction of the time (the thirty-ninth attack's A39-9: `%.49990f` took 2.8 ms a value).
@Suite("Format samples: very long precisions")
struct FloatingPointSampleTests {
  private func sample(_ conversion: Character, precision: Int, flags: String = "") -> String {
    FormatSampleValues().sample(
      for: FormatSpecifier(
        flags: flags, precision: precision, conversion: conversion,
        written: "%\(flags).\(precision)\(conversion)"))
  }

  @Test(
    "f, e, E, a, A, g and #g at precisions 1,101 and 2,000: as String(format:) writes them",
    arguments: [
      ("f", ""), ("e", ""), ("E", "+"), ("a", ""), ("A", ""), ("g", ""), ("g", "#"), ("G", "#"),
    ] as [(Character, String)])
  func sameAsFormat(conversion: Character, flags: String) {
    for precision in [1_101, 2_000] {
      let direct = String(format: "%\(flags).\(precision)\(conversion)", 1234.5678)
      let expected = conversion == "f" ? "1," + direct.dropFirst() : direct
      #expect(sample(conversion, precision: precision, flags: flags) == expected)
    }
  }

  @Test("%.49990f: 49,990 digits after the point, the exact ones first")
  func longest() {
    let text = sample("f", precision: 49_990)
    #expect(text.hasPrefix("1,234.567800000000033833202905952930450439453125000"))
    #expect(text.utf8.count == 6 + 49_990)
  }
}

/// The filler's cut and padding made without a copy per unit (A39-9) give the text the unit
/// by unit versions gave.
@Suite("Format filling: cuts and padding")
struct FillCutTests {
  @Test("A cut at 3 UTF-16 units: inside a pair the lead surrogate shows as U+FFFD, as decoding shows it")
  func prefixCut() {
    for text in ["ab😀cd", "abc😀", "a😀", "", "ab", "日本語です"] {
      for count in 0...6 {
        let decoded = String(decoding: Array(text.utf16.prefix(count)), as: UTF16.self)
        #expect(FormatArgumentFiller.prefix(of: text, utf16Count: count) == decoded)
      }
    }
  }

  @Test("Padding: 0 to 3 copies, and 50,000")
  func repeated() {
    #expect(FormatArgumentFiller.repeated(UInt8(ascii: " "), count: 0) == "")
    #expect(FormatArgumentFiller.repeated(UInt8(ascii: "0"), count: 3) == "000")
    #expect(
      FormatArgumentFiller.repeated(UInt8(ascii: " "), count: 50_000) == String(repeating: " ", count: 50_000)
    )
  }
}
