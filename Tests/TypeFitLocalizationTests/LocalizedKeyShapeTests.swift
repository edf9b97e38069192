import Testing
import TypeFitLocalization

/// fix24e: keys met in one shape, every format specifier `%@`, so the sources' interpolated
/// `Text("a-\(x)")` names the catalog's `a-%lld`.
@Suite("Localized key shapes")
struct LocalizedKeyShapeTests {
  @Test("specifiers become %@; %% and a key without % stay as they are")
  func shapes() {
    #expect(LocalizedKeyShape.of("a-%lld-of-%1$@ 100%%") == "a-%@-of-%@ 100%%")
    #expect(LocalizedKeyShape.of("status.summary.n-replies %lld") == "status.summary.n-replies %@")
    #expect(LocalizedKeyShape.of("plain") == "plain")
  }
}
