import TypeFitLocalization

/// A key prepared once to be matched against many ``Glob``s: its UTF-8 bytes when it is plain
/// ASCII without carriage returns (each byte is then one `Character`), else its `Character`s,
/// each compared by its scalars (``ExactText``), as ``Glob/matches(_:)`` compares them.
struct GlobSubject {
  /// The key's bytes, when it is plain ASCII; then ``characters`` is empty.
  let bytes: [UInt8]?
  /// The key's `Character`s, when it is not plain ASCII.
  let characters: [ExactText]
  /// The key's length in UTF-8 bytes.
  let byteCount: Int

  init(_ key: String) {
    byteCount = key.utf8.count
    if Glob.isPlainASCII(key.utf8) {
      bytes = Array(key.utf8)
      characters = []
    } else {
      bytes = nil
      characters = Glob.characters(of: key)
    }
  }

  /// The key's length in the units it is compared by (bytes or `Character`s).
  var count: Int { bytes?.count ?? characters.count }
}
