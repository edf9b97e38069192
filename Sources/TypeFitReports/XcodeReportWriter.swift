import TypeFitCheck
import TypeFitRow

/// Writes one compiler-style diagnostic per line, the form Xcode turns into issues in its Issue
/// navigator and beside the source when a Run Script build phase prints it (SwiftLint's default
/// `xcode` reporter writes the same shape), one per problem when the run ends:
///
/// ```
/// /src/app/de.lproj/Localizable.strings:12:1: error: settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed). de: 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt) [TF001]
/// ```
///
/// - `path:line:column: level: message [code]`: the path is absolute (a relative one is joined
///   to ``ReportOptions/sourceRoot``) because Xcode opens the file from it; line and column
///   are the key's value, columns in UTF-8 bytes as compilers count them; a read problem
///   without a line is `path: level: message [kind]`, and one about no file (a locale given
///   with `--locales` that no input has, a note about the run) `typefit: level: message [kind]`,
///   as compilers write a diagnostic without a file.
/// - Levels are `error`, `warning` and `note`, the finding's severity. A read problem that lost
///   input is an `error`, the others `warning`.
/// - One line per problem (`ProblemList`: a key's finding in all its locales, sizes and
///   devices, said once as the text report says it), ranked errors first, then the source
///   findings, then the read problems sorted by file, line and column. Nothing else is
///   written: no header and no summary, so every line is a diagnostic. A part of a sharded run
///   (`--shard K/N`) starts with `typefit: note: this report covers shard K of N of the rows …
///   [shard]`; a run that read no Swift source says so first with `typefit: warning: no Swift
///   sources under the paths, … [notice]`, and one that checked nothing with `typefit: error:
///   nothing was checked: … [nothingChecked]`.
/// - Line breaks and control characters in keys and quoted strings are written as escapes, so
///   one diagnostic never spans two lines. The format itself has no escaping, and a parser
///   takes the first `:line:column: level:` it finds: a folder a pull request names
///   `Fake.swift:1:1: error: FAKE ISSUE x` would choose the file, line and text of an issue
///   (thirteenth attack A13-21). So a path holding `:` or `%` is written with each `%` as `%25`
///   and each `:` as `%3A`, as the `github` format writes them (`%` too, so a folder named
///   `a%3Ab` is not written as `a:b` is: fourteenth attack A14-6); Xcode cannot open such a
///   path by its name in any case.
///
/// Format references: the `xcode` reporter of SwiftLint
/// (<https://github.com/realm/SwiftLint/blob/main/Source/SwiftLintFramework/Reporters/XcodeReporter.swift>)
/// and Clang's diagnostic format
/// (<https://clang.llvm.org/docs/UsersManual.html#formatting-of-diagnostics>).
public typealias XcodeReportWriter = AnnotationReportWriter<XcodeAnnotationStyle>

/// The line style of ``XcodeReportWriter``: `path:line:column: level: message [code]`.
public enum XcodeAnnotationStyle: AnnotationStyle {
  /// `path:line:column: level: message [code]` and a line feed; the path is absolute (joined to
  /// ``ReportOptions/sourceRoot`` when relative) with line breaks escaped. A record about no
  /// file (an empty ``AnnotationRecord/file``) is `typefit: level: message [code]`: joined to
  /// the root it would name the folder, and an empty path a file `""` (A76-2).
  public static func line(for record: AnnotationRecord, options: ReportOptions) -> String {
    guard !record.file.isEmpty else {
      return "typefit: " + record.level.rawValue + ": " + record.message + " [" + record.code + "]\n"
    }
    var place = QuotedText.escaped(ReportPath.absolute(record.file, root: options.sourceRoot))
    if place.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "%") }) {
      var encoded = String.UnicodeScalarView()
      for scalar in place.unicodeScalars {
        switch scalar {
        case "%": encoded.append(contentsOf: "%25".unicodeScalars)
        case ":": encoded.append(contentsOf: "%3A".unicodeScalars)
        default: encoded.append(scalar)
        }
      }
      place = String(encoded)
    }
    if let line = record.line {
      place += ":\(line)"
      if let column = record.column { place += ":\(column)" }
    }
    return place + ": " + record.level.rawValue + ": " + record.message + " [" + record.code + "]\n"
  }

  /// `typefit: note: this report covers shard K of N … [shard]`: a diagnostic without a file,
  /// in the form compilers use for one (`clang: warning: …`).
  public static func shardLine(_ shard: Shard, options: ReportOptions) -> String {
    "typefit: note: " + ShardNotice.sentence(shard) + " [shard]\n"
  }

  /// `typefit: warning: no Swift sources under the paths, … [notice]`: a warning without a
  /// file, which Xcode lists among the build's issues, so a Run Script phase given the wrong
  /// folder says that no row was known (fresh23 F23-3).
  public static func noticeLine(_ notice: String, options: ReportOptions) -> String {
    "typefit: warning: " + QuotedText.escaped(notice) + " [notice]\n"
  }

  /// `typefit: error: nothing was checked: … [nothingChecked]`: an error without a file, which
  /// Xcode lists among the build's issues.
  public static func nothingCheckedLine(_ reason: String, options: ReportOptions) -> String {
    "typefit: error: nothing was checked: " + QuotedText.escaped(reason) + " [nothingChecked]\n"
  }
}
