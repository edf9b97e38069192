import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

/// Chunks are counted in layouts, not rows, so a configuration with many contexts holds no more
/// layouts in memory at once than the default one.
@Suite("Chunk size by layouts")
struct ChunkSizeTests {
  @Test(
    "rows per chunk: 1,024 for the default 3 contexts × 12 categories, fewer as layouts per row grow",
    arguments: [
      (1, 12, 1024), (3, 12, 1024), (64, 12, 48), (128, 12, 24), (128, 1, 288), (100_000, 12, 1),
      (0, 0, 1024),
    ])
  func rowsPerChunk(_ contexts: Int, _ categories: Int, _ rows: Int) {
    #expect(BatchChecker.chunkSize(contexts: contexts, categories: categories) == rows)
  }

  @Test("a checker made without a chunk size takes it from its contexts and categories; a given one is kept")
  func defaultFromContexts() {
    let contexts = (0..<128).map { index in
      var context = LayoutContext()
      context.boldText = index % 2 == 1
      return context
    }
    let checker = BatchChecker(
      measurer: FixedAdvanceMeasurer(), contexts: contexts, categories: ContentSizeCategory.allCases)
    #expect(checker.chunkSize == 24)
    let given = BatchChecker(measurer: FixedAdvanceMeasurer(), contexts: contexts, chunkSize: 7)
    #expect(given.chunkSize == 7)
  }
}
