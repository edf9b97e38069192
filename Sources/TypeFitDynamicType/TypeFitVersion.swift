/// The version of the TypeFit package, in Semantic Versioning 2.0.0 form
/// (<https://semver.org>).
///
/// `typefit --version` prints it, and `CheckRunInfo` (TypeFitCheck) writes it into JSON, SARIF and HTML
/// reports by default, so a report names the library that produced it even when another tool
/// drives the check. It lives in the lowest module so that every product, including the ones
/// that link no C library, can read it.
///
/// ```swift
/// print("TypeFit \(TypeFitVersion.current)")  // "TypeFit 0.2.0"
/// ```
public enum TypeFitVersion {
  /// The released version this source tree builds (`major.minor.patch`).
  public static let current = "0.2.0"
}
