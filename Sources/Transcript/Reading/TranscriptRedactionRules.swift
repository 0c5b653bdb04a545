import Foundation

/// The one list of what `--redact` replaces, in the order the rules run.
///
/// Secrets by their shape: private key blocks (PEM, OpenSSH, PGP), API keys and tokens with a
/// provider's prefix (OpenAI, Anthropic, AWS, GitHub, GitLab, Hugging Face, Google, Slack and
/// its webhooks, Stripe, SendGrid, npm, PyPI, DigitalOcean, Shopify, Groq, xAI, Perplexity,
/// OpenRouter, Replicate), JSON Web Tokens, `Authorization` credentials (`Bearer`, `Basic`,
/// `token`), passwords in URLs (`scheme://user:password@host`) and in `curl -u user:password`.
///
/// Secrets by their name: a value given to a name that ends in `password`, `passwd`,
/// `passphrase`, `pwd`, `secret`, `token`, `credential(s)`, `api_key`/`apikey`, or, after a
/// prefix, `key` or `pass` (`DB_PASSWORD`, `my_token`, `API_KEY`, `PRIVATE_KEY`, `AWS_KEY`,
/// `DB_PASS`), in any case, or in camelCase (`dbPassword`, `apiKey`, `clientSecret`,
/// `AccountKey`); written `NAME=V`, `export NAME='V'`, `NAME = "V"`, `NAME: V` (YAML),
/// `"NAME": "V"` (JSON), `NAME = "V"` (TOML), `NAME := V`, `NAME => V`, `--NAME V`, with any
/// spaces; a line of a numbered file view (`  12→NAME=V`) alike.
///
/// Deliberately not treated as secrets (they stay, and a test holds them):
/// - names where the word is not the last part or is plural (`TOKEN_LIMIT`, `MAX_TOKENS`,
///   `PASSWORD_MIN_LENGTH`, `KEYBOARD`), a bare `key` (`key: value` is YAML's commonest word),
///   and keys that are no secrets: `PUBLIC_KEY`, `*_PUBLIC_KEY`, `primary_key`, `foreign_key`,
///   `sort_key`, `partition_key`, `cache_key`, `hash_key`, `range_key`, `idempotency_key`;
/// - values that are not secrets but references or code: empty values, `${VAR}`, `$VAR`,
///   `%(name)s`, `{{ var }}`, `<placeholder>`, calls and subscripts (`getpass()`,
///   `os.environ[…]`), dotted names (`settings.SECRET_KEY`), comparisons (`==`), the type
///   names of annotations (`password: str`, `token: String`, `Optional[…]`) and `null`,
///   `None`, `nil`, `true`, `false`, `undefined`;
/// - identifiers that are not credentials: AWS access key ids under their own name
///   (`AWS_ACCESS_KEY_ID`; an `AKIA…` value is still replaced by its shape), commit hashes,
///   UUIDs, checksums, file paths, URLs without a password.
enum TranscriptRedactionRules {
  /// One rule: a kind, cheap triggers, a pattern and, for rules by name, a check of the name
  /// (capture 1, kept) and the value (the rest).
  struct Rule {
    let kind: String
    /// Substrings one of which a match must contain (checked before the regex runs).
    let triggers: [String]
    /// Whether the triggers are lower case and checked against the lower-cased text.
    var anyCase = false
    let pattern: Regex<AnyRegexOutput>
    /// Whether capture 1 (a header or a name) is kept before the secret.
    let keepsPrefix: Bool
    /// Whether a match is a secret (nil: every match is).
    let isSecret: (@Sendable (_ prefix: Substring, _ value: Substring) -> Bool)?
    /// Whether a match may hold a line break; the other rules' patterns use `[ \t]`, never
    /// `\s`, between their parts, so that each line can be redacted on its own.
    var spansLines = false
    /// A cheap necessary condition on a line for a match in it (nil: the triggers are all).
    var mayMatch: (@Sendable (Substring) -> Bool)?

    /// Whether `text` holds a trigger (`anyCase` rules: use `isTriggered(byLowercased:)`).
    func isTriggered<Text: StringProtocol>(by text: Text) -> Bool {
      triggers.contains { text.contains($0) }
    }

    /// Whether `lowered`, a lower-cased text, holds a trigger of an `anyCase` rule.
    func isTriggered(byLowercased lowered: String) -> Bool {
      triggers.contains { lowered.contains($0) }
    }
  }

  /// The last words of a secret's name, any case (`db_password`, `API_KEY`).
  static let nameWords =
    #"(?:password|passwd|passphrase|pwd|secret|token|credentials?|api[_\-]?key|apikey)"#
  /// A secret's name in snake, kebab, dotted or upper case: the words above after any prefix,
  /// or `key`/`pass` after one.
  static let snakeName =
    #"(?i:(?:[a-z0-9]+[_.\-])*\#(nameWords)|(?:[a-z0-9]+[_.\-])+(?:key|pass))"#
  /// A camelCase secret's name (`dbPassword`, `apiKey`, `clientSecret`, `AccountKey`).
  static let camelName =
    #"(?:[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*?)?(?:Password|Passwd|Passphrase|Secret|Token|ApiKey|PrivateKey|SecretKey|AccessKey|AccountKey|AuthKey)"#
  /// A value: quoted (any characters but its quote and a line break) or bare.
  static let value = #"(?:"[^"\n]*"|'[^'\n]*'|[^\s"'&,;]+)"#

