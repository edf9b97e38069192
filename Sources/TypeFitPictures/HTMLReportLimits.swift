/// How much of a big run the HTML report (`typefit check --format html`) shows (A18-6).
///
/// The page is for people (designers, QA): a catalog checked at 16 widths and every category
/// can give 640,000 findings, and a row drawn at 16 widths costs about 47 KB of page and most
/// of the writer's time (about 8× what SARIF spends on the same run). The writer therefore
/// takes the rows in the order they arrive (the order the page lists them) and
///
/// 1. draws the pictures of a row with warnings or errors only while some rule of its warnings
///    and errors has been drawn for fewer than ``picturedFindingsPerRule`` findings;
/// 2. lists a row with findings (findings, numbers, no pictures) only while some rule of its
///    findings has been listed for fewer than ``listedFindingsPerRule`` findings, and a row
///    without findings only while fewer than ``listedRowsWithoutFindings`` have been;
/// 3. draws no row whose labels hold more than ``picturedCharactersPerRow`` characters in all
///    (UTF-16 units, summed over the row's layout contexts), and no row once the pictures
///    already drawn hold ``pictureBytes`` bytes (A21-13: a row of 45,000 characters was 3.5 MB
///    of pictures, and 300 such rows a 1.05 GB page); such rows are listed without pictures;
/// 4. counts the rest, by rule, in a line of the summary that names the formats that hold every
///    finding (`--format json`, `ndjson`, `sarif`).
///
/// A row is listed or drawn whole, so a rule's counts can end a row's findings past its limit.
/// The summary's counts (by rule, severity, locale and first size) are always the whole run's.
struct HTMLReportLimits: Equatable {
  /// Findings per rule whose rows get pictures.
  var picturedFindingsPerRule: Int
  /// Findings per rule whose rows are listed.
  var listedFindingsPerRule: Int
  /// Rows without findings that are listed (behind "Show rows without findings").
  var listedRowsWithoutFindings: Int
  /// The most characters (UTF-16 units) a drawn row's labels hold, summed over its layout
  /// contexts.
  var picturedCharactersPerRow = defaultPicturedCharactersPerRow
  /// The picture bytes (strip parts and markup runs of the page's data) after which no more
  /// rows are drawn; the last row drawn can pass it by at most one row's pictures.
  var pictureBytes = defaultPictureBytes

  /// 1,000 findings a rule drawn: a few MB of pictures, more than anyone looks through on one
  /// page. The two corpus apps (Ice Cubes, Mastodon) have no warning or error, so no pictures.
  static let defaultPicturedFindingsPerRule = 1_000
  /// 20,000 findings a rule listed: about twice the largest rule of the corpus apps (9,702
  /// TF008 notes in Mastodon's 20,969 rows), whose reports stay as they were; the page's
  /// script still pages and filters them at once.
  static let defaultListedFindingsPerRule = 20_000
  /// 20,000 rows without findings listed: above the corpus apps' 11,230 (Mastodon); such rows
  /// have no pictures and are hidden until asked for.
  static let defaultListedRowsWithoutFindings = 20_000

  /// 10,000 characters a drawn row: an ordinary row holds under 200 (title, subtitle, value),
  /// so 16 layout contexts of a long one still draw; a row at the limit is about 0.8 MB of
  /// pictures (measured: 78 bytes a character in one context), where a 45,000-character value
  /// was 3.5 MB.
  static let defaultPicturedCharactersPerRow = 10_000
  /// 64 MiB of pictures a page: above the 1,000 drawn rows of one rule at 16 widths (about
  /// 47 KB each, Docs/Performance.md), and about 80 rows at ``defaultPicturedCharactersPerRow``.
  static let defaultPictureBytes = 64 << 20

  /// The limits `typefit check --format html` uses.
  static let standard = HTMLReportLimits(
    picturedFindingsPerRule: defaultPicturedFindingsPerRule,
    listedFindingsPerRule: defaultListedFindingsPerRule,
    listedRowsWithoutFindings: defaultListedRowsWithoutFindings)
}
