import Foundation
import TypeFitInput

/// Why a check could not run or stopped.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The run was cancelled through its ``CancellationFlag``.
  case cancelled
  /// The configuration file is invalid: where and what.
  case invalidConfiguration(file: String, message: String)
  /// The configuration file could not be opened or read, or the path leads to no regular file:
  /// where, and the reason (`cannot open the file: Permission denied`, `Too many open files`,
  /// `a folder, not a regular file; only regular files are read`). Nothing is wrong with the
  /// command line or the file's content (the eightieth attack's A80-8 and a fresh user's U54-2:
  /// each was an invalid configuration).
  case unreadableConfiguration(file: String, message: String)
  /// A value inside the configuration file is invalid: file, 1-based line and column (UTF-8
  /// bytes), and what is wrong.
  case invalidConfigurationValue(file: String, line: Int, column: Int, message: String)
  /// A measurement failed for a reason other than missing glyphs.
  case measurement(String)
  /// A `--shard K/N` that is not a part of a split: what is wrong.
  case invalidShard(String)
  /// The run would lay out more row layouts (rows × layout contexts × categories) than `limit`
  /// (``CheckSession/maximumRowLayouts``): `rows` planned (all of them when `counted`, else
  /// those planned when the limit was passed), nothing laid out past the limit. `weightedRows`
  /// is what the rows count for, a row counting once for each ``CheckSession/rowLayoutTextBytes``
  /// of its text (``CheckItem/rowLayoutWeight``); `rows` when every text is short.
  case rowLayoutLimitExceeded(
    rows: Int, weightedRows: Int, contexts: Int, categories: Int, limit: Int, counted: Bool)

  /// The error in words, at most about 3,600 bytes (`TextExcerpt.bounded`: a configuration value
  /// of 300,000 characters was quoted whole, the seventy-first attack's A71-7).
  public var description: String { TextExcerpt.bounded(unbounded) }

  private var unbounded: String {
    switch self {
    case .cancelled: "the check was cancelled"
    case .invalidConfiguration(let file, let message), .unreadableConfiguration(let file, let message):
      "\(file): \(message)"
    case .invalidConfigurationValue(let file, let line, let column, let message):
      "\(file):\(line):\(column): \(message)"
    case .measurement(let message): message
    case .invalidShard(let problem): "invalid shard \(problem)"
    case .rowLayoutLimitExceeded(
      let rows, let weightedRows, let contexts, let categories, let limit, let counted):
      Self.rowLayoutMessage(
        rows: rows, weightedRows: weightedRows, contexts: contexts, categories: categories, limit: limit,
        counted: counted)
    }
  }
}

extension CheckError {
  /// The message of
  /// ``rowLayoutLimitExceeded(rows:weightedRows:contexts:categories:limit:counted:)``.
  static func rowLayoutMessage(
    rows: Int, weightedRows: Int, contexts: Int, categories: Int, limit: Int, counted: Bool
  ) -> String {
    let (product, overflow) = weightedRows.multipliedReportingOverflow(by: contexts * categories)
    let total = overflow ? "more than \(Int.max)" : "\(product)"
    // Long texts: what the rows count for, and why.
    let weighed =
      weightedRows > rows
      ? " counted as \(weightedRows) for their text, one for each \(CheckSession.rowLayoutTextBytes) bytes of "
        + "key and labels, and for each other value a row can show (a Picker's options),"
      : ""
    let amount =
      counted
      ? "\(total) row layouts (\(rows) rows\(weighed) × \(contexts) layout contexts × \(categories) categories)"
      : "more than \(limit) row layouts (\(rows) rows planned so far\(weighed) × \(contexts) layout contexts × "
        + "\(categories) categories; the run stopped there)"
    return
      "the check would lay out \(amount), more than the limit of \(limit) a run lays out (a row is a key in "
      + "one locale and variant; a layout context a width or device, orientation and Bold Text setting)"
      + (counted ? "; nothing was laid out" : "")
      + ". Check fewer keys, locales, widths or categories (--locales, "
      + "--categories, --width, typefit.json), split the run (--shard K/N), or raise the limit with "
      + "--max-row-layouts N (typefit.json cannot raise it)"
  }
}

extension CheckError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
