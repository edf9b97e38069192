import Synchronization
import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

@Suite("The run's keys by the texts' bytes: LaidOutRow and the label memo")
struct ExactTextKeysTests {
  static func item(_ key: String, _ row: Row, alternatives: [Row]? = nil) -> CheckItem {
    var item = CheckItem(
      key: key, locale: "fr", location: SourceLocation(file: "fr.lproj/Localizable.strings", line: 1),
      format: .strings, row: row)
    item.partAlternatives = alternatives?.map { CheckItem.PartAlternative(valueKey: nil, row: $0) }
    return item
  }

  @Test("equal rows are one key with one hash; texts that differ only in normalization are two")
  func rowKeys() {
    let composed = LaidOutRow(Self.item("a", Row(title: "Caf\u{E9}", value: "Activ\u{E9}", language: "fr")))
    let again = LaidOutRow(Self.item("b", Row(title: "Caf\u{E9}", value: "Activ\u{E9}", language: "fr")))
    let decomposedTitle = LaidOutRow(
      Self.item("c", Row(title: "Cafe\u{301}", value: "Activ\u{E9}", language: "fr")))
    let decomposedValue = LaidOutRow(
      Self.item("d", Row(title: "Caf\u{E9}", value: "Active\u{301}", language: "fr")))
    #expect(composed == again)
    #expect(composed.hashValue == again.hashValue)
    #expect(composed != decomposedTitle)
    #expect(composed != decomposedValue)
    // Same texts, other settings: not equal, though hashed alike.
    let otherLanguage = LaidOutRow(
      Self.item("e", Row(title: "Caf\u{E9}", value: "Activ\u{E9}", language: "de")))
    #expect(composed != otherLanguage)
    #expect(Set([composed, again, decomposedTitle, decomposedValue, otherLanguage]).count == 4)
  }

  @Test("rows of one text and language in other shapes hash apart (A39-2)")
  func shapesHashApart() {
    func key(_ change: (inout Row) -> Void) -> LaidOutRow {
      var row = Row(title: "Datenschutz", language: "de")
      change(&row)
      return LaidOutRow(Self.item("k", row))
    }
    // 40,000 point sizes of one text in one language all had one hash value, and the run's
    // caches probed through every earlier one: over 120 s for 360,000 layouts.
    let sizes = (0..<200).map { index in key { $0.title.fixedPointSize = 10 + Double(index) / 1_000 } }
    let limits = (1...200).map { limit in key { $0.title.lineLimit = limit } }
    let others = [
      key { $0.title.weight = .bold }, key { $0.title.textStyle = .headline },
      key { $0.accessory = .checkmark },
      key { $0.title.relativePointSize = 20 }, key { $0.title.minimumScaleFactor = 0.5 }, key { _ in },
      key { $0.title.italic = true }, key { $0.title.monospacedDigits = true },
      key { $0.title.truncationMode = .middle }, key { $0.listStyle = .plain },
    ]
    // And every other member `==` compares (A40-1: 20,000 leading-image widths still collided).
    let sizes2 = (1...100).map { width in key { $0.accessorySize = Size(width: Double(width), height: 44) } }
    let all = sizes + limits + others + sizes2
    #expect(Set(all).count == all.count)
    // Distinct hash values, not only distinct keys: a few collisions at most, not one value.
    #expect(Set(all.map(\.hashValue)).count >= all.count - 2)
  }

  @Test("a row's value alternatives are part of its key, byte for byte")
  func alternativesInTheKey() {
    let row = Row(title: "Intervalle", value: "5 min", language: "fr")
    let plain = LaidOutRow(Self.item("a", row))
    let withAlternative = LaidOutRow(
      Self.item("b", row, alternatives: [Row(title: "Intervalle", value: "Caf\u{E9}", language: "fr")]))
    let decomposedAlternative = LaidOutRow(
      Self.item("c", row, alternatives: [Row(title: "Intervalle", value: "Cafe\u{301}", language: "fr")]))
    let sameAlternative = LaidOutRow(
      Self.item("d", row, alternatives: [Row(title: "Intervalle", value: "Caf\u{E9}", language: "fr")]))
    #expect(plain != withAlternative)
    #expect(withAlternative != decomposedAlternative)
    #expect(withAlternative == sameAlternative)
    #expect(withAlternative.hashValue == sameAlternative.hashValue)
  }

  @Test("the label memo prepares a text once, and its other normalization apart")
  func labelMemoByBytes() throws {
    let base = CountingMeasurer()
    let memo = MemoizingMeasurer(base)
    for text in ["Caf\u{E9}", "Caf\u{E9}", "Cafe\u{301}", "Cafe\u{301}", "Caf\u{E9}"] {
      _ = try memo.prepareLabel(text, language: "fr", weight: .regular)
    }
    #expect(base.texts.withLock { $0 } == ["Caf\u{E9}", "Cafe\u{301}"].map(ExactText.init))
  }

  @Test("a chunk lays out a row and its decomposed twin apart, each item with its own text")
  func chunkKeepsNormalizationsApart() {
    let base = CountingMeasurer()
    let checker = BatchChecker(measurer: base, contexts: [LayoutContext()], threadCount: 1)
    let items = [
      Self.item("a", Row(title: "Caf\u{E9}", language: "fr")),
      Self.item("b", Row(title: "Cafe\u{301}", language: "fr")),
      Self.item("c", Row(title: "Caf\u{E9}", language: "fr")),
    ]
    let results = checker.checkChunk(items)
    #expect(results.map(\.item.key) == ["a", "b", "c"])
    #expect(
      results.map { ExactText($0.reports[0].row.title.text) } == items.map { ExactText($0.row.title.text) })
    #expect(base.texts.withLock { $0 } == ["Caf\u{E9}", "Cafe\u{301}"].map(ExactText.init))
  }
}

/// Records the text of every `prepareLabel` call, by its bytes.
private final class CountingMeasurer: LabelMeasuring {
  let texts = Mutex<[ExactText]>([])
  private let inner = FixedAdvanceMeasurer()

  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    texts.withLock { $0.append(ExactText(text)) }
    return try inner.prepareLabel(text, language: language, weight: weight)
  }
}
