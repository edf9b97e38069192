import Testing
import TypeFitDynamicType

@testable import TypeFitText

/// A context that prepares text after text reuses its scratch arrays (``PrepareScratch``) and
/// gives what a fresh context gives for each text.
@Suite struct PrepareScratchTests {
  @Test func aContextReusedForManyTextsGivesWhatFreshContextsGive() throws {
    let engine = try TextEngine(definition: .iosSystem)
    let reused = try ShapingContext(stack: engine.stack)
    // Long after short and short after long, in every script of the reuse tests, twice.
    let texts = ShapingReuseTests.texts + ShapingReuseTests.texts.reversed()
    for (text, language) in texts {
      for weight in [FontWeight.regular, .bold] {
        let fresh = try ShapingContext(stack: engine.stack).prepare(text, language: language, weight: weight)
        let again = try reused.prepare(text, language: language, weight: weight)
        #expect(again.clusterStarts == fresh.clusterStarts, "\(text)")
        #expect(again.clusterIsSpace == fresh.clusterIsSpace, "\(text)")
        for size in [11.0, 17, 28, 53] {
          for width in [40.0, 180] {
            let parameters = LayoutParameters(pointSize: size, maxWidth: width)
            #expect(
              again.summary(parameters) == fresh.summary(parameters), "\(text) at \(size) pt in \(width) pt")
          }
        }
      }
    }
  }

  @Test func takeLeavesTheSlotEmptyAndKeepsTheStorage() {
    var slot: [Double] = [1, 2, 3]
    slot.reserveCapacity(100)
    var taken = PrepareScratch.take(&slot)
    #expect(slot.isEmpty)
    #expect(taken.isEmpty)
    #expect(taken.capacity >= 100)
    taken.append(4)
    slot = taken
    #expect(PrepareScratch.take(&slot).capacity >= 100)
  }
}
