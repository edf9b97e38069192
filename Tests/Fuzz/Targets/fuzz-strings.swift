// libFuzzer entry point for the .strings reader; built by Scripts/fuzz with
// Tests/_TypeFitTestSupport/ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let broken = ReaderInvariants.violations(
    UnsafeRawBufferPointer(start: data, count: count), format: .strings)
  precondition(broken.isEmpty, broken.joined(separator: "; "))
  return 0
}
