/// Search and annotation output in the JSON contract: the top level's
/// `"listings":[{"origin","path","language","inputLine","lines":[{"number","text","context",
/// "break","matches":[{"start","end"}…],"blame":{"commit","author","date","originalLine",
/// "originalPath"}|null}…]}…]`, match ranges in UTF-8 bytes of `text` as rg gives them;
/// `language` is the one the lines were coloured as (null: plain).
extension JSONDiffRenderer {
  package func render(listing analyzed: AnalyzedListing) {
    listings.append((analyzed.listing, analyzed.language))
  }

  static func write(
    _ listings: [(listing: SourceListing, language: String?)], into j: inout JSONBuffer
  ) {
    j.bytes.append(0x5B)
    for (index, (listing, language)) in listings.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      j.bytes.append(0x0A)
      j.key("origin", first: true)
      j.string(listing.origin.rawValue)
      j.key("path")
      j.string(listing.path)
      j.key("language")
      if let language { j.string(language) } else { j.raw("null") }
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
          j.key("originalLine")
          j.number(blame.originalLine)
          j.key("originalPath")
          if let path = blame.originalPath { j.string(path) } else { j.raw("null") }
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
