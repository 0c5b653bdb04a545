#!/usr/bin/env python3
"""Renders intent-render's note model (schemas/note.v1.schema.json) back to HTML.

Written on its own from the schema, in cmark-gfm's HTML layout, so a test can check that the
JSON alone carries what the HTML page shows:

    note-json-to-html.py MODEL.json            # the HTML on standard output
    note-json-to-html.py --compare CASES.jsonl # each line {"id", "model", "html"}: renders the
                                               # model, compares text and structure with "html",
                                               # prints {"agree": N, "total": M, "differ": [...]}
"""
import html.parser
import json
import sys

HREF_SAFE = set(
    b"!#$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")


def text(value):
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def href(url):
    """cmark-gfm's URL escaping (houdini): unsafe bytes percent-encoded, & and ' as entities."""
    out = []
    for byte in url.encode("utf-8"):
        if byte == ord("&"):
            out.append("&amp;")
        elif byte == ord("'"):
            out.append("&#x27;")
        elif byte in HREF_SAFE:
            out.append(chr(byte))
        else:
            out.append("%%%02X" % byte)
    return "".join(out)


class Renderer:
    def __init__(self):
        self.out = []

    def put(self, piece):
        self.out.append(piece)

    def newline(self):
        if self.out and not self.out[-1].endswith("\n"):
            self.out.append("\n")

    def document(self, model):
        front = model.get("frontMatter")
        if front and front["entries"]:
            self.front_matter(front["entries"])
        for block in model["blocks"]:
            self.block(block, tight=False)
        self.footnotes(model["footnotes"])
        return "".join(self.out)

    def front_matter(self, entries):
        self.newline()
        self.put("<table>\n<thead>\n<tr>\n")
        for entry in entries:
            self.put("<th>%s</th>\n" % text(entry["key"]))
        self.put("</tr>\n</thead>\n<tbody>\n<tr>\n")
        for entry in entries:
            value = entry["value"]
            if value["kind"] == "scalar":
                cell = "<div>%s</div>" % text(value["text"])
            elif value["kind"] == "list":
                cell = "<div><table><tbody><tr>%s</tr></tbody></table></div>" % "".join(
                    "<td><div>%s</div></td>" % text(item) for item in value["items"])
            else:
                cell = "<div><pre><code>%s</code></pre></div>" % text(value["text"])
            self.put("<td>%s</td>\n" % cell)
        self.put("</tr>\n</tbody>\n</table>\n")

    def block(self, block, tight):
        kind = block["type"]
        if kind == "paragraph":
            if tight:
                self.inlines(block["inlines"])
            else:
                self.newline()
                self.put("<p>")
                self.inlines(block["inlines"])
                self.put("</p>\n")
        elif kind == "heading":
            self.newline()
            level = block["level"]
            self.put('<h%d id="%s">' % (level, text(block["id"])))
            self.inlines(block["inlines"])
            self.put("</h%d>\n" % level)
        elif kind == "blockQuote":
            self.newline()
            self.put("<blockquote>\n")
            for child in block["blocks"]:
                self.block(child, tight=False)
            self.newline()
            self.put("</blockquote>\n")
        elif kind == "alert":
            self.newline()
            self.put('<div class="markdown-alert markdown-alert-%s">\n' % block["kind"])
            self.put('<p class="markdown-alert-title">%s</p>\n' % text(block["title"]))
            for child in block["blocks"]:
                self.block(child, tight=False)
            self.newline()
            self.put("</div>\n")
        elif kind == "list":
            self.list(block)
        elif kind == "code":
            self.code(block)
        elif kind == "html":
            self.newline()
            self.put(block["html"])
            self.newline()
        elif kind == "thematicBreak":
            self.newline()
            self.put("<hr />\n")
        elif kind == "table":
            self.table(block)
        else:
            raise ValueError("unknown block type %r" % kind)

    def list(self, block):
        self.newline()
        if block["ordered"]:
            start = block["start"]
            self.put("<ol>\n" if start == 1 else '<ol start="%d">\n' % start)
        else:
            self.put("<ul>\n")
        for item in block["items"]:
            self.newline()
            self.put("<li>")
            if item["task"] is not None:
                self.put('<input type="checkbox" checked="" disabled="" /> ' if item["task"]
                         else '<input type="checkbox" disabled="" /> ')
            for child in item["blocks"]:
                self.block(child, tight=block["tight"])
            self.put("</li>\n")
        self.newline()
        self.put("</ol>\n" if block["ordered"] else "</ul>\n")

    def code(self, block):
        self.newline()
        self.put("<pre><code")
        if block["info"]:
            word = block["info"].split(" ")[0].split("\t")[0]
            self.put(' class="language-%s"' % text(word))
        self.put(">%s</code></pre>\n" % text(block["code"]))

    def table(self, block):
        self.newline()
        self.put("<table>\n<thead>\n")
        self.row(block["header"], "th", block["alignments"])
        self.put("</thead>\n")
        if block["rows"]:
            self.put("<tbody>\n")
            for row in block["rows"]:
                self.row(row, "td", block["alignments"])
            self.put("</tbody>\n")
        self.put("</table>\n")

    def row(self, cells, tag, alignments):
        self.put("<tr>\n")
        for index, cell in enumerate(cells):
            align = alignments[index] if index < len(alignments) else "none"
            self.put("<%s%s>" % (tag, "" if align == "none" else ' align="%s"' % align))
            self.inlines(cell)
            self.put("</%s>\n" % tag)
        self.put("</tr>\n")

    def inlines(self, inlines):
        for inline in inlines:
            self.inline(inline)

    def inline(self, inline):
        kind = inline["type"]
        if kind == "text":
            self.put(text(inline["text"]))
        elif kind == "softBreak":
            self.put("\n")
        elif kind == "lineBreak":
            self.put("<br />\n")
        elif kind == "code":
            self.put("<code>%s</code>" % text(inline["text"]))
        elif kind == "html":
            self.put(inline["html"])
        elif kind in ("emphasis", "strong", "strikethrough"):
            tag = {"emphasis": "em", "strong": "strong", "strikethrough": "del"}[kind]
            self.put("<%s>" % tag)
            self.inlines(inline["children"])
            self.put("</%s>" % tag)
        elif kind == "link":
            self.put('<a href="%s"' % href(inline["url"] or ""))
            if inline["title"]:
                self.put(' title="%s"' % text(inline["title"]))
            self.put(">")
            self.inlines(inline["children"])
            self.put("</a>")
        elif kind == "image":
            self.put('<img src="%s" alt="%s"' % (href(inline["url"] or ""), text(inline["alt"])))
            if inline["title"]:
                self.put(' title="%s"' % text(inline["title"]))
            self.put(" />")
        elif kind == "footnoteReference":
            label = href(inline["label"])
            suffix = "" if inline["occurrence"] == 1 else "-%d" % inline["occurrence"]
            self.put('<sup class="footnote-ref"><a href="#fn-%s" id="fnref-%s%s" '
                     'data-footnote-ref>%d</a></sup>' % (label, label, suffix, inline["number"]))
        else:
            raise ValueError("unknown inline type %r" % kind)

    def footnotes(self, notes):
        if not notes:
            return
        self.newline()
        self.put('<section class="footnotes" data-footnotes>\n<ol>\n')
        for note in notes:
            self.newline()
            self.put('<li id="fn-%s">\n' % href(note["label"]))
            blocks = note["blocks"]
            if blocks and blocks[-1]["type"] == "paragraph":
                for child in blocks[:-1]:
                    self.block(child, tight=False)
                self.newline()
                self.put("<p>")
                self.inlines(blocks[-1]["inlines"])
                self.put(" ")
                self.back_references(note)
                self.put("</p>\n")
            else:
                for child in blocks:
                    self.block(child, tight=False)
                self.back_references(note)
                self.put("\n")
            self.put("</li>\n")
        self.put("</ol>\n</section>\n")

    def back_references(self, note):
        label = href(note["label"])
        for occurrence in range(1, max(note["referenceCount"], 1) + 1):
            if occurrence > 1:
                self.put(" ")
            suffix = "" if occurrence == 1 else "-%d" % occurrence
            self.put('<a href="#fnref-%s%s" class="footnote-backref" data-footnote-backref '
                     'aria-label="Back to content">↩' % (label, suffix))
            if occurrence > 1:
                self.put('<sup class="footnote-ref">%d</sup>' % occurrence)
            self.put("</a>")


