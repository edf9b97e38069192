// Fixture for row discovery: SwiftGen accessors in rows.
import SwiftUI

struct SwiftGenSettings: View {
  var body: some View {
    List {
      NavigationLink(destination: EmptyView()) { Text(L10n.Scene.Settings.title) }
      Button(L10n.Scene.Settings.logout("ana")) {}
      Text(L10n.Scene.Settings.Privacy.title)
      Text(L10n.Scene.Settings.missing)
      Text(LocalizedStringResource("resource.key", table: "Extra"))
      Text(String(localized: "localized.key", table: "Other"))
    }
  }
}
