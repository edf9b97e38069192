import TypeFit
import TypeFitInput

/// Reads a font stack definition file (`--stack FILE`, the format of `Fonts/*.json`) through
/// the one JSON reader, so every error names the line, column and field, and every number is
/// range-checked before it is used (`fonts.json:7:25: "primary[1].fromPointSize" must be a
/// number from 0 to 1000, got 1e19`).
public struct FontStackFileReader: Sendable {
  /// The file, as named in messages.
  public let file: String

  /// A reader naming `file` in its messages.
  public init(file: String) {
    self.file = file
  }

  /// Parses and checks a stack definition file's bytes; a UTF-8 byte order mark at the start,
  /// which some editors write, is skipped. Bytes that are not UTF-8 and a `\uD800` escape of half
  /// a surrogate pair are errors, as in `typefit.json`: as U+FFFD a font path would name another
  /// file (A68-1).
  ///
  /// - Throws: an error whose description is `file:line:column: what is wrong`.
  public func definition(from bytes: [UInt8]) throws -> FontStackDefinition {
    let root: JSONNode
    do {
      root = try JSONNode.parse(
        bytes, rejectsLoneSurrogates: true, rejectsInvalidUTF8: true, skipsByteOrderMark: true)
    } catch {
      throw Problem(description: "\(file):\(error.line):\(error.column): not valid JSON: \(error.message)")
    }
    return try definition(root)
  }

  /// Point sizes an optical size may start at.
  static let pointSizes: ClosedRange<Double> = 0...1000
  /// Line heights in em: a face's own is about 1.2; 0 or less would stack lines on each other.
  static let lineHeights: ClosedRange<Double> = 0.1...10
  /// Face indexes in a collection: FreeType reads the low 16 bits as the face and a negative
  /// index as "count the faces" (`FT_Open_Face`), so only 0…65,535 are faces.
  static let faceIndexes: ClosedRange<Double> = 0...65_535
  /// Variation axis values: OpenType's `Fixed` 16.16 range.
  static let axisValues: ClosedRange<Double> = -32_768...32_767
  /// How many `searchPaths` a stack may list. The built-in stacks list 7; a stack file is a
  /// repository's content, and 20,000 missing folders under the 1 MiB size limit, each asked
  /// for every face, kept a run busy for minutes (the eleventh attack's S1).
  static let searchPathCounts: ClosedRange<Int> = 0...64
  /// How many faces a stack may list, all families together. The built-in stacks list under 100;
  /// 10,000 leaves room for any real stack (the tenth attack's 4,000 script fallbacks load in
  /// 0.3 s) while bounding the faces opened.
  static let faceCounts: ClosedRange<Int> = 1...10_000
  /// The lists of families, in the order faces are counted.
  static let familyLists = ["primary", "languageFallbacks", "scriptFallbacks", "lastResort"]

  /// Why a stack file is invalid.
  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  private func fail(_ node: JSONNode, _ message: String) -> Problem {
    Problem(description: "\(file):\(node.line):\(node.column): \(message)")
  }

