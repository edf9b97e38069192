// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
// (a fixture in SwiftGen's structured-swift5 shape, written for these tests)

import Foundation

public enum L10n {
  public enum Scene {
    public enum Settings {
      /// Settings
      public static let title = L10n.tr("Localizable", "Scene.Settings.Title", fallback: "Settings")
      /// Log out %@
      public static func logout(_ p1: Any) -> String {
        return L10n.tr("Localizable", "Scene.Settings.Logout", String(describing: p1), fallback: "Log out %@")
      }
      public enum Privacy {
        /// Privacy
        public static let title = L10n.tr("Privacy", "Scene.Settings.Privacy.Title", fallback: "Privacy")
      }
    }
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String
  {
    let format = Bundle.module.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
