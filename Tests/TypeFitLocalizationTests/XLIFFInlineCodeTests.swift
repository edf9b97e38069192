import Foundation
import Testing

@testable import TypeFitLocalization

/// XLIFF inline codes stand for the app's own text (a format specifier, a line break) or for
/// formatting; each is measured as what the app shows, and one that says nothing is a warning.
@Suite("XLIFF readers: inline codes and ignorables")
struct XLIFFInlineCodeTests {
  private func read(_ text: String, path: String = "fr.xliff", includesSource: Bool = true)
    -> LocalizationReadResult
  {
    LocalizationReader.read(
      Data(text.utf8), path: path, format: .xliff,
      options: LocalizationReadOptions(includesXLIFFSource: includesSource))
  }

  private func version2(_ units: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
    <file id="f1">
    \(units)
    </file></xliff>
    """
  }

  private func version1(_ units: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
    \(units)
    </body></file></xliff>
    """
  }

  /// `key=value` of the target-language strings.
  private func targets(_ result: LocalizationReadResult, locale: String) -> [String] {
    result.strings.filter { $0.locale == locale }.map { "\($0.key)=\($0.value)" }
  }

  @Test("XLIFF 2: a <ph> whose disp, equiv or original data is a format specifier becomes it, and is filled")
  func version2Specifiers() {
    let result = read(
      version2(
        """
        <unit id="disp"><segment><source>A <ph id="1" disp="%@"/> B</source><target>A <ph id="1" disp="%@"/> B</target></segment></unit>
        <unit id="equiv"><segment><source>x</source><target><ph id="1" equiv="%1$@" disp="{name}"/> a aimé</target></segment></unit>
        <unit id="data"><originalData><data id="d1">%ld</data></originalData><segment><source>x</source><target><ph id="1" dataRef="d1" disp="{count}"/> fichiers</target></segment></unit>
        """))
    #expect(result.diagnostics.isEmpty)
    #expect(targets(result, locale: "fr") == ["disp=A %@ B", "equiv=%1$@ a aimé", "data=%ld fichiers"])
    let filled = result.strings.filter { $0.locale == "fr" }.map { FormatArgumentFiller().fill($0).text }
    #expect(filled == ["A Alexandra B", "Alexandra a aimé", "1,234 fichiers"])
  }

  @Test("XLIFF 2: display or equivalent text stands for a code; paired codes keep their content")
  func version2DisplayText() {
    let result = read(
      version2(
        """
        <unit id="u"><segment><source>x</source><target>Salut <ph id="1" disp="{user}"/>, <pc id="2" dataRefStart="b" dataRefEnd="b2">lis</pc> <sc id="3"/>ceci<ec startRef="3"/><ph id="4" equiv="!" disp="{bang}"/><ph id="5" subType="xlf:lb" type="fmt"/>fin<cp hex="2028"/><sm id="m"/>.<em startRef="m"/> <mrk id="m2" type="term">terme</mrk></target></segment></unit>
        """))
    #expect(result.diagnostics.isEmpty)
    #expect(targets(result, locale: "fr") == ["u=Salut {user}, lis ceci!\nfin\u{2028}. terme"])
  }

