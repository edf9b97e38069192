import TypeFitDynamicType

/// A finding's message: written out, or the numbers of a message made only when it is read.
///
/// TF008 (`label-wraps`) finds something in most rows that wrap, at each context, while most
/// reports never print its message (the text report counts notes; a cached result only needs
/// its length), so its message is kept as its five numbers and written when
/// ``Finding/message`` is read. Reading it gives the same string every time.
enum FindingText: Sendable {
  /// A message made when the finding was.
  case written(String)
  /// TF008's "title wraps from xLarge (2 lines), up to 4 lines at AX5": the label, the first
  /// category where it wraps and its lines there, and the first category with the most lines
  /// and their number.
  case labelWraps(
    role: LabelRole, first: ContentSizeCategory, firstLines: Int, most: ContentSizeCategory, mostLines: Int)

  /// The message.
  var string: String {
    switch self {
    case .written(let text):
      text
    case .labelWraps(let role, let first, let firstLines, let most, let mostLines):
      TF008LabelWraps.message(
        role: role, first: first, firstLines: firstLines, most: most, mostLines: mostLines)
    }
  }

  /// The message's length in UTF-8 bytes, without writing a message made on demand.
  /// Calls `body` with the UTF-8 bytes of ``string``; a message made when read is written into
  /// a temporary buffer, without a `String`.
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    switch self {
    case .written(var text):
      return try text.withUTF8(body)
    case .labelWraps(let role, let first, let firstLines, let most, let mostLines):
      return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8Count) { buffer in
        let count = TF008LabelWraps.writeMessage(
          role: role, first: first, firstLines: firstLines, most: most, mostLines: mostLines, into: buffer)
        return try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
  }

  var utf8Count: Int {
    switch self {
    case .written(let text):
      text.utf8.count
    case .labelWraps(let role, let first, let firstLines, let most, let mostLines):
      TF008LabelWraps.messageUTF8Count(
        role: role, first: first, firstLines: firstLines, most: most, mostLines: mostLines)
    }
  }
}
