import Foundation
import Testing
import TypeFitDynamicType

@Suite struct ContentSizeCategoryTests {
  @Test("There are twelve categories in order, large is the default")
  func order() {
    #expect(
      ContentSizeCategory.allCases.map(\.name) == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
        "AX5",
      ])
    #expect(ContentSizeCategory.default == .large)
    #expect(ContentSizeCategory.xSmall < .accessibility5)
  }

  @Test("Every alias parses, whatever its case", arguments: ContentSizeCategory.allCases)
  func aliasesParse(category: ContentSizeCategory) throws {
    for alias in category.aliases {
      #expect(try ContentSizeCategory(parsing: alias) == category)
      #expect(try ContentSizeCategory(parsing: alias.uppercased()) == category)
      #expect(try ContentSizeCategory(parsing: " " + alias.lowercased() + " ") == category)
    }
  }

  @Test(
    "SwiftUI, UIKit and raw-value spellings map to the right category",
    arguments: [
      ("accessibility1", ContentSizeCategory.accessibility1),
      ("xxLarge", .xxLarge),
      ("extraSmall", .xSmall),
      ("accessibilityMedium", .accessibility1),
      ("accessibilityExtraExtraExtraLarge", .accessibility5),
      (".extraExtraLarge", .xxLarge),
      ("UICTContentSizeCategoryXS", .xSmall),
      ("UICTContentSizeCategoryL", .large),
      ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5),
      ("ax3", .accessibility3),
    ])
  func spellings(text: String, expected: ContentSizeCategory) throws {
    #expect(try ContentSizeCategory(parsing: text) == expected)
  }

  @Test("An unknown name is an error that lists the valid names")
  func unknownName() {
    #expect(throws: DynamicTypeParseError.self) { try ContentSizeCategory(parsing: "huge") }
    do {
      _ = try ContentSizeCategory(parsing: "huge")
    } catch {
      #expect(error.description.contains("xSmall, small, medium, large"))
      #expect(error.description.contains("AX5"))
    }
  }

  @Test("A range of three ends is said to be one (A41-8), not an unknown category 'AX5...AX4'")
  func rangeWithMoreEnds() {
    #expect(throws: DynamicTypeParseError.rangeWithMoreEnds("large...AX5...AX4")) {
      try ContentSizeCategory.parseSelection("large...AX5...AX4")
    }
    #expect(throws: DynamicTypeParseError.rangeWithMoreEnds("large..AX1…AX4")) {
      try ContentSizeCategory.parseSelection("small, large..AX1…AX4")
    }
    #expect(
      DynamicTypeParseError.rangeWithMoreEnds("large...AX5...AX4").description
        == "category range 'large...AX5...AX4' has more than two ends; a range is two categories, as in "
        + "large...AX5 (separate ranges with commas: small...large, AX3...AX5)")
    #expect((try? ContentSizeCategory.parseSelection("small...large, AX3...AX5"))?.count == 6)
  }

  @Test("A range operator of more dots is refused, not read as a range (A79-6)")
  func malformedRangeOperator() {
    for text in ["large....AX5", "large..<.AX5", "large. ...AX5"] {
      #expect(throws: DynamicTypeParseError.malformedRangeOperator(text)) {
        try ContentSizeCategory.parseSelection(text)
      }
    }
    #expect(
      DynamicTypeParseError.malformedRangeOperator("large....AX5").description
        == "category range 'large....AX5' has a range operator of more dots than ..., .. or ..<; write "
        + "large...AX5 or large..<AX5")
    // Five dots are a range of three ends, as before; the operators Swift writes still read.
    #expect(throws: DynamicTypeParseError.rangeWithMoreEnds("large.....AX5")) {
      try ContentSizeCategory.parseSelection("large.....AX5")
    }
    // large, xLarge, xxLarge, xxxLarge and AX1 to AX5; AX5 left out of the half-open one.
    #expect((try? ContentSizeCategory.parseSelection("large...AX5"))?.count == 9)
    #expect((try? ContentSizeCategory.parseSelection("large..AX5"))?.count == 9)
    #expect((try? ContentSizeCategory.parseSelection("large..<AX5"))?.count == 8)
    #expect((try? ContentSizeCategory.parseSelection("large…AX5"))?.count == 9)
  }

  @Test("A half-open range leaves its upper end out, as Swift's ..< does (fresh-user U52-5)")
  func halfOpenRange() throws {
    #expect(
      try ContentSizeCategory.parseSelection("large..<AX5")
        == [
          .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
          .accessibility4,
        ])
    #expect(try ContentSizeCategory.parseSelection("..< medium") == [.xSmall, .small])
    #expect(try ContentSizeCategory.parseSelection("AX4..<AX5, small") == [.small, .accessibility4])
    #expect(throws: DynamicTypeParseError.emptySelection("large..<large")) {
      try ContentSizeCategory.parseSelection("large..<large")
    }
    #expect(throws: DynamicTypeParseError.reversedRange("AX1..<large")) {
      try ContentSizeCategory.parseSelection("AX1..<large")
    }
    // The eightieth attack's A80-2: the upper end is missing, not the selection.
    #expect(throws: DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("large..<")) {
      try ContentSizeCategory.parseSelection("large..<")
    }
    #expect(throws: DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("AX1 ..<")) {
      try ContentSizeCategory.parseSelection("small, AX1 ..<")
    }
    #expect(throws: DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("..<")) {
      try ContentSizeCategory.parseSelection("..<")
    }
    // The advice starts from the user's own category (a fresh user's U54-5), from Large when
    // there is none or it is AX5, from which no range goes up.
    #expect(
      DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("AX1..<").description
        == "category range 'AX1..<' has no upper end after ..<; name the category it stops before, as in "
        + "AX1..<AX5, or write AX1... for a range up to AX5")
    for (written, lower) in [
      ("xSmall …<", "xSmall"), ("foo..<", "large"), ("accessibilityMedium..<", "accessibilityMedium"),
    ] {
      #expect(
        DynamicTypeParseError.halfOpenRangeWithoutUpperEnd(written).description
          == "category range '\(written)' has no upper end after ..<; name the category it stops before, as in "
          + "\(lower)..<AX5, or write \(lower)... for a range up to AX5")
    }
    // A fresh user's U55-5: from AX5 no range goes up, and without a lower end the advice was
    // about `large` all the same.
    #expect(
      DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("AX5..<").description
        == "category range 'AX5..<' has no upper end after ..<; AX5 is the largest category, so nothing is "
        + "larger to stop before; write AX5 (or AX5...) for it alone")
    #expect(
      DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("..<").description
        == "category range '..<' has no upper end after ..<; name the category it stops before, as in ..<AX5, "
        + "or write all for every category")
    // Each piece of advice is itself a valid selection.
    for advice in ["AX5", "AX5...", "..<AX5", "all", "xSmall..<AX5", "xSmall..."] {
      #expect(throws: Never.self) { try ContentSizeCategory.parseSelection(advice) }
    }
  }

  /// A fresh user's U55-5: `xxl..<` and `foo..<` were told only that the upper end is missing.
  @Test("An unknown lower end of a half-open range is told as an unknown category first (U55-5)")
  func unknownHalfOpenLowerEnd() {
    let names = ContentSizeCategory.allCases.map(\.name)
    for written in ["xxl..<", "foo ..<", "foo…<"] {
      let lower = String(written.prefix { $0 != "." && $0 != "…" }).trimmingCharacters(in: .whitespaces)
      #expect(throws: DynamicTypeParseError.unknownCategory(lower, validNames: names)) {
        try ContentSizeCategory.parseSelection("large, " + written)
      }
    }
    #expect(throws: DynamicTypeParseError.halfOpenRangeWithoutUpperEnd("xxLarge..<")) {
      try ContentSizeCategory.parseSelection("xxLarge..<")
    }
  }

  /// A fresh user's U55-4: the check header showed `large,AX5` as `large…AX5`.
  @Test("A selection is named as a list, with … only for a run of three or more neighbours (U55-4)")
  func selectionText() throws {
    #expect(ContentSizeCategory.selectionText([.large, .accessibility5]) == "large, AX5")
    #expect(ContentSizeCategory.selectionText([.accessibility1, .accessibility3]) == "AX1, AX3")
    #expect(ContentSizeCategory.selectionText([.large, .xLarge]) == "large, xLarge")
    #expect(ContentSizeCategory.selectionText([.large]) == "large")
    #expect(ContentSizeCategory.selectionText([]) == "")
    #expect(ContentSizeCategory.selectionText(ContentSizeCategory.allCases) == "xSmall…AX5")
    #expect(
      ContentSizeCategory.selectionText(
        try ContentSizeCategory.parseSelection("xSmall, small, large...xxLarge, AX5"))
        == "xSmall, small, large…xxLarge, AX5")
    let halfOpen = try ContentSizeCategory.parseSelection("large..<AX5")
    #expect(ContentSizeCategory.selectionText(halfOpen) == "large…AX4")
  }

  @Test("An empty entry of a list is said to be one, not an empty selection (fresh-user U52-6)")
  func emptyEntry() {
    #expect(throws: DynamicTypeParseError.emptySelection("large,,AX5")) {
      try ContentSizeCategory.parseSelection("large,,AX5")
    }
    #expect(
      DynamicTypeParseError.emptySelection("large,,AX5").description
        == "content size category list 'large,,AX5' has an empty entry; separate names and ranges with single "
        + "commas, as in small...large, AX3...AX5")
    #expect(
      DynamicTypeParseError.emptySelection("").description
        == "empty content size category selection ''; use a name, a range such as large...AX5, or all")
  }

  @Test("Only AX1 to AX5 are accessibility categories", arguments: ContentSizeCategory.allCases)
  func accessibility(category: ContentSizeCategory) {
    #expect(category.isAccessibilityCategory == category.name.hasPrefix("AX"))
  }

  @Test("Categories encode as their canonical name and decode from any alias")
  func codable() throws {
    let data = try JSONEncoder().encode([ContentSizeCategory.accessibility2, .xSmall])
    #expect(String(decoding: data, as: UTF8.self) == #"["AX2","xSmall"]"#)
    let decoded = try JSONDecoder().decode(
      [ContentSizeCategory].self, from: Data(#"["accessibilityLarge","large"]"#.utf8))
    #expect(decoded == [.accessibility2, .large])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["nope"]"#.utf8))
    }
  }
}

