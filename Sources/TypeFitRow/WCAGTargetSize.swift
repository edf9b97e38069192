/// How a touch target fares under WCAG 2.2 SC 2.5.8 Target Size (Minimum), Level AA.
///
/// 1 CSS px is 1 pt in iOS Safari (Docs/References.md#metrics-6, §6), so the 24 CSS px minimum is 24 pt.
public enum WCAGTargetSizeOutcome: Sendable, Hashable, Codable {
  /// At least 24 × 24 pt.
  case meetsMinimum
  /// Smaller, but the 24 pt circle centred on it meets no other target: the SC's spacing
  /// exception holds. `clearance` is the distance in points from its centre to the nearest
  /// other target, `nil` when there is none.
  case spacingException(clearance: Double?)
  /// Smaller, and the 24 pt circle meets another target (`nearest`, at `clearance` points from
  /// the centre; 0 when the centre lies inside it).
  case fails(nearest: TouchTargetKind, clearance: Double)

  /// Whether the target satisfies SC 2.5.8.
  public var passes: Bool {
    if case .fails = self { return false }
    return true
  }
}

/// The geometry of SC 2.5.8's spacing exception, from real frames.
enum WCAGTargetSize {
  /// Assesses `target` against the other targets of the row.
  ///
  /// The exception (Docs/References.md#metrics-6, §6): a circle of diameter `minimum` centred on the undersized
  /// target's bounding box must not intersect another target, nor the circle of another
  /// undersized target (centres at least `minimum` apart). Neighbouring rows are assumed to be
  /// like this one: when the row itself is a target it contains the accessory, so the circle
  /// always meets it.
  static func assess(_ target: TouchTarget, among others: [TouchTarget], minimum: Double)
    -> WCAGTargetSizeOutcome
  {
    let frame = target.frame
    guard frame.width < minimum || frame.height < minimum else { return .meetsMinimum }
    let radius = minimum / 2
    let center = frame.center
    var nearest: (kind: TouchTargetKind, clearance: Double)?
    var nearestFailing: (kind: TouchTargetKind, clearance: Double)?
    for other in others where other != target {
      let clearance = other.frame.distance(toX: center.x, y: center.y)
      let otherCenter = other.frame.center
      let dx = otherCenter.x - center.x
      let dy = otherCenter.y - center.y
      let otherUndersized = other.frame.width < minimum || other.frame.height < minimum
      let centerDistance = (dx * dx + dy * dy).squareRoot()
      if clearance < radius || (otherUndersized && centerDistance < minimum) {
        if nearestFailing == nil || clearance < nearestFailing!.clearance {
          nearestFailing = (other.kind, clearance)
        }
      }
      if nearest == nil || clearance < nearest!.clearance { nearest = (other.kind, clearance) }
    }
    if let failing = nearestFailing { return .fails(nearest: failing.kind, clearance: failing.clearance) }
    return .spacingException(clearance: nearest?.clearance)
  }
}
