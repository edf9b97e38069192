import Testing
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitCheck

@Suite("Roles of strings no row names")
struct StringRoleTests {
  func classify(
    _ key: String, _ text: String, comment: String? = nil, file: String = "en.lproj/Localizable.strings",
    original: String? = nil
  ) -> RoleAssignment {
    StringRoleClassifier.classify(key: key, text: text, comment: comment, file: file, originalFile: original)
  }

  @Test("A permission prompt is prose, named by its key")
  func permission() {
    #expect(
      classify("NSCameraUsageDescription", "Lets you post photos.")
        == RoleAssignment(.prose, reason: "permission prompt NSCameraUsageDescription"))
    #expect(classify("NFCReaderUsageDescription", "Reads tags").role == .prose)
  }

  @Test("Info.plist's app name is a label, from InfoPlist.strings or the XLIFF original")
  func infoPlist() {
    #expect(
      classify("CFBundleDisplayName", "Ice Cubes", file: "de.lproj/InfoPlist.strings")
        == RoleAssignment(.label, reason: "app name in Info.plist"))
    #expect(
      classify("CFBundleName", "Mastodon", file: "de.xliff", original: "Mastodon/Info.plist").reason
        == "app name in Info.plist")
    // Outside Info.plist the same key is classified by its shape.
    #expect(classify("CFBundleName", "Mastodon").reason == "short text, 1 word")
  }

  @Test("The key's last segment speaks first: Message is prose, Title and Cancel are labels")
  func keySegments() {
    #expect(
      classify("Common.Alerts.SignOut.Message", "Sign out?")
        == RoleAssignment(.prose, reason: "key ends in \"message\""))
    #expect(
      classify("Common.Alerts.SignOut.Title", "Sign out of your account, and forget every draft you wrote.")
        == RoleAssignment(.label, reason: "key ends in \"title\""))
    #expect(classify("action.cancel", "Cancel") == RoleAssignment(.label, reason: "key ends in \"cancel\""))
    #expect(classify("report.comment.placeholder", "Additional Info").reason == "key ends in \"placeholder\"")
    #expect(classify("Scene.Onboarding.PrivacyFooter", "x").reason == "key ends in \"footer\"")
  }

  @Test("A paragraph is prose whatever its key says")
  func paragraphBeatsKey() {
    #expect(
      classify(
        "Common.Alerts.BlockDomain.Title",
        "Are you really, really sure you want to block the entire domain and all of its users?")
        == RoleAssignment(.prose, reason: "17 words"))
  }

  @Test("A developer comment classifies, except a MARK: section marker")
  func comments() {
    #expect(
      classify("k1", "Hello", comment: "Alert message shown after saving")
        == RoleAssignment(.prose, reason: "comment says \"message\""))
    #expect(
      classify("k2", "Save", comment: "Button on the toolbar").reason == "comment says \"button\"")
    #expect(
      classify("k3", "Notifications", comment: "MARK: Package: Notifications").reason == "short text, 1 word")
  }

  @Test("Shape: sentences, length and line breaks make prose; short text, questions and ellipses are labels")
  func shape() {
    #expect(classify("a", "Nothing here yet. Pull to refresh.").reason == "2 sentences")
    #expect(classify("b", "First line\nSecond line").reason == "several lines")
    #expect(
      classify("c", "one two three four five six seven eight nine ten eleven twelve").reason == "12 words")
    #expect(classify("d", "This instance is not currently supported.").reason == "a sentence of 6 words")
    #expect(classify("e", "Open in Safari") == RoleAssignment(.label, reason: "short text, 3 words"))
    #expect(classify("f", "Delete this post?") == RoleAssignment(.label, reason: "short question, 3 words"))
    #expect(classify("g", "Loading...").role == .label)
    #expect(classify("h", "Add Account…").role == .label)
    // Scripts without spaces: a long statement ending in 。 is prose.
    #expect(classify("i", "この操作は取り消せません。アカウントを削除しますか？").reason == "2 sentences")
    #expect(classify("j", "このインスタンスは現在サポートされていません。").reason == "a sentence of 23 characters")
    #expect(classify("k", "設定").role == .label)
  }

  @Test("No sentence ends at a dot between digits or after a known abbreviation (fresh23 F23-9)")
  func sentenceDots() {
    for text in ["Version 2.4.1", "Requires iOS 17.2 or later", "e.g. Jane Appleseed", "(i.e. später) Über"] {
      #expect(TextShape(text).sentences == 1, "\(text)")
      #expect(classify("a", text).role == .label, "\(text)")
    }
    #expect(TextShape("Pay $4.99/mo. Cancel anytime.").sentences == 2)
    #expect(classify("b", "Pay $4.99/mo. Cancel anytime.").reason == "2 sentences")
    #expect(TextShape("Preis 4.99 €. Jederzeit kündbar.").sentences == 2)
    #expect(TextShape("Visit example.com today. Thanks.").sentences == 2)
  }

  @Test("Shape counts ignore whitespace and line breaks around the text, and runs of spaces inside it")
  func shapeAroundWhitespace() {
    #expect(classify("a", "  Open in Safari \n") == RoleAssignment(.label, reason: "short text, 3 words"))
    #expect(classify("b", "\u{3000}Open\t\tin   Safari\u{2029}").reason == "short text, 3 words")
    #expect(classify("c", "\n\nOne line only.\r\n").reason == "short text, 3 words")
    #expect(classify("d", " Wait. Stop. ").reason == "2 sentences")
    #expect(classify("e", "a\r\nb").reason == "several lines")
    #expect(classify("f", String(repeating: "é", count: 79) + " ").reason == "short text, 1 word")
    #expect(classify("g", String(repeating: "e\u{301}", count: 80)).reason == "80 characters")
    #expect(classify("h", "   ").reason == "short text, 0 words")
  }

  @Test("A storyboard's short text is a label that says so; its long text is still prose")
  func interfaceFiles() {
    #expect(classify("x.text", "Sign in", original: "Base.lproj/Main.storyboard").reason == "storyboard text")
    #expect(
      classify(
        "y.text", "You can change this later in Settings. Nothing is shared.", original: "Main.storyboard"
      )
      .role == .prose)
  }

  @Test("Row rules never apply to labels and prose; label rules do")
  func applicability() {
    #expect(ItemRole.row.rules == RuleID.allCases)
    #expect(ItemRole.label.rules == [.labelTruncated, .missingGlyphs, .labelWraps])
    #expect(ItemRole.prose.rules == [.labelTruncated, .missingGlyphs])
  }
}

