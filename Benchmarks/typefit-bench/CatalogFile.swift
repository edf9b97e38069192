import Foundation
import TypeFit

/// The synthetic catalog as a String Catalog file, the input of the end-to-end CLI cases
/// (`Scripts/bench-cli`): `typefit check` reads, plans, checks and writes it as a user runs it.
///
/// Texts are grouped into keys by language: key `j` holds the `j`-th text of every language
/// that has one. The catalog's source language is the language with the most texts, so every
/// key has a value in it and the reader adds no implicit source strings: the file holds
/// exactly `count` values, every script of the corpora mixed in the corpora's proportions.
/// Below the corpus size, the texts are taken evenly over the whole sorted corpus (every
/// language), as `--sample` does.
enum CatalogFile {
  /// The `.xcstrings` text of the first `count` texts of ``SyntheticCatalog``.
  ///
  /// - Returns: the file's bytes and the number of keys.
  static func xcstrings(count: Int, from corpus: [(language: String, text: String)]) -> (
    bytes: [UInt8], keys: Int
  ) {
    var byLanguage: [String: [String]] = [:]
    var languages: [String] = []
    let source =
      count < corpus.count ? (0..<count).map { corpus[$0 * corpus.count / count] } : corpus
    for (language, text) in SyntheticCatalog.texts(count: count, from: source) {
      if byLanguage[language] == nil { languages.append(language) }
      byLanguage[language, default: []].append(text)
    }
    let sourceLanguage = languages.max { byLanguage[$0]!.count < byLanguage[$1]!.count } ?? "en"
    let keys = byLanguage[sourceLanguage]?.count ?? 0
    var bytes: [UInt8] = []
    bytes.append(contentsOf: #"{"sourceLanguage":"#.utf8)
    JSONValue.string(sourceLanguage).write(to: &bytes)
    bytes.append(contentsOf: #","strings":{"#.utf8)
    for key in 0..<keys {
      if key > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: "\n".utf8)
      let localizations: [(String, JSONValue)] = languages.compactMap { language in
        guard let texts = byLanguage[language], key < texts.count else { return nil }
        let unit = JSONValue.object([("state", .string("translated")), ("value", .string(texts[key]))])
        return (language, .object([("stringUnit", unit)]))
      }
      JSONValue.string(String(format: "value.%06d", key)).write(to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      JSONValue.object([("localizations", .object(localizations))]).write(to: &bytes)
    }
    bytes.append(contentsOf: "\n},\"version\":\"1.0\"}\n".utf8)
    return (bytes, keys)
  }
}
