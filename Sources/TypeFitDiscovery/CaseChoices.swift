import TypeFitLocalization

/// Which of a row part's texts each case of an enum shows: the part reads a computed property of
/// the enum whose body is one `switch self` (`TypeMemberStrings.Returned.byCase`).
///
/// Two parts of one element (`Text(e.title)`, `Text(e.value)`) are paired case by case: an arm
/// for several cases (`case .a, .c:`), a `default:` arm or an arm giving several texts (`if flag
/// { "t.b1" } else { "t.b2" }`) makes the parts' texts no longer one per case, and pairing them by
/// position laid one case's title out with another case's value (the sixty-second attack's
/// A62-5).
///
/// ```swift
/// var title: LocalizedStringKey { switch self { case .a, .c: "t.ac"; case .b: "t.b" } }
/// // texts [t.ac, t.b], groups [[0], [1]], caseGroups [0, 1, 0]: cases a and c show t.ac, b t.b
/// ```
public struct CaseChoices: Sendable, Hashable {
  /// The positions among the part's texts (its reference first, then its alternatives) that the
  /// cases of one group can show, ascending: the cases of one arm share a group (a `default:`
  /// arm for thousands of cases is one).
  public var groups: [[Int]]
  /// For each case, in the order the enum declares them, its group.
  public var caseGroups: [Int]

  /// For each case, the positions of its texts (each case's group expanded: for tests and small
  /// enums; ``DiscoveredText/positionsBeside(_:)`` reads the groups).
  public var positions: [[Int]] { caseGroups.map { groups[$0] } }

  /// The positions of each group's texts among `references` (the part's texts, each once), or
  /// `nil` when a group's text is not among them.
  init?(groups texts: [[StringReference]], caseGroups: [Int], among references: [StringReference]) {
    var index: [StringReference: Int] = [:]
    for (position, reference) in references.enumerated() where index[reference] == nil {
      index[reference] = position
    }
    var groups: [[Int]] = []
    for group in texts {
      var found = Set<Int>()
      for text in group {
        guard let position = index[text] else { return nil }
        found.insert(position)
      }
      groups.append(found.sorted())
    }
    self.groups = groups
    self.caseGroups = caseGroups
  }

  /// The most title-and-text pairs read case by case for two parts; past it, every text of a
  /// part goes with every title (``DiscoveredText/positionsBeside(_:)``), as for parts picked
  /// apart, so that two `default:` arms of thousands of texts each cost no more than their texts.
  static let maximumPairings = 1 << 16

  /// Whether each case shows only the text at its own position: the part's texts are one per case,
  /// in the cases' order.
  var isOneByOne: Bool {
    caseGroups.enumerated().allSatisfy { groups[$0.element] == [$0.offset] }
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
  /// - Complexity: linear in the cases and in the positions of both parts' groups
  ///   (``CaseChoices``), and at most `CaseChoices.maximumPairings` pairs read.
  public func positionsBeside(_ title: DiscoveredText?) -> [[Int]]? {
    guard let title, let origin = choiceOrigin, title.choiceOrigin == origin else { return nil }
    let count = 1 + title.alternatives.count
    guard count > 1 else { return nil }
    if let mine = caseChoices, let theirs = title.caseChoices,
      mine.caseGroups.count == theirs.caseGroups.count
    {
      // A title no case shows (`nil`) is laid out with every text; one whose cases show none of
      // this part's texts (a layout without a value) with none. Cases of one arm (a `default:`
      // standing for many) show the same texts: each such pair is read once.
      var beside = [Set<Int>?](repeating: nil, count: count)
      var read = Set<[Int]>()
      var pairings = 0
      for (titleGroup, partGroup) in zip(theirs.caseGroups, mine.caseGroups)
      where read.insert([titleGroup, partGroup]).inserted {
        let titles = theirs.groups[titleGroup]
        let parts = mine.groups[partGroup]
        // Past the bound every text goes with every title, as when the parts are picked apart.
        pairings += titles.count * parts.count
        guard pairings <= CaseChoices.maximumPairings else { return nil }
        for title in titles where title < count {
          if beside[title] == nil { beside[title] = [] }
          beside[title]!.formUnion(parts)
        }
      }
      let every = Array(0...alternatives.count)
      pairings += beside.lazy.filter { $0 == nil }.count * every.count
      guard pairings <= CaseChoices.maximumPairings else { return nil }
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
