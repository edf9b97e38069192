/// A place where an XML document is certainly not well-formed, found by ``XMLSafety``'s scan
/// before the parser runs, of a kind that costs libxml2 time growing with the square of the
/// input.
///
/// libxml2 2.9 (which Foundation's `XMLParser` drives) reports every `--` inside a comment and
/// goes on parsing, at a cost that grows with what it has read: `<resources>` followed by
/// `<!--` 40,000 times (160 KB), or one comment holding `-- ` 53,000 times, took 3.5 to 5 s of
/// CPU and grew about 3.6× per doubling (eighth attack, F23). A `<` inside an attribute value
/// makes it leave the tag and read the value's text as markup, comments and all. Each
/// of these is an error libxml2 reports anyway (XML 1.0, <https://www.w3.org/TR/xml/>:
/// production 15 for comments, the "No < in Attribute Values" constraint, and sections 2.6
/// to 2.8 for the closers), so refusing the document first changes no verdict, only the time.
/// Comments, CDATA sections and processing instructions without a closer are refused too, at
/// their opener, where libxml2 names the end of the document.
struct XMLMalformation: Equatable {
  /// What is wrong, by the libxml2 error (`xmlParserErrors`) the parser reports for it.
  enum Problem: Int, Equatable {
    /// `<` inside a quoted attribute value: `XML_ERR_LT_IN_ATTRIBUTE`, at the `<`.
    case lessThanInAttributeValue = 38
    /// A comment without `-->`: `XML_ERR_COMMENT_NOT_FINISHED`, at the `<!--`.
    case unclosedComment = 45
    /// A `<?` without a name after it nor a `?>`: `XML_ERR_PI_NOT_STARTED`, at the `<?`.
    case unnamedProcessingInstruction = 46
    /// A processing instruction without `?>`: `XML_ERR_PI_NOT_FINISHED`, at the `<?`.
    case unclosedProcessingInstruction = 47
    /// The XML declaration without `?>`: `XML_ERR_XMLDECL_NOT_FINISHED`, at its `<?xml`.
    case unclosedXMLDeclaration = 57
    /// A CDATA section without `]]>`: `XML_ERR_CDATA_NOT_FINISHED`, at the `<![CDATA[`.
    case unclosedCDATA = 63
    /// `--` inside a comment, not as part of its closer: `XML_ERR_HYPHEN_IN_COMMENT`, at the `--`.
    case doubleHyphenInComment = 80
  }

  var problem: Problem
  /// The 1-based line of the place.
  var line: Int
  /// The 1-based byte column of the place.
  var column: Int

  /// The `syntaxError` diagnostic for `path`, in the words the parser's own error gets
  /// (``XMLTreeBuilder/message(for:)``), so a file says the same whichever finds it.
  func diagnostic(path: String) -> LocalizationDiagnostic {
    LocalizationDiagnostic(
      kind: .syntaxError, file: path, line: line, column: column,
      message: XMLTreeBuilder.message(for: problem.rawValue))
  }
}
