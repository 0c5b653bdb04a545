#!/usr/bin/env python3
"""Checks that the asset cache changes no output: every Linguist language that has a grammar
is highlighted three times, without the cache (INTENT_RENDER_NO_CACHE=1), with an empty cache
(cold: it is filled) and with the filled one (warm), and the three JSON outputs must be
byte-identical.

    scripts/bench/cache-differential.py [BINARY]    # default: .build/release/intent-render

The text of each run is a mixed sample (comments, strings, numbers, markup, regexes, keywords
of many languages) followed by this repository's own files of that language when it has some,
so most rules of most grammars are reached. Standard library only; exits 1 on a difference.
"""
import json
import os
import subprocess
import sys
import tempfile

SAMPLE = r'''#!/usr/bin/env sh
// line comment /* block */ # hash comment -- dash comment ; semicolon comment
/** doc @param x */ (* ml *) {- hs -} <!-- html --> %% erl
import foo.bar; from x import y; use std::io; package main; module M where
def f(x): return x + 1  # python
function g(a, b) { return `t${a}` + "s\n" + 's' + /re[g]+x/gi; }
fn h<'a>(v: &'a str) -> Option<i32> { let n = 0x1F_u8; None }
int main(void) { printf("%d\n", 42); return 0; }
SELECT a, b FROM t WHERE c = 'd' AND e > 1.5e3;
<div class="x" id='y'>&amp; text <b>bold</b></div>
key: value
  - item: [1, 2, {a: b}]
[section]
name = "value"
\begin{document} $x^2$ \end{document}
# Heading
*emphasis* **strong** `code` [link](http://example.com)
if x then y else z end; while true do done; case $1 in a) ;; esac
@decorator class C(Base): pass
'''


def run(binary, language, text, environment):
    completed = subprocess.run(
        [binary, "highlight", "-", "--language", language, "--format", "json",
         "--max-runs", "100000000"],
        input=text.encode(), capture_output=True, env=environment, timeout=120)
    return completed.returncode, completed.stdout


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/intent-render"
    # The table of `languages`: columns start where the header's words do.
    table = subprocess.run([binary, "languages"], capture_output=True, check=True,
                           text=True).stdout.splitlines()
    header = table[0]
    columns = [header.index(word) for word in ("NAME", "ALIASES", "EXTENSIONS", "SCOPE")]
    languages = []
    for line in table[1:]:
        cells = [line[start:end].strip() for start, end in
                 zip(columns, columns[1:] + [len(line) + 1])]
        languages.append({"name": cells[0], "extensions": cells[2].split(","), "scope": cells[3]})
    own = {}
    for root, _, names in os.walk("Sources"):
        for name in names:
            own.setdefault(os.path.splitext(name)[1], []).append(os.path.join(root, name))
    cache = tempfile.mkdtemp()
    base = dict(os.environ)
    base.pop("INTENT_RENDER_NO_CACHE", None)
    cached = dict(base, XDG_CACHE_HOME=cache)
    bypassed = dict(base, INTENT_RENDER_NO_CACHE="1")
    checked = differing = 0
    for language in languages:
        name = language["name"]
        text = SAMPLE
        for extension in language["extensions"]:
            for path in own.get(extension, [])[:2]:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text += handle.read()[:20000]
        plain = run(binary, name, text, bypassed)
        cold = run(binary, name, text, cached)
        warm = run(binary, name, text, cached)
        checked += 1
        if not plain == cold == warm:
            differing += 1
            print(f"DIFFERS: {name} (status {plain[0]}/{cold[0]}/{warm[0]})")
    files = len(os.listdir(os.path.join(cache, "intent-render")))
    print(f"{checked} languages checked, {differing} differ; {files} files in the cache")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
