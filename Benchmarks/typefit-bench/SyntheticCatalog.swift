import Foundation
import TypeFit

/// A deterministic catalog of any size built from the corpus strings, every script mixed.
///
/// String `i` is unique string `i mod u` of the corpus (u unique strings). The first pass is
/// the corpus as is; pass `p ≥ 1` appends the word `p` and, on odd passes, swaps the first
/// and last words, so nearly every text is distinct and the mix of scripts and lengths stays
/// the corpus's.
enum SyntheticCatalog {
  static func texts(count: Int, from corpus: [(language: String, text: String)]) -> [(
    language: String, text: String
  )] {
    precondition(!corpus.isEmpty)
    return (0..<count).map { i in
      let (language, text) = corpus[i % corpus.count]
      let pass = i / corpus.count
      guard pass > 0 else { return (language, text) }
      var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      if pass % 2 == 1, words.count > 1 { words.swapAt(0, words.count - 1) }
      words.append(String(pass))
      return (language, words.joined(separator: " "))
    }
  }

  /// Texts that mix scripts and join words where shaping may cross a line-break opportunity:
  /// text `i` is corpus string `i mod u` followed by a separator and a string taken from
  /// elsewhere in the corpus (another language, usually another script), in the first string's
  /// language. The separators are a space, a slash, a hyphen, an ideographic comma, nothing,
  /// and "AV" (a kerned pair) around a hyphen.
  static func mixedTexts(count: Int, from corpus: [(language: String, text: String)]) -> [(
    language: String, text: String
  )] {
    precondition(!corpus.isEmpty)
    let separators = [" ", "/", "-", "、", "", "AV-AV", " (", "’s "]
    return (0..<count).map { i in
      let (language, first) = corpus[i % corpus.count]
      let second = corpus[(i * 7_919 + corpus.count / 3) % corpus.count].text
      let words = second.split(separator: " ").prefix(3).joined(separator: " ")
      return (language, first + separators[i % separators.count] + words)
    }
  }

  /// One plain row (title only) per text, as the planner would give for a simple catalog.
  static func items(_ texts: [(language: String, text: String)]) -> [CheckItem] {
    texts.enumerated().map { i, entry in
      CheckItem(
        key: "synthetic.\(i)", locale: entry.language, variant: .base,
        location: SourceLocation(file: "synthetic.strings", line: i + 1), format: .strings,
        row: Row(title: entry.text, language: entry.language))
    }
  }
}
