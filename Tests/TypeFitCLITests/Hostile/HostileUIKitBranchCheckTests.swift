import Foundation
import Testing
import _TypeFitTestSupport

/// The nineteenth attack's A19-2 and A19-6 through `typefit check`: a `switch` case whose texts
/// sit in a nested `if`/`else` took the `default` case's two lines, so the case set unlimited got
/// a false TF001 error; and the `default` case's disclosure reached the one-line case's row, a
/// false TF001 error too (`/tmp/attack19/v2`, `acc`).
@Suite("Hostile input: UIKit per-branch rows in check")
struct HostileUIKitBranchCheckTests {
  static let swift = """
    import UIKit
    class A: UITableViewController {
      override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch ip.row {
        case 0:
          cell.textLabel?.text = NSLocalizedString("a", comment: "")
          cell.textLabel?.numberOfLines = 0
        case 2:
          if ip.section == 0 {
            cell.textLabel?.text = NSLocalizedString("b", comment: "")
          } else {
            cell.textLabel?.text = NSLocalizedString("c", comment: "")
          }
          cell.textLabel?.numberOfLines = 1
        default:
          cell.textLabel?.text = NSLocalizedString("d", comment: "")
          cell.textLabel?.numberOfLines = 2
        }
        return cell
      }
      func f(_ ip: IndexPath, cell: UITableViewCell) {
        switch ip.row {
        case 0:
          cell.textLabel?.text = NSLocalizedString("acc", comment: "")
          cell.textLabel?.numberOfLines = 1
        default:
          cell.textLabel?.text = NSLocalizedString("o", comment: "")
          cell.textLabel?.numberOfLines = 0
          cell.accessoryType = .disclosureIndicator
        }
      }
    }
    """

  @Test("no false TF001 on the unlimited case or the case without the disclosure; one note; exit 0")
  func perBranchCheck() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/A.swift", Self.swift)
    try folder.write(
      "App/en.lproj/Localizable.strings",
      """
      "a" = "Datenschutzeinstellungen und Sicherheit";
      "b" = "OK";
      "c" = "OK";
      "d" = "Hi";
      "acc" = "Datenschutz";
      "o" = "Info";

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let object = try run.jsonObject()
    let problems = object["problems"] as? [[String: Any]] ?? []
    #expect(
      problems.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" } == [
        "TF008 a: title wraps from xLarge in en"
      ])
    let results = object["results"] as? [[String: Any]] ?? []
    #expect(
      results.map { "\($0["key"] ?? "") \($0["roleReason"] ?? "")" } == [
        "a discovered: UITableViewCell textLabel at A.swift:7",
        "b discovered: UITableViewCell textLabel at A.swift:11",
        "c discovered: UITableViewCell textLabel at A.swift:11",
        "d discovered: UITableViewCell textLabel at A.swift:17",
        "acc discovered: UITableViewCell textLabel at A.swift:25",
        "o discovered: UITableViewCell textLabel at A.swift:28",
      ])
  }
}
