import TypeFit

/// The layout work every layout case times: each prepared text at each size and width, as a
/// summary (line widths and visible text) or as metrics (the numbers the batch path's rules
/// decide on); returns the total lines as the checksum.
enum LayoutLoop {
  enum Kind {
    case summary
    case metrics
  }

  static func totalLines(
    _ prepared: [PreparedText], sizes: [Double], widths: [Double], kind: Kind = .summary
  ) -> Int {
    var lines = 0
    for text in prepared {
      for size in sizes {
        for width in widths {
          let parameters = LayoutParameters(pointSize: size, maxWidth: width)
          switch kind {
          case .summary: lines &+= text.summary(parameters).linesNeeded
          case .metrics: lines &+= text.metrics(parameters).linesNeeded
          }
        }
      }
    }
    return lines
  }
}
