// The check types every writer is fed (`CheckRunInfo`, `CheckResult`, `CheckSummary`), so
// `import TypeFitReports` alone is enough to write reports.
@_exported import TypeFitCheck
