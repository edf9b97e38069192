// libFuzzer entry point for typefit.json: any bytes give a configuration or a CheckError that
// names a line and column; never a trap. Built by Scripts/fuzz.
import Foundation
import TypeFitCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  do {
    _ = try CheckConfiguration.parse(Data(bytes: data, count: count), file: "typefit.json")
  } catch let error as CheckError {
    guard case .invalidConfigurationValue(_, let line, let column, _) = error else {
      preconditionFailure("unexpected error kind: \(error)")
    }
    precondition(line >= 1 && column >= 1, "position \(line):\(column)")
  } catch {
    preconditionFailure("not a CheckError: \(error)")
  }
  return 0
}
