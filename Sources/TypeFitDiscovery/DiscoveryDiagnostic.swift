import TypeFitLocalization

/// A problem found while reading Swift sources: an unreadable or oversized file, an unterminated
/// string or comment, a symbolic link that leaves the searched tree.
///
/// Discovery never throws for bad input; it reports what it could not read and goes on.
///
/// ```swift
/// diagnostic.description  // "Settings.swift:12:9: warning: unterminated string literal"
/// ```
public struct DiscoveryDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Stable names for tools that filter diagnostics.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file or folder could not be opened or listed, or does not exist.
    case unreadableFile
    /// The file is larger than ``SwiftLexer/maximumFileSize`` or has more than
    /// ``SwiftLexer/maximumTokenCount`` tokens; it was not read (an error: its rows are not
    /// discovered, the nineteenth attack's A19-7).
    case fileTooLarge
    /// A string literal has no closing delimiter before the end of its line (or of the file).
    case unterminatedString
    /// A `/*` comment has no closing `*/` before the end of the file.
    case unterminatedComment
    /// A backslash escape Swift does not define; it is kept as written.
    case invalidEscape
    /// Bytes that are not valid UTF-8; they are read as U+FFFD (a warning). As an error: a file
    /// in UTF-16 or UTF-32, not read (`SwiftSourceEncoding`).
    case invalidEncoding
    /// Brackets nested deeper than ``RowDiscovery/maximumNestingDepth``, at the first one past
    /// the limit; the file is not searched for rows.
    case nestingTooDeep
    /// A symbolic link that leads out of the searched folder, or back into one of its parents.
    case symlinkNotFollowed
    /// A folder or `.swift` file whose name is not valid UTF-8, named by its escaped bytes; not
    /// searched or read.
    case invalidFileName
    /// The file's rows, with those kept before it, pass ``RowDiscovery/maximumRows``; they are not
    /// used, so the keys they show are checked without their rows' shapes.
    case rowsNotUsed
    /// A list cell class 16 or more classes below `UITableViewCell` or
    /// `UICollectionViewListCell`, at its name: its labels are not read, so its rows (its own and
    /// those of casts to it) are not discovered (a warning).
    case cellClassTooDeep
    /// A `.swift` file whose path differs from an earlier one's only in case (`RowView.swift`
    /// beside `Rowview.swift`): one file on a case-insensitive file system, so the app builds
    /// one of them; both are searched here (a warning at the later, the fiftieth attack's A50-6).
    case caseTwinFile
  }

  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
  }

  public var kind: Kind
  public var severity: Severity
  /// Where the problem is; line and column are 1 for problems with a whole file.
  public var location: SourceLocation
  /// What is wrong, in a sentence without a trailing period.
  public var message: String

  /// Whether the problem is about the whole file or path (at line 1, column 1: a file not
  /// read, a link not followed), not about a place in it. An unreadable file is said at its
  /// path alone, unless a place in it is the reason (a string literal, `SwiftLexer`'s refusal
  /// of a run of combining marks).
  public var isAboutWholeFile: Bool { location.line == 1 && location.column == 1 }
  /// For the line that ends a file's list (``FileDiagnostics``): how many more problems of its
  /// severity the file has that are not listed; 0 for any other diagnostic.
  public var notListed: Int

  public init(
    kind: Kind, severity: Severity = .warning, location: SourceLocation, message: String, notListed: Int = 0
  ) {
    self.kind = kind
    self.severity = severity
    self.location = location
    self.message = message
    self.notListed = notListed
  }

  /// `file:line:column: severity: message`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension DiscoveryDiagnostic: CountedDiagnostic {
  public var isError: Bool { severity == .error }
  public var countedLine: Int { location.line }
  public func summary(of count: Int, message: String) -> DiscoveryDiagnostic {
    DiscoveryDiagnostic(
      kind: kind, severity: severity, location: location, message: message, notListed: count)
  }
}
