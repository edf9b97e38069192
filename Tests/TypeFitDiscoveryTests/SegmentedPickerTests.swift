import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-10: a `Picker` drawn `.segmented` shows its options as segments
/// and not its label, but it was a row titled with the label, with a disclosure, and a list's
/// `.lineLimit(1)` gave it a false TF001.
@Suite("SwiftUI rows: segmented pickers")
struct SegmentedPickerTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @State var choice = 0
      var body: some View {
        List {
          Picker("sg1", selection: $choice) { Text("a").tag(0) }.pickerStyle(.segmented)
          Picker("sg2", selection: $choice) { Text("b").tag(0) }.pickerStyle(SegmentedPickerStyle())
          Section {
            Picker("sg3", selection: $choice) { Text("c").tag(0) }
            Picker("sg4", selection: $choice) { Text("d").tag(0) }.pickerStyle(.menu)
          }
          .pickerStyle(.segmented)
          Picker("sg5", selection: $choice) { Text("e").tag(0) }.pickerStyle(.navigationLink)
          Picker("sg6", selection: $choice) { Text("f").tag(0) }.pickerStyle(style)
        }
        .lineLimit(1)
      }
    }
    """

  @Test("a segmented picker, its own style or its section's, is no row; another style, the nearest, is")
  func segmented() {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.titleKeys == ["sg4", "sg5", "sg6"])
    #expect(result.row(title: "sg4")?.accessory == .disclosure)
    #expect(result.row(title: "sg5")?.title?.lineLimit == 1)
    // The options are not rows either.
    #expect(!result.titleKeys.contains("a"))
  }

  /// The eighty-first attack's A81-8: `.inline`, `.wheel` and `.palette` pickers were rows of a
  /// title beside the selected option, with a chevron, and got TF007 "value moves below the
  /// title"; iOS draws each as no such row (the options inline, a wheel, a row of options).
  @Test("inline, wheel and palette pickers are no row either, as literals and as style types")
  func inlineWheelPalette() {
    let source = """
      import SwiftUI
      struct V: View { @State var c = 0
        var body: some View { List {
          Picker("p.inline", selection: $c) { Text("p.one").tag(1) }.pickerStyle(.inline)
          Picker("p.wheel", selection: $c) { Text("p.two").tag(1) }.pickerStyle(.wheel)
          Picker("p.palette", selection: $c) { Text("p.three").tag(1) }.pickerStyle(.palette)
          Picker("p.type", selection: $c) { Text("p.four").tag(1) }.pickerStyle(WheelPickerStyle())
          Picker("p.menu", selection: $c) { Text("p.five").tag(1) }.pickerStyle(.menu)
        } }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["p.menu"])
    #expect(result.row(title: "p.menu")?.accessory == .disclosure)
  }
}
