/// The CSS that paints a row strip, keyed by the classes its elements carry. A standalone SVG
/// embeds it in `<style>`; an HTML page includes it once for all its strips.
enum RowPictureStylesheet {
  static let css: String = {
    typealias C = RowPictureColors
    return ".row-strip .background{fill:\(C.groupedBackground)}.row-strip .cell{fill:\(C.cell)}"
      + ".row-strip .separator{stroke:\(C.separator)}.row-strip .title{fill:\(C.label)}"
      + ".row-strip .subtitle,.row-strip .value{fill:\(C.secondaryLabel)}"
      + ".row-strip .symbol,.row-strip .info circle.dot,.row-strip .info rect{fill:\(C.tint)}"
      + ".row-strip .image,.row-strip .undrawable{fill:\(C.placeholder)}"
      + ".row-strip .chevron,.row-strip .checkmark{fill:none;stroke-linecap:round;stroke-linejoin:round}"
      + ".row-strip .chevron{stroke:\(C.tertiaryLabel)}.row-strip .checkmark{stroke:\(C.tint)}"
      + ".row-strip .toggle rect{fill:\(C.switchOn)}.row-strip .toggle circle{fill:#fff}"
      + ".row-strip .info circle.ring{fill:none;stroke:\(C.tint)}"
      + ".row-strip .text-frame{fill:none;stroke:\(C.textFrame);stroke-width:.75;stroke-dasharray:3 2}"
      + ".row-strip .margin{fill:none;stroke:\(C.margin);stroke-width:.75;stroke-dasharray:1 2}"
      + ".row-strip .touch-target{stroke-width:1;stroke-dasharray:4 2}"
      + ".row-strip .touch-target.ok{fill:none;stroke:\(C.targetOK)}"
      + ".row-strip .touch-target.small{fill:\(C.problem);fill-opacity:.12;stroke:\(C.problem)}"
      + ".row-strip .truncation line{stroke:\(C.problem);stroke-width:1.5}.row-strip .truncation path{fill:\(C.problem)}"
      + ".row-strip .highlight{fill:none;stroke:\(C.problem);stroke-width:2}"
      + ".row-strip .caption{font:12px system-ui,sans-serif;fill:\(C.caption)}"
      + ".row-strip .caption.failing{fill:\(C.problem);font-weight:bold}"
  }()
}
