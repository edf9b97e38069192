import Foundation
import TypeFitConcurrency
import TypeFitDynamicType

/// The text measurement engine: prepares texts with a font stack and lays them out.
///
/// Safe to use from many threads at once: each call borrows a `ShapingContext` (HarfBuzz
/// buffer and ICU iterators) from a pool, and the font stack is immutable.
///
/// ```swift
/// let engine = try TextEngine(definition: .singleFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
/// let layout = try engine.measure("Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17))
/// // layout.naturalWidth ≈ 113.108
/// ```
public final class TextEngine: @unchecked Sendable {
  /// The loaded font stack.
  public let stack: FontStack
  /// Shaping contexts not in use.
  private let pool = Locked([ShapingContext]())
  /// Pieces of text between line-break opportunities, shaped once for all contexts
  /// (``ShapedSegmentCache/defaultCapacity`` entries at most), when the engine was made with
  /// segment caching. Off by default: even admitting only pieces met before, it costs more than
  /// it saves (+3.2 % instructions on a 2,000-value catalog, +0.7 % on a 20,000-value one,
  /// though HarfBuzz does 7.1 % less there; Docs/Performance.md, "Segment cache with admission
  /// by fingerprint").
  let segmentCache: ShapedSegmentCache?

  /// Lookups of the segment cache so far (hits and misses) and its entries, for benchmarks;
  /// zeros without segment caching.
  package var segmentCacheStatistics: SegmentCacheStatistics {
    segmentCache?.statistics ?? SegmentCacheStatistics(hits: 0, misses: 0, metBefore: 0, entries: 0)
  }
  /// The engine on the stack's italic variant, loaded on the first italic text.
  private let italicEngine = Locked(TextEngine?.none)

  /// - Parameter stack: a loaded font stack.
  public init(stack: FontStack) {
    self.stack = stack
    self.segmentCache = Self.makeDefaultSegmentCache()
  }

  /// Whether engines made with ``init(stack:)`` cache segments when the environment does not
  /// say: with the adaptive switch (``ShapedSegmentCache/adaptiveRepeatShare``).
  static let cachesSegmentsByDefault = false

  /// The setting of the environment variable `TYPEFIT_SEGMENT_CACHE` (``SegmentCacheSetting``),
  /// read once.
  private static let segmentCacheSetting = SegmentCacheSetting(value: SegmentCacheSetting.environmentValue)

  /// The segment cache of an engine made with ``init(stack:)``.
  private static func makeDefaultSegmentCache() -> ShapedSegmentCache? {
    switch segmentCacheSetting {
    case .everyRepeat: return ShapedSegmentCache()
    case .off: return nil
    case .adaptive: return ShapedSegmentCache(repeatShare: ShapedSegmentCache.adaptiveRepeatShare)
    case .default:
      return cachesSegmentsByDefault
        ? ShapedSegmentCache(repeatShare: ShapedSegmentCache.adaptiveRepeatShare) : nil
    }
  }

  /// An engine with `segmentCache` (`nil` for none).
  init(stack: FontStack, segmentCache: ShapedSegmentCache?) {
    self.stack = stack
    self.segmentCache = segmentCache
  }

  /// An engine that shapes each piece of text between line-break opportunities once and joins
  /// pieces where HarfBuzz's flags prove the result equals shaping the run whole (results are
  /// identical either way; only the work differs).
  package init(stack: FontStack, segmentCaching: Bool) {
    self.stack = stack
    self.segmentCache = segmentCaching ? ShapedSegmentCache() : nil
  }

  /// Loads `definition` and makes an engine on it.
  ///
  /// - Throws: the errors of ``FontStack/init(_:)``.
  public convenience init(definition: FontStackDefinition = .iosSystem) throws {
    self.init(stack: try FontStack(definition))
  }

  /// Prepares a text once for many layouts.
  ///
  /// - Parameters:
  ///   - text: the text as displayed.
  ///   - language: BCP 47 language (`th`, `zh-Hant`) for break rules and CJK faces; `nil` for
  ///     none (root rules, Simplified Chinese faces for Han).
  ///   - weight: the weight to shape at.
  ///   - italic: whether to use the stack's italic faces (`.italic()`); families without
  ///     italic faces serve the text upright.
  ///   - monospacedDigits: whether digits take tabular widths (`.monospacedDigit()`): the
  ///     OpenType feature `tnum`, and under the SF model the face's tabular digits scaled to SF
  ///     like any character the model's tables do not cover.
  /// - Throws: ``TextError/missingGlyphs(codePoints:)`` when no face covers some characters;
  ///   ``TextError/icu(call:code:)`` when ICU fails; the errors of ``FontStack/init(_:)`` when
  ///   the italic faces cannot be loaded.
  public func prepare(
    _ text: String, language: String? = nil, weight: FontWeight = .regular, italic: Bool = false,
    monospacedDigits: Bool = false
  ) throws -> PreparedText {
    if italic, let engine = try italicVariant(), engine !== self {
      return try engine.prepare(text, language: language, weight: weight, monospacedDigits: monospacedDigits)
        .markedItalic()
    }
    let context = try borrowContext()
    defer { returnContext(context) }
    return try context.prepare(text, language: language, weight: weight, monospacedDigits: monospacedDigits)
  }

  /// The engine for italic text: this one when the stack has no italic faces.
  func italicVariant() throws -> TextEngine? {
    guard stack.definition.hasItalicFaces else { return self }
    return try italicEngine.withLock { italicEngine in
      if let italicEngine { return italicEngine }
      let engine = TextEngine(
        stack: try FontStack(stack.definition.italicVariant), segmentCache: segmentCache?.emptyCopy())
      italicEngine = engine
      return engine
    }
  }

  /// Prepares and lays out a text in one call.
  ///
  /// - Throws: ``TextError/invalidParameter(name:value:reason:)`` for unusable parameters, and
  ///   the errors of ``prepare(_:language:weight:italic:monospacedDigits:)``.
  public func measure(
    _ text: String, language: String? = nil, weight: FontWeight = .regular, italic: Bool = false,
    monospacedDigits: Bool = false, parameters: LayoutParameters
  ) throws -> TextLayout {
    try parameters.validate()
    return try prepare(
      text, language: language, weight: weight, italic: italic, monospacedDigits: monospacedDigits
    ).layout(parameters)
  }

  /// Prepares many texts in parallel on all cores, in input order.
  ///
  /// - Returns: one result per input: the prepared text or the error it raised.
  public func prepareAll(_ inputs: [(text: String, language: String?, weight: FontWeight)]) -> [Result<
    PreparedText, TextError
  >] {
    orderedConcurrentMap(count: inputs.count) { i in
      let input = inputs[i]
      do {
        return .success(try prepare(input.text, language: input.language, weight: input.weight))
      } catch let error as TextError {
        return .failure(error)
      } catch {
        return .failure(.invalidFontStack("\(error)"))
      }
    }
  }

  func borrowContext() throws -> ShapingContext {
    if let context = pool.withLock({ $0.popLast() }) { return context }
    return try ShapingContext(stack: stack, segmentCache: segmentCache)
  }

  func returnContext(_ context: ShapingContext) {
    pool.withLock { $0.append(context) }
  }
}
