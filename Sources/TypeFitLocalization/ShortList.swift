/// The first few of a list of names, for a diagnostic that names what it counts: the first ten
/// joined with `, `, and `, …` when there are more. The names are taken as given (sorted and
/// escaped by the caller).
///
/// ```swift
/// ShortList.text(["de", "fi"])                   // "de, fi"
/// ShortList.text((1...12).map(String.init))      // "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …"
/// ```
package enum ShortList {
  /// How many names a diagnostic lists before `…`.
  package static let namedCount = 10

  /// The first ``namedCount`` of `names`, then `…` when there are more.
  package static func text(_ names: [String]) -> String {
    names.prefix(namedCount).joined(separator: ", ") + (names.count > namedCount ? ", …" : "")
  }
}
