import Foundation
import TypeFitCLI

let argumentBytes = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
  guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
}
exit(TypeFitTool.runOnCommandStack(argumentBytes: argumentBytes, io: .standard()))
