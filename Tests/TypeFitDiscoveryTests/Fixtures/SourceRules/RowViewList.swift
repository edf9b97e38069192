import SwiftUI

// The rows of this list are the app's own views, declared in RowViews.swift: their bodies are
// checked there. Nothing in this file is reported.
struct TagsView: View {
  var body: some View {
    List {
      ForEach(tags) { tag in
        TagRow(tag: tag)
      }
      FilteredHeader(count: 3)
      StatusRow(status: status)
    }
  }
}
