// libFuzzer entry point for the .xcstrings reader; built by Scripts/fuzz with
// Tests/_TypeFitTestSupport/ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcstrings(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let broken = ReaderInvariants.violations(
    UnsafeRawBufferPointer(start: data, count: count), format: .xcstrings)
  precondition(broken.isEmpty, broken.joined(separator: "; "))
  return 0
}
