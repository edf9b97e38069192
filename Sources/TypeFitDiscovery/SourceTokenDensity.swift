/// How many bytes a Swift file counts for when its memory is asked about before row discovery
/// (the `bytesSoFar` that ``RowDiscovery/admitsFiles`` is given): its size, or
/// ``bytesPerTokenStart`` for each byte that can start a token, when more.
///
/// The memory question charges discovery by the bytes of source (the command-line tool's
/// `bytesPerSwiftByte`, 96 bytes of memory a byte, measured on files of rows at about one token
/// in six bytes). Memory grows with the tokens, though: a 990 KB file of 495,000 `()` pairs (one
/// token a byte) took about 225 bytes a byte, and a 3.4 MB file of 198,000 `Text("greeting");`
/// rows 155, so both passed the question and ended the process in a failed allocation under
/// `ulimit -v` (the forty-eighth attack's A48-1). Counting token starts is one pass over bytes
/// already read; the two corpus apps have 0.16–0.18 a byte (their densest file 0.33), so their
/// files count for their size, as before.
public enum SourceTokenDensity {
  /// Bytes of source a token start counts for: 5, so a file of one token a byte counts for 5
  /// times its size (480 bytes of memory a byte at 96), and one of `Text("…");` rows (0.41 token
  /// starts a byte) for 2.06 times.
  public static let bytesPerTokenStart = 5

  /// The bytes `source` counts for: the larger of its size and ``bytesPerTokenStart`` times its
  /// token starts (a byte of punctuation, or the first byte of a run of letters, digits,
  /// underscores and non-ASCII bytes).
  public static func chargedBytes(of source: [UInt8]) -> Int {
    var starts = 0
    var inWord = false
    for byte in source {
      let isWordByte =
        byte >= 0x80 || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte)
        || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      if isWordByte {
        if !inWord { starts += 1 }
      } else if byte > 0x20 {
        starts += 1
      }
      inWord = isWordByte
    }
    return max(source.count, bytesPerTokenStart * starts)
  }
}
