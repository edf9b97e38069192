import Testing

@testable import TypeFitText

/// ``InstanceOrder`` gives the order of the stable sort it replaced in `ShapingContext.prepare`.
@Suite struct InstanceOrderTests {
  /// The sort `ShapingContext.prepare` used before: picked instances first, ascending within.
  private func sorted(_ count: Int, _ isPicked: (Int) -> Bool) -> [Int] {
    (0..<count).sorted { a, b in isPicked(a) != isPicked(b) ? isPicked(a) : a < b }
  }

  @Test func pickedInstanceGoesFirst() {
    #expect(Array(InstanceOrder(count: 2) { $0 == 1 }) == [1, 0])
    #expect(Array(InstanceOrder(count: 2) { $0 == 0 }) == [0, 1])
    #expect(Array(InstanceOrder(count: 3) { $0 == 2 }) == [2, 0, 1])
  }

  @Test func noneOrEveryPickedKeepsIndexOrder() {
    #expect(Array(InstanceOrder(count: 3) { _ in false }) == [0, 1, 2])
    #expect(Array(InstanceOrder(count: 3) { _ in true }) == [0, 1, 2])
    #expect(Array(InstanceOrder(count: 0) { _ in true }).isEmpty)
    #expect(Array(InstanceOrder(count: 1) { _ in false }) == [0])
  }

  @Test func sameOrderAsTheSortForEveryMaskOfSixInstances() {
    for mask in 0..<64 {
      let isPicked = { (index: Int) in mask & (1 << index) != 0 }
      #expect(Array(InstanceOrder(count: 6, first: isPicked)) == sorted(6, isPicked))
    }
  }

  @Test func moreThanSixtyFourInstancesUseTheList() {
    let isPicked = { (index: Int) in index % 7 == 3 }
    let order = Array(InstanceOrder(count: 70, first: isPicked))
    #expect(order == sorted(70, isPicked))
    #expect(order.prefix(3) == [3, 10, 17])
    #expect(order.count == 70)
    let edge = Array(InstanceOrder(count: 64) { $0 == 63 })
    #expect(edge.first == 63)
    #expect(edge.dropFirst() == ArraySlice(0..<63))
  }
}
