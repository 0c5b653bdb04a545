#!/usr/bin/env python3
"""Paints a diagram scene (`intent-render diagram --format json`, schema
schemas/diagram-scene.v1.schema.json) to PNG with pycairo: an independent client of the
display list, written from the schema alone.

    paint-scene.py SCENE.json OUT.png [--scale N] [--no-text] [--glyphs]
    paint-scene.py --compare CASES.jsonl [--tolerance T] [--minimum F] [--no-text] [--glyphs]
        one {"id", "type", "scene", "reference"[, "out", "minimum"]} a line (paths; "out"
        keeps the painted PNG, "minimum" is the case's own F); paints each scene and
        compares it with the reference PNG (librsvg's of the same drawing): a pixel agrees
        when every channel is within T (default 24) of the reference's. Prints
        {"cases": [{"id", "type", "agreement"}...], "types": {type: {"min", "median",
        "count"}}, "failures": [...]} and exits 1 when a case agrees on less than F
        (default 0.99) of its pixels, or a size differs.

Text is filled as glyph outlines (`text_path`) in the first family of its run (DejaVu Sans),
as librsvg draws it; `--glyphs` uses cairo's glyph rasterizer instead (`show_text`), and
`--no-text` leaves text out (with a reference drawn without text, this measures how much of
a difference is text).
"""
import json
import math
import statistics
import sys

import cairo


# Glyphs as librsvg's PNG draws them: grey anti-aliasing, outlines not hinted.
FONT_OPTIONS = {"antialias": cairo.ANTIALIAS_GRAY, "hint_style": cairo.HINT_STYLE_NONE,
                "hint_metrics": cairo.HINT_METRICS_OFF}
# `--glyphs`: text through cairo's glyph rasterizer (`show_text`) instead of as outlines.
TEXT_AS_GLYPHS = False
# `--no-kerning`: glyphs placed by their advances alone.
KERN = True


def color(value, opacity=1.0):
    """(r, g, b, a) of "#RRGGBB" and an opacity."""
    return (int(value[1:3], 16) / 255, int(value[3:5], 16) / 255, int(value[5:7], 16) / 255,
            opacity)


def apply_transform(ctx, node):
    t = node.get("transform")
    if t:
        ctx.transform(cairo.Matrix(*t))


def rounded_rect(ctx, x, y, w, h, rx, ry):
    if rx <= 0 or ry <= 0:
        ctx.rectangle(x, y, w, h)
        return
    # Quarter ellipses at the corners, as SVG draws `rx`/`ry` (§9.2).
    k = 0.5522847498
    ctx.move_to(x + rx, y)
    ctx.line_to(x + w - rx, y)
    ctx.curve_to(x + w - rx + k * rx, y, x + w, y + ry - k * ry, x + w, y + ry)
    ctx.line_to(x + w, y + h - ry)
    ctx.curve_to(x + w, y + h - ry + k * ry, x + w - rx + k * rx, y + h, x + w - rx, y + h)
    ctx.line_to(x + rx, y + h)
    ctx.curve_to(x + rx - k * rx, y + h, x, y + h - ry + k * ry, x, y + h - ry)
    ctx.line_to(x, y + ry)
    ctx.curve_to(x, y + ry - k * ry, x + rx - k * rx, y, x + rx, y)
    ctx.close_path()


def outline(ctx, item):
    kind = item["kind"]
    ctx.new_path()
    if kind == "rect":
        rounded_rect(ctx, item["x"], item["y"], item["width"], item["height"], item["rx"],
                     item["ry"])
    elif kind == "ellipse":
        ctx.save()
        ctx.translate(item["cx"], item["cy"])
        ctx.scale(item["rx"], item["ry"])
        ctx.arc(0, 0, 1, 0, 2 * math.pi)
        ctx.restore()
        ctx.close_path()
    elif kind == "line":
        ctx.move_to(item["x1"], item["y1"])
        ctx.line_to(item["x2"], item["y2"])
    elif kind == "path":
        current = (0, 0)
        for command in item["commands"]:
            op, args = command[0], command[1:]
            if op == "M":
                ctx.move_to(*args)
                current = tuple(args)
            elif op == "L":
                ctx.line_to(*args)
                current = tuple(args)
            elif op == "C":
                ctx.curve_to(*args)
                current = tuple(args[4:])
            elif op == "Q":
                # A quadratic as the cubic with the same curve.
                x0, y0 = current
                x1, y1, x, y = args
                ctx.curve_to(x0 + 2 / 3 * (x1 - x0), y0 + 2 / 3 * (y1 - y0),
                             x + 2 / 3 * (x1 - x), y + 2 / 3 * (y1 - y), x, y)
                current = (x, y)
            elif op == "Z":
                ctx.close_path()


