import Testing
import TypeFitInput
import TypeFitRow

@Suite struct ProfileTests {
  @Test("Every built-in profile carries a source and summary for every constant")
  func sourced() {
    for profile in PlatformProfile.builtIn {
      for name in ProfileConstantName.allCases where name != .subtitleLineLimit {
        let constant = profile.constant(name)
        #expect(constant != nil, "\(profile.id) lacks \(name)")
        #expect(constant?.source.isEmpty == false)
        #expect(constant?.summary.isEmpty == false)
      }
    }
  }

  @Test("iOS 26 differs from iOS 18 in minimum height, margins and secondary padding")
  func ios26() {
    let old = PlatformProfile.ios18
    let new = PlatformProfile.ios26
    #expect(old[.minimumHeightLeadingMultiplier] == 2 && old[.minimumHeightAddend] == 0)
    #expect(new[.minimumHeightLeadingMultiplier] == 1 && new[.minimumHeightAddend] == 30)
    #expect(old[.verticalMargin] == 11 && new[.verticalMargin] == 15)
    #expect(old[.textToSecondaryVerticalPadding] == 3 && new[.textToSecondaryVerticalPadding] == 4)
    #expect(PlatformProfile.ods[.subtitleLineLimit] == 1)
    #expect(old.constant(.subtitleLineLimit) == nil)
  }

  @Test("Overrides replace values by name, ignoring case, and mark them unconfirmed")
  func overrides() throws {
    let profile = try PlatformProfile.ios18.overriding([
      "texttosecondaryhorizontalpadding": 12, "subtitleLineLimit": 2,
    ])
    #expect(profile[.textToSecondaryHorizontalPadding] == 12)
    #expect(profile.constant(.textToSecondaryHorizontalPadding)?.confidence == .unconfirmed)
    #expect(profile.constant(.textToSecondaryHorizontalPadding)?.source.contains("built-in value 8") == true)
    #expect(profile[.subtitleLineLimit] == 2)
  }

  @Test("An unknown constant is an error with a suggestion")
  func unknownConstant() {
    do {
      _ = try PlatformProfile.ios18.overriding(["imageToTextPading": 12])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("Did you mean 'imageToTextPadding'?"))
    }
  }

  @Test(
    "Out-of-range override values are errors",
    arguments: [
      ("verticalMargin", -1.0), ("minimumHeightCategoryCap", 12), ("subtitleLineLimit", 0.5),
      ("accessibilityLayoutStacksValue", 2), ("horizontalMargin", .infinity),
    ])
  func invalidValues(name: String, value: Double) {
    #expect(throws: RowModelError.self) { try PlatformProfile.ios18.overriding([name: value]) }
  }

  @Test("Profiles are found by id, ignoring case; unknown ids list the valid ones")
  func lookup() throws {
    #expect(try PlatformProfile.named("IOS26").id == "ios26")
    do {
      _ = try PlatformProfile.named("ios19")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("ios18, ios26, ods"))
    }
  }
}

@Suite struct DeviceTests {
  @Test("Devices are found by name ignoring case and spacing")
  func lookup() throws {
    let device = try Device.named("  iphone   17 pro MAX ")
    #expect(device.portraitWidth == 440 && device.portraitHeight == 956 && device.scale == 3)
    #expect(try Device.named("iPhone SE (3rd generation)").portraitWidth == 375)
  }

  @Test("An unknown device is an error listing the names")
  func unknown() {
    do {
      _ = try Device.named("iPhone 99")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("iPhone SE (3rd generation)"))
    }
  }

  @Test("Display Zoom makes 402 pt phones 320 pt and 440 pt phones 375 pt wide")
  func displayZoom() throws {
    #expect(try Device.named("iPhone 17 Pro (Display Zoom)").portraitWidth == 320)
    #expect(try Device.named("iPhone 17 Pro Max (Display Zoom)").portraitWidth == 375)
    #expect(Device.catalog.filter(\.isDisplayZoom).allSatisfy { $0.name.hasSuffix("(Display Zoom)") })
  }

  @Test("Device names are unique")
  func unique() {
    let names = Device.catalog.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count)
  }

  @Test(
    "Margins are 16 pt up to 375 pt wide and 20 pt above",
    arguments: [(320.0, 16.0), (375, 16), (390, 20), (440, 20), (1024, 20)])
  func margins(width: Double, margin: Double) {
    #expect(LayoutContext(device: .width(width)).horizontalMargin == margin)
  }

  @Test("Inset grouped lists inset the row by the margin; plain lists do not")
  func rowWidth() {
    #expect(LayoutContext(device: .width(440), listStyle: .insetGrouped).rowWidth == 400)
    #expect(LayoutContext(device: .width(440), listStyle: .plain).rowWidth == 440)
    #expect(LayoutContext(device: .width(375), listStyle: .sidebar).rowWidth == 343)
  }

  @Test("Landscape swaps width and height")
  func landscape() throws {
    let context = LayoutContext(device: try Device.named("iPhone 17 Pro"), orientation: .landscape)
    #expect(context.screenWidth == 874 && context.screenHeight == 402)
  }
}

@Suite struct ParsingTests {
  @Test(
    "Leading content specs parse",
    arguments: [
      ("none", LeadingContent.none), ("symbol", .symbol), ("Icon", .symbol),
      ("image:40x40:circular", .image(ImageSpec(width: 40, height: 40, shape: .circular))),
      ("image:64x36:WIDE", .image(ImageSpec(width: 64, height: 36, shape: .wide))),
      ("image:28x28", .image(ImageSpec(width: 28, height: 28, shape: .square))),
      ("image:40X1e1", .image(ImageSpec(width: 40, height: 10, shape: .square))),
      ("image:1000x1", .image(ImageSpec(width: 1000, height: 1, shape: .square))),
    ])
  func leading(text: String, expected: LeadingContent) throws {
    #expect(try LeadingContent(parsing: text) == expected)
  }

  @Test(
    "Bad leading specs are errors",
    arguments: [
      "picture", "image:40", "image:0x40", "image:40x40:oval", "symbol:3",
      // Sides are read as every number from outside is (InputNumber): `Double(_:)` took these.
      "image:+40x40", "image:40x1e1x", "image:1000.0000000000000001x40", "image: 40x40", "image:40x-0",
      "image:40xinf", "image:" + String(repeating: "4", count: 70) + "x40",
    ])
  func badLeading(text: String) {
    #expect(throws: RowModelError.self) { try LeadingContent(parsing: text) }
  }

  @Test("Accessories and list styles parse, with errors listing valid names")
  func names() throws {
    #expect(try Accessory(parsing: "info") == .infoButton)
    #expect(try Accessory(parsing: "detail-disclosure") == .detailDisclosure)
    // UIKit's names as UIKit draws them (A82-9): `.detailButton` is the info button alone.
    #expect(try Accessory(parsing: "detailButton") == .infoButton)
    #expect(try Accessory(parsing: "detailDisclosureButton") == .detailDisclosure)
    #expect(try ListStyle(parsing: "inset-grouped") == .insetGrouped)
    do {
      _ = try ListStyle(parsing: "insetGroupd")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("Did you mean 'insetGrouped'?"))
    }
    #expect(throws: RowModelError.self) { try Accessory(parsing: "star") }
  }
}
