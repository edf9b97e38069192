// The Dynamic Type types this module's public API uses (`FontWeight`, `TextStyle` metrics for
// sizes), so `import TypeFitText` alone is enough to measure at a text style and category.
@_exported import TypeFitDynamicType
// The layout results `PreparedText.summary` and `metrics` return (`LabelLayout`,
// `LabelMetrics`), the same types the row model takes from a measurer.
@_exported import TypeFitLayoutResults