class Structure(html.parser.HTMLParser):
    """An HTML text as (tag, attributes) opens, closes and text, whitespace between blocks and
    runs of spaces outside <pre> collapsed: what a reader sees, not how it is laid out."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items = []
        self.pre = 0

    def handle_starttag(self, tag, attrs):
        self.items.append(("open", tag, tuple(sorted((k, v or "") for k, v in attrs))))
        if tag == "pre":
            self.pre += 1

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        self.items.append(("close", tag))
        if tag == "pre":
            self.pre = max(self.pre - 1, 0)

    def handle_data(self, data):
        if not self.pre:
            data = " ".join(data.split())
            if not data:
                return
        if self.items and self.items[-1][0] == "text":
            self.items[-1] = ("text", self.items[-1][1] + data)
        else:
            self.items.append(("text", data))


def structure(page):
    parser = Structure()
    parser.feed(page)
    parser.close()
    return parser.items


def compare(path):
    agree, total, differ = 0, 0, []
    with open(path, encoding="utf-8") as cases:
        for line in cases:
            case = json.loads(line)
            total += 1
            ours = Renderer().document(case["model"])
            if structure(ours) == structure(case["html"]):
                agree += 1
            else:
                differ.append(case["id"])
    json.dump({"agree": agree, "total": total, "differ": differ}, sys.stdout)
    sys.stdout.write("\n")


def main(argv):
    if len(argv) == 3 and argv[1] == "--compare":
        compare(argv[2])
    elif len(argv) == 2:
        with open(argv[1], encoding="utf-8") if argv[1] != "-" else sys.stdin as source:
            sys.stdout.write(Renderer().document(json.load(source)))
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