def paint_shape(ctx, item):
    opacity = item.get("opacity", 1)
    ctx.save()
    apply_transform(ctx, item)
    if opacity < 1:
        ctx.push_group()
    if item.get("fill") and item["kind"] != "line":
        outline(ctx, item)
        ctx.set_source_rgba(*color(item["fill"], item.get("fillOpacity", 1)))
        ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        ctx.fill()
    if item.get("stroke") and item["strokeWidth"] > 0:
        outline(ctx, item)
        ctx.set_source_rgba(*color(item["stroke"], item.get("strokeOpacity", 1)))
        ctx.set_line_width(item["strokeWidth"])
        ctx.set_line_cap(cairo.LINE_CAP_BUTT)
        ctx.set_line_join(cairo.LINE_JOIN_MITER)
        ctx.set_miter_limit(4)
        ctx.set_dash(item.get("dash", []))
        ctx.stroke()
    if opacity < 1:
        ctx.pop_group_to_source()
        ctx.paint_with_alpha(opacity)
    ctx.restore()


def select_font(ctx, font):
    family = font["family"].split(",")[0].strip()
    ctx.select_font_face(
        family,
        cairo.FONT_SLANT_ITALIC if font["style"] == "italic" else cairo.FONT_SLANT_NORMAL,
        cairo.FONT_WEIGHT_BOLD if font["weight"] == "bold" else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(font["size"])


class Kerning:
    """Pair kerning from the font's `kern` table (fontTools, when installed): cairo's toy API
    places glyphs by their advances alone, while librsvg (Pango, HarfBuzz) kerns them."""

    def __init__(self):
        self.fonts = {}

    def pairs(self, font):
        key = (font["family"].split(",")[0].strip(), font["weight"], font["style"])
        if key not in self.fonts:
            self.fonts[key] = self.load(*key)
        return self.fonts[key]

    @staticmethod
    def load(family, weight, style):
        try:
            import subprocess
            from fontTools.ttLib import TTFont
            pattern = "%s:weight=%s:slant=%s" % (family, 200 if weight == "bold" else 80,
                                                  100 if style == "italic" else 0)
            path = subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True,
                                  text=True, check=True).stdout
            font = TTFont(path, lazy=True)
            order = font.getGlyphOrder()
            table = font["kern"].kernTables[0].kernTable if "kern" in font else {}
            units = font["head"].unitsPerEm
            return {"order": order, "pairs": table, "units": units}
        except Exception:  # no fontTools, no fc-match, no kern table: advances only
            return None


KERNING = Kerning()


def glyphs(ctx, run, x, y):
    """The run's glyphs from `x` on its baseline `y`, kerned when the font's pairs are known,
    and the run's advance."""
    select_font(ctx, run["font"])
    scaled = ctx.get_scaled_font()
    placed = list(scaled.text_to_glyphs(x, y, run["text"], False))
    advance = ctx.text_extents(run["text"]).x_advance
    kerning = KERNING.pairs(run["font"]) if KERN else None
    if not kerning or not placed:
        return placed, advance
    shift, result = 0.0, []
    scale = run["font"]["size"] / kerning["units"]
    for index, glyph in enumerate(placed):
        if index > 0:
            pair = (kerning["order"][placed[index - 1].index], kerning["order"][glyph.index])
            shift += kerning["pairs"].get(pair, 0) * scale
        result.append(cairo.Glyph(glyph.index, glyph.x + shift, glyph.y))
    return result, advance + shift


def paint_text(ctx, item):
    opacity = item.get("opacity", 1)
    ctx.save()
    apply_transform(ctx, item)
    if opacity < 1:
        ctx.push_group()
    for line in item["lines"]:
        # The line's width as this font draws it, for the anchor.
        width = sum(glyphs(ctx, run, 0, 0)[1] for run in line["runs"])
        x = line["x"] - {"start": 0, "middle": width / 2, "end": width}[item["anchor"]]
        for run in line["runs"]:
            y = line["y"] - run.get("baselineShift", 0)
            placed, advance = glyphs(ctx, run, x, y)
            if run.get("fill"):
                ctx.set_source_rgba(*color(run["fill"], run.get("fillOpacity", 1)))
                if TEXT_AS_GLYPHS:
                    ctx.show_glyphs(placed)
                else:
                    # Outlines filled like any shape, as librsvg draws text: no glyph
                    # rasterizer of its own, so the edges anti-alias as the shapes' do.
                    ctx.new_path()
                    ctx.glyph_path(placed)
                    ctx.fill()
                size = run["font"]["size"]
                for flag, offset in (("underline", 0.1), ("strikethrough", -0.3)):
                    if run.get(flag):
                        ctx.rectangle(x, y + offset * size, advance, size / 14)
                        ctx.fill()
            x += advance
    if opacity < 1:
        ctx.pop_group_to_source()
        ctx.paint_with_alpha(opacity)
    ctx.restore()


