/// A plain-text table with aligned columns, for the commands' text output.
///
/// Widths are measured on the plain text, and colour is applied after padding, so columns
/// line up whether or not escape codes are written.
///
/// ```swift
/// var table = TextTable(["style", "size"], rightAligned: [1])
/// table.append(["body", "17"])
/// table.render(indent: 2)
/// // "  style  size\n  body     17\n"
/// ```
struct TextTable {
  /// One cell: its text and an optional styling applied after padding.
  struct Cell: ExpressibleByStringLiteral {
    var text: String
    var decorate: ((String) -> String)?

    init(_ text: String, decorate: ((String) -> String)? = nil) {
      self.text = text
      self.decorate = decorate
    }

    init(stringLiteral value: String) { self.init(value) }
  }

  private let headers: [String]
  private let rightAligned: Set<Int>
  private var rows: [[Cell]] = []

  /// - Parameters:
  ///   - headers: column titles.
  ///   - rightAligned: indices of columns aligned right (numbers).
  init(_ headers: [String], rightAligned: Set<Int> = []) {
    self.headers = headers
    self.rightAligned = rightAligned
  }

  /// Adds a row of plain cells.
  mutating func append(_ cells: [String]) { rows.append(cells.map { Cell($0) }) }

  /// Adds a row of cells, some styled.
  mutating func append(_ cells: [Cell]) { rows.append(cells) }

  /// The table as lines, two spaces between columns, no trailing spaces.
  ///
  /// - Parameters:
  ///   - indent: spaces before each line.
  ///   - header: decoration for the header line (bold on a terminal).
  func render(indent: Int = 0, header: (String) -> String = { $0 }) -> String {
    let all = [headers.map { Cell($0) }] + rows
    var widths = [Int](repeating: 0, count: headers.count)
    for row in all {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.text.count)
      }
    }
    let margin = String(repeating: " ", count: indent)
    var output = ""
    for (index, row) in all.enumerated() {
      var line = ""
      for (column, cell) in row.enumerated() where column < widths.count {
        let gap = String(repeating: " ", count: widths[column] - cell.text.count)
        let isLast = column == row.count - 1
        let padded = rightAligned.contains(column) ? gap + cell.text : cell.text + (isLast ? "" : gap)
        let styled = (index == 0 ? header : cell.decorate ?? { $0 })(padded)
        line += (column == 0 ? "" : "  ") + styled
      }
      while line.hasSuffix(" ") { line.removeLast() }
      output += margin + line + "\n"
    }
    return output
  }
}
