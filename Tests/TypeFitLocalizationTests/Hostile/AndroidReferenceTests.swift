import Foundation
import Testing

@testable import TypeFitLocalization

/// A `<string>` whose value is `@string/name` shows the string it names, as aapt2 compiles it.
@Suite("Android: string references")
struct AndroidReferenceTests {
  static let file = """
    <resources>
    <string name="settings_long">Datenschutzeinstellungen für alle Geräte</string>
    <string name="settings_alias">@string/settings_long</string>
    <string name="alias_of_alias"> @string/settings_alias </string>
    <string name="settings_esc">\\@string/settings_long</string>
    <string name="theme">?attr/colorPrimary</string>
    <string name="ok">@android:string/ok</string>
    <string name="missing">@string/nowhere</string>
    <string name="loop_a">@string/loop_b</string>
    <string name="loop_b">@string/loop_a</string>
    <string name="quoted">"@string/settings_long"</string>
    </resources>
    """

  static let result = LocalizationReader.read(
    Data(file.utf8), path: "res/values-de/strings.xml", format: .android)

  static func value(_ key: String) -> String? { result.strings.first { $0.key == key }?.value }

  @Test("a reference and a chain of them read as the text they name; an escaped one stays literal")
  func resolved() {
    #expect(Self.value("settings_alias") == "Datenschutzeinstellungen für alle Geräte")
    #expect(Self.value("alias_of_alias") == "Datenschutzeinstellungen für alle Geräte")
    #expect(Self.value("settings_esc") == "@string/settings_long")
    #expect(Self.value("quoted") == "@string/settings_long")
  }

