/// Expands `%#@name@` references into every combination of their forms.
///
/// Used by both String Catalog substitutions and `.stringsdict` variables. A form's text may
/// itself contain references; they are expanded too. One combination gives each variable one
/// form: a variable referenced twice (in the text, or again inside another variable's form)
/// takes the same form at every reference, as both references format the same argument. A
/// reference to a variable that is already being expanded (`a` → `%#@b@`, `b` → `%#@a@`) is a
/// cycle: it is left as written and named in ``Outcome/cycles``. Any number of variables works.
///
/// The combinations are found depth first, the first reference varying slowest, and each
/// result is built once; `"%#@files@ in %#@folders@"` with two forms each yields four results,
/// ordered files.one+folders.one, files.one+folders.other, files.other+folders.one,
/// files.other+folders.other.
///
/// When there are more than ``maximumCombinations``, or their texts pass ``maximumTotalLength``
/// together, the ones kept are chosen so that each form
/// of each variable is laid out at least once (the twenty-ninth attack's A29-2: the first 256 in
/// that order gave the first five of nine variables their first form in every one): first the
/// combination of every variable's longest form, then for each variable met, in the order met,
/// each of its forms with the others at their longest (``Outcome/coveredForms``), then the
/// first combinations in depth-first order not taken yet, up to the limit. A variable first met
/// inside another's form is covered with that form kept. Forms the limit leaves without a
/// combination are named in ``Outcome/uncoveredForms``.
///
/// - Complexity: O(``maximumWork``) at most, whatever the input: every byte scanned or written
///   and every reference followed counts one unit, so chains of variables whose forms refer to
///   the next one (2^N combinations) stop after ``maximumCombinations`` results or the budget,
///   and say so in ``Outcome/wasTruncated``.
struct SubstitutionExpander {
  /// One way a variable can be written (a plural form or a width).
  struct Form {
    var component: StringVariant.Component
    var text: String
    var location: SourceLocation
  }

  /// One fully expanded text.
  struct Expansion {
    var text: String
    var components: [StringVariant.Component]
    /// The location of the first form substituted, or `nil` if nothing was substituted.
    var location: SourceLocation?
  }

  /// What expanding produced.
  struct Outcome {
    var expansions: [Expansion]
    /// Referenced names with no forms, in the order first seen.
    var missingNames: [String]
    /// Names whose forms lead back to themselves, in the order first seen; left as written.
    var cycles: [String] = []
    /// `true` when results were dropped because of the combination limit or the work budget.
    var wasTruncated: Bool
    /// `true` when results were dropped for being longer than ``maximumTextLength`` (the
    /// thirty-ninth attack's A39-4: told apart from nesting, and an error, as a long value is).
    var passedTextLength = false
    /// `true` when references were left as written because they were nested deeper than
    /// ``maximumNestingDepth``.
    var nestedTooDeep = false
    /// `true` when expanding stopped because it used up ``maximumWork``.
    var ranOutOfWork = false
    /// `true` when ``maximumWork`` was what the file had left (``ExpansionBudget``), not the
    /// text's own cap.
    var workWasFileRemainder = false
    /// The work the expansion took, in the units of ``maximumWork``.
    var work = 0
    /// `true` when results were dropped because together they passed ``maximumTotalLength``.
    var passedTotalLength = false
    /// `true` when, past ``maximumCombinations`` or ``maximumTotalLength``, the results kept were
    /// chosen to cover every
    /// form (see the type's discussion) rather than being the first in depth-first order.
    var coveredForms = false
    /// The forms of the variables met that no kept result has, in the order met, when
    /// ``coveredForms`` ran out of the limit, the length total or the work first.
    var uncoveredForms: [StringVariant.Component] = []
  }

  /// Missing or cyclic names reported one by one per text; the rest are counted in one warning.
  static let reportedNames = 8

