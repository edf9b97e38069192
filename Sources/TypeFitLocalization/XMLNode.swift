/// An XML element with its position, as built by ``XMLTreeBuilder``.
final class XMLElementNode {
  /// Content in document order.
  enum Child {
    case element(XMLElementNode)
    /// Character data; CDATA sections are included as text.
    case text(String)
    /// A comment's text and the 1-based line its `<!--` is on.
    case comment(String, line: Int)
  }

  let name: String
  let attributes: [String: String]
  /// 1-based line of the start tag's `<`.
  let line: Int
  /// 1-based column, in bytes, of the start tag's `<`.
  let column: Int
  var children: [Child] = []
  /// Whether an element inside this one was nested past the reader's limit and left out with
  /// what it held (``XMLTreeBuilder``): a string read from this element would lack that text.
  var holdsCut = false

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  /// Child elements, skipping text and comments.
  var elements: [XMLElementNode] {
    children.compactMap { child in
      if case .element(let element) = child { return element }
      return nil
    }
  }

  /// The first child element called `name`.
  func firstElement(named name: String) -> XMLElementNode? {
    for case .element(let element) in children where element.name == name { return element }
    return nil
  }

  /// All text inside this element and its descendants, markup removed, CDATA included.
  var textContent: String {
    var text = ""
    appendText(to: &text)
    return text
  }

  private func appendText(to text: inout String) {
    for child in children {
      switch child {
      case .text(let run): text += run
      case .element(let element): element.appendText(to: &text)
      case .comment: break
      }
    }
  }

  /// The location of this element in `file`.
  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
