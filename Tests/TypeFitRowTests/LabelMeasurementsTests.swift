import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// ``LabelMeasurements``: a layout's labels kept inline, read and encoded as the array they
/// replace.
@Suite struct LabelMeasurementsTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())

  /// A row with a title, subtitle and value at xxxLarge, in a 320 pt context.
  func layout() throws -> RowCategoryLayout {
    let row = Row(
      title: RowLabel("Wi-Fi", textStyle: .body),
      subtitle: RowLabel("Connected to Home", textStyle: .footnote),
      value: RowLabel("On", textStyle: .body))
    let layout = try #require(
      try engine.report(for: row, in: LayoutContext(device: .width(320)), categories: [.xxxLarge])
        .layout(at: .xxxLarge))
    #expect(layout.labels.count == 3)
    return layout
  }

  /// The labels of ``layout()``.
  func labels() throws -> [LabelMeasurement] { Array(try layout().labels) }

  @Test("The labels given are kept in their order, the absent ones left out")
  func packing() throws {
    let all = try labels()
    let kept = LabelMeasurements(all[0], nil, all[2])
    #expect(kept.count == 2)
    #expect(kept.map(\.role) == [.title, .value])
    #expect(kept[1] == all[2])
    #expect(Array(LabelMeasurements(all)) == all)
    #expect(LabelMeasurements().isEmpty)
    #expect(LabelMeasurements(nil, nil, nil) == [])
  }

  @Test("Equal and hashed by the labels held: a slot left unused or emptied does not count")
  func equality() throws {
    let all = try labels()
    var shortened: LabelMeasurements = [all[0], all[1]]
    #expect(shortened != LabelMeasurements(all))
    #expect(shortened == LabelMeasurements(all[0], all[1], nil))
    #expect(shortened.hashValue == LabelMeasurements(all[0], all[1], nil).hashValue)
    shortened[1].pointSize += 1
    #expect(shortened[1].pointSize == all[1].pointSize + 1)
    #expect(shortened != LabelMeasurements(all[0], all[1], nil))
  }

  @Test("Encoded as the array of its labels; more labels than a row has are not decoded")
  func coding() throws {
    let all = try labels()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let bytes = try encoder.encode(LabelMeasurements(all))
    #expect(bytes == (try encoder.encode(all)))
    #expect(try JSONDecoder().decode(LabelMeasurements.self, from: bytes) == LabelMeasurements(all))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LabelMeasurements.self, from: try encoder.encode(all + [all[0]]))
    }
  }

  @Test("Read in place: the buffer holds the labels, in order")
  func buffer() throws {
    let all = try labels()
    let kept = LabelMeasurements(nil, all[1], all[2])
    #expect(kept.withUnsafeBufferPointer { Array($0) } == [all[1], all[2]])
    #expect(LabelMeasurements().withUnsafeBufferPointer(\.count) == 0)
    var layout = try layout()
    layout.labels = kept
    #expect(withUnsafePointer(to: &layout) { Array(RowCategoryLayout.labels(of: $0)) } == [all[1], all[2]])
    layout.labels = []
    #expect(withUnsafePointer(to: &layout) { RowCategoryLayout.labels(of: $0).count } == 0)
  }
}
