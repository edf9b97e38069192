// libFuzzer entry point for the XLIFF reader; built by Scripts/fuzz with
// Tests/_TypeFitTestSupport/ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXliff(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let broken = ReaderInvariants.violations(UnsafeRawBufferPointer(start: data, count: count), format: .xliff)
  precondition(broken.isEmpty, broken.joined(separator: "; "))
  return 0
}
