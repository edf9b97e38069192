internal import CHarfBuzz

/// HarfBuzz shape plans kept by one ``ShapingContext``: one per face, direction, script,
/// language and feature set (`tnum` on or not, `ccmp` off or not), looked up by hash after the
/// plans of the last two calls.
///
/// `hb_shape` keeps its plans in a list on the face and walks the list on every call
/// (`hb_shape_plan_create_cached2` in HarfBuzz's `hb-shape-plan.cc`), so a run that shapes
/// in thousands of languages (private-use tags such as `de-x-00001`, one `.lproj` folder
/// each) costs time quadratic in the number of languages. Plans made here with
/// `hb_shape_plan_create2` and run with `hb_shape_plan_execute` give the same glyphs as
/// `hb_shape`, in O(1) per call; the cache is emptied when it holds ``maximumCount`` plans, so
/// its memory stays bounded too.
final class ShapePlanCache {
  private struct Key: Hashable {
    let face: ObjectIdentifier
    let direction: UInt32
    let script: UInt32
    /// HarfBuzz interns languages, so equal tags have equal pointers for the process's life.
    let language: UInt
    let tabularDigits: Bool
    let withoutComposition: Bool
  }

  /// Plans kept before the cache is emptied (a plan is a few kilobytes).
  static let maximumCount = 512

  /// Each plan with the face it was made for, kept alive while the plan is.
  private var plans: [Key: (face: FontFace, plan: OpaquePointer)] = [:]
  /// The keys and plans of the last two calls, the later first: a text's runs alternate
  /// between the two optical instances' faces with the same direction, script and language,
  /// and comparing six fields is cheaper than hashing them for the dictionary. Both `nil`
  /// before the first calls and after ``removeAll()``.
  private var last: (key: Key, plan: OpaquePointer)?
  private var beforeLast: (key: Key, plan: OpaquePointer)?
  /// The plans' direct shapers (``directPlan(face:script:language:tabularDigits:withoutComposition:)``),
  /// emptied with the plans, and the last one asked.
  private var directPlans: [Key: DirectShapingRun?] = [:]
  private var lastDirect: (key: Key, plan: DirectShapingRun?)?
  /// The faces' tables for direct shaping (shared by every context:
  /// ``LoadedFontFace/directShaping``) with this context's glyphs and advances asked, `nil`
  /// for a refused face.
  private var directFaces: [ObjectIdentifier: (face: FontFace, memo: DirectShapingMemo?)] = [:]
  /// The fonts buffers are shaped with: each face's font with its `cmap` remembered
  /// (``NominalGlyphFonts``), the same glyphs and advances.
  let fonts = NominalGlyphFonts()

  deinit { removeAll() }

  /// `ccmp` off for the whole run (a global user feature of value 0, which leaves the feature
  /// out of the plan: `hb_ot_map_builder_t::compile` in HarfBuzz's `src/hb-ot-map.cc`).
  static let withoutCompositionFeature = hb_feature_t(
    tag: hb_tag_t(CompositionRules.featureTag), value: 0, start: 0, end: UInt32.max)

  /// Shapes `buffer` (its direction, script and language already set) in `face`, with
  /// `tnum` on when `tabularDigits` and `ccmp` off when `withoutComposition`, as `hb_shape`
  /// would with those features.
  func shape(_ buffer: OpaquePointer, face: FontFace, tabularDigits: Bool, withoutComposition: Bool) {
    var properties = hb_segment_properties_t()
    hb_buffer_get_segment_properties(buffer, &properties)
    let plan = self.plan(
      properties: &properties, face: face, tabularDigits: tabularDigits,
      withoutComposition: withoutComposition
    ).plan
    let features = Self.features(tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    let font = fonts.font(for: face)
    _ = features.withUnsafeBufferPointer { list in
      hb_shape_plan_execute(plan, font, buffer, list.baseAddress, UInt32(list.count))
    }
  }

  /// The plan for `properties` in `face` with `tnum` on when `tabularDigits` and `ccmp` off
  /// when `withoutComposition`, made on first use, and its key.
  private func plan(
    properties: inout hb_segment_properties_t, face: FontFace, tabularDigits: Bool, withoutComposition: Bool
  ) -> (key: Key, plan: OpaquePointer) {
    let key = Key(
      face: ObjectIdentifier(face), direction: properties.direction.rawValue,
      script: properties.script.rawValue, language: UInt(bitPattern: properties.language),
      tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    let plan: OpaquePointer
    if let last, last.key == key {
      plan = last.plan
    } else if let earlier = beforeLast, earlier.key == key {
      plan = earlier.plan
      beforeLast = last
      last = earlier
    } else if let known = plans[key] {
      plan = known.plan
      beforeLast = last
      last = (key, plan)
    } else {
      if plans.count >= Self.maximumCount { removeAll() }
      let features = Self.features(tabularDigits: tabularDigits, withoutComposition: withoutComposition)
      var coordinateCount: UInt32 = 0
      let coordinates = hb_font_get_var_coords_normalized(face.hbFont, &coordinateCount)
      plan = features.withUnsafeBufferPointer { list in
        hb_shape_plan_create2(
          hb_font_get_face(face.hbFont), &properties, list.baseAddress, UInt32(list.count), coordinates,
          coordinateCount, nil)
      }
      plans[key] = (face, plan)
      beforeLast = last
      last = (key, plan)
    }
    return (key, plan)
  }

  /// What shapes runs of `face` left to right in `script` and `language` without HarfBuzz
  /// (``DirectShapingPlan``), for the plan those runs would be shaped with; `nil` when the face
  /// or the plan is refused. Worked out on first use.
  func directPlan(
    face: FontFace, script: hb_script_t, language: hb_language_t?, tabularDigits: Bool,
    withoutComposition: Bool
  ) -> DirectShapingRun? {
    var properties = hb_segment_properties_t()
    properties.direction = HB_DIRECTION_LTR
    properties.script = script
    properties.language = language
    let (key, plan) = self.plan(
      properties: &properties, face: face, tabularDigits: tabularDigits,
      withoutComposition: withoutComposition)
    if let lastDirect, lastDirect.key == key { return lastDirect.plan }
    let direct: DirectShapingRun?
    if let known = directPlans[key] {
      direct = known
    } else {
      let faceID = ObjectIdentifier(face)
      let memo: DirectShapingMemo?
      if let known = directFaces[faceID] {
        memo = known.memo
      } else {
        memo = face.loaded.directShaping.map { DirectShapingMemo(face: $0) }
        directFaces[faceID] = (face, memo)
      }
      direct = memo.flatMap { memo in
        DirectShapingPlan.make(plan: plan, face: memo.face).map { DirectShapingRun(plan: $0, memo: memo) }
      }
      directPlans[key] = direct
    }
    lastDirect = (key, direct)
    return direct
  }

  /// The user features of each combination, made once.
  private static let featureLists: [[hb_feature_t]] = [
    [], [ShapingContext.tabularDigitsFeature], [withoutCompositionFeature],
    [ShapingContext.tabularDigitsFeature, withoutCompositionFeature],
  ]

  private static func features(tabularDigits: Bool, withoutComposition: Bool) -> [hb_feature_t] {
    featureLists[(tabularDigits ? 1 : 0) + (withoutComposition ? 2 : 0)]
  }

  private func removeAll() {
    for entry in plans.values { hb_shape_plan_destroy(entry.plan) }
    plans.removeAll()
    last = nil
    beforeLast = nil
    directPlans.removeAll()
    lastDirect = nil
  }
}
