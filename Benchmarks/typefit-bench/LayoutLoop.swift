import TypeFit

/// The layout work every layout case times: each prepared text at each size and width, as a
/// summary; returns the total lines as the checksum.
enum LayoutLoop {
  static func totalLines(_ prepared: [PreparedText], sizes: [Double], widths: [Double]) -> Int {
    var lines = 0
    for text in prepared {
      for size in sizes {
        for width in widths {
          lines &+= text.summary(LayoutParameters(pointSize: size, maxWidth: width)).linesNeeded
        }
      }
    }
    return lines
  }
}
