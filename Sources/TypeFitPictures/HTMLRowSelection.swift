import TypeFitRow

/// Which rows of a run the HTML report lists and draws, under ``HTMLReportLimits``, and what it
/// leaves out: decided a row at a time, in the order the rows arrive, so the writer still
/// streams and the page is the same for the same run.
struct HTMLRowSelection {
  /// What the page does with one row.
  enum Choice: Equatable {
    /// Listed, with its picture strips.
    case drawn
    /// Listed with its findings and numbers, without pictures.
    case listed
    /// Not on the page; counted in the summary's "not shown" line.
    case omitted
  }

  var limits: HTMLReportLimits
  /// Findings listed so far, by rule.
  private(set) var listedByRule: [RuleID: Int] = [:]
  /// Findings (warnings and errors) whose rows were drawn so far, by rule.
  private(set) var drawnByRule: [RuleID: Int] = [:]
  /// Rows without findings listed so far.
  private(set) var listedCleanRows = 0
  /// Findings left off the page, by rule.
  private(set) var omittedByRule: [RuleID: Int] = [:]
  /// Rows with findings left off the page.
  private(set) var omittedRows = 0
  /// Rows without findings left off the page.
  private(set) var omittedCleanRows = 0
  /// Listed rows with warnings or errors that were not drawn because of the picture limit.
  private(set) var undrawnRows = 0
  /// Rows not drawn because their labels hold more than
  /// ``HTMLReportLimits/picturedCharactersPerRow`` characters.
  private(set) var undrawnLongRows = 0
  /// Rows not drawn because the page's pictures reached ``HTMLReportLimits/pictureBytes``.
  private(set) var undrawnRowsPastPictureBytes = 0

  init(limits: HTMLReportLimits) { self.limits = limits }

  /// Whether anything was left off the page or undrawn because of the limits.
  var limitsReached: Bool {
    omittedRows > 0 || omittedCleanRows > 0 || undrawnRows > 0 || undrawnLongRows > 0
      || undrawnRowsPastPictureBytes > 0
  }

  /// Findings left off the page.
  var omittedFindings: Int { omittedByRule.values.reduce(0, +) }

  /// Decides one row and counts it.
  ///
  /// - Parameters:
  ///   - findings: the row's findings in every layout context.
  ///   - wantsPictures: whether the row would be drawn without limits (a warning or an error,
  ///     or clean rows drawn too).
  ///   - pictureThreshold: the least severe finding that counts towards the picture limit.
  ///   - characters: the characters (UTF-16 units) of the row's labels, summed over its layout
  ///     contexts.
  ///   - pictureBytes: the picture bytes the page holds so far.
  mutating func choose(
    _ findings: [Finding], wantsPictures: Bool, pictureThreshold: Severity, characters: Int = 0,
    pictureBytes: Int = 0
  ) -> Choice {
    guard !findings.isEmpty else {
      guard listedCleanRows < limits.listedRowsWithoutFindings else {
        omittedCleanRows += 1
        return .omitted
      }
      listedCleanRows += 1
      guard wantsPictures else { return .listed }
      return withinPictureBudget(characters: characters, pictureBytes: pictureBytes) ? .drawn : .listed
    }
    guard findings.contains(where: { listedByRule[$0.ruleID, default: 0] < limits.listedFindingsPerRule })
    else {
      omittedRows += 1
      for finding in findings { omittedByRule[finding.ruleID, default: 0] += 1 }
      return .omitted
    }
    for finding in findings { listedByRule[finding.ruleID, default: 0] += 1 }
    guard wantsPictures else { return .listed }
    // A row drawn only because every row is (``HTMLReportWriter/includesPicturesOfCleanRows``)
    // counts all its findings.
    let severe = findings.filter { $0.severity >= pictureThreshold }
    let drawing = severe.isEmpty ? findings : severe
    guard drawing.contains(where: { drawnByRule[$0.ruleID, default: 0] < limits.picturedFindingsPerRule })
    else {
      undrawnRows += 1
      return .listed
    }
    guard withinPictureBudget(characters: characters, pictureBytes: pictureBytes) else { return .listed }
    for finding in drawing { drawnByRule[finding.ruleID, default: 0] += 1 }
    return .drawn
  }

  /// Whether a row of `characters` may be drawn when the page holds `pictureBytes` of
  /// pictures; counts the row when not.
  private mutating func withinPictureBudget(characters: Int, pictureBytes: Int) -> Bool {
    if characters > limits.picturedCharactersPerRow {
      undrawnLongRows += 1
      return false
    }
    if pictureBytes >= limits.pictureBytes {
      undrawnRowsPastPictureBytes += 1
      return false
    }
    return true
  }
}
