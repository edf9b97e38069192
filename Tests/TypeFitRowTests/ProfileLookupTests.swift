import Testing

@testable import TypeFitRow

@Suite("Profile constant lookup")
struct ProfileLookupTests {
  @Test("Every name's ordinal is its position in allCases, so array lookups hit the right constant")
  func ordinals() {
    for (index, name) in ProfileConstantName.allCases.enumerated() {
      #expect(name.ordinal == index)
    }
  }

  @Test("Subscripts read the constants' own values, also after an override")
  func subscriptsMatchConstants() throws {
    for profile in PlatformProfile.builtIn {
      for constant in profile.constants { #expect(profile[constant.name] == constant.value) }
    }
    let overridden = try PlatformProfile.ios18.overriding(["verticalMargin": 20])
    #expect(overridden[.verticalMargin] == 20)
  }
}
