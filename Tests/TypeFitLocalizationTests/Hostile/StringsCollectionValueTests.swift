import Foundation
import Testing

@testable import TypeFitLocalization

/// An array `( … )`, dictionary `{ … }` or data `< … >` value in a `.strings` table is skipped with one
/// warning, nesting and all, and the entries after it are read, in a braced table too.
@Suite("Hostile input: array and dictionary values in .strings")
struct StringsCollectionValueTests {
  private func read(_ text: String) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: "de.lproj/c.strings", format: .strings)
  }

  private func warning(_ key: String, _ noun: String, at place: String) -> String {
    "de.lproj/c.strings:\(place): the value of key \"\(key)\" is \(noun), not a string; skipped (an app "
      + "cannot show it as text)"
  }

  @Test("a braced table with an array value keeps the entries after it and its closing brace")
  func bracedArray() {
    let result = read("{ \"k\" = (\"a\"); \"g\" = \"gut\"; }\n")
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["g=gut"])
    #expect(result.diagnostics.map(\.description) == [warning("k", "an array", at: "1:9")])
    #expect(result.diagnostics.map(\.severity) == [.warning])
  }

  @Test("nested arrays and dictionaries over lines, with ')' and '}' in strings and comments, are one value")
  func nested() {
    let text =
      "\"a\" = \"A\";\n\"k\" = ( { \"x\" = (\"1\", \")\"); /* } */ }, (\"}\") );\n\"d\" = { \"y\" = \"2\"; };"
      + " \"b\" = \"B\";\n"
    let result = read(text)
    #expect(result.strings.map { "\($0.key)@\($0.location.line)" } == ["a@1", "b@3"])
    #expect(
      result.diagnostics.map(\.description) == [
        warning("k", "an array", at: "2:7"), warning("d", "a dictionary", at: "3:7"),
      ])
  }

  @Test("an array never closed is one error; the lines after it are read again")
  func unclosed() {
    let result = read("\"k\" = (\"a\",\n\"g\" = \"gut\";\n")
    #expect(result.strings.map(\.key) == ["g"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/c.strings:1:7: the '(' of the value at 1:7 is not closed; expected ')'"
      ])
  }

  @Test("a closing brace of the other kind ends the value with an error; the table's '}' still closes it")
  func mismatched() {
    let result = read("{ \"g\" = \"gut\"; \"k\" = (\"a\"; }\n")
    #expect(result.strings.map(\.key) == ["g"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/c.strings:1:22: the '(' of the value at 1:22 is not closed; expected ')'"
      ])
  }

  @Test("20,000 unclosed arrays, one per line, end the file at the second: two errors, no quadratic rescan")
  func manyUnclosed() {
    let result = read("\"a\" = \"A\";\n" + String(repeating: "\"k\" = (\n", count: 20_000))
    #expect(result.strings.map(\.key) == ["a"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/c.strings:2:7: the '(' of the value at 2:7 is not closed; expected ')'",
        "de.lproj/c.strings:3:7: the '(' of the value at 3:7 is not closed; expected ')'",
      ])
  }

  /// The fifty-fourth attack's A54-4: a data value (`<0fbd7771 c2735ae>`, which Foundation's
  /// parser reads) was "expected a value after '=', found '<'", and in a braced table the
  /// entries after it were lost with "the '{' at 1:1 is never closed".
  @Test("a data value is skipped with one warning, in a braced table too; one not closed is an error")
  func dataValue() {
    let braced = read("{ A = <0fbd7771 c2735ae>; B = \"Nach\"; C = Gut; }\n")
    #expect(braced.strings.map { "\($0.key)=\($0.value)" } == ["B=Nach", "C=Gut"])
    #expect(braced.diagnostics.map(\.description) == [warning("A", "data (<…>)", at: "1:7")])
    let bad = read("A = <0fbd zz>;\nB = \"Nach\";\n")
    #expect(bad.strings.map(\.key) == ["B"])
    #expect(
      bad.diagnostics.first?.description
        == "de.lproj/c.strings:1:5: the '<' of the value at 1:5 is not closed by '>' after hex digits and white space"
    )
  }
}
