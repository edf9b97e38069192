import Testing

@testable import TypeFitDiscovery

/// Code the iOS app never ships is not searched for rows: `#if` branches that cannot be compiled
/// for iOS (A17-12), previews and test files (A17-13).
@Suite("SwiftUI rows: only code the iOS app ships")
struct ShippedCodeTests {
  static func rows(_ source: String, path: String = "V.swift") -> [String] {
    RowDiscovery().discover(source: source, path: path).rows.map {
      "\($0.location.line) \($0.title?.reference.summary ?? "-") \($0.title?.lineLimit.map(String.init) ?? "none")"
    }
  }

  @Test("#if os(macOS) … #else: only the #else branch's row, at its own line, without the macOS limit")
  func macOSBranch() {
    let source = """
      List {
        #if os(macOS)
        NavigationLink("privacy.title") { EmptyView() }.lineLimit(1)
        #else
        NavigationLink("privacy.title") { EmptyView() }
        #endif
      }
      """
    #expect(Self.rows(source) == ["5 privacy.title none"])
  }

  @Test("#if false, !os(iOS), os(watchOS) || os(tvOS), os(visionOS) and os(macOS) && DEBUG are left out")
  func deadConditions() {
    let source = """
      List {
        #if false
        NavigationLink("c1") { EmptyView() }.lineLimit(1)
        #endif
        #if !os(iOS)
        NavigationLink("c2") { EmptyView() }
        #endif
        #if os(watchOS) || os(tvOS)
        NavigationLink("c3") { EmptyView() }
        #elseif os(visionOS)
        NavigationLink("c4") { EmptyView() }
        #elseif os(macOS) && DEBUG
        NavigationLink("c5") { EmptyView() }
        #else
        NavigationLink("live") { EmptyView() }
        #endif
      }
      """
    #expect(Self.rows(source) == ["15 live none"])
  }

  @Test("#if DEBUG, canImport(UIKit) and os(iOS) branches stay; the #else after os(iOS) is left out")
  func liveConditions() {
    let source = """
      List {
        #if DEBUG
        NavigationLink("d1") { EmptyView() }
        #else
        NavigationLink("d2") { EmptyView() }
        #endif
        #if canImport(UIKit)
        NavigationLink("u1") { EmptyView() }
        #endif
        #if os(iOS) || os(macOS)
        NavigationLink("i1") { EmptyView() }
        #else
        NavigationLink("i2") { EmptyView() }.lineLimit(1)
        #endif
        #if true
        #if os(macOS)
        NavigationLink("m1") { EmptyView() }
        #endif
        NavigationLink("t1") { EmptyView() }
        #endif
      }
      """
    #expect(Self.rows(source) == ["3 d1 none", "5 d2 none", "8 u1 none", "11 i1 none", "19 t1 none"])
  }

