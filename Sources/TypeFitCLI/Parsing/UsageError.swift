import Foundation
import TypeFit
import TypeFitInput

/// A command line that cannot be run as written (exit code 2).
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String
  /// Whether the command's usage line follows the message: true for a command line written
  /// wrongly, false for a ``refusal(_:)``, whose options are well formed.
  public var showsUsage: Bool
  /// A usage error saying `message` (bounded: `TextExcerpt.bounded`).
  public init(_ message: String) {
    self.message = TextExcerpt.bounded(message)
    showsUsage = true
  }
  public var description: String { message }

  /// A well-formed command line refused for what it names (an `--output` that is an input, or that
  /// goes through a repository's symbolic link): exit code 2 like any usage error, but the usage
  /// line would bury the reason, so only the message is printed (fresh25 P1-5).
  public static func refusal(_ message: String) -> UsageError {
    var error = UsageError(message)
    error.showsUsage = false
    return error
  }
}

extension UsageError {
  /// Runs `body` and turns the model's name and value errors (unknown device, style, category,
  /// list style, profile, accessory, constant) into usage errors, keeping their messages, which
  /// list the valid names or suggest the nearest one.
  ///
  /// - Throws: ``UsageError`` for `RowModelError` and `DynamicTypeParseError`; other errors as
  ///   they are.
  static func converting<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as RowModelError {
      throw UsageError(error.description)
    } catch let error as DynamicTypeParseError {
      throw UsageError(error.description)
    }
  }
}

extension UsageError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
