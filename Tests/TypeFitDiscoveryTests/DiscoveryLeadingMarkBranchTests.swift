import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// An `if`/`else` before the title whose one branch is an image and whose other is a text
/// (`if let icon { Image(icon) } else { Text(initial) }`) draws a mark in the image's place: the
/// text is passed over as ``LeadingMarks`` are, and the title is the next text (A62-10 left it).
@Suite("Discovery: a text in an image's branch before the title is a mark")
struct DiscoveryLeadingMarkBranchTests {
  @Test("if a { Image } else { Text } (or the reverse) before the title in an HStack is a mark")
  func imageOrTextBranch() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { if a { Image(systemName: "star") } else { Text("a.mark") }; Text("a.t"); Spacer(); Text("a.v") }
        HStack { if a { Text("b.mark") } else { Image(systemName: "star") }; Text("b.t"); Spacer(); Text("b.v") }
        HStack {
          if let url { AsyncImage(url: url) } else if b { Text("c.mark1") } else { Text("c.mark2") }
          VStack(alignment: .leading) { Text("c.t"); Text("c.s") }
        }
        NavigationLink { Detail() } label: {
          if a { Image("avatar").resizable().frame(width: 40, height: 40) } else { Text("d.mark") }
          Text("d.t")
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t"])
    #expect(result.row(title: "a.t").partKeys == ["a.t", nil, "a.v"])
    #expect(result.row(title: "b.t").partKeys == ["b.t", nil, "b.v"])
    #expect(result.row(title: "c.t").partKeys == ["c.t", "c.s", nil])
    #expect(result.row(title: "d.t").partKeys == ["d.t", nil, nil])
    #expect(result.row(title: "a.t")?.leading == .symbol)
    #expect(result.row(title: "b.t")?.leading == .symbol)
    #expect(result.row(title: "c.t")?.leading == .symbol)
    #expect(result.row(title: "d.t")?.leading == .image(ImageSpec(width: 40, height: 40, shape: .square)))
    for key in ["a.t", "b.t", "c.t", "d.t"] {
      #expect(result.row(title: key)?.title?.alternatives.isEmpty == true, "\(key)")
    }
  }

  @Test("a text branch stays the title: no image branch, a line above, or no text after it")
  func textStaysTitle() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { if loading { ProgressView() } else { Text("p.t") }; Spacer(); Text("p.v") }
        VStack { if a { Image(systemName: "star") } else { Text("q.t") }; Text("q.s") }
        HStack { if a { Image(systemName: "star") } else { Text("r.t") } }
        HStack { if a { Text("s.t") } else { Text("s.t2") }; Spacer(); Text("s.v") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "p.t").partKeys == ["p.t", nil, "p.v"])
    #expect(result.row(title: "q.t").partKeys == ["q.t", "q.s", nil])
    #expect(result.row(title: "r.t").partKeys == ["r.t", nil, nil])
    #expect(result.row(title: "s.t").partKeys == ["s.t", nil, "s.v"])
  }
}

/// A text in an image's branch before the title is a mark only when it is mark-like; a text
/// with words there is a label, passed over all the same, and several such chains before the
/// title are all passed over (the sixty-seventh attack's A67-5: the second chain's text was the
/// title, the real title its value).
@Suite("Discovery: texts in image-or-text chains before the title")
struct DiscoveryLeadingChainLabelTests {
  @Test("mark-like: a symbol, a computed initial, one character; a literal with words is a label")
  func markLike() throws {
    let source = """
      Text("✓"); Text(initial); Text("\\(initial)"); Text("?"); Text(verbatim: "3")
      Text("profile.no_photo"); Text("No photo"); Text(verbatim: "No photo"); Text("\\(name) photo")
      """
    let stream = TokenStream(file: "V.swift", tokens: SwiftLexer.tokenize(source, file: "V.swift").tokens)
    var calls: [CallSyntax] = []
    var position = 0
    while position < stream.count {
      if stream[position].isIdentifier("Text"), let call = CallSyntax.parse(at: position, in: stream) {
        calls.append(call)
        position = call.end
      } else {
        position += 1
      }
    }
    #expect(calls.count == 9)
    #expect(
      calls.map { LeadingMarks.isMarkLike($0, in: stream) } == [
        true, true, true, true, true, false, false, false, false,
      ])
  }

  @Test("two chains before the title: the title is the text after them, whatever their texts")
  func twoChains() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack {
          if let avatar { Image(uiImage: avatar) } else { Text("m.initial") }
          if verified { Image(systemName: "checkmark.seal") } else { Text("m.unverified") }
          Text("m.t")
          Spacer()
          Text("m.v")
        }
        HStack {
          if let avatar { Image(uiImage: avatar) } else { Text(initial) }
          if verified { Image(systemName: "checkmark.seal") } else { Text("✓") }
          Text("n.t")
        }
        HStack { Text("p.t"); if a { Image(systemName: "star") } else { Text("p.v") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["m.t", "n.t", "p.t"])
    #expect(result.row(title: "m.t").partKeys == ["m.t", nil, "m.v"])
    #expect(result.row(title: "n.t").partKeys == ["n.t", nil, nil])
    #expect(result.row(title: "m.t")?.leading == .symbol)
    #expect(result.row(title: "n.t")?.leading == .symbol)
    // A chain after the title is no mark: its text is the value.
    #expect(result.row(title: "p.t").partKeys == ["p.t", nil, "p.v"])
  }

  @Test("a text with words before the image branch: the image's frame is the row's leading image")
  func labelThenImage() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack {
          if avatar == nil { Text("o.no_photo") } else { Image("avatar").resizable().frame(width: 40, height: 40) }
          Text("o.t").lineLimit(1)
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "o.t").partKeys == ["o.t", nil, nil])
    #expect(result.row(title: "o.t")?.leading == .image(ImageSpec(width: 40, height: 40, shape: .square)))
  }
}
