/// JSON data carried inside an HTML page as `<script type="application/json" id="…">`: the
/// browser keeps it as text and builds nothing from it; the page's script reads it with
/// `JSON.parse`.
///
/// ```swift
/// HTMLDataBlock.opening(id: "typefit-meta") + HTMLDataBlock.escaped(#"["</svg>"]"#) + HTMLDataBlock.closing
/// // <script type="application/json" id="typefit-meta">["<\/svg>"]</script>
/// ```
enum HTMLDataBlock {
  /// The element's start tag.
  static func opening(id: String) -> String { "<script type=\"application/json\" id=\"\(id)\">" }

  /// The element's end tag.
  static let closing = "</script>"

  /// JSON text that cannot end the element early: `</` is written `<\/` and `<!` is written
  /// `\u003c!` (both only occur inside JSON strings, where they mean the same characters).
  ///
  /// - Complexity: one pass over the UTF-8 bytes.
  static func escaped(_ json: String) -> String {
    var json = json
    return json.withUTF8 { bytes in
      guard bytes.contains(UInt8(ascii: "<")) else { return nil }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + bytes.count / 16)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        guard byte == UInt8(ascii: "<"), index < bytes.count else {
          output.append(byte)
          continue
        }
        switch bytes[index] {
        case UInt8(ascii: "/"): output.append(contentsOf: #"<\/"#.utf8)
        case UInt8(ascii: "!"): output.append(contentsOf: #"\u003c!"#.utf8)
        default:
          output.append(byte)
          continue
        }
        index += 1
      }
      return String(decoding: output, as: UTF8.self)
    } ?? json
  }
}
