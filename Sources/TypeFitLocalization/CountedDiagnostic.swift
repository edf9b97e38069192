/// A problem that ``FileDiagnostics`` can keep or count: whether it is an error, its line, and
/// how to say, at its place, how many more there are.
///
/// Localization readers (``LocalizationDiagnostic``), the JSON parser's warnings and the Swift
/// lexer's diagnostics all go through ``FileDiagnostics``, so no file lists more than 100 errors
/// and 100 warnings, however many it has.
public protocol CountedDiagnostic: Sendable {
  /// Whether the problem is an error; errors and warnings are limited apart.
  var isError: Bool { get }
  /// The 1-based line of the problem, or 0 for a problem with the whole file.
  var countedLine: Int { get }
  /// The line that ends a file's list: the same kind of problem at the same place, saying
  /// `message`, which tells that `count` more like it are not listed.
  func summary(of count: Int, message: String) -> Self
}

extension LocalizationDiagnostic: CountedDiagnostic {
  public var isError: Bool { severity == .error }
  public var countedLine: Int { line ?? 0 }
  public func summary(of count: Int, message: String) -> LocalizationDiagnostic {
    var copy = self
    copy.message = message
    return copy
  }
}
