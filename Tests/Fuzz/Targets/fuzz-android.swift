// libFuzzer entry point for the Android strings.xml reader; built by Scripts/fuzz with ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  ReaderInvariants.check(UnsafeRawBufferPointer(start: data, count: count), format: .android)
  return 0
}
