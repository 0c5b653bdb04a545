import Testing
import Transcript

@Suite struct ISOTimestampTests {
  @Test func parsesZonesAndFractions() throws {
    let utc = try #require(ISOTimestamp("2026-04-10T14:00:03.250Z"))
    let offset = try #require(ISOTimestamp("2026-04-10T16:00:03.25+02:00"))
    #expect(utc.secondsSinceEpoch == offset.secondsSinceEpoch)
    #expect(utc.displayText == "2026-04-10 14:00 UTC")
    #expect(ISOTimestamp("1970-01-01T00:00:00Z")?.secondsSinceEpoch == 0)
    #expect(ISOTimestamp("2024-02-29")?.displayText == "2024-02-29 00:00 UTC")
    #expect(ISOTimestamp("1969-12-31T23:59:00Z")?.displayText == "1969-12-31 23:59 UTC")
  }

  @Test(arguments: [
    "", "yesterday", "2026-13-01T00:00Z", "2026-04-10T25:00Z", "2026-04-10T10:00Zjunk",
  ])
  func rejectsNonTimestamps(text: String) {
    #expect(ISOTimestamp(text) == nil)
  }
}
