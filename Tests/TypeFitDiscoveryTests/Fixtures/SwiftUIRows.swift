// Fixture for row discovery: SwiftUI rows in a Form, and views that are not rows.
import SwiftUI

struct SettingsView: View {
  @State private var isOn = false
  @State private var choice = 0
  let items: [Item]

  var body: some View {
    NavigationStack {
      Form {
        Section("settings.section.general") {
          NavigationLink("settings.title.link", destination: DetailView())
          NavigationLink(destination: DetailView()) {
            Label("settings.display", systemImage: "paintpalette")
          }
          NavigationLink {
            DetailView()
          } label: {
            VStack(alignment: .leading) {
              Text("settings.account")
                .font(.headline)
                .lineLimit(1)
              Text("settings.account.detail")
                .font(.subheadline)
                .lineLimit(2)
            }
          }
          NavigationLink(value: Route.about) {
            HStack {
              Text("settings.version")
              Spacer()
              Text(verbatim: "1.2.3")
                .foregroundStyle(.secondary)
            }
          }
        }
        Section {
          Button("settings.clear", role: .destructive) { clear() }
          Button {
            clear()
          } label: {
            Label("settings.logout", systemImage: "person.badge.minus")
          }
          Toggle("settings.sound", isOn: $isOn)
          Toggle(isOn: $isOn) {
            Text("settings.keyboard").bold()
          }
          Picker("settings.browser", selection: $choice) {
            Text("settings.browser.safari").tag(0)
            Text("settings.browser.inapp").tag(1)
          }
          LabeledContent("settings.server", value: "mastodon.social")
          Label("settings.label", systemImage: "star")
          Text("settings.plain")
            .font(.footnote)
            .fontWeight(.semibold)
          Link("settings.source", destination: URL(string: "https://example.com")!)
        } header: {
          Text("settings.header.not.a.row")
        } footer: {
          Text("settings.footer.not.a.row")
        }
        Section("settings.section.items") {
          ForEach(items) { item in
            Text(item.name)
          }
          Text("settings.greeting \(name)")
          Menu("settings.menu") {
            Button("settings.menu.item.not.a.row") {}
          }
        }
        aboutSection
      }
      .toolbar {
        Button("settings.toolbar.not.a.row") {}
      }
    }
  }

  private var aboutSection: some View {
    Section {
      Button("settings.about.rate") {}
    }
  }
}

struct NotAList: View {
  var body: some View {
    VStack {
      Text("outside.text.not.a.row")
      Button("outside.button.not.a.row") {}
      NavigationLink("outside.link.not.a.row", destination: DetailView())
    }
  }
}
