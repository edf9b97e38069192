import Foundation

/// Which of the property-list forms Foundation reads a `.strings` table is written in.
///
/// A `.strings` table is any property list whose root is a dictionary of strings: Foundation's
/// `NSDictionary(contentsOf:)` and `Bundle.localizedString(forKey:value:table:)` read the
/// old-style text form (`"key" = "value";`, with or without an outer `{ … }`), the XML form,
/// and the binary form (`CFPropertyListCreateWithData` in swift-corelibs-foundation's
/// `CoreFoundation/Parsing.subproj/CFPropertyList.c` tries each by its first bytes).
///
/// ```swift
/// StringsTableForm(Array("<?xml version=\"1.0\"?><plist>…".utf8))  // .xml
/// StringsTableForm(Array("bplist00…".utf8))                    // .binary
/// StringsTableForm(Array("\"a\" = \"b\";".utf8))                  // .text
/// ```
enum StringsTableForm: Equatable {
  /// Old-style text: `"key" = "value";` pairs, perhaps inside `{ … }` (``StringsFileStream``).
  case text
  /// An XML property list: `<plist><dict><key>…</key><string>…</string>…`.
  case xml
  /// A binary property list (`bplist00`): not read.
  case binary

  /// The form of `bytes`, from their first characters after a byte order mark and white space:
  /// `bplist` is binary; `<?xml`, `<!DOCTYPE plist` or `<plist` is XML; anything else is text.
  /// UTF-16 with a byte order mark is recognized too.
  init(_ bytes: [UInt8]) {
    if bytes.starts(with: Array("bplist".utf8)) {
      self = .binary
      return
    }
    let head = Self.leadingASCII(bytes, count: 16)
    let xmlStarts = ["<?xml", "<!doctype plist", "<plist"]
    self = xmlStarts.contains { head.lowercased().hasPrefix($0) } ? .xml : .text
  }

  /// Up to `count` ASCII characters from the start of `bytes`, after a UTF-8 or UTF-16 byte
  /// order mark and white space; a non-ASCII character ends them.
  private static func leadingASCII(_ bytes: [UInt8], count: Int) -> String {
    var units: [UInt8] = []
    var index = 0
    var stride = 1
    var lowFirst = true
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
    } else if bytes.starts(with: [0xFF, 0xFE]) {
      (index, stride, lowFirst) = (2, 2, true)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      (index, stride, lowFirst) = (2, 2, false)
    }
    while index + stride - 1 < bytes.count, units.count < count {
      let unit: UInt8
      if stride == 2 {
        let (low, high) = lowFirst ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        guard high == 0 else { break }
        unit = low
      } else {
        unit = bytes[index]
      }
      index += stride
      guard unit < 0x80 else { break }
      if units.isEmpty, unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D { continue }
      units.append(unit)
    }
    return String(decoding: units, as: UTF8.self)
  }

  /// The diagnostic for a binary property list at `path`, a strings table or (`readable`
  /// naming what is read instead) a `.stringsdict`.
  static func binaryRefusal(path: String, readable: String = "text and XML strings tables")
    -> LocalizationDiagnostic
  {
    LocalizationDiagnostic(
      kind: .unsupportedContent, file: path, line: 1, column: 1,
      message:
        "a binary property list (bplist): TypeFit reads \(readable) only; convert it "
        + "with 'plutil -convert xml1' to check it")
  }

  /// Reads an XML property-list strings table: the top `<dict>`'s `<string>` values, each a
  /// string located at its `<string>` element; the locale as for text tables. Parsed by the
  /// same safe XML reader as `.stringsdict` (``XMLTreeBuilder``), so the same limits and
  /// refusals apply. A value that is not a `<string>` is a warning and skipped, as Foundation's
  /// `.strings` loader keeps only string values.
  static func readXML(_ bytes: [UInt8], path: String, options: LocalizationReadOptions) -> XMLReadResult {
    let opened = PropertyListDictionary.openTopDictionary(Data(bytes), path: path, options: options)
    var result = opened.result
    guard let top = opened.top else { return result }
    let locale = opened.locale
    for (key, value) in PropertyListDictionary.entries(of: top) {
      // A `<key>` in a value's place is a string to CoreFoundation (with a warning from
      // `PropertyListDictionary.keyDiagnostics`).
      guard value.name == "string" || value.name == "key" else {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unexpectedType, severity: .warning, at: value.location(in: path),
            message: "expected <string> for key \"\(key)\" of a strings table, found <\(value.name)>; skipped"
          ))
        continue
      }
      result.strings.append(
        LocalizedString(
          key: key, locale: locale, value: value.textContent, location: value.location(in: path),
          format: .strings))
    }
    return result
  }
}
