import SwiftUI

// Lines ending in "// TF012" (… TF016, note) must be reported there; every other line must not.
struct TapRows: View {
  @State private var path: [Int] = []
  var body: some View {
    List {
      Text("tap.text")
        .onTapGesture { path.append(1) }  // TF012
      HStack {
        Image(systemName: "person")
        Text("tap.stack")
      }
      .contentShape(Rectangle())
      .onTapGesture { path.append(2) }  // TF012
      AccountRow(account: account).onTapGesture(count: 2) { open() }  // TF012
      AccountRow(account: account).gesture(TapGesture().onEnded { open() })  // TF012
      Text("tap.button.trait")
        .onTapGesture { path.append(3) }
        .accessibilityAddTraits(.isButton)
      Text("tap.traits.list").onTapGesture { open() }.accessibilityAddTraits([.isButton, .isHeader])
      Text("tap.traits.variable").onTapGesture { open() }.accessibilityAddTraits(rowTraits)  // note
      Button("tap.in.button") { open() }.onTapGesture { log() }
      NavigationLink("tap.in.link") { Detail() }.simultaneousGesture(TapGesture().onEnded { log() })
      Text("long.press").onLongPressGesture { open() }
    }
  }
}

struct NotInAList: View {
  var body: some View {
    Text("outside.tap").onTapGesture { open() }
    HStack {
      Text("outside.title")
      Text("outside.subtitle")
      Image(systemName: "chevron.right")
    }
  }
}

struct ChevronRows: View {
  var body: some View {
    List {
      Button {
        open()
      } label: {
        HStack {
          Text("chevron.button")
          Spacer()
          Image(systemName: "chevron.right")  // TF013
        }
      }
      Button {
        open()
      } label: {
        HStack {
          Text("chevron.hidden")
          Image(systemName: "chevron.forward").accessibilityHidden(true)
        }
      }
      Button {
        open()
      } label: {
        HStack {
          Text("chevron.labelled")
          Image(systemName: "chevron.right.circle.fill")  // TF013
            .accessibilityLabel("Open")
        }
      }
      Button {
        open()
      } label: {
        HStack {
          Text("chevron.flag")
          Image(systemName: "chevron.right").accessibilityHidden(isDecorative)  // note
        }
      }
      Button {
        open()
      } label: {
        HStack {
          Text("chevron.row.labelled")
          Image(systemName: "chevron.right")
        }
      }
      .accessibilityLabel("Open the row")
      HStack {
        Text("chevron.ignored")
        Image(systemName: expanded ? "chevron.down" : "chevron.right")
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Details")
      Button {
        open()
      } label: {
        HStack {
          Text("expand.arrow")
          Image(systemName: "chevron.down")
        }
      }
      Label("chevron.label.row", systemImage: "gear")
        .overlay(alignment: .trailing) { Image(systemName: "chevron.forward") }  // TF013
    }
  }
}

struct SplitRows: View {
  var body: some View {
    List {
      VStack(alignment: .leading) {  // TF014
        Text("split.title")
        Text("split.subtitle")
      }
      HStack {  // TF014
        Label("split.label", systemImage: "wifi")
        Spacer()
        Text(verbatim: "On")
      }
      VStack {
        Text("combined.title")
        Text("combined.subtitle")
      }
      .accessibilityElement(children: .combine)
      HStack {  // TF014
        Text("contain.title")
        Text("contain.value")
      }
      .accessibilityElement(children: .contain)
      VStack {  // note
        Text("expression.title")
        Text("expression.subtitle")
      }
      .accessibilityElement(children: grouping)
      HStack {
        Text("one.text")
        Image(systemName: "star")
      }
      HStack {
        Text("with.control")
        Toggle("with.control.toggle", isOn: $on)
      }
      HStack {
        Text("hidden.title")
        Text("hidden.decoration").accessibilityHidden(true)
      }
      HStack {
        VStack {
          Text("inner.title")
          Text("inner.subtitle")
        }
        .accessibilityElement(children: .combine)
        Image(systemName: "star")
      }
      NavigationLink {
        Detail()
      } label: {
        VStack {
          Text("link.title")
          Text("link.subtitle")
        }
      }
      VStack {
        Text("placeholder.title")
        Text("placeholder.subtitle")
      }
      .redacted(reason: .placeholder)
      HStack {
        VStack {
          Text(tip.title)
          Text(tip.subtitle)
        }
        makePurchaseButton(product: product)
      }
      HStack {
        Text(Image(systemName: "seal")) + Text("concatenated.title")
          + Text("concatenated.more")
      }
      VStack {  // TF014
        EmojiTextApp(edit.content)
        Text(edit.date, style: .date) + Text("at.time")
      }
    }
  }
}

struct LinkTraitRows: View {
  var body: some View {
    List {
      NavigationLink("link.trait") { Detail() }
        .accessibilityAddTraits(.isLink)  // TF015
      NavigationLink {
        Detail()
      } label: {
        Text("link.trait.inside").accessibilityAddTraits([.isLink])  // TF015
      }
      NavigationLink("link.trait.variable") { Detail() }.accessibilityAddTraits(traits)  // note
      NavigationLink("link.button.trait") { Detail() }.accessibilityAddTraits(.isButton)
      Link("web.link", destination: url).accessibilityAddTraits(.isLink)
    }
  }
}

struct ODSRows: View {
  @State private var on = false
  var body: some View {
    List {
      NavigationLink {
        Detail()
      } label: {
        ODSListItem(title: Text("ods.checkmark"), trailingCheckmarkIsSelected: true)  // TF016
      }
      .odsListItemStyle()
      NavigationLink {
        Detail()
      } label: {
        ODSListItem(  // TF016
          title: Text("ods.toggle"), subtitle: Text("ods.toggle.subtitle"), trailingToggleIsOn: $on)
      }
      NavigationLink {
        Detail()
      } label: {
        ODSListItem(title: Text("ods.details"), trailingText: Text("ods.details.value"))
      }
      NavigationLink("ods.destination") {
        List {
          ODSListItem(title: Text("ods.in.destination"), trailingCheckmarkIsSelected: on)
        }
      }
      ODSListItem(title: Text("ods.selection"), trailingCheckmarkIsSelected: on)
        .odsListItemStyle()
        .onTapGesture { on.toggle() }  // TF012
    }
  }
}
