import Foundation
import TypeFitCLI

exit(TypeFitTool.run(Array(CommandLine.arguments.dropFirst()), io: .standard()))