  /// The most results for one text.
  var maximumCombinations: Int
  /// Forms nested in forms deeper than this are left as written.
  var maximumNestingDepth = 32
  /// Results longer than this many UTF-8 bytes are dropped (a label is at most 50,000 units).
  var maximumTextLength = 1 << 20
  /// The results of one text stop once together they pass this many UTF-8 bytes (512 KiB), so
  /// 5,000 variables of two forms give a few long strings, not 256 strings of 40 KB each to
  /// lay out; everyday entries (256 combinations of short forms) stay far below it. Each form
  /// chosen counts ``componentLength`` bytes besides the text.
  var maximumTotalLength = 512 << 10
  /// What one form chosen weighs against ``maximumTotalLength`` besides the text: 64 bytes, for
  /// the variant it adds to the result (its variable and form, and its part of the variant's
  /// name in every record of the row). The seventeenth attack's A17-21: texts of 1,000 plural
  /// variables side by side gave 256 short results each, whose variants named 1,000 forms
  /// (about 20 KB a row in every layout): a 9.6 MB `.stringsdict` took 589 MB and a 22 MB String
  /// Catalog 2.5 GB. Everyday entries (a few variables, 256 combinations) stay far below it.
  static let componentLength = 64
  /// The work one text may cost, in units of one byte scanned or written, ``referenceWork``
  /// for each reference followed, and one for each text open around it (the variables a
  /// reference is looked up among, and what a choice point copies): 16 Mi units, tens of
  /// milliseconds; everyday entries use a few thousand.
  var maximumWork = 1 << 24
  /// Whether ``maximumWork`` is what the file had left (``ExpansionBudget/limit(_:)``).
  var workIsFileRemainder = false
  /// The work of following one reference beside its bytes: reading its name, and looking it up
  /// among the variables and the forms chosen. 32 units, so that the units stay near the time
  /// taken: before it was counted, a text of references a few bytes apart took 0.45 s for its
  /// 16 Mi units (the seventeenth attack's A17-6).
  static let referenceWork = 32
  /// The forms of a variable, or `nil` when the name is not defined. Names are compared by
  /// bytes (``ExactText``) throughout: two variables whose names differ only in Unicode
  /// normalization are two (`NSDictionary` keeps both keys), not one.
  var forms: (String) -> [Form]?

  func expand(_ text: String) -> Outcome {
    var search = Search(expander: self, text: Array(text.utf8))
    search.run()
    // Past the limit or the length total (not out of work, which leaves nothing to choose with).
    let overLimit = search.truncated && !search.outOfWork
    if overLimit { search.cover() }
    return Outcome(
      expansions: search.results, missingNames: search.missing, cycles: search.cycles,
      wasTruncated: search.truncated, passedTextLength: search.tooLong, nestedTooDeep: search.tooDeep,
      ranOutOfWork: search.outOfWork,
      workWasFileRemainder: workIsFileRemainder, work: search.work,
      passedTotalLength: search.passedTotalLength, coveredForms: overLimit, uncoveredForms: search.uncovered)
  }
}

/// The depth-first walk over the combinations of one text, with backtracking.
///
/// One path is built at a time in `output`; at each first reference to a variable with more
/// than one form, a choice point remembers how to undo the path back to that reference and
/// which form to try next.
private struct Search {
  /// A text being copied into the output: the top text, or a variable's form.
  struct Frame {
    var bytes: [UInt8]
    var offset: Int
    /// The variable whose form this is; `nil` for the top text.
    var name: ExactText?
  }

  struct ChoicePoint {
    var outputCount: Int
    var componentCount: Int
    var assignedCount: Int
    var location: SourceLocation?
    var frames: [Frame]
    var name: ExactText
    var nextForm: Int
  }

  struct Variable {
    var forms: [SubstitutionExpander.Form]
    var bytes: [[UInt8]]
    /// The form the others take while one is being covered (``Search/cover()``): the longest
    /// in UTF-8 bytes, the later of equal ones (`other` is last in CLDR order), as the reader
    /// has no fonts to measure with.
    var longest: Int
  }

  /// One form of one variable.
  struct FormChoice: Hashable {
    var name: ExactText
    var form: Int
  }

  enum PathEnd { case complete, abandoned, outOfWork }

  let expander: SubstitutionExpander
  /// The text expanded, for the paths ``cover()`` builds again from its start.
  let text: [UInt8]
  var frames: [Frame]
  var output: [UInt8] = []
  var components: [StringVariant.Component] = []
  var location: SourceLocation?
  var assigned: [ExactText] = []
  var assignment: [ExactText: Int] = [:]
  var choices: [ChoicePoint] = []
  var variables: [ExactText: Variable?] = [:]
  var work = 0

  var results: [SubstitutionExpander.Expansion] = []
  var totalLength = 0
  var missing: [String] = []
  var missingSet: Set<ExactText> = []
  var cycles: [String] = []
  var cycleSet: Set<ExactText> = []
  var truncated = false
  /// A path was dropped for passing ``SubstitutionExpander/maximumTextLength``.
  var tooLong = false
  /// A reference was left as written past ``SubstitutionExpander/maximumNestingDepth``.
  var tooDeep = false
  var outOfWork = false
  var passedTotalLength = false
  /// The forms chosen on the path being built when it is one fixed path (``cover()``): a
  /// variable pinned takes its form, any other its longest; no choice point is kept.
  var pins: [ExactText: Int]?
  /// See ``SubstitutionExpander/Outcome/uncoveredForms``.
  var uncovered: [StringVariant.Component] = []

