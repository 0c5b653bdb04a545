import IntentRenderCLI
import Testing

@Test func scansOptionsValuesAndPositionals() throws {
  var scanner = ArgumentScanner(["--width=40", "-o", "out.html", "-", "--", "--literal"])
  #expect(try scanner.next() == .option("--width"))
  #expect(try scanner.intValue(for: "--width", in: 1...1000) == 40)
  #expect(try scanner.next() == .option("-o"))
  #expect(try scanner.value(for: "-o") == "out.html")
  #expect(try scanner.next() == .positional("-"))
  #expect(try scanner.next() == .positional("--literal"))
  #expect(try scanner.next() == nil)
}

@Test func missingValueIsAUsageError() throws {
  var scanner = ArgumentScanner(["--width"])
  _ = try scanner.next()
  #expect(throws: CLIError.self) { try scanner.value(for: "--width") }
}

@Test func attachedValueOnAFlagIsAUsageError() throws {
  var scanner = ArgumentScanner(["--standalone=yes", "x"])
  #expect(try scanner.next() == .option("--standalone"))
  #expect(throws: CLIError.self) { try scanner.next() }
}
