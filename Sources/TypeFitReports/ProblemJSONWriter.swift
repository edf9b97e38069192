import TypeFitCheck
import TypeFitRow

/// Writes a problem (``ProblemList``) as JSON straight into UTF-8 bytes: the same bytes
/// ``JSONValue`` writes for ``ReportJSON/problem(_:allLocales:contexts:)``, without building a value tree
/// per problem and per locale (the JSON and NDJSON reports write one object per problem, with
/// one small object per locale: about 1.5 KB on a catalog of 30 locales).
///
/// ```swift
/// var bytes: [UInt8] = []
/// ProblemJSONWriter.writeMembers(problem, allLocales: summary.locales, to: &bytes)
/// // "key":"settings.privacy","variant":"base","rule":"TF001",…,"locales":[{"locale":"de",…}],"example":"…"
/// ```
enum ProblemJSONWriter {
  /// Appends the members of ``ReportJSON/problem(_:allLocales:contexts:)`` in its order, without braces.
  ///
  /// - Parameter contextNames: `ContextNames(contexts)`, made once for all the problems written.
  static func writeMembers(
    _ problem: ProblemList.Problem, allLocales: Set<String>, contexts: [LayoutContext] = [],
    contextNames: ContextNames? = nil, to output: inout [UInt8]
  ) {
    if let position = problem.position {
      JSONValue.writeString(ReportMerger.positionKey, to: &output)
      output.append(UInt8(ascii: ":"))
      DecimalText.append(position, to: &output)
      output.append(UInt8(ascii: ","))
      if problem.concernsSystemControl {
        JSONValue.writeString(ReportMerger.systemControlKey, to: &output)
        LayoutJSONWriter.append(":true,", to: &output)
      }
    }
    LayoutJSONWriter.append(#""key":"#, to: &output)
    JSONValue.writeString(problem.key, to: &output)
    LayoutJSONWriter.append(#","variant":"#, to: &output)
    JSONValue.writeString(problem.variant, to: &output)
    for (index, form) in problem.forms.enumerated() {
      LayoutJSONWriter.append(index == 0 ? #","forms":["# : ",", to: &output)
      JSONValue.writeString(form, to: &output)
    }
    if !problem.forms.isEmpty { output.append(UInt8(ascii: "]")) }
    LayoutJSONWriter.append(#","rule":"#, to: &output)
    JSONValue.writeString(problem.rule.rawValue, to: &output)
    LayoutJSONWriter.append(#","name":"#, to: &output)
    JSONValue.writeString(problem.rule.name, to: &output)
    LayoutJSONWriter.append(#","severity":"#, to: &output)
    JSONValue.writeString(problem.severity.rawValue, to: &output)
    if !problem.part.isEmpty {
      LayoutJSONWriter.append(#","part":"#, to: &output)
      JSONValue.writeString(problem.part, to: &output)
    }
    LayoutJSONWriter.append(#","context":"#, to: &output)
    DecimalText.append(problem.context, to: &output)
    for (index, context) in problem.contexts.enumerated() {
      LayoutJSONWriter.append(index == 0 ? #","contexts":["# : ",", to: &output)
      DecimalText.append(context, to: &output)
    }
    output.append(UInt8(ascii: "]"))
    LayoutJSONWriter.append(#","role":"#, to: &output)
    JSONValue.writeString(problem.role.rawValue, to: &output)
    LayoutJSONWriter.append(#","roleReason":"#, to: &output)
    JSONValue.writeString(problem.roleReason, to: &output)
    if let location = problem.sourceLocation {
      LayoutJSONWriter.append(#","sourceLocation":"#, to: &output)
      ItemJSONWriter.writeSourceLocation(location, sourceRoot: nil, to: &output)
    }
    LayoutJSONWriter.append(#","message":"#, to: &output)
    JSONValue.writeString(
      ProblemList.headline(problem, allLocales: allLocales, contexts: contexts, contextNames: contextNames),
      to: &output)
    if let first = problem.firstCategory {
      LayoutJSONWriter.append(#","category":"#, to: &output)
      FindingJSONWriter.appendQuotedName(of: first, to: &output)
    }
    if let categories = problem.writtenContextCategories {
      for (index, category) in categories.enumerated() {
        LayoutJSONWriter.append(index == 0 ? #","contextCategories":["# : ",", to: &output)
        FindingJSONWriter.appendQuotedName(of: category, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    LayoutJSONWriter.append(#","locales":"#, to: &output)
    if problem.occurrences.isEmpty {
      LayoutJSONWriter.append("[]", to: &output)
    } else {
      for (index, occurrence) in problem.occurrences.enumerated() {
        LayoutJSONWriter.append(index == 0 ? #"[{"locale":"# : #",{"locale":"#, to: &output)
        JSONValue.writeString(occurrence.locale, to: &output)
        LayoutJSONWriter.append(#","file":"#, to: &output)
        JSONValue.writeString(occurrence.file, to: &output)
        LayoutJSONWriter.append(#","line":"#, to: &output)
        DecimalText.append(occurrence.line, to: &output)
        LayoutJSONWriter.append(#","column":"#, to: &output)
        DecimalText.append(occurrence.column, to: &output)
        if let category = occurrence.firstCategory {
          LayoutJSONWriter.append(#","category":"#, to: &output)
          FindingJSONWriter.appendQuotedName(of: category, to: &output)
        }
        if problem.contexts.count > 1 {
          for (index, entry) in occurrence.sortedContextCategories.enumerated() {
            LayoutJSONWriter.append(index == 0 ? #","contexts":[{"context":"# : #",{"context":"#, to: &output)
            DecimalText.append(entry.context, to: &output)
            if let category = entry.category {
              LayoutJSONWriter.append(#","category":"#, to: &output)
              FindingJSONWriter.appendQuotedName(of: category, to: &output)
            }
            output.append(UInt8(ascii: "}"))
          }
          if !occurrence.contextCategories.isEmpty { output.append(UInt8(ascii: "]")) }
        }
        output.append(UInt8(ascii: "}"))
      }
      output.append(UInt8(ascii: "]"))
    }
    LayoutJSONWriter.append(#","example":"#, to: &output)
    JSONValue.writeString(problem.example, to: &output)
  }
}
