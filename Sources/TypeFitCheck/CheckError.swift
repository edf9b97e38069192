import Foundation

/// Why a check could not run or stopped.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The run was cancelled through its ``CancellationFlag``.
  case cancelled
  /// The configuration file is invalid: where and what.
  case invalidConfiguration(file: String, message: String)
  /// A value inside the configuration file is invalid: file, 1-based line and column (UTF-8
  /// bytes), and what is wrong.
  case invalidConfigurationValue(file: String, line: Int, column: Int, message: String)
  /// A measurement failed for a reason other than missing glyphs.
  case measurement(String)
  /// A `--shard K/N` that is not a part of a split: what is wrong.
  case invalidShard(String)

  public var description: String {
    switch self {
    case .cancelled: "the check was cancelled"
    case .invalidConfiguration(let file, let message): "\(file): \(message)"
    case .invalidConfigurationValue(let file, let line, let column, let message):
      "\(file):\(line):\(column): \(message)"
    case .measurement(let message): message
    case .invalidShard(let problem): "invalid shard \(problem)"
    }
  }
}

extension CheckError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
