import TypeFitInput

/// SARIF `physicalLocation` objects for files the readers reported.
///
/// Paths inside ``ReportOptions/sourceRoot`` (or relative ones that stay inside it) are written
/// relative, with `uriBaseId` `%SRCROOT%`, as GitHub code scanning expects; other paths become
/// absolute `file://` URIs: absolute ones as they are, and relative ones that leave an absolute
/// root (`../other/de.lproj/…`, a check of a folder outside the working folder) joined to it
/// with `.` and `..` taken by name.
enum SARIFLocation {
  /// The base id relative artifact URIs refer to.
  static let rootBaseID = "%SRCROOT%"

  /// `{"physicalLocation":{"artifactLocation":{…},"region":{"startLine":…,"startColumn":…}}}`;
  /// the region is left out when the line is unknown. `column` is a reader's (UTF-8 bytes);
  /// `startColumn` is in UTF-16 code units (``SARIFColumns``), left out when it cannot be told.
  ///
  /// `escapedFile`: `file` is a walker's escaped path (``FileSystemPath/escaped(_:)``, the
  /// `invalidFileName` diagnostics), whose URI is made of the bytes it stands for (`App%FF`, not
  /// `App%5CxFF`, which is the URI of a folder literally named `App\xFF`: the eightieth attack's
  /// A80-6).
  static func location(
    file: String, line: Int?, column: Int?, sourceRoot: String?, columns: SARIFColumns,
    escapedFile: Bool = false
  ) -> JSONValue {
    var physical: [(String, JSONValue)] = [
      ("artifactLocation", artifact(file, sourceRoot: sourceRoot, escapedFile: escapedFile))
    ]
    if let line {
      var region: [(String, JSONValue)] = [("startLine", .int(max(1, line)))]
      if let column,
        let converted = columns.utf16Column(file: file, line: max(1, line), column: max(1, column))
      {
        region.append(("startColumn", .int(converted)))
      }
      physical.append(("region", .object(region)))
    }
    return .object([("physicalLocation", .object(physical))])
  }

  /// `{"uri":…,"uriBaseId":"%SRCROOT%"}` for paths inside the root, `{"uri":"file:///…"}`
  /// otherwise.
  /// `escapedFile` as for ``location(file:line:column:sourceRoot:columns:escapedFile:)``.
  static func artifact(_ file: String, sourceRoot: String?, escapedFile: Bool = false) -> JSONValue {
    func reference(_ path: String) -> String {
      escapedFile
        ? ReportPath.uriReference(bytes: FileSystemPath.unescaped(path)) : ReportPath.uriReference(path)
    }
    var path = ReportPath.relative(file, to: sourceRoot)
    if !ReportPath.isAbsolute(path), ReportPath.leavesFolder(path), let sourceRoot,
      ReportPath.isAbsolute(sourceRoot)
    {
      path = ReportPath.lexicallyNormalized(ReportPath.absolute(path, root: sourceRoot))
    }
    if ReportPath.isAbsolute(path) {
      return .object([("uri", .string("file://" + reference(path)))])
    }
    return .object([("uri", .string(reference(path))), ("uriBaseId", .string(rootBaseID))])
  }

  /// `{"%SRCROOT%":{"uri":"file:///…/"}}` when the source root is an absolute folder.
  static func originalBaseIDs(sourceRoot: String?) -> JSONValue? {
    guard let sourceRoot, ReportPath.isAbsolute(sourceRoot) else { return nil }
    return .object([(rootBaseID, .object([("uri", .string(ReportPath.fileURI(forFolder: sourceRoot)))]))])
  }
}
