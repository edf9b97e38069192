import SwiftUI

// Lines ending in "// TF012" (… TF014, note) must be reported there; every other line must not.
struct TagRow: View {
  let tag: Tag

  var body: some View {
    HStack {  // TF014
      VStack(alignment: .leading) {
        Text("#\(tag.name)")
        Text("tag.uses \(tag.uses)")
      }
      Spacer()
      Image(systemName: "chevron.forward")  // TF013
    }
    .contentShape(Rectangle())
    .onTapGesture { router.navigate(to: .tag(tag)) }  // TF012
  }
}

struct FilteredHeader: View {
  let count: Int

  var body: some View {
    if count > 0 {
      Button {
        router.navigate(to: .requests)
      } label: {
        HStack {
          Label("filtered.title", systemImage: "archivebox")
          Text("\(count)")
          Image(systemName: "chevron.right").accessibilityHidden(true)
        }
      }
    }
  }
}

struct StatusRow: View {
  let status: Status

  var body: some View {
    VStack {
      Text(status.content)
    }
    .if(status.url != nil) { $0.draggable(status.url!) }
    .accessibilityElement(children: .combine)
    .accessibilityAction { open() }
    .background {
      Color.clear
        .contentShape(Rectangle())
        .onTapGesture { open() }
    }
  }
}

struct NotAListRow: View {
  var body: some View {
    HStack {
      Text("not.a.row.title")
      Text("not.a.row.subtitle")
    }
    .onTapGesture { open() }
  }
}
