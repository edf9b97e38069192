extension Device {
  /// Named iPhones and iPads with their portrait size in points and scale (Docs/References.md#metrics-5, §5).
  ///
  /// "(Display Zoom)" entries are the zoomed logical size: 402 pt phones become 320 pt wide
  /// and 440 pt phones 375 pt (atommclain table); their heights keep the aspect ratio
  /// [derived]. Device names follow the Xcode simulator names.
  public static let catalog: [Device] = [
    Device(
      name: "iPhone SE (1st generation)", family: .phone, portraitWidth: 320, portraitHeight: 568, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone 8", family: .phone, portraitWidth: 375, portraitHeight: 667, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone SE (2nd generation)", family: .phone, portraitWidth: 375, portraitHeight: 667, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone SE (3rd generation)", family: .phone, portraitWidth: 375, portraitHeight: 667, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone X", family: .phone, portraitWidth: 375, portraitHeight: 812, scale: 3,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone 11 Pro", family: .phone, portraitWidth: 375, portraitHeight: 812, scale: 3,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone 12 mini", family: .phone, portraitWidth: 375, portraitHeight: 812, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 13 mini", family: .phone, portraitWidth: 375, portraitHeight: 812, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 12", family: .phone, portraitWidth: 390, portraitHeight: 844, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 13", family: .phone, portraitWidth: 390, portraitHeight: 844, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 14", family: .phone, portraitWidth: 390, portraitHeight: 844, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 16e", family: .phone, portraitWidth: 390, portraitHeight: 844, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 17e", family: .phone, portraitWidth: 390, portraitHeight: 844, scale: 3,
      source:
        "atommclain/dot-files:screenRes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone 14 Pro", family: .phone, portraitWidth: 393, portraitHeight: 852, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 15", family: .phone, portraitWidth: 393, portraitHeight: 852, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 15 Pro", family: .phone, portraitWidth: 393, portraitHeight: 852, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 16", family: .phone, portraitWidth: 393, portraitHeight: 852, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 16 Pro", family: .phone, portraitWidth: 402, portraitHeight: 874, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 17", family: .phone, portraitWidth: 402, portraitHeight: 874, scale: 3,
      source:
        "atommclain/dot-files:screenRes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone 17 Pro", family: .phone, portraitWidth: 402, portraitHeight: 874, scale: 3,
      source:
        "atommclain/dot-files:screenRes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone 8 Plus", family: .phone, portraitWidth: 414, portraitHeight: 736, scale: 3,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone XR", family: .phone, portraitWidth: 414, portraitHeight: 896, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone 11", family: .phone, portraitWidth: 414, portraitHeight: 896, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone XS Max", family: .phone, portraitWidth: 414, portraitHeight: 896, scale: 3,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone 11 Pro Max", family: .phone, portraitWidth: 414, portraitHeight: 896, scale: 3,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPhone Air", family: .phone, portraitWidth: 420, portraitHeight: 912, scale: 3,
      source:
        "atommclain/dot-files:screenRes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone 12 Pro Max", family: .phone, portraitWidth: 428, portraitHeight: 926, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 13 Pro Max", family: .phone, portraitWidth: 428, portraitHeight: 926, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 14 Plus", family: .phone, portraitWidth: 428, portraitHeight: 926, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 14 Pro Max", family: .phone, portraitWidth: 430, portraitHeight: 932, scale: 3,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; atommclain/dot-files:screenRes.md [3rd-party]"
    ),
    Device(
      name: "iPhone 15 Plus", family: .phone, portraitWidth: 430, portraitHeight: 932, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 15 Pro Max", family: .phone, portraitWidth: 430, portraitHeight: 932, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 16 Plus", family: .phone, portraitWidth: 430, portraitHeight: 932, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 16 Pro Max", family: .phone, portraitWidth: 440, portraitHeight: 956, scale: 3,
      source: "atommclain/dot-files:screenRes.md [3rd-party]"),
    Device(
      name: "iPhone 17 Pro Max", family: .phone, portraitWidth: 440, portraitHeight: 956, scale: 3,
      source:
        "atommclain/dot-files:screenRes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPhone 16 Pro (Display Zoom)", family: .phone, portraitWidth: 320, portraitHeight: 695.7,
      scale: 3,
      isDisplayZoom: true,
      source:
        "width 402→320 pt: atommclain/dot-files:screenRes.md [3rd-party]; height 874 × 320/402 [derived]"),
    Device(
      name: "iPhone 17 (Display Zoom)", family: .phone, portraitWidth: 320, portraitHeight: 695.7, scale: 3,
      isDisplayZoom: true,
      source:
        "width 402→320 pt: atommclain/dot-files:screenRes.md [3rd-party]; height 874 × 320/402 [derived]"),
    Device(
      name: "iPhone 17 Pro (Display Zoom)", family: .phone, portraitWidth: 320, portraitHeight: 695.7,
      scale: 3,
      isDisplayZoom: true,
      source:
        "width 402→320 pt: atommclain/dot-files:screenRes.md [3rd-party]; height 874 × 320/402 [derived]"),
    Device(
      name: "iPhone 16 Pro Max (Display Zoom)", family: .phone, portraitWidth: 375, portraitHeight: 814.8,
      scale: 3,
      isDisplayZoom: true,
      source:
        "width 440→375 pt: atommclain/dot-files:screenRes.md [3rd-party]; height 956 × 375/440 [derived]"),
    Device(
      name: "iPhone 17 Pro Max (Display Zoom)", family: .phone, portraitWidth: 375, portraitHeight: 814.8,
      scale: 3,
      isDisplayZoom: true,
      source:
        "width 440→375 pt: atommclain/dot-files:screenRes.md [3rd-party]; height 956 × 375/440 [derived]"),
    Device(
      name: "iPad mini (6th generation)", family: .pad, portraitWidth: 744, portraitHeight: 1133, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad mini (A17 Pro)", family: .pad, portraitWidth: 744, portraitHeight: 1133, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad (6th generation)", family: .pad, portraitWidth: 768, portraitHeight: 1024, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad mini (5th generation)", family: .pad, portraitWidth: 768, portraitHeight: 1024, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad (9th generation)", family: .pad, portraitWidth: 810, portraitHeight: 1080, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad (10th generation)", family: .pad, portraitWidth: 820, portraitHeight: 1180, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPad Air (5th generation)", family: .pad, portraitWidth: 820, portraitHeight: 1180, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPad Air 11-inch", family: .pad, portraitWidth: 820, portraitHeight: 1180, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPad Pro 10.5-inch", family: .pad, portraitWidth: 834, portraitHeight: 1112, scale: 2,
      source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad Pro 11-inch (4th generation)", family: .pad, portraitWidth: 834, portraitHeight: 1194,
      scale: 2, source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad Pro 11-inch (M4)", family: .pad, portraitWidth: 834, portraitHeight: 1210, scale: 2,
      source: "ref 58208222142 [3rd-party]"),
    Device(
      name: "iPad Pro 12.9-inch (6th generation)", family: .pad, portraitWidth: 1024, portraitHeight: 1366,
      scale: 2, source: "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]"),
    Device(
      name: "iPad Air 13-inch", family: .pad, portraitWidth: 1024, portraitHeight: 1366, scale: 2,
      source:
        "alpatiev/swift_tools:iPhone_iPad_screen_sizes.md [3rd-party]; OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"
    ),
    Device(
      name: "iPad Pro 13-inch (M4)", family: .pad, portraitWidth: 1032, portraitHeight: 1376, scale: 2,
      source: "OpenSafari preset table, Xcode 26.4 simulator (ref 60245774769) [measured]"),
  ]
}
