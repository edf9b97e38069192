import Testing

@testable import TypeFitRow

@Suite struct WCAGTargetSizeTests {
  func target(_ kind: TouchTargetKind, _ x: Double, _ y: Double, _ side: Double) -> TouchTarget {
    TouchTarget(kind: kind, frame: Rect(x: x, y: y, width: side, height: side))
  }

  @Test("A 24 pt target meets the minimum whatever surrounds it")
  func meets() {
    let button = target(.infoButton, 0, 0, 24)
    #expect(
      WCAGTargetSize.assess(button, among: [button, target(.toggle, 1, 1, 10)], minimum: 24) == .meetsMinimum)
  }

  @Test("Two undersized targets need their centres 24 pt apart")
  func twoUndersized() {
    let first = target(.infoButton, 0, 0, 10)
    let near = target(.detailButton, 20, 0, 10)  // centres 20 pt apart, rectangles 15 pt from the centre
    let far = target(.detailButton, 30, 0, 10)  // centres 30 pt apart
    #expect(
      WCAGTargetSize.assess(first, among: [first, near], minimum: 24)
        == .fails(nearest: .detailButton, clearance: 15))
    #expect(
      WCAGTargetSize.assess(first, among: [first, far], minimum: 24) == .spacingException(clearance: 25))
  }

  @Test("An undersized target needs 12 pt from its centre to a compliant target")
  func besideCompliant() {
    let button = target(.infoButton, 0, 0, 10)  // centre (5, 5)
    let touching = target(.toggle, 16, 0, 44)  // 11 pt from the centre
    let clear = target(.toggle, 18, 0, 44)  // 13 pt from the centre
    #expect(
      WCAGTargetSize.assess(button, among: [button, touching], minimum: 24)
        == .fails(nearest: .toggle, clearance: 11))
    #expect(
      WCAGTargetSize.assess(button, among: [button, clear], minimum: 24) == .spacingException(clearance: 13))
  }
}
