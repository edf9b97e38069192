// Fixture for row discovery: Orange Design System list items and an app's own row component.
import OrangeDesignSystem
import SwiftUI

struct ODSScreen: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      ODSListItem(title: Text("ods.title"))
      ODSListItem(
        title: Text("ods.subtitle.two"), subtitle: Text("ods.subtitle.text"), subtitleNumberOfLines: .two,
        leading: .circularImage(source: .image(Image("avatar"))))
      ODSListItem(
        title: Text("ods.toggle"), leading: .icon(Image(systemName: "heart")), trailingToggleIsOn: $isOn)
      ODSListItem(title: Text("ods.check"), trailingCheckmarkIsSelected: true)
      ODSListItem(title: Text("ods.info"), trailingText: Text("ods.info.value")) { showInfo() }
      SettingsRow(title: "component.title", detail: "component.detail", icon: "gear")
      SettingsRow(title: store.name, detail: "component.other")
    }
  }
}
