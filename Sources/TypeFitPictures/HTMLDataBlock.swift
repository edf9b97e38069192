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
  static func escaped(_ json: String) -> String {
    guard json.contains("<") else { return json }
    return json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "<!", with: "\\u003c!")
  }
}
