import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// A measurer that prepares each (text, language, weight) once and hands the same prepared
/// label to every later request: one row checked in several layout contexts is shaped once.
///
/// The batch checker keeps one for a whole run, which keeps a label only when it is asked for
/// the second time (``keepsOnSecondRequest``), so a text is shaped at most twice whatever
/// chunk it falls in; memory stays bounded because it holds at most ``capacity`` prepared
/// labels (`BoundedCache`: the ones asked for least recently are dropped first). The benchmark
/// keeps one that keeps every label, to time row evaluation without shaping.
public final class MemoizingMeasurer: LabelMeasuring, Sendable {
  /// Prepared labels kept by default: 32,768.
  public static let defaultCapacity = 32_768
  /// Approximate bytes of prepared labels a run keeps by default (``BatchChecker``'s run
  /// memory): 16 MiB. A prepared label is 1–20 KB (about 170 bytes per grapheme cluster:
  /// prefix sums for two optical sizes), so 32,768 of them could hold over 200 MB. On a
  /// 100,000-value catalog a 16 MiB bound cost no measurable time against 48 MiB.
  public static let defaultByteLimit = 16 << 20
  private let base: any LabelMeasuring
  private let prepared: BoundedCache<Key, Result<any PreparedLabel, LabelMeasuringError>>

  /// The most prepared labels held at once.
  public var capacity: Int { prepared.capacity }

  /// The text is hashed and compared by its UTF-8 bytes (``ExactText``): a `String`'s hash
  /// sends text that is not ASCII through Unicode normalization, and two texts that differ
  /// only in normalization shape apart.
  private struct Key: Hashable, Sendable {
    var text: ExactText
    var language: String?
    var weight: FontWeight
    var italic: Bool
    var monospacedDigits: Bool
  }

  /// - Parameters:
  ///   - base: the measurer that prepares labels not seen before.
  ///   - capacity: the most prepared labels held at once.
  ///   - byteLimit: the most approximate bytes (``PreparedLabel/approximateByteCount``) of
  ///     prepared labels held at once; `nil` (the default) for no bound but `capacity`.
  ///   - keepsOnSecondRequest: whether a label is kept only when it is asked for the second
  ///     time (the first request is prepared and handed back without being kept; see
  ///     `SecondSightingFilter`); `false` (the default) keeps every label.
  public init(
    _ base: any LabelMeasuring, capacity: Int = MemoizingMeasurer.defaultCapacity, byteLimit: Int? = nil,
    keepsOnSecondRequest: Bool = false
  ) {
    self.base = base
    prepared = BoundedCache(
      capacity: capacity, costLimit: byteLimit, admitsOnSecondSighting: keepsOnSecondRequest)
  }

  /// Whether a label is kept only when it is asked for the second time.
  public var keepsOnSecondRequest: Bool { prepared.admitsOnSecondSighting }

  /// The most approximate bytes of prepared labels held at once, or `nil` for no such bound.
  public var byteLimit: Int? { prepared.costLimit }

  public func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel
  {
    try prepareLabel(text, language: language, weight: weight, italic: false, monospacedDigits: false)
  }

  public func prepareLabel(
    _ text: String, language: String?, weight: FontWeight, italic: Bool, monospacedDigits: Bool
  ) throws -> any PreparedLabel {
    // Hashed once (the text through Unicode normalization) for the lookup and the insertion.
    let key = HashedKey(
      Key(
        text: ExactText(text), language: language, weight: weight, italic: italic,
        monospacedDigits: monospacedDigits))
    let admits: Bool
    switch prepared.lookup(key) {
    case .hit(let cached): return try cached.get()
    case .miss(let admitted): admits = admitted
    }
    let result: Result<any PreparedLabel, LabelMeasuringError>
    do {
      result = .success(
        try base.prepareLabel(
          text, language: language, weight: weight, italic: italic, monospacedDigits: monospacedDigits))
    } catch let error as LabelMeasuringError {
      result = .failure(error)
    } catch {
      result = .failure(.failed("\(error)"))
    }
    // A label that failed holds only its error.
    if admits { prepared.insert(result, for: key, cost: (try? result.get())?.approximateByteCount ?? 64) }
    return try result.get()
  }
}
