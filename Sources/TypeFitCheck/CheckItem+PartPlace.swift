import TypeFitLocalization
import TypeFitRow

extension CheckItem {
  /// The key and entry a finding on the label `role` is about: for a subtitle or value that is
  /// its own key (``partKeys``, ``partLocations``), that key, named with the part and the title's
  /// key (`sl.sub (subtitle of sl.title)`), and where its value is written; `nil` for the title,
  /// the row as a whole, or a part without a key of its own. Reports point a finding there, so a
  /// translator edits the string that does not fit (the twenty-third attack's A23-3).
  public func partPlace(of role: LabelRole?) -> (name: String, key: String, location: SourceLocation)? {
    guard let role, role != .title, let key = partKeys[role.rawValue],
      let location = partLocations?[role.rawValue]
    else { return nil }
    return ("\(key) (\(role.rawValue) of \(self.key))", key, location)
  }
}
