/// The device cases of one String Catalog key that no row TypeFit lays out shows, and why: one
/// note per key names them (fresh24 F24-5), and one more names the cases of a device selector
/// nested under another (twenty-ninth attack A29-8).
///
/// A case is left out for one of two reasons. Either no iPhone or iPad shows its device class
/// (`device.mac`, `device.ipod`, an `other` beside `iphone` and `ipad`), or it is the case of a
/// device selector nested under another one (`device.iphone → plural.one → device.ipad`, a hand
/// edit Xcode does not write) for a device other than the one the outer selector already chose:
/// under `device.iphone` only an iPhone reads the inner selector, so its `ipad` case is never
/// shown. Before A29-8 both were said with the first reason, naming the outer `device.iphone`
/// too: "rows are laid out on iPhone and iPad, which never show these variants", false for it.
///
/// ```swift
/// var hidden = HiddenDeviceCases()
/// hidden.unshown.insert("mac")
/// hidden.nested["iphone", default: []].insert("ipad")
/// hidden.notes(key: "k", at: location).map(\.message)
/// // ["device.mac of \"k\" not checked: rows are laid out on iPhone and iPad, which never show this variant",
/// //  "device.ipad under device.iphone of \"k\" not checked: the outer device selector already chose
/// //   device.iphone, so the inner selector's case for another device is never shown"]
/// ```
struct HiddenDeviceCases: Equatable {
  /// Cases whose device class no iPhone or iPad has, by case name.
  var unshown: Set<String> = []
  /// Cases of an inner device selector shown on an iPhone or iPad on their own, but never under
  /// the outer selector's case: the inner case names by the outer case's name.
  var nested: [String: Set<String>] = [:]

  /// Why a unit under device cases is never shown; `nil` in ``HiddenDeviceCases/reason(ofCase:among:under:outer:)``
  /// for one that is shown.
  enum Reason: Hashable {
    /// No iPhone or iPad shows the device class of this case.
    case unshown(String)
    /// This case of an inner selector is for another device than the outer case chose.
    case nested(inner: String, outer: String)
    /// The case is no device name: its own warning says so.
    case unknown
  }

  /// Whether no case is left out.
  var isEmpty: Bool { unshown.isEmpty && nested.isEmpty }

  /// Takes in the reason one left-out unit gives.
  mutating func insert(_ reason: Reason) {
    switch reason {
    case .unshown(let name): unshown.insert(name)
    case .nested(let inner, let outer): nested[outer, default: []].insert(inner)
    case .unknown: break
    }
  }

  /// Takes in the cases another localization of the key left out.
  mutating func formUnion(_ other: HiddenDeviceCases) {
    unshown.formUnion(other.unshown)
    nested.merge(other.nested) { $0.union($1) }
  }

  /// Why the device case `name`, whose selection within its outer cases is `selection`, is never
  /// shown on an iPhone or iPad; `nil` when it is. `own` is the case's selection among its
  /// siblings alone, and `outer` the nearest device case it is nested under, if any.
  static func reason(
    ofCase name: String, own: VariantSelection, narrowed selection: VariantSelection, outer: String?
  )
    -> Reason?
  {
    guard !selection.isShown(onAnyOf: VariantSelection.iOSDeviceClasses) else { return nil }
    guard VariantSelection.isDeviceCase(name) else { return .unknown }
    if let outer, own.isShown(onAnyOf: VariantSelection.iOSDeviceClasses) {
      return .nested(inner: name, outer: outer)
    }
    return .unshown(name)
  }

  /// The notes of `key`, at `location`: the unshown cases, then the nested ones.
  func notes(key: String, at location: SourceLocation) -> [LocalizationDiagnostic] {
    var notes: [LocalizationDiagnostic] = []
    if !unshown.isEmpty { notes.append(Self.unshownNote(key: key, cases: unshown, at: location)) }
    if !nested.isEmpty {
      let groups = nested.sorted { $0.key < $1.key }
      let named = groups.map { outer, inners in
        inners.sorted().map { "device.\($0)" }.joined(separator: ", ") + " under device.\(outer)"
      }
      let count = groups.reduce(0) { $0 + $1.value.count }
      let chose = groups.count == 1 ? "device.\(groups[0].key)" : "its device"
      notes.append(
        LocalizationDiagnostic(
          kind: .unsupportedContent, severity: .note, at: location,
          message:
            "\(named.joined(separator: "; ")) of \"\(key)\" not checked: the outer device selector already "
            + "chose \(chose), so the inner selector's "
            + (count == 1
              ? "case for another device is never shown" : "cases for other devices are never shown")
        ))
    }
    return notes
  }

  /// The note, once per key, that its device cases shown on no iPhone or iPad are not checked:
  /// nothing is wrong with them, so it is information, not a warning (fresh24 F24-5).
  static func unshownNote(key: String, cases: Set<String>, at location: SourceLocation)
    -> LocalizationDiagnostic
  {
    let names = cases.sorted().map { "device.\($0)" }.joined(separator: ", ")
    return LocalizationDiagnostic(
      kind: .unsupportedContent, severity: .note, at: location,
      message:
        "\(names) of \"\(key)\" not checked: rows are laid out on iPhone and iPad, which never show "
        + (cases.count == 1 ? "this variant" : "these variants"))
  }
}
