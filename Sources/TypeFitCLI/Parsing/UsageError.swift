/// A command line that cannot be run as written (exit code 2).
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
