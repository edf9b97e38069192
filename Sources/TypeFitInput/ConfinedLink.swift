/// Where a symbolic link found in a walk leads, worked out one name at a time without ever
/// looking at a path outside the walk's roots or the folders that hold them.
///
/// `realpath(3)` answers the same question by asking the kernel about every name on the way,
/// wherever the link points, so whether it succeeds tells what exists outside the input: a link
/// `x.strings -> ../sub/../etc/passwd` (with `sub -> /`) resolves when `/etc/passwd` exists
/// and fails when it does not, and a report that words the two cases differently lets the
/// author of a pull request probe the machine that checks it. This resolution follows the
/// link's text name by name, as the kernel would (`path_resolution(7)`: `..` is taken from
/// the real folder reached so far, a link met on the way is expanded in place), but stops with
/// ``outside`` at the first name that is neither inside a root nor one of a root's parent
/// folders (which exist, so naming them tells nothing). Only paths inside a root are ever
/// passed to `lstat` or `readlink`, so the answer depends on nothing outside the input.
package enum ConfinedLink: Equatable {
  /// The link leads to this real path, inside one of the roots.
  case inside(String)
  /// The link leads nowhere inside the roots: a name on the way is missing or not a folder,
  /// its text is not UTF-8, or more than ``maximumExpansions`` links were expanded (a loop).
  case unresolvable
  /// The way leaves the roots (and their parent folders) somewhere, or ends at a parent
  /// folder of a root: said the same way whether or not the target exists.
  case outside

  /// Links expanded in one resolution before it counts as a loop: Linux's `MAXSYMLINKS`,
  /// 40 (`path_resolution(7)`, "Symbolic links").
  package static let maximumExpansions = 40

  /// Resolves the symbolic link at `link`, whose folder's real path is `folder`, against the
  /// real paths `roots` of the folders (or files) a walk was given.
  package static func resolve(_ link: String, inFolder folder: String, roots: [String]) -> ConfinedLink {
    guard let text = FileSystemPath.linkText(link, exact: true) else { return .unresolvable }
    var pending: [String] = []
    var current = folder
    // The link itself is the first expansion, as the kernel counts it: a chain of 41 links
    // was resolved here and refused by `open` (the thirty-sixth attack's A36-15).
    var expansions = 1
    push(text, onto: &pending, current: &current)
    while let name = pending.popLast() {
      if name == "." { continue }
      let next = name == ".." ? BytePath.absolute("..", from: current) : BytePath.join(current, name)
      guard roots.contains(where: { BytePath.isInside(next, $0) || BytePath.isInside($0, next) }) else {
        return .outside
      }
      if name == ".." {
        current = next
        continue
      }
      switch FileSystemPath.kindNotFollowing(next) {
      case nil:
        return .unresolvable
      case .symbolicLink:
        expansions += 1
        guard expansions <= maximumExpansions, let inner = FileSystemPath.linkText(next, exact: true) else {
          return .unresolvable
        }
        push(inner, onto: &pending, current: &current)
      case .folder:
        current = next
      case .regularFile, .other:
        guard pending.isEmpty else { return .unresolvable }
        current = next
      }
    }
    return roots.contains { BytePath.isInside(current, $0) } ? .inside(current) : .outside
  }

  /// Puts the names of a link's text on the stack, first name last (taken first); an absolute
  /// text starts again from `/`.
  private static func push(_ text: String, onto pending: inout [String], current: inout String) {
    if BytePath.isAbsolute(text) { current = "/" }
    pending += BytePath.names(of: text).reversed()
  }
}
