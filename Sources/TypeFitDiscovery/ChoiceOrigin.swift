import TypeFitLocalization

/// What picks, at run time, which of its texts a row part shows (``DiscoveredText/choiceOrigin``):
/// the value its texts are read from, or the expression they are chosen by.
///
/// Two parts of one row with the same origin and as many texts show the texts at the same
/// position together: `ForEach(Kind.allCases) { kind in … Text(kind.title) … Text(kind.detail) }`
/// shows each case's title with that case's detail. Parts of different origins may show any
/// text beside any other: `Text(keys[row])` beside `Text(values[selection])` can show the first
/// key with the second value (the fifty-eighth attack's A58-7 paired them by position, so that
/// row was never laid out).
public struct ChoiceOrigin: Sendable, Hashable {
  /// The value or expression, its tokens as written: `kind`, `item.kind`, `row` (an index),
  /// `isOn` (a ternary's condition).
  public var written: [String]
  /// Where the name it starts with is declared in the file (a `ForEach` element, a parameter, a
  /// property), or `nil` when it is not: a `row` declared in two places is two origins.
  public var declaration: SourceLocation?
  /// The file it is written in: one file's undeclared `selection` is not another's.
  public var file: String

  /// The most tokens an origin is written in; a longer expression picks texts in a way not
  /// followed, and gives no origin.
  static let maximumTokens = 32

  /// An origin of these parts.
  public init(written: [String], declaration: SourceLocation?, file: String) {
    self.written = written
    self.declaration = declaration
    self.file = file
  }

  /// The origin written in `range` of `stream`, or `nil` when the range is empty or longer than
  /// ``maximumTokens``.
  init?(_ range: Range<Int>, in stream: TokenStream) {
    guard !range.isEmpty, range.count <= Self.maximumTokens else { return nil }
    written = range.map { stream[$0].text }
    let head = stream[range.lowerBound]
    declaration =
      head.kind == .identifier
      ? stream.declaredNames.declaration(of: head.text, at: range.lowerBound).map {
        stream.location($0.position)
      }
      : nil
    file = stream.file
  }

  /// The origin of the layouts of the `if` or `ViewThatFits` at `position`: the layout SwiftUI
  /// shows picks each part's texts together (``LayoutAlternatives/merge(_:unlimited:origin:)``).
  /// Told apart from every other origin by its place.
  init(layoutsAt position: Int, in stream: TokenStream) {
    written = [stream[position].text]
    declaration = stream.location(position)
    file = stream.file
  }
}
