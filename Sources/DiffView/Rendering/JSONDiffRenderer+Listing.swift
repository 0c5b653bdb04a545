/// Search and annotation output in the JSON contract: the top level's
/// `"listings":[{"origin","path","inputLine","lines":[{"number","text","context","break",
/// "matches":[{"start","end"}…],"blame":{"commit","author","date"}|null}…]}…]`, match ranges
/// in UTF-8 bytes of `text` as rg gives them.
extension JSONDiffRenderer {
  package func render(listing analyzed: AnalyzedListing) {
    listings.append(analyzed.listing)
  }

  static func write(_ listings: [SourceListing], into j: inout JSONBuffer) {
    j.bytes.append(0x5B)
    for (index, listing) in listings.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      j.bytes.append(0x0A)
      j.key("origin", first: true)
      j.string(listing.origin.rawValue)
      j.key("path")
      j.string(listing.path)
      j.key("inputLine")
      j.number(listing.inputLine)
      j.key("lines")
      j.bytes.append(0x5B)
      for (number, line) in listing.lines.enumerated() {
        if number > 0 { j.bytes.append(0x2C) }
        j.key("number", first: true)
        j.number(line.number)
        j.key("text")
        j.string(line.text)
        j.key("context")
        j.raw(line.isContext ? "true" : "false")
        j.key("break")
        j.raw(line.isBreak ? "true" : "false")
        j.key("matches")
        j.raw(
          "["
            + line.matches.map { "{\"start\":\($0.lowerBound),\"end\":\($0.upperBound)}" }.joined(
              separator: ",") + "]")
        j.key("blame")
        if let blame = line.blame {
          j.key("commit", first: true)
          j.string(blame.commit)
          j.key("author")
          j.string(blame.author)
          j.key("date")
          j.string(blame.date)
          j.bytes.append(0x7D)
        } else {
          j.raw("null")
        }
        j.bytes.append(0x7D)
      }
      j.bytes.append(0x5D)
      j.bytes.append(0x7D)
    }
    j.bytes.append(0x5D)
  }
}
