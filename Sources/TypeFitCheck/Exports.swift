// The modules this module's public API is made of (rows and findings, localized strings and
// diagnostics, categories), so `import TypeFitCheck` alone is enough to plan and check rows.
@_exported import TypeFitDynamicType
@_exported import TypeFitLocalization
@_exported import TypeFitRow
