import TypeFitLocalization

/// Which of a row part's texts each case of an enum shows: the part reads a computed property of
/// the enum whose body is one `switch self` (``TypeMemberStrings/Returned/byCase``).
///
/// Two parts of one element (`Text(e.title)`, `Text(e.value)`) are paired case by case: an arm
/// for several cases (`case .a, .c:`), a `default:` arm or an arm giving several texts (`if flag
/// { "t.b1" } else { "t.b2" }`) makes the parts' texts no longer one per case, and pairing them by
/// position laid one case's title out with another case's value (the sixty-second attack's
/// A62-5).
///
/// ```swift
/// var title: LocalizedStringKey { switch self { case .a, .c: "t.ac"; case .b: "t.b" } }
/// // texts [t.ac, t.b], positions [[0], [1], [0]]: cases a and c show t.ac, b shows t.b
/// ```
public struct CaseChoices: Sendable, Hashable {
  /// For each case, in the order the enum declares them, the positions among the part's texts
  /// (its reference first, then its alternatives) that the case can show, ascending.
  public var positions: [[Int]]

  /// The positions of each case's texts among `references` (the part's texts, each once), or
  /// `nil` when a case's text is not among them.
  init?(_ byCase: [[StringReference]], among references: [StringReference]) {
    var index: [StringReference: Int] = [:]
    for (position, reference) in references.enumerated() where index[reference] == nil {
      index[reference] = position
    }
    var positions: [[Int]] = []
    for texts in byCase {
      var found: [Int] = []
      for text in texts {
        guard let position = index[text] else { return nil }
        found.append(position)
      }
      positions.append(Array(Set(found)).sorted())
    }
    self.positions = positions
  }

  /// Whether each case shows only the text at its own position: the part's texts are one per case,
  /// in the cases' order.
  var isOneByOne: Bool {
    positions.enumerated().allSatisfy { $0.element == [$0.offset] }
  }
}

extension DiscoveredText {
  /// For each of `title`'s texts (its reference first, then its alternatives), the positions of
  /// this part's texts shown beside it, when one thing picks both (``choiceOrigin``): case by
  /// case when both read the cases of one enum (``caseChoices``), else the text at the same
  /// position when both have as many texts. `nil` when any of this part's texts may show beside
  /// any title: the parts are picked apart, the title has one text, or a text of this part is
  /// known only at run time (a `Picker`'s selected option is every title's, the fifty-seventh
  /// attack's A57-5).
  ///
  /// - Complexity: linear in the positions of both parts' ``caseChoices`` and their texts.
  public func positionsBeside(_ title: DiscoveredText?) -> [[Int]]? {
    guard let title, let origin = choiceOrigin, title.choiceOrigin == origin else { return nil }
    let count = 1 + title.alternatives.count
    guard count > 1 else { return nil }
    if let mine = caseChoices, let theirs = title.caseChoices, mine.positions.count == theirs.positions.count
    {
      // A title no case shows (`nil`) is laid out with every text; one whose cases show none of
      // this part's texts (a layout without a value) with none.
      var beside = [Set<Int>?](repeating: nil, count: count)
      for (titles, parts) in zip(theirs.positions, mine.positions) {
        for title in titles where title < count { beside[title] = (beside[title] ?? []).union(parts) }
      }
      let every = Array(0...alternatives.count)
      return beside.map { $0.map { $0.sorted() } ?? every }
    }
    guard 1 + alternatives.count == count, caseChoices?.isOneByOne ?? true,
      title.caseChoices?.isOneByOne ?? true,
      !([reference] + alternatives).contains(where: {
        if case .unresolved = $0 { true } else { false }
      })
    else { return nil }
    return (0..<count).map { [$0] }
  }
}