  @Test("#Preview bodies and PreviewProvider types are not rows; the app's rows stay, unlimited")
  func previews() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List { NavigationLink("p1") { EmptyView() }; NavigationLink("p2") { EmptyView() } }
        }
      }
      #Preview("Dark") {
        List { NavigationLink("p1") { EmptyView() }.lineLimit(1) }
      }
      struct V_Previews: PreviewProvider {
        static var previews: some View {
          List { NavigationLink("p2") { EmptyView() }.lineLimit(1) }
        }
      }
      struct After: View {
        var body: some View { List { NavigationLink("p3") { EmptyView() } } }
      }
      """
    #expect(Self.rows(source) == ["4 p1 none", "4 p2 none", "16 p3 none"])
  }

  @Test("a generic parameter or where clause constrained to PreviewProvider is no preview (A18-8)")
  func previewProviderConstraints() {
    let source = """
      import SwiftUI
      struct Third<P: PreviewProvider>: View {
        var body: some View { List { NavigationLink("r3") { EmptyView() }.lineLimit(1) } }
      }
      struct Fifth<P>: View where P: PreviewProvider {
        var body: some View { List { NavigationLink("r5") { EmptyView() }.lineLimit(1) } }
      }
      struct Sixth<A: View, B: PreviewProvider & Sendable>: View {
        var body: some View { List { NavigationLink("r6") { EmptyView() }.lineLimit(1) } }
      }
      struct Seventh<A: View>: View, PreviewProvider {
        static var previews: some View { List { NavigationLink("r7") { EmptyView() }.lineLimit(1) } }
        var body: some View { List { NavigationLink("r7") { EmptyView() }.lineLimit(1) } }
      }
      """
    #expect(Self.rows(source) == ["3 r3 1", "6 r5 1", "9 r6 1"])
  }

  @Test("a file that imports XCTest or Testing is a test target: no rows; @testable import App is not")
  func testFiles() {
    let body =
      "\nfinal class T { func t() { _ = List { NavigationLink(\"p3\") { EmptyView() }.lineLimit(1) } } }\n"
    #expect(Self.rows("import SwiftUI\nimport XCTest" + body, path: "AppTests/VTests.swift").isEmpty)
    #expect(Self.rows("import Testing" + body, path: "AppTests/VTests.swift").isEmpty)
    #expect(Self.rows("@testable import App" + body, path: "App/V.swift") == ["2 p3 1"])
  }

  @Test("an import of XCTest or Testing inside an #if, live or dead, does not make a test file (A18-4)")
  func conditionalTestImports() {
    let body =
      "\nfinal class T { func t() { _ = List { NavigationLink(\"p4\") { EmptyView() }.lineLimit(1) } } }\n"
    for head in [
      "#if os(macOS)\nimport XCTest\n#endif", "#if false\nimport Testing\n#endif",
      "#if canImport(XCTest)\nimport XCTest\n#endif",
      "#if DEBUG\nimport XCTest\n#else\nimport Foundation\n#endif",
    ] {
      let line = head.split(separator: "\n", omittingEmptySubsequences: false).count + 1
      #expect(Self.rows(head + body, path: "App/V.swift") == ["\(line) p4 1"], "\(head)")
    }
    #expect(Self.rows("#if DEBUG\n#endif\nimport XCTest" + body, path: "AppTests/VTests.swift").isEmpty)
  }

  @Test("import struct XCTest.XCTestCase and other declaration imports make a test file (A19-10)")
  func declarationTestImports() {
    let body =
      "\nfinal class T { func t() { _ = List { NavigationLink(\"p5\") { EmptyView() }.lineLimit(1) } } }\n"
    for head in [
      "import struct XCTest.XCTestCase", "import class XCTest.XCTestCase", "import func XCTest.XCTAssert",
      "import protocol Testing.Trait", "import enum Testing.Comment", "import typealias XCTest.X",
      "import let XCTest.x", "import var Testing.y",
    ] {
      #expect(Self.rows("import SwiftUI\n" + head + body, path: "AppTests/VTests.swift").isEmpty, "\(head)")
    }
    // Inside an `#if` it says nothing sure; another module's declaration is no test import.
    #expect(
      Self.rows("#if DEBUG\nimport struct XCTest.XCTestCase\n#endif" + body, path: "App/V.swift") == [
        "4 p5 1"
      ])
    #expect(Self.rows("import struct SwiftUI.Text" + body, path: "App/V.swift") == ["2 p5 1"])
  }

  @Test("the #if evaluator: os(iOS), literals, !, &&, || and parentheses; anything else is unknown")
  func evaluator() {
    #expect(ShippedCode.condition(" os(iOS)") == .alwaysTrue)
    #expect(ShippedCode.condition(" !(os(iOS) || false)") == .alwaysFalse)
    #expect(ShippedCode.condition(" os(macOS) || os(iOS) && DEBUG") == .unknown)
    #expect(ShippedCode.condition(" (os(macOS) || os(iOS)) && false") == .alwaysFalse)
    #expect(ShippedCode.condition(" targetEnvironment(macCatalyst)") == .unknown)
    #expect(ShippedCode.condition(" os(iOS") == .unknown)
    #expect(ShippedCode.condition(String(repeating: "!", count: 100) + "false") == .unknown)
  }

  @Test(
    "50,000 `#Preview(\"a\")` without a body, 10,000 nested `#if false`, a 10,000-term condition: the row after each is found"
  )
  func hostileShapes() {
    let row = "List { NavigationLink(\"k\") { EmptyView() } }\n"
    let previews = String(repeating: "#Preview(\"a\") ", count: 50_000) + "\n" + row
    #expect(Self.rows(previews) == ["2 k none"])
    let nested =
      String(repeating: "#if false\n", count: 10_000) + "List { NavigationLink(\"dead\") { } }\n"
      + String(repeating: "#endif\n", count: 10_000) + row
    #expect(Self.rows(nested) == ["20002 k none"])
    let terms = "#if " + Array(repeating: "os(macOS)", count: 10_000).joined(separator: " || ") + "\n"
    #expect(Self.rows(terms + "List { NavigationLink(\"mac\") { } }\n#endif\n" + row) == ["4 k none"])
  }
}

/// The twentieth attack's A20-15: a declaration marked unavailable on iOS never ships.
@Suite("SwiftUI rows: declarations unavailable on iOS")
struct UnavailableDeclarationTests {
  @Test(
    "@available(iOS, unavailable) and (*, unavailable) bodies are left out; an extension-only mark is not")
  func unavailable() {
    let source = """
      struct A: View { var body: some View { List { NavigationLink("av.k") { EmptyView() } } } }
      @available(iOS, unavailable)
      struct MacOnly: View { var body: some View { List { NavigationLink("av.k") { EmptyView() }.lineLimit(1) } } }
      @available(*, unavailable, message: "gone")
      struct Gone: View { var body: some View { List { NavigationLink("av.g") { EmptyView() } } } }
      @available(iOSApplicationExtension, unavailable)
      struct AppOnly: View { var body: some View { List { NavigationLink("av.app") { EmptyView() } } } }
      """
    #expect(ShippedCodeTests.rows(source) == ["1 av.k none", "7 av.app none"])
  }
}
