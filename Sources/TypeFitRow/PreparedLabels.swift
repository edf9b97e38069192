/// A row's labels as its measurer prepared them, by role.
struct PreparedLabels {
  var title: any PreparedLabel
  var subtitle: (any PreparedLabel)?
  var value: (any PreparedLabel)?

  subscript(role: LabelRole) -> (any PreparedLabel)? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }
}
