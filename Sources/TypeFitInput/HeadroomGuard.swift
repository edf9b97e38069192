import Synchronization

/// What the input and font layers ask before they grow the process further: a question a
/// command installs (``install(_:)``), such as whether an address-space limit (`ulimit -v`) still
/// leaves room, whose answer, when not `nil`, is the reason to stop.
///
/// Swift ends the process when an allocation fails, so what grows with the input must ask before
/// it grows, not fail after (the forty-second attack's A42-4 and the forty-third's A43-1):
/// - The walks below the inputs hold what they list until they end, so trees of hundreds of
///   thousands of files (or one folder of 300,000) grew the process past `ulimit -v` before any
///   of the run's own checks was asked. ``FileSystemPath/entries(ofFolder:identity:)`` and
///   ``FileSystemPath/eachName(inFolder:_:)`` count each folder begun and each entry listed and
///   ask ``listingRefusal(entriesHeld:)`` every ``entriesPerQuestion`` of them; a refused folder
///   is reported by the walks as one they cannot list (an error of the run).
/// - A font stack reads or maps each of its files, some tens of megabytes, and makes FreeType's
///   and HarfBuzz's objects for each face: the text core asks ``refusal(_:)`` with
///   ``Question/fontFile(bytes:)`` before each file and each face, and a refusal is the font's
///   out-of-memory error.
/// - A SARIF report reads a file again for the UTF-16 columns of its problems and asks
///   ``Question/fileReadAgain(bytes:)`` first (the forty-fifth attack's A45-3).
package enum HeadroomGuard {
  /// What is asked.
  package enum Question: Sendable {
    /// Whether a folder listing may go on holding `entriesHeld` entries (its list may grow by as
    /// much again at once).
    case listing(entriesHeld: Int)
    /// Whether a font file of `bytes` bytes may be read or mapped, and a face made from it
    /// (`bytes` 0 for another face of a file already read).
    case fontFile(bytes: Int)
    /// Whether a file the run has read may be read again to hold `bytes` bytes (the file and
    /// what is made of it), for SARIF's UTF-16 columns; a refusal leaves the columns out.
    case fileReadAgain(bytes: Int)
  }

  /// How many entries are listed, or folders begun, between two listing questions: 4,096
  /// (about 1 MB of listing), so a question (a read of `/proc/self/statm`) costs nothing that
  /// shows; a first try asked at every folder and made a walk of 100,000 empty folders last
  /// minutes.
  package static let entriesPerQuestion = 4_096

  private static let question = Mutex<(@Sendable (Question) -> String?)?>(nil)
  private static let counted = Atomic<Int>(0)

  /// Installs the question (`nil`: none, the default, and every answer is to go on).
  package static func install(_ refusal: (@Sendable (Question) -> String?)?) {
    question.withLock { $0 = refusal }
  }

  /// The reason to stop, or `nil` to go on (or when nothing is installed).
  package static func refusal(_ asked: Question) -> String? {
    guard let ask = question.withLock({ $0 }) else { return nil }
    return ask(asked)
  }

  /// The reason to stop listing, asked once every ``entriesPerQuestion`` entries listed and
  /// folders begun, with `entriesHeld` the entries of the listing under way; `nil` to go on.
  package static func listingRefusal(entriesHeld: Int) -> String? {
    let count = counted.add(1, ordering: .relaxed).newValue
    guard count % entriesPerQuestion == 0 else { return nil }
    return refusal(.listing(entriesHeld: entriesHeld))
  }
}
