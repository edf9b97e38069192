import Testing

@testable import TypeFitCheck

/// The fourteenth attack's A14-9: the string a key's role is decided from keeps a long comment
/// as the word that decides, and classifying with it gives what the whole comment gives.
@Suite("The part of a comment a role is decided from")
struct DecidingCommentTests {
  @Test("a comment up to 1,024 bytes is kept as written; a longer one as its deciding word")
  func kept() {
    let short = String(repeating: "x", count: 1024)
    #expect(StringRoleClassifier.decidingComment(short) == short)
    #expect(StringRoleClassifier.decidingComment(nil) == nil)
    let fill = String(repeating: "a", count: 2000)
    #expect(StringRoleClassifier.decidingComment("\(fill) the button, a footer") == "footer")
    #expect(StringRoleClassifier.decidingComment("\(fill) the button label") == "button")
    #expect(StringRoleClassifier.decidingComment("MARK: \(fill) footer") == "MARK:")
    #expect(StringRoleClassifier.decidingComment("\(fill) nothing said") == "")
  }

  @Test("classifying with the deciding word gives the whole comment's role and reason")
  func sameRole() {
    let fill = String(repeating: "word ", count: 400)
    for comment in ["\(fill)the button, a footer", "\(fill)a tab", "MARK: \(fill)footer", "\(fill)nothing"] {
      let whole = StringRoleClassifier.classify(key: "k", text: "Sichern", comment: comment)
      let cut = StringRoleClassifier.classify(
        key: "k", text: "Sichern", comment: StringRoleClassifier.decidingComment(comment))
      #expect(whole == cut, "\(comment.suffix(20))")
    }
  }
}