@Suite("Roles of strings: ASCII read as bytes as it is read as characters")
struct StringRoleASCIITests {
  static let texts = [
    "", "Cancel", "Sign out?", "Nothing here yet. Pull to refresh.", "Loading...", "A\r\nB", "A\rB\nC",
    "one  two\tthree\u{0B}four\u{0C}five", "Wait... what? Yes! No.", "x.y", "   ", "3 items. 4 more.",
    "e.g. this",
    "Version 2.0.1 (42)", "!?.", "Tap here.\r\nThen there.", "Pay $4.99/mo. Cancel anytime.",
    "(e.g. Jane) Doe.",
    "Requires iOS 17.2. Done.",
  ]

  @Test("Counts of ASCII texts read as bytes are their counts read as characters")
  func counts() throws {
    for text in Self.texts {
      let bytes = try #require(TextShape.asciiCounts(text))
      let characters = TextShape.characterCounts(text)
      #expect(bytes.words == characters.words, "\(text.debugDescription)")
      #expect(bytes.characters == characters.characters, "\(text.debugDescription)")
      #expect(bytes.sentences == characters.sentences, "\(text.debugDescription)")
      #expect(bytes.hasLineBreak == characters.hasLineBreak, "\(text.debugDescription)")
    }
    let crlf = try #require(TextShape.asciiCounts("A\r\nB"))
    #expect(crlf.characters == 3)
    #expect(crlf.hasLineBreak)
    let sentences = try #require(TextShape.asciiCounts("Nothing here yet. Pull to refresh."))
    #expect(sentences.words == 6)
    #expect(sentences.sentences == 2)
    #expect(TextShape.asciiCounts("Caf\u{E9}") == nil)
  }

  @Test("Words of ASCII keys and comments read as bytes are the words read as characters")
  func words() throws {
    let keys = [
      "Common.Alerts.SignOut.Message", "settings_privacyTitle", "HTTPServerURL", "tab-3Label", "a\r\nb",
      "MARK: Buttons", "version2Beta", "", "...",
    ]
    for key in keys {
      let bytes = try #require(StringRoleClassifier.asciiWords(of: key))
      #expect(bytes == StringRoleClassifier.characterWords(of: key), "\(key.debugDescription)")
    }
    #expect(
      StringRoleClassifier.asciiWords(of: "Common.Alerts.SignOut.Message") == [
        "common", "alerts", "sign", "out", "message",
      ])
    #expect(StringRoleClassifier.asciiWords(of: "HTTPServerURL") == ["httpserver", "url"])
    #expect(StringRoleClassifier.asciiWords(of: "Caf\u{E9}Title") == nil)
    #expect(StringRoleClassifier.words(of: "Caf\u{E9}Title") == ["café", "title"])
  }
}