  /// Lower-case substrings one of which every secret's name holds.
  static let nameTriggers = ["pass", "pwd", "secret", "token", "key", "credential"]

  /// Keys under secret-looking names that are no secrets.
  static let notSecretNames: Set<String> = [
    "publickey", "primarykey", "foreignkey", "sortkey", "partitionkey", "cachekey", "hashkey",
    "rangekey", "idempotencykey", "keyspass", "bypass", "compass", "surpass", "overpass",
  ]
  /// Bare values that are types, nothing or truth values, not secrets.
  static let notSecretValues: Set<String> = [
    "str", "string", "int", "bool", "bytes", "any", "none", "null", "nil", "true", "false",
    "undefined", "secretstr", "optional", "text", "varchar", "char", "number",
  ]

  /// Whether `name = value` gives a secret, by the lists above.
  static func isSecretAssignment(_ prefix: Substring, _ value: Substring) -> Bool {
    let name = prefix.unicodeScalars.filter {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
    let flat = String(String.UnicodeScalarView(name)).lowercased()
    if notSecretNames.contains(where: { flat.hasSuffix($0) }) { return false }
    let quoted = value.first == "\"" || value.first == "'"
    let inner = quoted ? value.dropFirst().dropLast() : value
    if inner.isEmpty || inner.hasPrefix("[REDACTED") { return false }
    // Templates and references name a secret kept elsewhere.
    if inner.hasPrefix("$") || inner.hasPrefix("%(") || inner.hasPrefix("{{")
      || inner.hasPrefix("<") && (!quoted || inner.hasSuffix(">"))
    {
      return false
    }
    if quoted { return true }
    if let first = inner.first, "=([{".contains(first) { return false }
    if inner.contains(where: { "()[]{}".contains($0) }) { return false }
    if notSecretValues.contains(inner.lowercased()) { return false }
    // `settings.SECRET_KEY`, `config.token`: a dotted name is code, not a value.
    let parts = inner.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count > 1,
      parts.allSatisfy({ part in
        guard let head = part.first, head.isLetter || head == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    {
      return false
    }
    return true
  }

  /// Whether `line` may hold a secret by its name: a run of name characters holding a trigger,
  /// followed by `=`/`:` (after an optional quote and spaces), or starting with `-` and followed
  /// by a space or tab (an option). A name ends where its run does, since what the rules allow
  /// after a name is never a name character; a non-ASCII character counts as a name character
  /// that may hold a trigger (case folding maps some of them to ASCII letters).
  @Sendable static func mayHoldNamedSecret(_ line: Substring) -> Bool {
    let bytes = Array(line.utf8)
    var index = 0
    while index < bytes.count {
      guard isNameByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      var unusual = false
      while index < bytes.count, isNameByte(bytes[index]) {
        if bytes[index] >= 0x80 { unusual = true }
        index += 1
      }
      var after = index
      let option =
        bytes[start] == UInt8(ascii: "-") && after < bytes.count
        && (bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t"))
      if after < bytes.count,
        bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'")
      {
        after += 1
      }
      while after < bytes.count,
        bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t")
      {
        after += 1
      }
      let assignment =
        after < bytes.count
        && (bytes[after] == UInt8(ascii: "=") || bytes[after] == UInt8(ascii: ":"))
      guard option || assignment else { continue }
      if unusual { return true }
      let run = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
      if nameTriggers.contains(where: { run.contains($0) }) { return true }
    }
    return false
  }

  /// `[A-Za-z0-9_.-]` and every byte of a non-ASCII character.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xFF: return true
    case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
    default: return false
    }
  }

  /// Every rule, in the order they run (shapes first, so a provider's key under a secret's
  /// name is named for the provider).
  static func all() -> [Rule] {
    func rule(
      _ kind: String, _ triggers: [String], _ pattern: String, keepsPrefix: Bool = false,
      isSecret: (@Sendable (Substring, Substring) -> Bool)? = nil
    ) -> Rule {
      // The patterns are constants of this file: a failure here is a programming error.
      Rule(
        kind: kind, triggers: triggers, pattern: try! Regex(pattern), keepsPrefix: keepsPrefix,
        isSecret: isSecret)
    }
    func byName(_ kind: String, _ pattern: String) -> Rule {
      var named = rule(kind, nameTriggers, pattern, keepsPrefix: true, isSecret: isSecretAssignment)
      named.anyCase = true
      named.mayMatch = mayHoldNamedSecret
      return named
    }
    let name = "(?:\(snakeName)|\(camelName))"
    var privateKey = rule(
      "private key", ["PRIVATE KEY-----", "PRIVATE KEY BLOCK-----"],
      #"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)"#
    )
    privateKey.spansLines = true
    return [
      privateKey,
      rule("Anthropic API key", ["sk-ant-"], #"sk-ant-[A-Za-z0-9_\-]{20,}"#),
      rule("OpenRouter API key", ["sk-or-"], #"\bsk-or-(?:v1-)?[A-Za-z0-9]{20,}"#),
      rule("OpenAI API key", ["sk-"], #"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"#),
      rule("AWS access key", ["AKIA", "ASIA"], #"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"#),
      rule(
        "GitHub token", ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
        #"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"#),
      rule("GitLab token", ["glpat-"], #"\bglpat-[A-Za-z0-9_\-]{20,}"#),
      rule("Hugging Face token", ["hf_"], #"\bhf_[A-Za-z0-9]{30,}"#),
      rule(
        "AWS secret access key",
        ["aws_secret_access_key", "AWS_SECRET_ACCESS_KEY", "SecretAccessKey"],
        #"((?i)\b(?:aws_secret_access_key|secretaccesskey)\b[\"']?[ \t]*[:=][ \t]*[\"']?)[A-Za-z0-9/+=]{16,}"#,
        keepsPrefix: true),
      rule("Google API key", ["AIza"], #"\bAIza[0-9A-Za-z_\-]{35}"#),
      rule(
        "Google OAuth secret", ["GOCSPX-", "ya29."],
        #"\b(?:GOCSPX-[A-Za-z0-9_\-]{20,}|ya29\.[A-Za-z0-9_\-]{20,})"#),
      rule("Slack token", ["xox"], #"\bxox[baprse]-[A-Za-z0-9\-]{10,}"#),
      rule(
        "Slack webhook", ["hooks.slack.com/"],
        #"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_\-]{20,}"#),
      rule(
        "Stripe key", ["_live_", "_test_", "whsec_"],
        #"\b(?:[sr]k_(?:live|test)_[0-9A-Za-z]{16,}|whsec_[0-9A-Za-z]{24,})"#),
      rule("SendGrid API key", ["SG."], #"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"#),
      rule("npm token", ["npm_"], #"\bnpm_[A-Za-z0-9]{36}\b"#),
      rule("PyPI token", ["pypi-"], #"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{20,}"#),
      rule("DigitalOcean token", ["dop_v1_", "doo_v1_"], #"\bdo[op]_v1_[a-f0-9]{64}\b"#),
      rule(
        "Shopify token", ["shpat_", "shpss_", "shpca_", "shppa_"],
        #"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b"#),
      rule("Groq API key", ["gsk_"], #"\bgsk_[A-Za-z0-9]{40,}"#),
      rule("xAI API key", ["xai-"], #"\bxai-[A-Za-z0-9]{40,}"#),
      rule("Perplexity API key", ["pplx-"], #"\bpplx-[A-Za-z0-9]{40,}"#),
      rule("Replicate token", ["r8_"], #"\br8_[A-Za-z0-9]{37}\b"#),
      rule(
        "bearer token", ["Bearer", "bearer", "BEARER"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?[ \t]*[:=][ \t]*[\"']?(?i:bearer)[ \t]+|\b(?i:bearer)[ \t]+)(?!\[REDACTED)[A-Za-z0-9._~+/=\-]{12,}"#,
        keepsPrefix: true),
      rule(
        "JSON Web Token", ["eyJ"],
        #"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"#),
      // GitHub's older scheme: `Authorization: token ghp_…` (or any opaque token).
      rule(
        "authorization token", ["uthorization", "UTHORIZATION"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?[ \t]*[:=][ \t]*[\"']?[Tt]oken[ \t]+)(?!\[REDACTED)[A-Za-z0-9._~+/=\-]{8,}"#,
        keepsPrefix: true),
      rule(
        "basic credentials", ["uthorization", "UTHORIZATION"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?[ \t]*[:=][ \t]*[\"']?[Bb]asic[ \t]+)[A-Za-z0-9+/=]{8,}"#,
        keepsPrefix: true),
      rule(
        "credentials in a URL", ["://"],
        #"(\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:)(?!\[REDACTED)[^\s/@]+(?=@)"#,
        keepsPrefix: true),
      rule(
        "credentials option", ["-u ", "--user "],
        #"((?:\s|^)(?:-u|--user)[ \t]+["']?[^\s:"']+:)(?!\[REDACTED)[^\s"'@]+"#, keepsPrefix: true),
      // A line may carry the line number a file viewer put before it (Claude Code's Read:
      // `     1→KEY=value`, `cat -n`: `     1<tab>KEY=value`).
      byName(
        "environment secret",
        #"((?m)^[ \t]*(?:\d+(?:→|\t))?[ \t]*(?:export[ \t]+)?\#(snakeName)[ \t]*=[ \t]*)(?!\[REDACTED)(?:"[^"\n]*"|'[^'\n]*'|\S+)"#
      ),
      byName(
        "secret option", #"((?:\s|^)--?\#(name)[ \t]+)(?!\[REDACTED)(?!-)\#(value)"#),
      byName(
        "password or token assignment",
        #"(["']?\b_*\#(name)["']?[ \t]*(?::=|=>|=|:)[ \t]*)(?!\[REDACTED)\#(value)"#),
    ]
  }
}
