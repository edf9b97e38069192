import Foundation

/// An input file named on the command line (a font stack definition) that cannot be read or
/// understood: the command exits with 3 (Docs/CLI.md), not with a usage error.
struct UnreadableInputError: Error, CustomStringConvertible {
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }
}

extension UnreadableInputError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  var errorDescription: String? { description }
}
