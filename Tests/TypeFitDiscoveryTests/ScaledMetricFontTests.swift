import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// A font size named by a `@ScaledMetric` property scales with Dynamic Type: it is laid out from
/// its initial value relative to the metric's style and is no TF009 error (the twenty-first
/// attack's A21-12 gave three TF009 errors and measured the texts at body).
@Suite("Discovery: @ScaledMetric font sizes")
struct ScaledMetricFontTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @ScaledMetric var a = 30.0
      @ScaledMetric(relativeTo: .title) var b: CGFloat = 30
      @ScaledMetric private var c: CGFloat = 24
      @ScaledMetric(wrappedValue: 20, relativeTo: .headline) var d: CGFloat
      @ScaledMetric var e: CGFloat = V.base
      var plain: CGFloat = 30
      static let base: CGFloat = 30
      var body: some View {
        List {
          Text("sc.a").font(.system(size: a))
          Text("sc.b").font(.system(size: b, weight: .semibold))
          Text("sc.c").font(.custom("Avenir", fixedSize: c))
          Text("sc.d").font(.system(size: self.d))
          Text("sc.e").font(.system(size: e))
          Text("sc.plain").font(.system(size: plain))
          Text("sc.literal").font(.system(size: 30))
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  func font(_ key: String) -> (TextStyle?, Double?, Double?, FontWeight?) {
    let title = result.row(title: key)?.title
    return (title?.textStyle, title?.relativePointSize, title?.fixedPointSize, title?.weight)
  }

  @Test("the initial value at Large relative to the metric's style (body by default)")
  func sizes() {
    #expect(font("sc.a") == (.body, 30, nil, nil))
    #expect(font("sc.b") == (.title1, 30, nil, .semibold))
    // `.custom(_:fixedSize:)` with a scaled metric scales through the metric.
    #expect(font("sc.c") == (.body, 24, nil, nil))
    #expect(font("sc.d") == (.headline, 20, nil, nil))
    // A computed initial value: it scales, at the style's own sizes.
    #expect(font("sc.e") == (.body, nil, nil, nil))
    // A property that is not a scaled metric is unknown, as before; a literal is fixed.
    #expect(font("sc.plain") == (nil, nil, nil, nil))
    #expect(font("sc.literal") == (nil, nil, 30, nil))
  }

  @Test("no TF009 error for a scaled metric; a note when its initial value is computed; a note for the face")
  func findings() {
    let lines = result.findings.map {
      "\($0.location.line) \($0.isUnresolved ? "note" : $0.ruleID.rawValue) \($0.message)"
    }
    #expect(
      lines == [
        // The face is not read (fresh22 F22-8); the size scales through the metric.
        "14 note .font(.custom(\"Avenir\", fixedSize: c)) draws the text in the face \"Avenir\"; TypeFit measures "
          + "it in the run's font stack (the system font's stand-in unless --font or --stack gives that face), "
          + "so its width may differ (not modelled)",
        "16 note .font(.system(size: e)): e is a @ScaledMetric, which scales with Dynamic Type, but its initial "
          + "value is computed: the text is measured at the body style's sizes",
        "17 TF009 .font(.system(size: plain)) is plain at every category: it does not scale with Dynamic Type",
        "18 TF009 .font(.system(size: 30)) is 30 pt at every category: it does not scale with Dynamic Type",
      ])
  }
}
