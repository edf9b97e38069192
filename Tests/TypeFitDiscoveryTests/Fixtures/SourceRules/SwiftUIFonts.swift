import SwiftUI

// Lines ending in "// TF009" (or TF010, TF011, note; a custom face is a note) must be reported there; every other line must not.
struct FontRows: View {
  var body: some View {
    List {
      Text("fixed.system")
        .font(.system(size: 15))  // TF009
      Text("fixed.system.weight").font(.system(size: 17, weight: .semibold))  // TF009
      Text("fixed.custom").font(.custom("Inter", fixedSize: 14))  // TF009
      Text("fixed.member").font(.appFixed)  // TF009
      Text("scaled.style").font(.body)
      Text("scaled.style.font").font(Font.subheadline)
      Text("scaled.system.style").font(.system(.body, design: .rounded))
      Text("scaled.custom").font(.custom("Inter", size: 15))  // note
      Text("scaled.custom.relative").font(.custom("Inter", size: 15, relativeTo: .body))  // note
      Text("scaled.member").font(.appScaled)
      Text("unknown.variable").font(theme.rowFont)  // note
      Text("unknown.member").font(.elsewhere)  // note
      Label {
        Text("icon.fixed")
      } icon: {
        Image(systemName: "gear").font(.system(size: 20))
      }
      Text("shrinks").minimumScaleFactor(0.5)  // TF010
      Text("shrinks.not").minimumScaleFactor(1)
      Text("clamped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)  // TF009
      Text("clamped.range").dynamicTypeSize(.small ... .large)  // TF009
      Text("clamped.below").dynamicTypeSize(.large...)
      Text("clamped.full").dynamicTypeSize(...DynamicTypeSize.accessibility5)
      NavigationLink("fixed.height") { Detail() }
        .frame(height: 44)  // TF011
      HStack {
        Text("stack.fixed.height")
      }.frame(maxHeight: 50)  // TF011
      HStack {
        Image(systemName: "star").frame(width: 28, height: 28)
        Text("icon.height")
      }
      Text("min.height").frame(minHeight: 44)
    }
    .environment(\.defaultMinListRowHeight, 60)  // note
  }
}

struct NotARow: View {
  var body: some View {
    Text("outside.list").font(.system(size: 30)).frame(height: 40).minimumScaleFactor(0.2)
  }
}

extension Font {
  static var appFixed: Font { .system(size: 13, weight: .medium) }
  static var appScaled: Font { .custom("Inter", size: UIFontMetrics.default.scaledValue(for: 15)) }
}
