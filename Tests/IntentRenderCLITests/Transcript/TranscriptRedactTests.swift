import Foundation
import MarkdownRender
import TestSupport
import Testing

/// `--redact` and `--local-time` through the command line.
@Suite struct TranscriptRedactTests {
  static let secrets = #"""
    {"format": "intent-transcript", "version": 1, "title": "Deploy with token=abcd1234efgh",
     "messages": [
      {"role": "user", "timestamp": "2026-07-01T12:00:00Z", "blocks": [{"type": "text",
       "text": "Key sk-proj-AbCdEfGhIjKlMnOpQrStUvWx, AWS AKIAABCDEFGHIJKLMNOP, sk-ant-api03-abcdefghijklmnopqrstuv."}]},
      {"role": "assistant", "timestamp": "2026-07-01T12:00:05Z", "blocks": [
       {"type": "tool_call", "id": "c1", "name": "Bash", "arguments": {"command":
        "curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig' https://ada:hunter22@api.example.com/x"}},
       {"type": "tool_result", "call_id": "c1", "content":
        "DATABASE_PASSWORD=s3cr3t!\nNAME=visible\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n-----END OPENSSH PRIVATE KEY-----\npassword: \"p@ssw0rd\""},
       {"type": "text", "text": "Sent Authorization: Basic YWRhOmh1bnRlcjI= to the API."}]}]}
    """#

  @Test func secretsAreReplacedAndCountedByKind() throws {
    for format in ["html", "text"] {
      let (code, out, err) = runCLI(
        ["transcript", "-", "--format", format, "--expand", "--redact"], stdin: Self.secrets)
      #expect(code == 0, "\(err)")
      for secret in [
        "AbCdEfGhIjKlMnOp", "AKIAABCDEFGHIJKLMNOP", "abcdefghijklmnopqrstuv",
        "eyJhbGciOiJIUzI1NiJ9",
        "hunter22", "s3cr3t", "b3BlbnNzaC1rZXk", "p@ssw0rd", "YWRhOmh1bnRlcjI", "abcd1234efgh",
      ] {
        #expect(!out.contains(secret), "\(format): \(secret) left in the output")
      }
      #expect(out.contains("NAME=visible"))
      #expect(out.contains("[REDACTED:OpenAI API key]"))
      #expect(out.contains("Authorization: Bearer [REDACTED:bearer token]"))
      #expect(
        err.contains(
          "redacted 10: password or token assignment ×2, AWS access key ×1, Anthropic API key ×1, "
            + "OpenAI API key ×1, basic credentials ×1, bearer token ×1, credentials in a URL ×1, "
            + "environment secret ×1, private key ×1"), "\(err)")
    }
    // Without the flag nothing is replaced.
    let (_, plain, plainErr) = runCLI(
      ["transcript", "-", "--format", "text", "--expand"], stdin: Self.secrets)
    #expect(plain.contains("hunter22") && !plainErr.contains("redacted"))
  }

  @Test func localTimeFollowsTheZoneOfEachInstant() throws {
    // TZ is read by Foundation at first use; the child process sees it from the start.
    var run = ProcessRun(["transcript", "-", "--format", "text", "--local-time"])
    run.input = .data(Data(Self.secrets.utf8))
    run.environment = ProcessInfo.processInfo.environment.merging(["TZ": "Europe/Paris"]) { $1 }
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdoutText.contains("Started: 2026-07-01 14:00 +02:00"))
    let (_, utc, _) = runCLI(["transcript", "-", "--format", "text"], stdin: Self.secrets)
    #expect(utc.contains("Started: 2026-07-01 12:00 UTC"))
  }
}