  init(expander: SubstitutionExpander, text: [UInt8]) {
    self.expander = expander
    self.text = text
    frames = [Frame(bytes: text, offset: 0, name: nil)]
  }

  mutating func run() {
    while true {
      switch advance() {
      case .outOfWork:
        truncated = true
        outOfWork = true
        return
      case .abandoned:
        tooLong = true
      case .complete:
        if results.count >= expander.maximumCombinations {
          truncated = true
          return
        }
        guard keep(currentExpansion()) else { return }
      }
      guard backtrack() else { return }
    }
  }

  /// The path just completed as a result.
  func currentExpansion() -> SubstitutionExpander.Expansion {
    SubstitutionExpander.Expansion(
      text: String(decoding: output, as: UTF8.self), components: components, location: location)
  }

  /// Adds `expansion` to the results, unless it would take them past
  /// ``SubstitutionExpander/maximumTotalLength`` (the first is always kept); `false` then.
  mutating func keep(_ expansion: SubstitutionExpander.Expansion) -> Bool {
    let length = expansion.text.utf8.count + expansion.components.count * SubstitutionExpander.componentLength
    if totalLength + length > expander.maximumTotalLength && !results.isEmpty {
      truncated = true
      passedTotalLength = true
      return false
    }
    totalLength += length
    results.append(expansion)
    return true
  }

  /// Chooses the results again, once more than ``SubstitutionExpander/maximumCombinations``
  /// were found, so that each form of each variable is in one while the limit lasts (see
  /// ``SubstitutionExpander``): fixed paths first, the variables met in the order met, then the
  /// first results of ``run()`` not chosen yet. Each fixed path costs its work as any path does,
  /// so the whole stays within ``SubstitutionExpander/maximumWork``; at most one path is built
  /// per form of a variable met, and the variables met are bounded by that work.
  mutating func cover() {
    let inOrder = results
    results = []
    totalLength = 0
    passedTotalLength = false
    var chosen = Set<[StringVariant.Component]>()
    var covered = Set<FormChoice>()
    var met = Set<ExactText>()
    // Each entry: the pins of the path that met a variable, and one form of it to pin too.
    var queue: [(pins: [ExactText: Int], choice: FormChoice?)] = [([:], nil)]
    var next = 0
    var full = false
    while next < queue.count, !full, !outOfWork {
      let (pathPins, choice) = queue[next]
      next += 1
      if let choice, covered.contains(choice) { continue }
      var pins = pathPins
      if let choice { pins[choice.name] = choice.form }
      guard let expansion = fixedPath(pins) else { continue }
      let path = assigned.map { FormChoice(name: $0, form: assignment[$0] ?? 0) }
      for choice in path where met.insert(choice.name).inserted {
        guard let variable = variables[choice.name] ?? nil else { continue }
        for index in variable.forms.indices {
          queue.append((pins, FormChoice(name: choice.name, form: index)))
        }
      }
      if chosen.insert(expansion.components).inserted {
        // A path past the length total is not kept, so its forms are not covered by it.
        guard keep(expansion) else { break }
        full = results.count >= expander.maximumCombinations
      }
      covered.formUnion(path)
    }
    for expansion in inOrder where results.count < expander.maximumCombinations && !passedTotalLength {
      if chosen.insert(expansion.components).inserted, !keep(expansion) { break }
    }
    for (_, choice) in queue {
      guard let choice, covered.insert(choice).inserted, let variable = variables[choice.name] ?? nil else {
        continue
      }
      uncovered.append(variable.forms[choice.form].component)
    }
  }

  /// The one path the forms `pins` give (the others at their longest), or `nil` when it is
  /// dropped (too long, or out of work).
  mutating func fixedPath(_ pins: [ExactText: Int]) -> SubstitutionExpander.Expansion? {
    frames = [Frame(bytes: text, offset: 0, name: nil)]
    output.removeAll(keepingCapacity: true)
    components.removeAll(keepingCapacity: true)
    location = nil
    assigned.removeAll(keepingCapacity: true)
    assignment.removeAll(keepingCapacity: true)
    choices.removeAll()
    self.pins = pins
    defer { self.pins = nil }
    switch advance() {
    case .complete: return currentExpansion()
    case .abandoned:
      tooLong = true
      return nil
    case .outOfWork:
      outOfWork = true
      return nil
    }
  }

