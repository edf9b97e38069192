import TypeFitRow

/// What a UIKit cell's branch gives the text it sets: the assignments that decide its line
/// limit, those of its other parts that reach it (detail or secondary text, font, image, the
/// configuration it is set on) and its accessory (``BranchTree``).
///
/// Texts of one shape are one row, the first the title and the others its alternatives: they
/// are measured alike. Texts of different shapes are rows of their own, so a `switch` case that
/// sets its own secondary text, accessory or cell style keeps them, while a `switch` of n cases
/// that differ only in their text stays one row (the nineteenth attack's A19-1 kept that
/// linear). Before, texts under one limit set after the `switch` were one row whatever their
/// branches set, and the first case's disclosure and value reached the others (the twenty-first
/// attack's A21-7).
struct BranchShape: Hashable {
  /// The positions of the limit assignments that decide the text's limit (`-1` first when more
  /// may run than were looked at).
  var limits: [Int]
  /// The positions of the other parts' assignments that reach the text, ascending.
  var parts: [Int]
  /// The accessory that reaches the text.
  var accessory: Accessory?
}
