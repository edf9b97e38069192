import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// The tracking a row reports is the tracking the engine measured the label with.
@Suite("Reported tracking")
struct ReportedTrackingTests {
  @Test("A body title at large reports SF's −52/2048 em (−0.4316 pt), not the HIG table's −0.442 pt")
  func systemStack() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let report = try RowLayoutEngine(measurer: measurer).report(
      for: Row(title: "Account"), in: LayoutContext(), categories: [.large])
    let title = try #require(report.layout(at: .large)?.label(.title))
    #expect(title.pointSize == 17)
    #expect(abs(title.trackingMilliEm - (-52.0 / 2048 * 1000)) < 1e-9)
    #expect(abs(title.tracking - (-52.0 / 2048 * 17)) < 1e-9)
    #expect(abs(title.tracking - SFTracking.em(atPointSize: 17) * 17) > 0.01)
  }

  @Test("A single font file has no tracking, and reports none")
  func singleFace() throws {
    let engine = try TextEngine(
      definition: .singleFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
    let report = try RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine)).report(
      for: Row(title: "Account"), in: LayoutContext(), categories: [.large])
    let title = try #require(report.layout(at: .large)?.label(.title))
    #expect(title.trackingMilliEm == 0 && title.tracking == 0)
  }
}