  /// Copies texts into the output until the path is complete, too long, or out of work.
  mutating func advance() -> PathEnd {
    while let top = frames.indices.last {
      if work > expander.maximumWork { return .outOfWork }
      if output.count > expander.maximumTextLength { return .abandoned }
      let start = frames[top].offset
      let bytes = frames[top].bytes
      guard let reference = SubstitutionReference.first(in: bytes, fromUTF8Offset: start) else {
        output += bytes[start...]
        work += bytes.count - start + 1
        frames.removeLast()
        continue
      }
      work += reference.endOffset - start + 1 + SubstitutionExpander.referenceWork + frames.count
      frames[top].offset = reference.endOffset
      let name = ExactText(reference.name)
      if frames.contains(where: { $0.name == name }) {
        if cycleSet.insert(name).inserted { cycles.append(name.text) }
        output += bytes[start..<reference.endOffset]
        continue
      }
      guard let variable = variable(named: name) else {
        if missingSet.insert(name).inserted { missing.append(name.text) }
        output += bytes[start..<reference.endOffset]
        continue
      }
      guard top < expander.maximumNestingDepth else {
        tooDeep = true
        output += bytes[start..<reference.endOffset]
        continue
      }
      output += bytes[start..<reference.startOffset]
      if let form = assignment[name] {
        frames.append(Frame(bytes: variable.bytes[form], offset: 0, name: name))
        continue
      }
      if let pins {
        let pinned = pins[name] ?? variable.longest
        choose(form: variable.forms.indices.contains(pinned) ? pinned : variable.longest, of: name, variable)
        continue
      }
      if variable.forms.count > 1 {
        work += frames.count
        choices.append(
          ChoicePoint(
            outputCount: output.count, componentCount: components.count, assignedCount: assigned.count,
            location: location, frames: frames, name: name, nextForm: 1))
      }
      choose(form: 0, of: name, variable)
    }
    return .complete
  }

  /// Undoes the path back to the latest choice point with a form left, and takes that form.
  mutating func backtrack() -> Bool {
    while let last = choices.indices.last {
      let point = choices[last]
      guard let variable = variables[point.name] ?? nil, point.nextForm < variable.forms.count else {
        choices.removeLast()
        continue
      }
      output.removeSubrange(point.outputCount...)
      components.removeSubrange(point.componentCount...)
      for name in assigned[point.assignedCount...] { assignment[name] = nil }
      assigned.removeSubrange(point.assignedCount...)
      location = point.location
      frames = point.frames
      choices[last].nextForm += 1
      work += 1 + point.frames.count
      choose(form: point.nextForm, of: point.name, variable)
      return true
    }
    return false
  }

  mutating func choose(form index: Int, of name: ExactText, _ variable: Variable) {
    let form = variable.forms[index]
    assignment[name] = index
    assigned.append(name)
    components.append(form.component)
    if location == nil { location = form.location }
    frames.append(Frame(bytes: variable.bytes[index], offset: 0, name: name))
  }

  /// The forms of `name` with their UTF-8, looked up once; `nil` when it has none.
  mutating func variable(named name: ExactText) -> Variable? {
    if let known = variables[name] { return known }
    var found: Variable?
    if let forms = expander.forms(name.text), !forms.isEmpty {
      let bytes = forms.map { Array($0.text.utf8) }
      let longest = bytes.indices.max {
        bytes[$0].count < bytes[$1].count || bytes[$0].count == bytes[$1].count && $0 < $1
      }
      found = Variable(forms: forms, bytes: bytes, longest: longest ?? 0)
    }
    variables[name] = .some(found)
    return found
  }
}

/// A `%#@name@` (or `%1$#@name@`) reference found in a text, as UTF-8 offsets.
struct SubstitutionReference: Equatable {
  var name: String
  var startOffset: Int
  var endOffset: Int

  /// The first reference at or after `start` (a UTF-8 offset), or `nil`.
  static func first(in text: String, fromUTF8Offset start: Int) -> SubstitutionReference? {
    first(in: Array(text.utf8), fromUTF8Offset: start)
  }

  /// The first reference in `bytes` (UTF-8) at or after `start`, or `nil`.
  static func first(in bytes: [UInt8], fromUTF8Offset start: Int) -> SubstitutionReference? {
    var index = start
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var cursor = index + 1
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
        cursor += 1
      }
      if cursor > index + 1 {
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else {
          index += 1
          continue
        }
        cursor += 1
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"),
        bytes[cursor + 1] == UInt8(ascii: "@")
      else {
        index += 1
        continue
      }
      let nameStart = cursor + 2
      guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
      return SubstitutionReference(
        name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), startOffset: index,
        endOffset: nameEnd + 1)
    }
    return nil
  }
}
