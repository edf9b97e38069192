/// The resources the earlier files of one Android configuration define (the files of one
/// `values-…` folder, and of the other folders aapt2 reads as the same configuration, such as
/// `values-b+de` for `values-de`), by name space and name, with the file and line of each first
/// definition.
///
/// Android merges every file of a resource folder into one set of resources, so a name defined in
/// `values-de/strings.xml` and again in `values-de/other.xml` is one resource defined twice, which
/// `aapt2` refuses ("duplicate value for resource"); a name in `values-de` of another module's
/// `res` folder is an overlay, not a duplicate. `<string>` and `<item type="string">` share one
/// name space (`R.string`); `<plurals>` and `<string-array>` each have their own, as in one file
/// (`AndroidStringsReader`). Names are compared by bytes.
struct AndroidFolderResources {
  private var definitions: [ExactText: (file: String, line: Int)] = [:]

  var isEmpty: Bool { definitions.isEmpty }

  /// The first definition of `string`'s resource in an earlier file, or `nil`.
  func definition(of string: LocalizedString) -> (file: String, line: Int)? {
    definitions[Self.identifier(of: string)]
  }

  /// Whether the skipped `string` is the first of its resource met in the file `warned` holds
  /// the resources of (a plural's forms and an array's items are one resource, warned once).
  static func shouldWarn(about string: LocalizedString, warned: inout Set<ExactText>) -> Bool {
    warned.insert(identifier(of: string)).inserted
  }

  /// Records `string`'s resource as defined in `file` at its line, unless defined before.
  mutating func record(_ string: LocalizedString, file: String) {
    let identifier = Self.identifier(of: string)
    if definitions[identifier] == nil { definitions[identifier] = (file, string.location.line) }
  }

  /// `<string`, `<plurals`, `<string-array`: the element a string of this variant comes from.
  static func elementName(of string: LocalizedString) -> String {
    switch string.variant.components.first {
    case .plural?: "<plurals"
    case .arrayItem?: "<string-array"
    default: "<string"
    }
  }

  private static func identifier(of string: LocalizedString) -> ExactText {
    ExactText(elementName(of: string) + "\u{0}" + string.key)
  }
}
