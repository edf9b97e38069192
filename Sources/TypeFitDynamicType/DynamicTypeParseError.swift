#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a content size category, category selection or text style name could not be read.
public enum DynamicTypeParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text names no content size category; `validNames` are the canonical names.
  case unknownCategory(String, validNames: [String])
  /// A range whose lower bound is above its upper bound, such as `AX5...large`.
  case reversedRange(String)
  /// A range with more than two ends, such as `large...AX5...AX4` (the forty-first attack's
  /// A41-8: it was called an unknown category `AX5...AX4`).
  case rangeWithMoreEnds(String)
  /// A range whose operator has dots of more, such as `large....AX5` or `large..<.AX5` (the
  /// seventy-ninth attack's A79-6: both were read as ranges).
  case malformedRangeOperator(String)
  /// A half-open range without its upper end, such as `AX1..<` (the eightieth attack's A80-2:
  /// it was called an empty selection).
  case halfOpenRangeWithoutUpperEnd(String)
  /// An empty selection or an empty item in a comma list.
  case emptySelection(String)
  /// The text names no text style; `validNames` are the canonical style names.
  case unknownTextStyle(String, validNames: [String])

  /// The message of ``halfOpenRangeWithoutUpperEnd(_:)``: `category range 'AX1..<' has no upper
  /// end after ..<; name the category it stops before, as in AX1..<AX5, or write AX1... for a
  /// range up to AX5`.
  static func halfOpenRangeMessage(_ text: String) -> String {
    let lower = lowerEnd(ofHalfOpen: text)
    return "category range '\(text)' has no upper end after ..<; name the category it stops before, as in "
      + "\(lower)..<AX5, or write \(lower)... for a range up to AX5"
  }

  /// The lower end of a half-open range as written (`AX1` of `AX1..<`), for the advice to use
  /// the user's own category (a fresh user's U54-5: `AX1..<` was told `large..<AX5`); `large`
  /// when it is missing, names no category, or is AX5, which no range can start from here.
  static func lowerEnd(ofHalfOpen text: String) -> String {
    let written = String(text.prefix { $0 != "." && $0 != "…" }).trimmingWhitespace()
    guard let category = try? ContentSizeCategory(parsing: written), category != .accessibility5 else {
      return "large"
    }
    return written
  }

  public var description: String {
    switch self {
    case .unknownCategory(let text, let validNames):
      "unknown content size category '\(text)'; valid names: \(validNames.joined(separator: ", ")) "
        + "(SwiftUI, UIKit and UICTContentSizeCategory spellings are accepted too)"
    case .reversedRange(let text):
      "category range '\(text)' runs backwards; write the smaller category first, as in large...AX5"
    case .malformedRangeOperator(let text):
      "category range '\(text)' has a range operator of more dots than ..., .. or ..<; write large...AX5 or "
        + "large..<AX5"
    case .rangeWithMoreEnds(let text):
      "category range '\(text)' has more than two ends; a range is two categories, as in large...AX5 "
        + "(separate ranges with commas: small...large, AX3...AX5)"
    case .halfOpenRangeWithoutUpperEnd(let text):
      Self.halfOpenRangeMessage(text)
    case .emptySelection(let text) where text.contains(","):
      // One entry of a list is empty (`large,,AX5`), not the whole selection (U52-6).
      "content size category list '\(text)' has an empty entry; separate names and ranges with single commas, "
        + "as in small...large, AX3...AX5"
    case .emptySelection(let text):
      "empty content size category selection '\(text)'; use a name, a range such as large...AX5, or all"
    case .unknownTextStyle(let text, let validNames):
      "unknown text style '\(text)'; valid names: \(validNames.joined(separator: ", "))"
    }
  }
}

extension DynamicTypeParseError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
