// libFuzzer entry point for text measurement with the default iOS stand-in font stack; built by
// Scripts/fuzz with Tests/_TypeFitTestSupport/MeasurementFuzzInput.swift.
import TypeFitText

private let engine: TextEngine = {
  do { return try TextEngine(definition: .iosSystem) } catch { fatalError("font stack: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasure(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let input = MeasurementFuzzInput(UnsafeRawBufferPointer(start: data, count: count)) else { return 0 }
  let broken = input.violations(engine: engine)
  precondition(broken.isEmpty, broken.joined(separator: "; "))
  return 0
}
