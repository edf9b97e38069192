/// Text files embedded in the module at build time (`resources: [.embedInCode(...)]`).
enum EmbeddedText {
  /// The UTF-8 text of an embedded file, without the one final line feed an editor adds, so
  /// the page carries exactly the file's content.
  static func string(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
