/// How sure TypeFit is of a platform constant, with the labels of the reference notes.
public enum Confidence: String, Sendable, Hashable, Codable, CaseIterable {
  /// Apple documentation or the HIG (or a faithful transcription of it).
  case documented = "doc"
  /// Read from decompiled UIKit of a named iOS build.
  case decompiled
  /// Someone ran code on a simulator or device and published the result.
  case measured
  /// Arithmetic on sourced inputs; not checked on a device.
  case derived
  /// No source was found: an estimate or a choice, meant to be overridden when known.
  case unconfirmed = "UNCONFIRMED"

  /// The label as written in Docs: `[doc]`, `[decompiled]`, `[measured]`, `[derived]`, `UNCONFIRMED`.
  public var label: String { self == .unconfirmed ? rawValue : "[\(rawValue)]" }
}
