/// What laying one text or one row out takes under a limit on memory, for `typefit measure`
/// (one text, or each line of `--batch`) and `typefit row` (its layout in every format, and its
/// pictures, `-f svg|html`), so that a long text is refused by name, exit 3, instead of ending
/// the process in a failed allocation (the twentieth attack's A20-20: exit 134 under
/// `prlimit --as` 210–400 MB with 10,000–47,500-character texts; the twenty-first's A21-8: the
/// same for `row`'s text and JSON formats under 208–230 MB).
extension AddressSpaceBudget {
  /// Address space a layout needs beside its text's share: the shaping buffers and the answer's
  /// beginning: 2 MiB (a one-word text is measured wherever the fonts load: under 210 MB they leave 3 MB).
  static let layoutWorkBytes = 2 << 20
  /// Address space one UTF-8 byte of a text takes while it is measured and its answer written
  /// (its runs, glyphs, lines and the line texts of the answer). Measured on the release build:
  /// 47,500 bytes at 53 pt in 100 pt ended `measure` under `prlimit --as` 220 MB where a
  /// one-word text passed at 210 MB, so at most about 300 bytes a byte; 1,024 leaves room for
  /// narrower widths and a batch's answers held until their chunk is written.
  static let layoutBytesPerTextByte = 1024
  /// Address space one UTF-8 byte of a row's texts takes in its picture at each category drawn:
  /// the glyph outlines of every line as SVG path text. Measured: three 10,000-byte parts at
  /// the 12 categories ended `row -f svg` under 260 MB and passed at 300 MB (about 250 bytes a
  /// byte and category beside a short row's); rounded up to 512.
  static let pictureBytesPerTextByte = 512

  /// Address space one byte of a `measure --batch` line takes while it is parsed: its JSON
  /// tree, about 72 bytes a node for an element of two bytes (`[0,0,…]`: 24 in its array and a
  /// 48-byte box), the array grown by doubling: 64.
  static let bytesPerBatchLineByte = 64
  /// What reading the next `measure --batch` line may take at once: the line grown to its limit
  /// (``CommandIO/maximumLineLength``) by doubling, the old storage and the new, and the layout
  /// work of a short text: about 3 MiB and ``layoutWorkBytes``.
  static var batchLineReadBytes: Int { 3 * (CommandIO.maximumLineLength + 1) + layoutWorkBytes }

  /// Why the next `measure --batch` line is not read (`nil` when it may be, or the usage cannot be
  /// read): reading it may take ``batchLineReadBytes`` (the forty-second attack's A42-4: a 4.8 MB
  /// line under `ulimit -v 128000` ended the batch in a failed allocation).
  func batchLineReadShortfall(line: Int) -> String? {
    guard let room = headroom(), room < Self.batchLineReadBytes else { return nil }
    return "stdin:\(line): \(limitName) leaves \(Self.megabytes(max(0, room))), too little to read another "
      + "line (a line may take \(Self.megabytes(Self.batchLineReadBytes)) while it is read); the batch "
      + "stops here. Raise the limit (\(raise))"
  }

  /// Why a `measure --batch` line of `lineBytes` bytes is not parsed (`nil` when it fits, or the
  /// usage cannot be read): its JSON tree takes about ``bytesPerBatchLineByte`` a byte beside
  /// ``layoutWorkBytes``.
  func batchLineShortfall(lineBytes: Int) -> String? {
    guard
      let (needed, room) = shortfall(
        bytes: lineBytes, perByte: Self.bytesPerBatchLineByte, work: Self.layoutWorkBytes)
    else { return nil }
    return
      "reading this line of \(lineBytes) bytes needs about \(Self.megabytes(needed)), and \(limitName) leaves "
      + "\(Self.megabytes(room)); not measured. Raise the limit (\(raise)), or send a shorter line"
  }

  /// Why a text of `textBytes` UTF-8 bytes is not measured (`nil` when it fits, or the usage
  /// cannot be read): laying it out takes about ``layoutBytesPerTextByte`` a byte beside
  /// ``layoutWorkBytes``.
  func measureShortfall(textBytes: Int) -> String? {
    guard
      let (needed, room) = shortfall(
        bytes: textBytes, perByte: Self.layoutBytesPerTextByte, work: Self.layoutWorkBytes)
    else { return nil }
    return
      "measuring this text of \(textBytes) bytes needs about \(Self.megabytes(needed)), and \(limitName) leaves "
      + "\(Self.megabytes(room)); not measured. "
      + "Raise the limit (\(raise)), or measure a shorter text"
  }

  /// Why the picture of a row whose texts take `textBytes` UTF-8 bytes is not drawn at
  /// `categories` categories (`nil` when it fits): about ``pictureBytesPerTextByte`` a byte and
  /// category beside ``layoutWorkBytes``.
  func pictureShortfall(textBytes: Int, categories: Int, format: String) -> String? {
    let perByte = Self.pictureBytesPerTextByte.multipliedReportingOverflow(by: max(1, categories))
      .partialValue
    guard let (needed, room) = shortfall(bytes: textBytes, perByte: perByte, work: Self.layoutWorkBytes)
    else { return nil }
    return
      "drawing this row (\(textBytes) bytes of text) at \(categories) categor\(categories == 1 ? "y" : "ies") "
      + "as \(format) needs about \(Self.megabytes(needed)), and \(limitName) leaves \(Self.megabytes(room)); "
      + "nothing was written. Raise the limit (\(raise)), draw fewer categories (--categories), or ask for "
      + "-f text or -f json"
  }

  /// Why a row whose texts take `textBytes` UTF-8 bytes is not laid out (`nil` when it fits):
  /// each part is shaped and broken into lines at each category, and the report keeps every
  /// category's lines, about ``layoutBytesPerTextByte`` a byte beside ``layoutWorkBytes``, as
  /// for `measure`. Measured on the release build (Docs/Reliability.md, "fix22f"): one
  /// 20,000-byte title ended `row` under `prlimit --as` 212 MB and passed at 216 MB, where the
  /// fonts do not load under 206 MB (at most about 500 bytes a byte); three such parts passed
  /// at 220 MB, at 4 categories as at 12.
  func rowLayoutShortfall(textBytes: Int) -> String? {
    guard
      let (needed, room) = shortfall(
        bytes: textBytes, perByte: Self.layoutBytesPerTextByte, work: Self.layoutWorkBytes)
    else { return nil }
    return
      "laying this row out (\(textBytes) bytes of text) needs about \(Self.megabytes(needed)), and \(limitName) "
      + "leaves \(Self.megabytes(room)); nothing was written. Raise the limit (\(raise)), or give shorter "
      + "texts"
  }
}
