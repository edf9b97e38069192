import TypeFitRow

extension CheckResult {
  /// About how many bytes the result holds: its reports' findings (messages included) and
  /// layouts (each label's line widths and visible text, the touch targets), plus fixed
  /// allowances for headers. For the run-wide row cache, which bounds its memory in bytes: a
  /// result that keeps every layout (JSON, NDJSON, HTML) weighs tens of kilobytes, one that
  /// keeps only what its findings quote (text, SARIF, JUnit) a few hundred bytes.
  var approximateByteCount: Int {
    var bytes = 256
    for report in reports {
      bytes += 192
      for finding in report.findings {
        bytes += 160 + finding.messageUTF8Count + finding.categories.count
      }
      // Read in place: a layout copied out of the array retained its arrays and strings.
      report.layouts.withUnsafeBufferPointer { layouts in
        for index in layouts.indices {
          let layout = layouts.baseAddress! + index
          bytes += 224 + layout.pointee.touchTargets.count * 48
          for label in RowCategoryLayout.labels(of: layout) {
            bytes += 224 + label.layout.lineWidths.count * 8 + label.layout.visibleText.utf8.count
          }
        }
      }
    }
    return bytes
  }
}
