/// An input file named on the command line (a font stack definition) that cannot be read or
/// understood: the command exits with 3 (Docs/CLI.md), not with a usage error.
struct UnreadableInputError: Error, CustomStringConvertible {
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }
}
