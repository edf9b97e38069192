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
  static func location(
    file: String, line: Int?, column: Int?, sourceRoot: String?, columns: SARIFColumns
  ) -> JSONValue {
    var physical: [(String, JSONValue)] = [("artifactLocation", artifact(file, sourceRoot: sourceRoot))]
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
  static func artifact(_ file: String, sourceRoot: String?) -> JSONValue {
    var path = ReportPath.relative(file, to: sourceRoot)
    if !ReportPath.isAbsolute(path), ReportPath.leavesFolder(path), let sourceRoot,
      ReportPath.isAbsolute(sourceRoot)
    {
      path = ReportPath.lexicallyNormalized(ReportPath.absolute(path, root: sourceRoot))
    }
    if ReportPath.isAbsolute(path) {
      return .object([("uri", .string("file://" + ReportPath.uriReference(path)))])
    }
    return .object([("uri", .string(ReportPath.uriReference(path))), ("uriBaseId", .string(rootBaseID))])
  }

  /// `{"%SRCROOT%":{"uri":"file:///…/"}}` when the source root is an absolute folder.
  static func originalBaseIDs(sourceRoot: String?) -> JSONValue? {
    guard let sourceRoot, ReportPath.isAbsolute(sourceRoot) else { return nil }
    return .object([(rootBaseID, .object([("uri", .string(ReportPath.fileURI(forFolder: sourceRoot)))]))])
  }
}
