import Synchronization

/// What folder listings ask, now and then, before they grow the process further: a question a
/// command installs (``install(_:)``), such as whether an address-space limit (`ulimit -v`) still
/// leaves room, whose answer, when not `nil`, is the reason a listing is refused.
///
/// The walks below the inputs hold what they list until they end, so trees of hundreds of
/// thousands of files (or one folder of 300,000) grew the process past `ulimit -v` before any of
/// the run's own checks was asked, and ended in a failed allocation (exit 134; the forty-second
/// attack's A42-4). ``FileSystemPath/entries(ofFolder:identity:)`` counts each folder begun and
/// each entry listed and asks every ``entriesPerQuestion`` of them; a refused folder is reported
/// by the walks as one they cannot list (an error of the run) and the rest goes on.
package enum ListingGuard {
  /// How many entries are listed, or folders begun, between two questions: 4,096 (about 1 MB of
  /// listing), so a question (a read of `/proc/self/statm`) costs nothing that shows; a first try
  /// asked at every folder and made a walk of 100,000 empty folders last minutes.
  package static let entriesPerQuestion = 4_096

  private static let question = Mutex<(@Sendable (Int) -> String?)?>(nil)
  private static let counted = Atomic<Int>(0)

  /// Installs the question listings ask (`nil`: none, the default); it is given how many entries
  /// the listing under way holds so far, since the next growth of its list may need as much again.
  package static func install(_ refusal: (@Sendable (_ entriesHeld: Int) -> String?)?) {
    question.withLock { $0 = refusal }
  }

  /// The reason to stop listing, asked once every ``entriesPerQuestion`` entries listed and
  /// folders begun, with `entriesHeld` the entries of the listing under way; `nil` to go on.
  package static func refusal(entriesHeld: Int) -> String? {
    let count = counted.add(1, ordering: .relaxed).newValue
    guard count % entriesPerQuestion == 0 else { return nil }
    guard let ask = question.withLock({ $0 }) else { return nil }
    return ask(entriesHeld)
  }
}
