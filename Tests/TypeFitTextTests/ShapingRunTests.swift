import Testing

@testable import TypeFitText

@Suite("Shaping runs found one at a time")
struct ShapingRunStartingTests {
  @Test("each run from its start is the run split gives there")
  func sameAsSplit() {
    // Six clusters: face 0 twice, face 1, face 1 in Greek, then face 2 left to right and right
    // to left (level 1).
    let clusterStarts: [Int32] = [0, 1, 2, 4, 5, 6, 7]
    let faces: [Int32] = [0, 0, 1, 1, 2, 2]
    let latin = ScriptCode.latin
    let other = ScriptCode(rawValue: 0x4772_656B)  // Grek
    let scripts = [latin, latin, latin, other, other, other]
    let levels: [UInt8] = [0, 0, 0, 0, 0, 0, 1]
    let runs = ShapingRun.split(
      clusterCount: 6, clusterStarts: clusterStarts, faces: faces, scripts: scripts, levels: levels)
    #expect(
      runs == [
        ShapingRun(start: 0, end: 2, level: 0), ShapingRun(start: 2, end: 3, level: 0),
        ShapingRun(start: 3, end: 4, level: 0), ShapingRun(start: 4, end: 5, level: 0),
        ShapingRun(start: 5, end: 6, level: 1),
      ])
    for run in runs {
      #expect(
        ShapingRun.starting(
          at: run.start, clusterCount: 6, clusterStarts: clusterStarts, faces: faces, scripts: scripts,
          levels: levels) == run)
    }
  }
}
