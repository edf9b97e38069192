// TypeFit: one import gives the whole library — text measurement, Dynamic Type tables, the
// row model and rules, localization readers, row discovery from Swift sources, the batch checker,
// the report writers and the pictures.
@_exported import TypeFitCheck
@_exported import TypeFitDiscovery
@_exported import TypeFitDynamicType
@_exported import TypeFitInput
@_exported import TypeFitLayoutResults
@_exported import TypeFitLocalization
@_exported import TypeFitPictures
@_exported import TypeFitReports
@_exported import TypeFitRow
@_exported import TypeFitText
@_exported import TypeFitTextMeasuring
