import Foundation
import TypeFitDynamicType
import TypeFitRow

/// A measurer that prepares each (text, language, weight) once and hands the same prepared
/// label to every later request: one row checked in several layout contexts is shaped once.
///
/// The batch checker makes one per chunk and drops it, so memory stays bounded; the
/// benchmark keeps one to time row evaluation without shaping.
public final class MemoizingMeasurer: LabelMeasuring, @unchecked Sendable {
  private let base: any LabelMeasuring
  private let lock = NSLock()
  private var prepared: [Key: Result<any PreparedLabel, LabelMeasuringError>] = [:]

  private struct Key: Hashable {
    var text: String
    var language: String?
    var weight: FontWeight
    var italic: Bool
    var monospacedDigits: Bool
  }

  /// - Parameter base: the measurer that prepares labels not seen before.
  public init(_ base: any LabelMeasuring) { self.base = base }

  public func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel
  {
    try prepareLabel(text, language: language, weight: weight, italic: false, monospacedDigits: false)
  }

  public func prepareLabel(
    _ text: String, language: String?, weight: FontWeight, italic: Bool, monospacedDigits: Bool
  ) throws -> any PreparedLabel {
    let key = Key(
      text: text, language: language, weight: weight, italic: italic, monospacedDigits: monospacedDigits)
    lock.lock()
    let cached = prepared[key]
    lock.unlock()
    if let cached { return try cached.get() }
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
    lock.lock()
    prepared[key] = result
    lock.unlock()
    return try result.get()
  }
}