  @Test(
    "attributes, missing names and cycles are warnings at their line, platform strings notes; measured as written"
  )
  func unresolved() {
    #expect(Self.value("theme") == "?attr/colorPrimary")
    #expect(Self.value("missing") == "@string/nowhere")
    #expect(Self.value("loop_a") == "@string/loop_b")
    #expect(
      Self.result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "6: \"theme\" is ?attr/colorPrimary, a reference that is not a string; measured as written",
        "7: \"ok\" is @android:string/ok, an Android platform string whose text is not in the app; measured as written",
        "8: \"missing\" refers to @string/nowhere, which this file does not define; measured as written (references are resolved within one file)",
        "9: \"loop_a\" is in a reference cycle (loop_a → loop_b → loop_a); measured as written",
        "10: \"loop_b\" is in a reference cycle (loop_b → loop_a → loop_b); measured as written",
      ])
    // A platform string is nothing the app can change: a note (fresh24 F24-5).
    #expect(Self.result.diagnostics.map(\.severity) == [.warning, .note, .warning, .warning, .warning])
  }

  @Test("the reference shapes: names, escapes and other resource types")
  func shapes() {
    #expect(AndroidResourceReference(rawValue: "@string/a_b.c") == .string(name: "a_b.c"))
    #expect(AndroidResourceReference(rawValue: "\\@string/a") == nil)
    #expect(AndroidResourceReference(rawValue: "Text @string/a") == nil)
    #expect(AndroidResourceReference(rawValue: "@color/red") == .notText("@color/red"))
    #expect(AndroidResourceReference(rawValue: "@string/") == .notText("@string/"))
    // Thirty-first attack A31-6: a private platform string and a reference with the app's package.
    #expect(
      AndroidResourceReference(rawValue: "@*android:string/cancel")
        == .platformString("@*android:string/cancel"))
    #expect(AndroidResourceReference(rawValue: "@com.example:string/a") == .string(name: "a"))
    #expect(AndroidResourceReference(rawValue: "@com.example:color/a") == .notText("@com.example:color/a"))
    #expect(AndroidResourceReference(rawValue: "@com..x:string/a") == .notText("@com..x:string/a"))
  }

  /// Writes `body` inside `<resources>` to `root/res/relative`, making its folders.
  static func write(_ relative: String, _ body: String, under root: String) throws {
    let path = root + "/res/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(("<resources>\n" + body + "\n</resources>\n").utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test(
    "a name another strings file of the folder, the language's folder or the default values folder defines is resolved from there"
  )
  func acrossFiles() throws {
    let root = NSTemporaryDirectory() + "typefit-aref-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ relative: String, _ body: String) throws { try Self.write(relative, body, under: root) }
    try write(
      "values/strings.xml",
      #"<string name="long_label">Default long label</string>\#n<string name="only_default">Nur Standard</string>"#
    )
    try write(
      "values-de/strings.xml",
      [
        #"<string name="alias">@string/other_file</string>"#,
        #"<string name="fallback">@string/only_default</string>"#,
        #"<string name="missing">@string/nowhere</string>"#,
        #"<string name="via_platform">@string/platform</string>"#,
        #"<string name="long_label">Deutsches langes Label</string>"#,
      ].joined(separator: "\n"))
    try write(
      "values-de/more_strings.xml",
      [
        #"<string name="other_file">Aus der anderen Datei</string>"#,
        #"<string name="platform">@android:string/ok</string>"#,
        #"<string name="back">@string/long_label</string>"#,
        #"<string name="loop">@string/loop2</string>"#,
      ].joined(separator: "\n"))
    try write(
      "values-de-rAT/strings.xml",
      #"<string name="at_alias">@string/other_file</string>\#n<string name="loop2">@string/loop</string>"#)
    let result = LocalizationReader().read(paths: [root])
    func value(_ key: String, _ folder: String) -> String? {
      result.strings.first { $0.key == key && $0.location.file.contains("/\(folder)/") }?.value
    }
    #expect(value("alias", "values-de") == "Aus der anderen Datei")
    #expect(value("fallback", "values-de") == "Nur Standard")
    #expect(value("back", "values-de") == "Deutsches langes Label")
    #expect(value("at_alias", "values-de-rAT") == "Aus der anderen Datei")
    #expect(value("missing", "values-de") == "@string/nowhere")
    #expect(value("via_platform", "values-de") == "@string/platform")
    #expect(value("loop2", "values-de-rAT") == "@string/loop")
    #expect(
      result.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line ?? 0): \($0.message)" }
        == [
          "strings.xml:3: \"loop2\" is in a reference cycle (loop2 → loop → loop2); measured as written",
          "more_strings.xml:3: \"platform\" is @android:string/ok, an Android platform string whose text is not in the app; measured as written",
          "more_strings.xml:5: \"loop\" refers to @string/loop2, which no strings file of values-de or values defines; measured as written",
          "strings.xml:4: \"missing\" refers to @string/nowhere, which no strings file of values-de or values defines; measured as written",
          "strings.xml:5: \"via_platform\" is @android:string/ok, an Android platform string whose text is not in the app; measured as written",
        ])
  }

  /// A fresh user's U56-1: with a relative input path every reference to another file stayed
  /// unresolved, and that file was said unread (the reader's files were keyed by their paths
  /// from the working folder, A82-8, and the references' lookup by the path as written).
  @Test("a relative input path resolves references to other files as an absolute one does")
  func relativeInput() throws {
    let root = NSTemporaryDirectory() + "typefit-aref-relative-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("values/strings.xml", #"<string name="app">Example</string>"#, under: root)
    try Self.write(
      "values-de/strings.xml", #"<string name="title">@string/app</string>"#, under: root)
    // The same folder by a relative path from the working folder: up to `/`, then down.
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + root.drop { $0 == "/" }
    #expect(!relative.hasPrefix("/"))
    let result = LocalizationReader().read(paths: [relative])
    #expect(result.strings.first { $0.key == "title" }?.value == "Example")
    #expect(result.diagnostics.map(\.message) == [])
  }

  /// Reads the Android files `files` (a path under `res/` and its resources, one per line),
  /// written to a folder of their own that is removed afterwards.
  static func read(_ files: [(path: String, resources: [String])]) throws -> LocalizationReadResult {
    let root = NSTemporaryDirectory() + "typefit-aref-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in files { try write(file.path, file.resources.joined(separator: "\n"), under: root) }
    return LocalizationReader().read(paths: [root])
  }

  /// Thirty-fifth attack A35-4: 25,000 references to one 50 KB string made 1.2 GB of text to
  /// weigh from a 1 MB file (122 s of CPU in a debug build before the layout cap refused the run).
  @Test("the texts one file takes through references stop at 1 MiB; the rest are measured as written")
  func referencedTextBounded() throws {
    #expect(AndroidStringsReader.maximumReferencedTextBytes == 1 << 20)
    // 65,539 bytes: 15 fit, the 16th not.
    let long = String(repeating: "Wort ", count: 13_107) + "Ende"
    let result = try Self.read([
      ("values/strings.xml", [#"<string name="base">\#(long)</string>"#]),
      ("values-de/strings.xml", (0..<20).map { #"<string name="s\#($0)">@string/base</string>"# }),
    ])
    let german = result.strings.filter { $0.locale == "de" }
    #expect(german.count == 20)
    #expect(german.prefix(15).allSatisfy { $0.value == long })
    #expect(german.dropFirst(15).allSatisfy { $0.value == "@string/base" })
    #expect(
      result.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line ?? 0): \($0.message)" }
        == [
          "strings.xml:17: 5 references from here on would take the file past 1048576 bytes, or the run's files "
            + "past 16777216, of text taken through @string/ references; measured as written"
        ])
  }

  /// Thirty-sixth attack A36-2: the 1 MiB limit was per file, so 1,000 files of 20 references
  /// to one 50 KB string took 1 GB of text through references (97 s of CPU, debug).
  @Test("the texts all files of a run take through references stop at 16 MiB together")
  func referencedTextBoundedPerRun() throws {
    #expect(AndroidResourceIndex.maximumReferencedTextBytes == 16 << 20)
    // 65,539 bytes: 15 references a file fit its own 1 MiB; 255 fit the run's 16 MiB.
    let long = String(repeating: "Wort ", count: 13_107) + "Ende"
    let files = (0..<20).map { file in
      ("values-de/s\(file).xml", (0..<15).map { #"<string name="r\#(file)_\#($0)">@string/base</string>"# })
    }
    let result = try Self.read([("values/strings.xml", [#"<string name="base">\#(long)</string>"#])] + files)
    let german = result.strings.filter { $0.locale == "de" }
    #expect(german.count == 300)
    #expect(german.count { $0.value == long } == 255)
    #expect(german.count { $0.value == "@string/base" } == 45)
    // Seventeen files take 255; one warning in each of the other three (all 15 measured as
    // written).
    #expect(
      result.diagnostics.map(\.message).map { $0.prefix(15) } == [
        "15 references f", "15 references f", "15 references f",
      ])
  }

  /// Thirtieth attack A30-3 and A30-4: a chain followed into another folder counted only the
  /// name looked up there, not the names that folder's file followed itself, so a cycle there
  /// was named `x → y → y` and the 32-reference limit did not hold across folders.
  @Test("a chain followed into another folder names its cycle whole and keeps the chain limit (A30-3, A30-4)")
  func chainsAcrossFolders() throws {
    // values: y ↔ z, and a chain c0 → c1 → … → c32 → text (32 references: the most allowed).
    let chain =
      (0..<32).map { #"<string name="c\#($0)">@string/c\#($0 + 1)</string>"# } + [
        #"<string name="c32">Ende der Kette</string>"#
      ]
    // values-de: x → y (in values); short → c28 (5 references: within the limit); long → c0
    // (33: past it).
    let result = try Self.read([
      (
        "values/strings.xml",
        [#"<string name="y">@string/z</string>"#, #"<string name="z">@string/y</string>"#] + chain
      ),
      (
        "values-de/strings.xml",
        [
          #"<string name="x">@string/y</string>"#, #"<string name="short">@string/c28</string>"#,
          #"<string name="long">@string/c0</string>"#,
        ]
      ),
    ])
    func value(_ key: String) -> String? {
      result.strings.first { $0.key == key && $0.location.file.contains("/values-de/") }?.value
    }
    #expect(value("x") == "@string/y")
    #expect(value("short") == "Ende der Kette")
    #expect(value("long") == "@string/c0")
    #expect(
      result.diagnostics.filter { $0.file.contains("/values-de/") }.map { "\($0.line ?? 0): \($0.message)" }
        == [
          "2: \"x\" leads into a reference cycle (x → y → z → y); measured as written",
          "4: \"long\" starts a chain of more than 32 references; measured as written",
        ])
  }

  /// Android resolves a reference in the configuration of the string shown: a step written in
  /// `values` that names a string `values-de` also defines shows `values-de`'s on a German device
  /// (session 31: the step was resolved inside `values`).
  @Test("a step of a chain written in another folder is looked up from the string's own folder")
  func stepsFromOwnConfiguration() throws {
    let result = try Self.read([
      (
        "values/strings.xml",
        [#"<string name="y">@string/z</string>"#, #"<string name="z">Default text</string>"#]
      ),
      (
        "values-de/strings.xml",
        [#"<string name="x">@string/y</string>"#, #"<string name="z">Deutscher Text</string>"#]
      ),
    ])
    func value(_ key: String, _ folder: String) -> String? {
      result.strings.first { $0.key == key && $0.location.file.contains("/\(folder)/") }?.value
    }
    #expect(value("x", "values-de") == "Deutscher Text")
    #expect(value("y", "values") == "Default text")
    #expect(result.diagnostics.isEmpty)
  }

  @Test("the language's and the default folder are found whatever the case of their qualifiers (A29-5)")
  func foldersInAnyCase() throws {
    let root = NSTemporaryDirectory() + "typefit-aref-case-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ relative: String, _ body: String) throws { try Self.write(relative, body, under: root) }
    try write("values-DE/strings.xml", #"<string name="base">Deutsche Basis</string>"#)
    try write(
      "values-de-rat/strings.xml",
      #"<string name="alias">@string/base</string>\#n<string name="missing">@string/nowhere</string>"#
        + #"\#n<plurals name="p"><item quantity="other">@string/base</item></plurals>"#)
    let result = LocalizationReader().read(paths: [root])
    let alias = result.strings.first { $0.key == "alias" }
    #expect(alias?.value == "Deutsche Basis")
    #expect(alias?.locale == "de-AT")
    #expect(result.strings.first { $0.key == "base" }?.locale == "de")
    #expect(result.strings.first { $0.key == "p" }?.value == "Deutsche Basis")
    #expect(
      result.diagnostics.map(\.message) == [
        "\"missing\" refers to @string/nowhere, which no strings file of values-de-rat or values-DE or values "
          + "defines; measured as written"
      ])
  }

  /// A79-4: the folders of one configuration, whose names differ only in the case of their
  /// qualifiers, are each searched once, the asking file's own first (a search of the list for
  /// each folder made 1,000 such folders take 58 s).
  @Test("folders of one configuration in several cases are searched once each, the file's own first (A79-4)")
  func twinFoldersSearchedOnce() throws {
    let root = NSTemporaryDirectory() + "typefit-aref-twins-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ relative: String, _ body: String) throws { try Self.write(relative, body, under: root) }
    try write("values/strings.xml", #"<string name="base">Basis</string>"#)
    try write("values-Land/strings.xml", #"<string name="twin">Zwilling</string>"#)
    try write(
      "values-land/strings.xml",
      #"<string name="a">@string/twin</string>\#n<string name="b">@string/base</string>"#
        + #"\#n<string name="c">@string/nowhere</string>"#)
    try write("values-LAND/strings.xml", #"<string name="d">@string/twin</string>"#)
    let result = LocalizationReader().read(paths: [root])
    func value(_ key: String) -> String? { result.strings.first { $0.key == key }?.value }
    #expect(
      [value("a"), value("b"), value("c"), value("d")] == [
        "Zwilling", "Basis", "@string/nowhere", "Zwilling",
      ])
    #expect(
      result.diagnostics.map(\.message).filter { $0.contains("nowhere") } == [
        "\"c\" refers to @string/nowhere, which no strings file of values-land or values-LAND or values-Land or "
          + "values defines; measured as written"
      ])
    // Past four folders, three are named and the rest counted.
    try write("values-lAnd/strings.xml", #"<string name="e">@string/nowhere</string>"#)
    let more = LocalizationReader().read(paths: [root])
    #expect(
      more.diagnostics.map(\.message).filter { $0.contains("nowhere") } == [
        "\"e\" refers to @string/nowhere, which no strings file of values-lAnd or values-LAND or values-Land or "
          + "2 more folders defines; measured as written",
        "\"c\" refers to @string/nowhere, which no strings file of values-land or values-LAND or values-Land or "
          + "2 more folders defines; measured as written",
      ])
  }

  /// Eightieth attack A80-7: a reference in a folder with more than a language and region
  /// (`values-b+es+419`, `values-de-night`, `values-de-rAT-night`), or whose language folder is
  /// spelled `values-b+pt`, skipped the language's folder and showed the default `values` text.
  @Test("a reference falls back through the locale's more general folders before values (A80-7)")
  func localeFallback() throws {
    let result = try Self.read([
      ("values/strings.xml", [#"<string name="x">Settings</string>"#, #"<string name="n">Night</string>"#]),
      ("values-de/strings.xml", [#"<string name="x">Datenschutzeinstellungen</string>"#]),
      ("values-es/strings.xml", [#"<string name="x">Configuración de privacidad</string>"#]),
      ("values-b+pt/strings.xml", [#"<string name="x">Configurações de privacidade</string>"#]),
      (
        "values-night/strings.xml",
        [#"<string name="x">Nachtmodus (default)</string>"#, #"<string name="n">Nacht</string>"#]
      ),
      ("values-de-rAT/strings.xml", [#"<string name="at">Österreich</string>"#]),
      ("values-de-night/strings.xml", [#"<string name="de_night">@string/x</string>"#]),
      (
        "values-de-rAT-night/strings.xml",
        [
          #"<string name="de_at_night">@string/x</string>"#, #"<string name="at_first">@string/at</string>"#,
          #"<string name="night_kept">@string/n</string>"#,
          #"<string name="missing">@string/nowhere</string>"#,
        ]
      ),
      ("values-b+es+419/strings.xml", [#"<string name="es_419">@string/x</string>"#]),
      ("values-pt-rBR/strings.xml", [#"<string name="pt_br">@string/x</string>"#]),
      ("values-b+sr+Latn/strings.xml", [#"<string name="x">Podešavanja</string>"#]),
      ("values-sr/strings.xml", [#"<string name="x">Подешавања</string>"#]),
      ("values-b+sr+Latn+RS/strings.xml", [#"<string name="sr_latn_rs">@string/x</string>"#]),
    ])
    func value(_ key: String) -> String? { result.strings.first { $0.key == key }?.value }
    // The locale outranks `night`: values-de before values-night.
    #expect(value("de_night") == "Datenschutzeinstellungen")
    #expect(value("de_at_night") == "Datenschutzeinstellungen")
    // de-AT (without night) before de-night's and de's folders.
    #expect(value("at_first") == "Österreich")
    // A name only values-night (of the folders before values) defines comes from there.
    #expect(value("night_kept") == "Nacht")
    #expect(value("es_419") == "Configuración de privacidad")
    #expect(value("pt_br") == "Configurações de privacidade")
    // A script is kept: sr-Latn-RS falls back to sr-Latn, not to the Cyrillic sr.
    #expect(value("sr_latn_rs") == "Podešavanja")
    #expect(
      result.diagnostics.map(\.message) == [
        "\"missing\" refers to @string/nowhere, which no strings file of values-de-rAT-night or values-de-rAT or "
          + "values-de-night or 3 more folders defines; measured as written"
      ])
  }

  /// Eighty-first attack A81-4: a `zh-TW` reference fell back to `values-zh` (Simplified), which
  /// Android 7 and later do not match for a Traditional device (AOSP `ResTable_config::match`
  /// compares the likely scripts), and showed its text without a word.
  @Test("a locale falls back only to more general folders of its script, written or likely (A81-4)")
  func likelyScriptFallback() throws {
    let result = try Self.read([
      ("values/strings.xml", [#"<string name="x">Settings</string>"#]),
      ("values-zh/strings.xml", [#"<string name="x">设置</string>"#]),
      ("values-b+zh+Hant/strings.xml", [#"<string name="x">設定</string>"#]),
      ("values-zh-rTW/strings.xml", [#"<string name="zh_tw">@string/x</string>"#]),
      ("values-zh-rHK/strings.xml", [#"<string name="zh_hk">@string/x</string>"#]),
      ("values-zh-rCN/strings.xml", [#"<string name="zh_cn">@string/x</string>"#]),
      ("values-zh-rSG/strings.xml", [#"<string name="zh_sg">@string/x</string>"#]),
      ("values-b+zh+Hant+TW/strings.xml", [#"<string name="zh_hant_tw">@string/x</string>"#]),
      ("values-b+zh+Hans+CN/strings.xml", [#"<string name="zh_hans_cn">@string/x</string>"#]),
      ("values-sr/strings.xml", [#"<string name="x">Подешавања</string>"#]),
      ("values-sr-rME/strings.xml", [#"<string name="sr_me">@string/x</string>"#]),
      ("values-sr-rRS/strings.xml", [#"<string name="sr_rs">@string/x</string>"#]),
      ("values-b+sr+Cyrl/strings.xml", [#"<string name="sr_cyrl">@string/x</string>"#]),
    ])
    func value(_ key: String) -> String? { result.strings.first { $0.key == key }?.value }
    // Traditional Chinese (TW, HK) skips the Simplified values-zh and takes the Traditional
    // values-b+zh+Hant (A82-7; before, the default's text).
    #expect(value("zh_tw") == "設定")
    #expect(value("zh_hk") == "設定")
    #expect(value("zh_cn") == "设置")
    #expect(value("zh_sg") == "设置")
    #expect(value("zh_hant_tw") == "設定")
    #expect(value("zh_hans_cn") == "设置")
    // Montenegro's Serbian is Latin; Serbia's and a written Cyrillic are values-sr's script.
    #expect(value("sr_me") == "Settings")
    #expect(value("sr_rs") == "Подешавања")
    #expect(value("sr_cyrl") == "Подешавања")
    #expect(result.diagnostics.isEmpty)
    #expect(AndroidResourceIndex.generalizations(of: "zh-TW") == ["zh-TW", "zh-Hant-TW", "zh-Hant", ""])
    #expect(AndroidResourceIndex.generalizations(of: "zh-Hant-TW") == ["zh-Hant-TW", "zh-TW", "zh-Hant", ""])
    #expect(AndroidResourceIndex.generalizations(of: "sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn", ""])
    #expect(AndroidResourceIndex.generalizations(of: "de-Latn-AT") == ["de-Latn-AT", "de-Latn", ""])
    #expect(AndroidResourceIndex.generalizations(of: "es-419") == ["es-419", "es", ""])
    #expect(AndroidResourceIndex.generalizations(of: "uz-AF") == ["uz-AF", "uz-Arab-AF", "uz-Arab", ""])
    #expect(AndroidResourceIndex.generalizations(of: "pa-PK") == ["pa-PK", "pa-Arab-PK", "pa-Arab", ""])
    #expect(AndroidLikelyScript.script(of: "zh-MO") == "Hant")
    #expect(AndroidLikelyScript.script(of: "zh-hant") == "Hant")
    #expect(AndroidLikelyScript.script(of: "mn-CN") == "Mong")
    #expect(AndroidLikelyScript.script(of: "sr-TR") == "Latn")
    #expect(AndroidLikelyScript.script(of: "uz-CN") == "Cyrl")
    #expect(AndroidLikelyScript.script(of: "az-RU") == "Cyrl")
    #expect(AndroidLikelyScript.script(of: "de-AT") == nil)
  }

  /// Eighty-second attack A82-7: a locale fell back past the folders of its script to the
  /// default: `values-zh-rHK` did not take `values-b+zh+Hant`, `values-sr-rME` not
  /// `values-b+sr+Latn`, `values-b+zh+Hant+TW` not `values-zh-rTW` (Traditional by its likely
  /// script). AOSP `ResTable_config::match` compares the scripts, written or computed, and
  /// `isLocaleBetterThan` the regions (the device's, then its parents, then none).
  @Test("a locale falls back to the folders of its script, written or likely, before the default (A82-7)")
  func likelyScriptFolder() throws {
    let result = try Self.read([
      (
        "values/strings.xml",
        [
          #"<string name="x">Default X</string>"#, #"<string name="y">Default Y</string>"#,
          #"<string name="z">Default Z</string>"#, #"<string name="n">Default N</string>"#,
        ]
      ),
      ("values-zh-rTW/strings.xml", [#"<string name="x">繁體台灣</string>"#]),
      ("values-b+zh+Hant/strings.xml", [#"<string name="y">繁體</string>"#]),
      ("values-zh/strings.xml", [#"<string name="z">简体</string>"#]),
      ("values-b+sr+Latn/strings.xml", [#"<string name="y">Latinica</string>"#]),
      ("values-sr/strings.xml", [#"<string name="z">Ћирилица</string>"#]),
      ("values-b+zh+Hant+TW/strings.xml", [#"<string name="zh_hant_tw">@string/x</string>"#]),
      (
        "values-zh-rHK/strings.xml",
        [
          #"<string name="zh_hk">@string/y</string>"#, #"<string name="zh_hk_z">@string/z</string>"#,
        ]
      ),
      (
        "values-sr-rME/strings.xml",
        [
          #"<string name="sr_me">@string/y</string>"#, #"<string name="sr_me_z">@string/z</string>"#,
        ]
      ),
      // The locale's two spellings are one locale: `night` of either comes before both without it.
      ("values-b+zh+Hant+TW-night/strings.xml", [#"<string name="n">夜</string>"#]),
      ("values-zh-rTW/night.xml", [#"<string name="n">日</string>"#]),
      ("values-zh-rTW-night/strings.xml", [#"<string name="tw_night">@string/n</string>"#]),
    ])
    func value(_ key: String) -> String? { result.strings.first { $0.key == key }?.value }
    #expect(value("zh_hant_tw") == "繁體台灣")
    #expect(value("zh_hk") == "繁體")
    #expect(value("sr_me") == "Latinica")
    // No folder of another script (A81-4): the Simplified and Cyrillic folders are passed over.
    #expect(value("zh_hk_z") == "Default Z")
    #expect(value("sr_me_z") == "Default Z")
    #expect(value("tw_night") == "夜")
    #expect(result.diagnostics.isEmpty)
    #expect(AndroidResourceIndex.generalizations(of: "zh-HK") == ["zh-HK", "zh-Hant-HK", "zh-Hant", ""])
    #expect(AndroidResourceIndex.generalizations(of: "sr-ME") == ["sr-ME", "sr-Latn-ME", "sr-Latn", ""])
    #expect(AndroidResourceIndex.generalizations(of: "zh") == ["zh", "zh-Hans", ""])
    #expect(AndroidResourceIndex.generalizations(of: "de-AT") == ["de-AT", "de", ""])
    #expect(
      AndroidResourceIndex.generalizationLevels(of: "zh-Hant-TW") == [
        ["zh-Hant-TW", "zh-TW"], ["zh-Hant"], [""],
      ])
  }

  @Test("a reference into a file refused for <!ENTITY> names that file as not read (A45-7)")
  func referenceIntoRefusedFile() throws {
    let root = NSTemporaryDirectory() + "typefit-aref-refused-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ relative: String, _ body: String) throws { try Self.write(relative, body, under: root) }
    try FileManager.default.createDirectory(atPath: root + "/res/values", withIntermediateDirectories: true)
    try Data(
      #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aa">]><resources><string name="x">&a;</string></resources>"#
        .utf8
    ).write(to: URL(fileURLWithPath: root + "/res/values/strings.xml"))
    try write("values/more.xml", #"<string name="y">Ja</string>"#)
    try write(
      "values-de/strings.xml",
      #"<string name="r">@string/x</string>\#n<string name="s">@string/y</string>"#)
    let result = LocalizationReader().read(paths: [root])
    #expect(result.strings.first { $0.key == "s" }?.value == "Ja")
    #expect(result.strings.first { $0.key == "r" }?.value == "@string/x")
    let messages = result.diagnostics.filter { $0.file.hasSuffix("values-de/strings.xml") }.map(\.message)
    #expect(
      messages == [
        "\"r\" refers to @string/x, which no strings file of values-de or values defines; "
          + "\(root)/res/values/strings.xml, which might, was not read (see its own diagnostics); measured as written"
      ])
    // The refused file says why at its own turn.
    #expect(
      result.diagnostics.contains {
        $0.file.hasSuffix("/values/strings.xml") && $0.severity == .error && $0.message.contains("<!ENTITY>")
      })
  }

  @Test("a plural or array item that is a reference shows the string it names, as in a <string> (A29-7)")
  func itemsResolved() {
    let xml = """
      <resources>
        <string name="title">Datenschutz und Sicherheit der gesamten Anwendung</string>
        <string name="ref">@string/title</string>
        <plurals name="files"><item quantity="one">%d Datei</item><item quantity="other">@string/title</item></plurals>
        <string-array name="arr"><item>Eins</item><item>@string/ref</item><item>@string/nowhere</item><item>\\@string/title</item></string-array>
        <plurals name="title"><item quantity="other">@string/title</item></plurals>
        <string-array name="loop"><item>@string/loop_a</item></string-array>
        <string name="loop_a">@string/loop_b</string>
        <string name="loop_b">@string/loop_a</string>
        <string-array name="theme"><item>?attr/colorPrimary</item></string-array>
      </resources>
      """
    let result = LocalizationReader.read(Data(xml.utf8), path: "res/values-de/strings.xml", format: .android)
    func value(_ key: String, _ variant: String) -> String? {
      result.strings.first { $0.key == key && $0.variant.description == variant }?.value
    }
    let title = "Datenschutz und Sicherheit der gesamten Anwendung"
    #expect(value("files", "plural.one") == "%d Datei")
    #expect(value("files", "plural.other") == title)
    #expect(value("arr", "item.0") == "Eins")
    #expect(value("arr", "item.1") == title)
    #expect(value("arr", "item.2") == "@string/nowhere")
    #expect(value("arr", "item.3") == "@string/title")
    // `<plurals name="title">` is in its own name space: naming `@string/title` is no cycle.
    #expect(value("title", "plural.other") == title)
    #expect(value("loop", "item.0") == "@string/loop_a")
    #expect(
      result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "5: \"arr\" [item.2] refers to @string/nowhere, which this file does not define; measured as written "
          + "(references are resolved within one file)",
        "7: \"loop\" [item.0] leads into a reference cycle (loop_a → loop_b → loop_a); measured as written",
        "8: \"loop_a\" is in a reference cycle (loop_a → loop_b → loop_a); measured as written",
        "9: \"loop_b\" is in a reference cycle (loop_b → loop_a → loop_b); measured as written",
        "10: \"theme\" [item.0] is ?attr/colorPrimary, a reference that is not a string; measured as written",
      ])
  }
}
