import Foundation
import TypeFitCLI

// Before anything is allocated: under an address-space limit that leaves no room even to start
// (the standard input's line buffer, the arguments), exit 3 with a fixed sentence, written
// without allocating (A43-7, A43-8).
if TypeFitTool.hasNoRoomToStart() {
  let message: StaticString =
    "Error: the address-space limit (ulimit -v) leaves typefit no room to start (4 MiB beside its libraries); raise it\n"
  _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
  exit(3)
}

let argumentBytes = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
  guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
}
exit(TypeFitTool.runOnCommandStack(argumentBytes: argumentBytes, io: .standard()))