  @Test(
    "XLIFF 2: a placeholder with nothing to stand for it is one warning per unit, at the first one's line")
  func version2Unresolved() {
    let result = read(
      version2(
        """
        <unit id="k"><segment><source>A <ph id="1"/> B <ph id="2"/></source>
        <target>C <ph id="1"/> D <ph id="2"/></target></segment></unit>
        <unit id="bad"><segment><source>x</source><target>y<cp hex="D800"/>z</target></segment></unit>
        """))
    #expect(targets(result, locale: "fr") == ["k=C  D ", "bad=yz"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "warning 4:33 inline code <ph id=\"1\"> has no disp, equiv or original data (dataRef) to stand for it; "
          + "the text of \"k\" is measured without it (and without 3 more inline codes like it)",
        "warning 6:52 inline code <cp hex=\"D800\"> does not name a Unicode code point; "
          + "the text of \"bad\" is measured without it",
      ])
    let targetOnly = read(
      version2(
        #"<unit id="k"><segment><source>A <ph id="1"/></source><target>C <ph id="1"/></target></segment></unit>"#
      ),
      includesSource: false)
    #expect(targetOnly.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["4:64"])
  }

  @Test(
    "XLIFF 2: an <ignorable> between segments is kept on both sides, its source standing for a missing target"
  )
  func ignorable() {
    let result = read(
      version2(
        """
        <unit id="multi"><segment><source>One.</source><target>Un.</target></segment><ignorable><source> </source></ignorable><segment><source>Two.</source><target>Deux.</target></segment></unit>
        <unit id="own"><segment><source>A.</source><target>A.</target></segment><ignorable><source> </source><target>\u{A0}</target></ignorable><segment><source>B.</source><target>B.</target></segment></unit>
        <unit id="untranslated"><segment><source>Only.</source></segment><ignorable><source> </source></ignorable></unit>
        """))
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.strings.map { "\($0.locale):\($0.key)=\($0.value)" } == [
        "en:multi=One. Two.", "fr:multi=Un. Deux.", "en:own=A. B.", "fr:own=A.\u{A0}B.",
        "en:untranslated=Only. ",
      ])
  }

  @Test(
    "XLIFF 1.2: <x/> and <ph> become their format specifier or equiv-text; <g>, <bpt>/<ept> keep the text between"
  )
  func version1Codes() {
    let result = read(
      version1(
        """
        <trans-unit id="x"><source>Bold and <x id="1" equiv-text="%@"/> more</source><target>Fett und <x id="2" equiv-text="%@"/> mehr</target></trans-unit>
        <trans-unit id="ph"><source>x</source><target><ph id="1">%2$ld</ph> Dateien <ph id="2" equiv-text="?">&lt;b&gt;</ph></target></trans-unit>
        <trans-unit id="akey"><source>x</source><target>D<x id="1" ctype="x-akey" equiv-text=""/>atei</target></trans-unit>
        <trans-unit id="pairs"><source>x</source><target><g id="1">Sehr</g> <bpt id="2">&lt;i&gt;</bpt>gut<ept id="2">&lt;/i&gt;</ept><bx id="3"/>!<ex id="3"/><it id="4" pos="open">&lt;u&gt;</it> <mrk mtype="term">Wort</mrk></target></trans-unit>
        <trans-unit id="sub"><source>x</source><target>Bild: <ph id="1">&lt;img alt="<sub>Foto</sub>"/&gt;</ph>.<x id="2" ctype="lb"/>Ende</target></trans-unit>
        """))
    #expect(
      targets(result, locale: "de") == [
        "x=Fett und %@ mehr", "ph=%2$ld Dateien ?", "akey=Datei", "pairs=Sehr gut! Wort", "sub=Bild: .\nEnde",
      ])
    let filled = result.strings.filter { $0.locale == "de" }.prefix(2).map {
      FormatArgumentFiller().fill($0).text
    }
    #expect(filled == ["Fett und Alexandra mehr", "1,234 Dateien ?"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "warning 8:54 inline code <ph id=\"1\"> has no equiv-text and its code is not a format specifier to stand for it; "
          + "the text of \"sub\" is measured without it"
      ])
  }

  @Test(
    "XLIFF 2: target order puts the translated segments in their places; an impossible order is a warning")
  func targetOrder() {
    let result = read(
      version2(
        """
        <unit id="swap"><segment><source>One.</source><target order="3">Un.</target></segment><ignorable><source> </source></ignorable><segment><source>Two.</source><target order="1">Deux.</target></segment></unit>
        <unit id="bad"><segment><source>A.</source><target order="7">X.</target></segment><segment><source>B.</source><target>Y.</target></segment></unit>
        <unit id="word"><segment><source>A.</source><target order="a">X.</target></segment><segment><source>B.</source><target order="1.5">Y.</target></segment></unit>
        <unit id="empty"><segment><source>A.</source><target>X.</target></segment><segment><source>B.</source><target order="">Y.</target></segment></unit>
        """), includesSource: false)
    #expect(targets(result, locale: "fr") == ["swap=Deux. Un.", "bad=X.Y.", "word=X.Y.", "empty=X.Y."])
    // An order that is no whole number is no place (the fifty-first attack's A51-3: taken as absent).
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "5:44 the <target> order values of unit \"bad\" are not distinct places from 1 to 2; its targets are read in "
          + "document order",
        "6:45 the <target> order values of unit \"word\" are not distinct places from 1 to 2; its targets are read in "
          + "document order",
        "7:103 the <target> order values of unit \"empty\" are not distinct places from 1 to 2; its targets are read "
          + "in document order",
      ])
  }

  /// The fifty-first attack's A51-8: a second `<target>` (a hand merge's longer translation) was
  /// dropped without a word, in both versions.
  @Test("A second <target> or <source> in a 1.2 unit or a 2.0 segment is warned of; the first is read")
  func repeatedTexts() {
    let one = read(
      version1(
        #"<trans-unit id="k"><source>Hi</source><target>A</target><target>Zweites viel längeres Ziel</target></trans-unit>"#
      ), includesSource: false)
    #expect(targets(one, locale: "de") == ["k=A"])
    #expect(
      one.diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "warning 4:57 <trans-unit> of unit \"k\" holds 2 <target> elements, where XLIFF allows one; the first is "
          + "read, the others are not"
      ])
    let two = read(
      version2(
        #"<unit id="u"><segment><source>A.</source><source>B.</source><target>X.</target></segment></unit>"#),
      includesSource: false)
    #expect(targets(two, locale: "fr") == ["u=X."])
    #expect(
      two.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "4:42 <segment> of unit \"u\" holds 2 <source> elements, where XLIFF allows one; the first is read, the "
          + "others are not"
      ])
  }

  @Test("XLIFF 1.2: an <x/> without equiv-text is one warning per unit, and the text around it is kept")
  func version1Unresolved() {
    let result = read(
      version1(
        #"<trans-unit id="k"><source>Bold and <x id="1"/> more</source><target>Fett und <x id="2"/> mehr <x id="3"/></target></trans-unit>"#
      ))
    #expect(targets(result, locale: "de") == ["k=Fett und  mehr "])
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "4:37 inline code <x id=\"1\"> has no equiv-text to stand for it; the text of \"k\" is measured without it "
          + "(and without 2 more inline codes like it)"
      ])
  }
}
