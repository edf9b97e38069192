import TypeFitCLI
