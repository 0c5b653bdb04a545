import Testing
import Transcript

/// The redaction rules, one secret shape at a time.
@Suite struct TranscriptRedactorTests {
  @Test func envLinesInsideANumberedFileView() {
    let redactor = TranscriptRedactor()
    // Claude Code's Read result (`→`) and `cat -n` output (a tab).
    let text = redactor.redact(
      "     1→OPENAI_API_KEY=sk-abc\n     2→SECRET_KEY=django-insecure-xyz\n"
        + "     3\tDB_PASSWORD=supersecret\n     4→NAME=visible")
    #expect(
      text
        == "     1→OPENAI_API_KEY=[REDACTED:environment secret]\n"
        + "     2→SECRET_KEY=[REDACTED:environment secret]\n"
        + "     3\tDB_PASSWORD=[REDACTED:environment secret]\n     4→NAME=visible")
  }

  @Test(arguments: [
    (
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "aws_secret_access_key = [REDACTED:AWS secret access key]"
    ),
    (
      #""SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY""#,
      #""SecretAccessKey": "[REDACTED:AWS secret access key]""#
    ),
    ("push with glpat-AbCdEfGhIjKlMnOpQrSt12", "push with [REDACTED:GitLab token]"),
    ("HF hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567 set", "HF [REDACTED:Hugging Face token] set"),
    (
      "curl -H 'Authorization: token 0123456789abcdef0123'",
      "curl -H 'Authorization: token [REDACTED:authorization token]'"
    ),
    // A value another rule replaced is not replaced twice.
    (
      "OPENAI_API_KEY=sk-proj-AbCdEfGhIjKlMnOpQrStUvWx",
      "OPENAI_API_KEY=[REDACTED:OpenAI API key]"
    ),
  ])
  func providerSecrets(text: String, expected: String) {
    #expect(TranscriptRedactor().redact(text) == expected)
  }

  /// The spellings the hardening review found kept (issue #30 item 7), each replaced.
  @Test(arguments: [
    "PASSWORD=V", "export PASSWORD='V'", "TOKEN=V", "SECRET=V", "PASSWD=V", "TOKEN: V",
    "db_password=V", "app_password = V", "my_token=V", "Api_Key = \"V\"", "\"password\": \"V\"",
  ])
  func secretNamesInAnyCaseAndForm(text: String) {
    let redacted = TranscriptRedactor().redact(text)
    #expect(redacted.contains("[REDACTED:"), "\(redacted)")
    #expect(!redacted.replacingOccurrences(of: "[REDACTED:", with: "").contains("V"), "\(redacted)")
  }
}
