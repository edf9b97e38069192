import TypeFitDynamicType

extension ContentSizeCategory {
  /// This category's bit in a set of categories held in one word (raw values 0–11): the sets
  /// of categories kept per report are tested once per layout, without a `Set` to hash.
  package var maskBit: UInt64 { 1 << UInt64(rawValue) }
}

extension Finding {
  /// The first category of each of `findings` (``Finding/firstCategory``) as bits
  /// (``ContentSizeCategory/maskBit``): the categories whose layouts the findings' sentences
  /// quote.
  package static func firstCategoryMask(of findings: some Sequence<Finding>) -> UInt64 {
    var mask: UInt64 = 0
    for finding in findings {
      if let first = finding.firstCategory { mask |= first.maskBit }
    }
    return mask
  }
}
