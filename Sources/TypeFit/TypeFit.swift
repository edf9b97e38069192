@_exported import TypeFitCheck
@_exported import TypeFitReports