  /// The definition in `root`.
  ///
  /// - Throws: ``Problem`` naming the place and the field.
  func definition(_ root: JSONNode) throws -> FontStackDefinition {
    guard root.members != nil else { throw fail(root, "expected a JSON object, got \(root.describedType)") }
    try checkFields(root, Self.topLevelFields, path: "")
    try checkCounts(root)
    let metricsNode = try required(root, "metrics", path: "")
    if metricsNode.members != nil { try checkFields(metricsNode, Self.metricsFields, path: "metrics.") }
    let tracking = try enumeration(
      metricsNode, "tracking", path: "metrics.", FontStackDefinition.MetricsPolicy.Tracking.self,
      names: ["hig", "none"])
    var metrics = FontStackDefinition.MetricsPolicy(tracking: tracking ?? .none, lineHeightEm: nil)
    if tracking == nil {
      throw fail(metricsNode, "missing \"metrics.tracking\" (hig or none); \(Self.startingPoint)")
    }
    if let node = metricsNode["lineHeightEm"], !node.isNull {
      metrics.lineHeightEm = try number(node, "metrics.lineHeightEm", Self.lineHeights)
    }
    metrics.widths =
      try enumeration(
        metricsNode, "widths", path: "metrics.", FontStackDefinition.MetricsPolicy.Widths.self,
        names: FontStackDefinition.MetricsPolicy.Widths.allCases.map(\.rawValue)) ?? .font
    if let node = metricsNode["kerningScales"], !node.isNull {
      guard node.members != nil else {
        throw fail(node, "\"metrics.kerningScales\" must be an object {\"small\": …, \"large\": …}")
      }
      try checkFields(node, ["small", "large"], path: "metrics.kerningScales.")
      let range = FontStackDefinition.MetricsPolicy.KerningScales.allowedRange
      metrics.kerningScales = FontStackDefinition.MetricsPolicy.KerningScales(
        small: try number(
          required(node, "small", path: "metrics.kerningScales."), "metrics.kerningScales.small", range),
        large: try number(
          required(node, "large", path: "metrics.kerningScales."), "metrics.kerningScales.large", range))
    }
    return FontStackDefinition(
      name: try string(required(root, "name", path: ""), "name"),
      summary: try string(required(root, "summary", path: ""), "summary"),
      searchPaths: try strings(required(root, "searchPaths", path: ""), "searchPaths"),
      metrics: metrics,
      primary: try families(required(root, "primary", path: ""), "primary"),
      languageFallbacks: try root["languageFallbacks"].map { try families($0, "languageFallbacks") } ?? [],
      scriptFallbacks: try root["scriptFallbacks"].map { try families($0, "scriptFallbacks") } ?? [],
      lastResort: try root["lastResort"].map { try families($0, "lastResort") } ?? [],
      scriptDiscovery: try root["scriptDiscovery"].flatMap { $0.isNull ? nil : try scriptDiscovery($0) })
  }

  /// Refuses more `searchPaths` than ``searchPathCounts`` allows, or more faces than
  /// ``faceCounts`` (the first face past it is named), before anything is looked up; values of
  /// the wrong type are left to the fields' own checks.
  private func checkCounts(_ root: JSONNode) throws {
    let paths = Self.searchPathCounts
    if let node = root["searchPaths"], let elements = node.elements, !paths.contains(elements.count) {
      throw fail(
        node,
        "\"searchPaths\" must list \(paths.lowerBound) to \(paths.upperBound) folders, got \(elements.count)")
    }
    let faces = Self.faceCounts
    var count = 0
    for list in Self.familyLists {
      for (familyIndex, family) in (root[list]?.elements ?? []).enumerated() {
        guard family.members != nil else { continue }
        for (faceIndex, face) in (family["faces"]?.elements ?? []).enumerated() {
          count += 1
          guard count > faces.upperBound else { continue }
          throw fail(
            face,
            "\"\(list)[\(familyIndex)].faces[\(faceIndex)]\" is face \(count); a stack may list "
              + "\(faces.lowerBound) to \(faces.upperBound) faces, all families together")
        }
      }
    }
  }

  /// The `"scriptDiscovery"` object: `prefix` is a file name prefix (`NotoSans`), so it may not
  /// be empty, name a folder (`/`) or hold control characters.
  private func scriptDiscovery(_ node: JSONNode) throws -> FontStackDefinition.ScriptDiscovery {
    guard node.members != nil else {
      throw fail(
        node,
        "\"scriptDiscovery\" must be an object {\"prefix\": …, \"package\": …}, got \(node.describedType)")
    }
    try checkFields(node, ["prefix", "package"], path: "scriptDiscovery.")
    let prefixNode = try required(node, "prefix", path: "scriptDiscovery.")
    let prefix = try string(prefixNode, "scriptDiscovery.prefix")
    guard !prefix.isEmpty, prefix.utf8.count <= 255,
      prefix.unicodeScalars.allSatisfy({ $0 != "/" && $0.properties.generalCategory != .control })
    else {
      throw fail(
        prefixNode,
        "\"scriptDiscovery.prefix\" must be the start of a file name such as NotoSans (1 to 255 bytes, no / or control characters), got '\(TerminalText.escaped(prefix))'"
      )
    }
    var discovery = FontStackDefinition.ScriptDiscovery(prefix: prefix)
    if let value = node["package"], !value.isNull {
      discovery.package = try string(value, "scriptDiscovery.package")
    }
    return discovery
  }

