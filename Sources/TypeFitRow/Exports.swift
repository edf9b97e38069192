// The Dynamic Type types this module's public API uses (`ContentSizeCategory`, `TextStyle`,
// `FontWeight`), so `import TypeFitRow` alone is enough to build and lay out rows.
@_exported import TypeFitDynamicType
// The layout results a measurer returns (`LabelLayout`, `LabelMetrics`), so a measurer written
// against `PreparedLabel` needs only `import TypeFitRow`.
@_exported import TypeFitLayoutResults
