internal import CHarfBuzz

/// HarfBuzz shape plans kept by one ``ShapingContext``: one per face, direction, script,
/// language and feature set, looked up by hash.
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
  }

  /// Plans kept before the cache is emptied (a plan is a few kilobytes).
  static let maximumCount = 512

  /// Each plan with the face it was made for, kept alive while the plan is.
  private var plans: [Key: (face: FontFace, plan: OpaquePointer)] = [:]

  deinit { removeAll() }

  /// Shapes `buffer` (its direction, script and language already set) in `face`, with
  /// `features`, as `hb_shape` would.
  func shape(_ buffer: OpaquePointer, face: FontFace, features: [hb_feature_t], tabularDigits: Bool) {
    var properties = hb_segment_properties_t()
    hb_buffer_get_segment_properties(buffer, &properties)
    let key = Key(
      face: ObjectIdentifier(face), direction: properties.direction.rawValue,
      script: properties.script.rawValue, language: UInt(bitPattern: properties.language),
      tabularDigits: tabularDigits)
    let plan: OpaquePointer
    if let known = plans[key] {
      plan = known.plan
    } else {
      if plans.count >= Self.maximumCount { removeAll() }
      var coordinateCount: UInt32 = 0
      let coordinates = hb_font_get_var_coords_normalized(face.hbFont, &coordinateCount)
      plan = features.withUnsafeBufferPointer { list in
        hb_shape_plan_create2(
          hb_font_get_face(face.hbFont), &properties, list.baseAddress, UInt32(list.count), coordinates,
          coordinateCount, nil)
      }
      plans[key] = (face, plan)
    }
    _ = features.withUnsafeBufferPointer { list in
      hb_shape_plan_execute(plan, face.hbFont, buffer, list.baseAddress, UInt32(list.count))
    }
  }

  private func removeAll() {
    for entry in plans.values { hb_shape_plan_destroy(entry.plan) }
    plans.removeAll()
  }
}
