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
  /// range up to AX5`. The advice starts from the lower end as written (a fresh user's U54-5);
  /// from AX5, the largest category, it is `AX5` or `AX5...` (U55-5: `AX5..<` was told
  /// `large..<AX5`); without a lower end, `..<AX5` or `all`; from a name that is no category
  /// (which ``ContentSizeCategory/parseSelection(_:)`` reports as unknown first), `large`.
  static func halfOpenRangeMessage(_ text: String) -> String {
    let start = "category range '\(text)' has no upper end after ..<; "
    var written = String(text.prefix { $0 != "." && $0 != "…" }).trimmingWhitespace()
    guard !written.isEmpty else {
      return start + "name the category it stops before, as in ..<AX5, or write all for every category"
    }
    let category = try? ContentSizeCategory(parsing: written)
    if category == nil { written = "large" }
    if category == .accessibility5 {
      return start + "\(written) is the largest category, so nothing is larger to stop before; "
        + "write \(written) (or \(written)...) for it alone"
    }
    return start + "name the category it stops before, as in \(written)..<AX5, "
      + "or write \(written)... for a range up to AX5"
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