  /// The fields of the top-level object, in the order `typefit fonts --definition` writes them.
  static let topLevelFields = [
    "name", "summary", "searchPaths", "metrics", "primary", "languageFallbacks", "scriptFallbacks",
    "lastResort",
    "scriptDiscovery",
  ]
  /// The fields of `metrics`.
  static let metricsFields = ["tracking", "lineHeightEm", "widths", "kerningScales"]
  /// The fields of a family.
  static let familyFields = [
    "family", "package", "fromPointSize", "languages", "scripts", "faces", "required",
  ]
  /// The fields of a face.
  static let faceFields = ["weight", "file", "index", "variations", "italic"]

  /// Refuses a field of `object` the format does not have (a misspelled `wieght` would leave
  /// the face's weight unread), in `typefit.json`'s words: `"primary[0].faces[0].wieght":
  /// unknown field; did you mean "weight"? (known: …)`.
  private func checkFields(_ object: JSONNode, _ allowed: [String], path: String) throws {
    guard let unknown = UnknownJSONField.first(in: object, allowed: allowed) else { return }
    throw fail(unknown.member.value, "\"\(path)\(TextExcerpt.key(unknown.member.key))\": \(unknown.message)")
  }

  private func required(_ object: JSONNode, _ key: String, path: String) throws -> JSONNode {
    guard let value = object[key] else {
      // A field of the top level is missing from a stack written by hand: what a stack needs
      // and where to start from (fresh22 F22-17: `missing "metrics"` said neither).
      let hint = path.isEmpty ? "; \(Self.requiredFieldsSentence); \(Self.startingPoint)" : ""
      throw fail(object, "missing \"\(path)\(key)\"\(hint)")
    }
    return value
  }

  /// The fields every stack file has, as messages list them.
  static let requiredFieldsSentence =
    "a stack file needs \"name\", \"summary\", \"searchPaths\", \"metrics\" ({\"tracking\": \"hig\" or "
    + "\"none\"}) and \"primary\" (families with their \"faces\")"

  /// Where a stack written by hand can start from.
  static let startingPoint =
    "start from a copy of a built-in stack (typefit fonts --definition > stack.json, or Fonts/ios-system.json "
    + "in TypeFit's repository)"

  private func string(_ node: JSONNode, _ field: String) throws -> String {
    guard let text = node.string else {
      throw fail(node, "\"\(field)\" must be a string, got \(node.describedType)")
    }
    return text
  }