@Suite struct CategorySelectionTests {
  @Test(
    "Selections parse to sorted, unique categories",
    arguments: [
      ("large...AX5", Array(ContentSizeCategory.allCases[3...])),
      ("AX1...", Array(ContentSizeCategory.allCases[7...])),
      ("...large", Array(ContentSizeCategory.allCases[...3])),
      ("all", ContentSizeCategory.allCases),
      ("ALL", ContentSizeCategory.allCases),
      ("AX5, small, large..xLarge, small", [.small, .large, .xLarge, .accessibility5]),
      ("accessibilityMedium…accessibility2", [.accessibility1, .accessibility2]),
      ("medium", [.medium]),
    ])
  func selections(text: String, expected: [ContentSizeCategory]) throws {
    #expect(try ContentSizeCategory.parseSelection(text) == expected)
  }

  @Test(
    "Reversed ranges, empty items and unknown names are errors",
    arguments: ["AX5...large", "", "large,", "...", "big...AX1"])
  func errors(text: String) {
    #expect(throws: DynamicTypeParseError.self) { try ContentSizeCategory.parseSelection(text) }
  }
}

@Suite("Font weights by name and number")
struct FontWeightResolvingTests {
  @Test("The nine weights resolve by name and by number with no note")
  func named() {
    for weight in FontWeight.allCases {
      #expect(FontWeight.resolving(weight.name)?.weight == weight)
      #expect(FontWeight.resolving(String(weight.rawValue))?.weight == weight)
      #expect(FontWeight.resolving(String(weight.rawValue))?.note == nil)
    }
  }

  @Test("Other numbers take the nearest weight, ties to the lighter, with a note; 0 and 1001 are refused")
  func nearest() {
    #expect(FontWeight.resolving("450")?.weight == .regular)
    #expect(FontWeight.resolving("451")?.weight == .medium)
    #expect(FontWeight.resolving("1")?.weight == .ultraLight)
    #expect(FontWeight.resolving("1000")?.weight == .black)
    #expect(
      FontWeight.resolving("350")?.note
        == "weight 350 is not one of the nine named weights; using light (300)")
    #expect(FontWeight.resolving("0") == nil)
    #expect(FontWeight.resolving("1001") == nil)
    #expect(FontWeight.resolving("bolder") == nil)
  }
}
