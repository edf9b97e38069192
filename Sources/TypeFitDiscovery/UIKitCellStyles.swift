/// The cell styles a file's code creates cells with (`UITableViewCell(style: .value1, …)`,
/// `super.init(style: .subtitle, …)`), found once, so each `textLabel` row takes the style of
/// the cell it configures: the last style given before its text in its function, else the first
/// after it there, else the file's one style when all its cells share it and it is not `.default`
/// (a `.default` cell made elsewhere says nothing of this one). The twenty-third
/// attack's A23-12 took the file's first style for every row of the file.
///
/// The style decides `detailTextLabel`: a value beside the title (`.value1`, `.value2`), a
/// subtitle below it (`.subtitle`), or nothing (`.default`, whose `detailTextLabel` is `nil`).
struct UIKitCellStyles {
  /// `(position of the style name, name)`, in source order.
  private(set) var styles: [(position: Int, name: String)] = []

  /// The style names a `style:` argument is read as.
  static let names: Set<String> = ["value1", "value2", "subtitle", "default"]

  init(_ stream: TokenStream) {
    for position in 0..<stream.count
    where stream[position].isIdentifier("style") && stream.isPunctuation(position + 1, ":")
      && stream.isPunctuation(position + 2, ".") && position + 3 < stream.count
      && Self.names.contains(stream[position + 3].text)
    {
      styles.append((position + 3, stream[position + 3].text))
    }
  }

  /// The style of the cell whose text is set at `text` in the function `scope`; `nil` when none
  /// is known.
  func style(ofTextAt text: Int, in scope: Range<Int>) -> String? {
    // The first style at or after the scope's start (a binary search: many functions ask).
    var low = 0
    var high = styles.count
    while low < high {
      let middle = (low + high) / 2
      if styles[middle].position < scope.lowerBound { low = middle + 1 } else { high = middle }
    }
    var before: String?
    var after: String?
    var index = low
    while index < styles.count, styles[index].position < scope.upperBound {
      if styles[index].position < text {
        before = styles[index].name
      } else if after == nil {
        after = styles[index].name
        break
      }
      index += 1
    }
    if let found = before ?? after { return found }
    // A `.default` cell made elsewhere does not say this function's cell has no detail label.
    let distinct = Set(styles.map(\.name))
    return distinct.count == 1 && distinct.first != "default" ? distinct.first : nil
  }
}