  private func strings(_ node: JSONNode, _ field: String) throws -> [String] {
    guard let elements = node.elements else {
      throw fail(node, "\"\(field)\" must be an array of strings, got \(node.describedType)")
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() { result.append(try string(element, "\(field)[\(index)]")) }
    return result
  }

  private func number(_ node: JSONNode, _ field: String, _ range: ClosedRange<Double>, whole: Bool = false)
    throws -> Double
  {
    do {
      return try node.number("\"\(field)\"", in: range, whole: whole)
    } catch {
      throw fail(node, error.description)
    }
  }

  private func enumeration<T: RawRepresentable>(
    _ object: JSONNode, _ key: String, path: String, _ type: T.Type, names: [String]
  ) throws -> T? where T.RawValue == String {
    guard let node = object[key], !node.isNull else { return nil }
    let text = try string(node, path + key)
    guard let value = T(rawValue: text) else {
      throw fail(
        node,
        "\"\(path)\(key)\" must be one of \(names.joined(separator: ", ")), got '\(TerminalText.escaped(TextExcerpt.key(text)))'"
      )
    }
    return value
  }

  private func families(_ node: JSONNode, _ field: String) throws -> [FontStackDefinition.Family] {
    guard let elements = node.elements else {
      throw fail(node, "\"\(field)\" must be an array of families, got \(node.describedType)")
    }
    var result: [FontStackDefinition.Family] = []
    for (index, element) in elements.enumerated() {
      result.append(try family(element, "\(field)[\(index)]"))
    }
    return result
  }

  private func family(_ node: JSONNode, _ path: String) throws -> FontStackDefinition.Family {
    guard node.members != nil else {
      throw fail(node, "\"\(path)\" must be an object, got \(node.describedType)")
    }
    try checkFields(node, Self.familyFields, path: path + ".")
    let facesNode = try required(node, "faces", path: path + ".")
    guard let faceNodes = facesNode.elements else {
      throw fail(facesNode, "\"\(path).faces\" must be an array of faces, got \(facesNode.describedType)")
    }
    var faces: [FontStackDefinition.Face] = []
    for (index, faceNode) in faceNodes.enumerated() {
      faces.append(try face(faceNode, "\(path).faces[\(index)]"))
    }
    var family = FontStackDefinition.Family(
      family: try string(required(node, "family", path: path + "."), path + ".family"), faces: faces)
    if let value = node["package"], !value.isNull { family.package = try string(value, path + ".package") }
    if let value = node["fromPointSize"], !value.isNull {
      family.fromPointSize = try number(value, path + ".fromPointSize", Self.pointSizes)
    }
    if let value = node["languages"], !value.isNull {
      family.languages = try strings(value, path + ".languages")
    }
    if let value = node["scripts"], !value.isNull { family.scripts = try strings(value, path + ".scripts") }
    if let value = node["required"], !value.isNull {
      guard let flag = value.bool else {
        throw fail(value, "\"\(path).required\" must be true or false, got \(value.describedType)")
      }
      family.required = flag
    }
    return family
  }

  private func face(_ node: JSONNode, _ path: String) throws -> FontStackDefinition.Face {
    guard node.members != nil else {
      throw fail(node, "\"\(path)\" must be an object, got \(node.describedType)")
    }
    try checkFields(node, Self.faceFields, path: path + ".")
    let weightNode = try required(node, "weight", path: path + ".")
    let weightValue = try number(weightNode, path + ".weight", 100...900, whole: true)
    // Written in digits alone, as weights are everywhere: `4e2` and `400.0` are refused.
    guard FontWeight.writtenNumber(weightNode.numberText ?? "") != nil,
      let weight = FontWeight(rawValue: Int(weightValue))
    else {
      throw fail(
        weightNode,
        "\"\(path).weight\" must be 100, 200, … or 900 written in digits alone, got \(weightNode.numberText ?? "")"
      )
    }
    var face = FontStackDefinition.Face(
      weight: weight, file: try string(required(node, "file", path: path + "."), path + ".file"))
    if let value = node["italic"], !value.isNull {
      guard let flag = value.bool else {
        throw fail(value, "\"\(path).italic\" must be true or false, got \(value.describedType)")
      }
      face.italic = flag
    }
    if let value = node["index"], !value.isNull {
      face.index = Int(try number(value, path + ".index", Self.faceIndexes, whole: true))
    }
    if let value = node["variations"], !value.isNull {
      guard let members = value.members else {
        throw fail(value, "\"\(path).variations\" must be an object of numbers, got \(value.describedType)")
      }
      var variations: [String: Double] = [:]
      for member in members {
        guard member.key.utf8.count == 4,
          member.key.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) })
        else {
          throw fail(
            member.value,
            "\"\(path).variations\": '\(TerminalText.escaped(TextExcerpt.key(member.key)))' is not a four-letter axis tag such as wght"
          )
        }
        variations[member.key] = try number(member.value, "\(path).variations.\(member.key)", Self.axisValues)
      }
      face.variations = variations
    }
    return face
  }
}