def paint_items(ctx, items, text):
    for item in items:
        kind = item["kind"]
        if kind == "group":
            opacity = item.get("opacity", 1)
            ctx.save()
            apply_transform(ctx, item)
            if opacity < 1:
                ctx.push_group()
            paint_items(ctx, item["items"], text)
            if opacity < 1:
                ctx.pop_group_to_source()
                ctx.paint_with_alpha(opacity)
            ctx.restore()
        elif kind == "text":
            if text:
                paint_text(ctx, item)
        else:
            paint_shape(ctx, item)


def paint(scene, scale=1, text=True):
    canvas = scene["canvas"]
    width = max(1, math.ceil(canvas["width"] * scale))
    height = max(1, math.ceil(canvas["height"] * scale))
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    ctx = cairo.Context(surface)
    options = cairo.FontOptions()
    options.set_antialias(FONT_OPTIONS["antialias"])
    options.set_hint_style(FONT_OPTIONS["hint_style"])
    options.set_hint_metrics(FONT_OPTIONS["hint_metrics"])
    ctx.set_font_options(options)
    # The canvas fitted into whole pixels as an SVG viewer fits a viewBox into its viewport
    # (preserveAspectRatio xMidYMid meet): scaled by the smaller ratio, centred.
    fit = min(width / canvas["width"], height / canvas["height"]) if canvas["width"] > 0 and \
        canvas["height"] > 0 else scale
    ctx.translate((width - canvas["width"] * fit) / 2, (height - canvas["height"] * fit) / 2)
    ctx.scale(fit, fit)
    ctx.translate(-canvas["x"], -canvas["y"])
    paint_items(ctx, scene["items"], text)
    surface.flush()
    return surface


def agreement(surface, reference, tolerance):
    """The share of pixels whose channels are all within `tolerance`; None on a size mismatch."""
    if (surface.get_width(), surface.get_height()) != (reference.get_width(),
                                                       reference.get_height()):
        return None
    ours, theirs = bytes(surface.get_data()), bytes(reference.get_data())
    stride, width, height = surface.get_stride(), surface.get_width(), surface.get_height()
    agree = 0
    for row in range(height):
        start = row * stride
        a = ours[start:start + width * 4]
        b = theirs[start:start + width * 4]
        if a == b:
            agree += width
            continue
        for px in range(0, width * 4, 4):
            if (abs(a[px] - b[px]) <= tolerance and abs(a[px + 1] - b[px + 1]) <= tolerance
                    and abs(a[px + 2] - b[px + 2]) <= tolerance
                    and abs(a[px + 3] - b[px + 3]) <= tolerance):
                agree += 1
    return agree / (width * height)


def compare(path, tolerance, minimum, text):
    cases, failures, by_type = [], [], {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            case = json.loads(line)
            with open(case["scene"], encoding="utf-8") as source:
                scene = json.load(source)
            surface = paint(scene, text=text)
            if case.get("out"):
                surface.write_to_png(case["out"])
            reference = cairo.ImageSurface.create_from_png(case["reference"])
            share = agreement(surface, reference, tolerance)
            cases.append({"id": case["id"], "type": case["type"], "agreement": share})
            if share is None or share < case.get("minimum", minimum):
                failures.append(case["id"])
            by_type.setdefault(case["type"], []).append(0 if share is None else share)
    types = {name: {"min": round(min(values), 5), "median": round(statistics.median(values), 5),
                    "count": len(values)} for name, values in by_type.items()}
    json.dump({"cases": cases, "types": types, "failures": failures}, sys.stdout)
    sys.stdout.write("\n")
    return 1 if failures else 0


def main(argv):
    args = argv[1:]
    global TEXT_AS_GLYPHS, KERN
    text = "--no-text" not in args
    TEXT_AS_GLYPHS = "--glyphs" in args
    KERN = "--no-kerning" not in args
    args = [a for a in args if a not in ("--no-text", "--glyphs", "--no-kerning")]

    def option(name, default):
        if name in args:
            index = args.index(name)
            value = float(args[index + 1])
            del args[index:index + 2]
            return value
        return default

    if args and args[0] == "--compare":
        tolerance = option("--tolerance", 24)
        minimum = option("--minimum", 0.99)
        if len(args) != 2:
            sys.stderr.write(__doc__)
            return 2
        return compare(args[1], tolerance, minimum, text)
    scale = option("--scale", 1)
    if len(args) != 2:
        sys.stderr.write(__doc__)
        return 2
    with open(args[0], encoding="utf-8") as source:
        scene = json.load(source)
    paint(scene, scale, text).write_to_png(args[1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
