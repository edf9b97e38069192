// The Dynamic Type types this module's public API uses (`ContentSizeCategory`, `TextStyle`,
// `FontWeight`), so `import TypeFitRow` alone is enough to build and lay out rows.
@_exported import TypeFitDynamicType
