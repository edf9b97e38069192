// The bundled example's Settings screen as SwiftUI source: `typefit rows` finds its list rows,
// and `typefit check` lays out the catalog's strings as those rows (see README, "Everyday use").
import SwiftUI

struct SettingsView: View {
  @State private var airplaneMode = false
  @State private var mobileData = true
  @State private var showsAbout = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          Text("settings.summary")
            .lineLimit(1)
          NavigationLink {
            AccountView()
          } label: {
            Label("settings.account", systemImage: "person.crop.circle")
          }
        }
        Section {
          Toggle(isOn: $airplaneMode) {
            Label("settings.airplane", systemImage: "airplane")
          }
          NavigationLink {
            WiFiView()
          } label: {
            LabeledContent("settings.wifi", value: String(localized: "settings.wifi.status"))
          }
          NavigationLink {
            BluetoothView()
          } label: {
            LabeledContent("settings.bluetooth", value: String(localized: "settings.bluetooth.status"))
          }
          Toggle("settings.mobile_data", isOn: $mobileData)
        }
        Section {
          NavigationLink("settings.notifications") { NotificationsView() }
          NavigationLink {
            BatteryView()
          } label: {
            LabeledContent("settings.battery", value: String(localized: "settings.battery.level"))
          }
          NavigationLink {
            StorageView()
          } label: {
            VStack(alignment: .leading) {
              Text("settings.storage")
              Text("settings.storage.used")
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
          }
          NavigationLink("settings.display") { DisplayView() }
          NavigationLink("settings.accessibility") { AccessibilityView() }
          NavigationLink("settings.screen_time") { ScreenTimeView() }
        }
        Section {
          NavigationLink("settings.privacy") { PrivacyView() }
          NavigationLink("settings.passwords") { PasswordsView() }
          NavigationLink {
            LanguageView()
          } label: {
            LabeledContent("settings.language", value: String(localized: "settings.language.current"))
          }
        }
        Section {
          NavigationLink("settings.help") { HelpView() }
          HStack {
            Text("settings.about")
            Spacer()
            Button {
              showsAbout = true
            } label: {
              Image(systemName: "info.circle")
            }
          }
        }
      }
      .navigationTitle("Settings")
    }
  }
}
