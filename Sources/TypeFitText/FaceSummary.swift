import TypeFitDynamicType

/// What `typefit fonts` shows of one loaded face.
public struct FaceSummary: Sendable, Hashable {
  /// Where the face sits in the stack (`primary ≥ 20 pt`, `language ja`, `script Arab`, `last resort`).
  public var role: String
  /// Family as the stack names it.
  public var family: String
  /// The weight the stack uses the face for.
  public var weight: FontWeight
  /// Absolute file path.
  public var path: String
  /// Face index in a collection.
  public var index: Int
  /// The font's version string (`name` ID 5).
  public var version: String
  /// How many Unicode code points the face maps (0 when not asked for).
  public var codePointCount: Int
  /// Units per em of the face.
  public var unitsPerEm: Double
}

extension FontStack {
  /// Every face of the stack, in fallback order, with its role.
  public var faceSummaries: [FaceSummary] { faceSummaries(countingCodePoints: true) }

  /// Every face of the stack, in fallback order, with its role; counting each face's code
  /// points walks its whole `cmap`, so reports that only name the faces skip it.
  public func faceSummaries(countingCodePoints: Bool) -> [FaceSummary] {
    var result: [FaceSummary] = []
    func add(_ role: String, _ family: FontStackDefinition.Family, _ faces: WeightedFaces) {
      for (weight, id) in faces.byWeight {
        let face = self.faces[id]
        result.append(
          FaceSummary(
            role: role, family: family.family, weight: weight, path: face.path, index: face.index,
            version: face.version, codePointCount: countingCodePoints ? face.countCodePoints() : 0,
            unitsPerEm: face.unitsPerEm))
      }
    }
    for (family, entry) in zip(definition.primary, primary) {
      add("primary ≥ \(JSONNumber.short(entry.fromPointSize)) pt", family, entry.faces)
    }
    let languageFamilies = definition.languageFallbacks.filter { family in
      languageFallbacks.contains { $0.languages == (family.languages ?? []) }
    }
    for (family, entry) in zip(languageFamilies, languageFallbacks) {
      add("language \(entry.languages.joined(separator: ","))", family, entry.faces)
    }
    // The listed script fallbacks, then those found among the installed fonts, as at load.
    let scriptFamilies = definition.scriptFallbacks + definition.discoveredScriptFamilies()
    for family in scriptFamilies {
      guard let script = family.scripts?.first, let entries = scriptFallbacks[script] else { continue }
      let index =
        scriptFamilies.filter { $0.scripts?.contains(script) == true }.firstIndex(of: family) ?? 0
      if index < entries.count {
        add("script \(family.scripts!.joined(separator: ","))", family, entries[index])
      }
    }
    let lastFamilies = definition.lastResort
    var lastIndex = 0
    for family in lastFamilies where lastIndex < lastResort.count {
      add("last resort", family, lastResort[lastIndex])
      lastIndex += 1
    }
    return result
  }
}

/// Short number text for labels (`20`, `17.5`).
enum JSONNumber {
  static func short(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
