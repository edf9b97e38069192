// libFuzzer entry point for the XLIFF reader; built by Scripts/fuzz with ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXliff(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  ReaderInvariants.check(UnsafeRawBufferPointer(start: data, count: count), format: .xliff)
  return 0
}
