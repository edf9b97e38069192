import Testing

@testable import TypeFitReports

/// SARIF artifact locations for files outside the source root: absolute `file://` URIs, as
/// `Docs/Output.md` says, never `../` paths relative to `%SRCROOT%`.
@Suite("SARIF: files outside the source root")
struct SARIFOutsideRootTests {
  private let root = "/tmp/attack5/dir sp%ace#?ü"

  @Test("a relative path that leaves the root becomes an absolute, percent-encoded file:// URI")
  func relativeOutsideRoot() {
    #expect(
      SARIFLocation.artifact("../html2/App/de.lproj/Localizable.strings", sourceRoot: root).serialized()
        == #"{"uri":"file:///tmp/attack5/html2/App/de.lproj/Localizable.strings"}"#)
    #expect(
      SARIFLocation.artifact("a/../../x y/ü.strings", sourceRoot: root).serialized()
        == #"{"uri":"file:///tmp/attack5/x%20y/%C3%BC.strings"}"#)
    #expect(
      SARIFLocation.artifact("../../../../x.strings", sourceRoot: "/tmp/a").serialized()
        == #"{"uri":"file:///x.strings"}"#)
  }

  @Test("paths inside the root stay relative to %SRCROOT%, as written")
  func insideRoot() {
    #expect(
      SARIFLocation.artifact("de.lproj/Mein Text.strings", sourceRoot: root).serialized()
        == #"{"uri":"de.lproj/Mein%20Text.strings","uriBaseId":"%SRCROOT%"}"#)
    #expect(
      SARIFLocation.artifact("./a/../de.lproj/A.strings", sourceRoot: root).serialized()
        == #"{"uri":"a/../de.lproj/A.strings","uriBaseId":"%SRCROOT%"}"#)
    #expect(
      SARIFLocation.artifact(root + "/de.lproj/A.strings", sourceRoot: root).serialized()
        == #"{"uri":"de.lproj/A.strings","uriBaseId":"%SRCROOT%"}"#)
    #expect(
      SARIFLocation.artifact("/elsewhere/A.strings", sourceRoot: root).serialized()
        == #"{"uri":"file:///elsewhere/A.strings"}"#)
  }

  @Test("without an absolute root, a relative path stays relative")
  func noRoot() {
    #expect(
      SARIFLocation.artifact("../x.strings", sourceRoot: nil).serialized()
        == #"{"uri":"../x.strings","uriBaseId":"%SRCROOT%"}"#)
  }

  @Test("leavesFolder and lexicallyNormalized take . and .. by name")
  func helpers() {
    #expect(ReportPath.leavesFolder("../x"))
    #expect(ReportPath.leavesFolder("a/../../x"))
    #expect(!ReportPath.leavesFolder("a/../x"))
    #expect(!ReportPath.leavesFolder("./x/./y"))
    #expect(ReportPath.lexicallyNormalized("/a/b/../c/./d//e") == "/a/c/d/e")
    #expect(ReportPath.lexicallyNormalized("/a/../../b") == "/b")
  }
}
