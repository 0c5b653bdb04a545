import RenderSupport
import Testing

@Suite struct InertTextTests {
  @Test func controlsBecomeEscapes() {
    #expect(InertText.escape("a\u{1B}]0;T\u{07}b") == "a\\e]0;T\\u{7}b")
    #expect(InertText.escape("x\ny\r\tz") == "x\\ny\\r\\tz")
    #expect(InertText.escape("\u{9B}2J\u{7F}\u{85}") == "\\u{9b}2J\\u{7f}\\u{85}")
    #expect(InertText.escape("rtl\u{202E}txt\u{2066}") == "rtl\\u{202e}txt\\u{2066}")
  }

  @Test func otherTextIsKept() {
    let text = "日本語 🎉 é naïve \\e [x] 'quoted'"
    #expect(InertText.escape(text) == text)
  }
}
