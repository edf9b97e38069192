/// SARIF `physicalLocation` objects for files the readers reported.
///
/// Paths inside ``ReportOptions/sourceRoot`` (or already relative) are written relative, with
/// `uriBaseId` `%SRCROOT%`, as GitHub code scanning expects; other absolute paths become
/// `file://` URIs.
enum SARIFLocation {
  /// The base id relative artifact URIs refer to.
  static let rootBaseID = "%SRCROOT%"

  /// `{"physicalLocation":{"artifactLocation":{…},"region":{"startLine":…,"startColumn":…}}}`;
  /// the region is left out when the line is unknown.
  static func location(file: String, line: Int?, column: Int?, sourceRoot: String?) -> JSONValue {
    var physical: [(String, JSONValue)] = [("artifactLocation", artifact(file, sourceRoot: sourceRoot))]
    if let line {
      var region: [(String, JSONValue)] = [("startLine", .int(max(1, line)))]
      if let column { region.append(("startColumn", .int(max(1, column)))) }
      physical.append(("region", .object(region)))
    }
    return .object([("physicalLocation", .object(physical))])
  }

  /// `{"uri":…,"uriBaseId":"%SRCROOT%"}` for relative paths, `{"uri":"file:///…"}` otherwise.
  static func artifact(_ file: String, sourceRoot: String?) -> JSONValue {
    let path = ReportPath.relative(file, to: sourceRoot)
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
