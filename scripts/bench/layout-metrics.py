#!/usr/bin/env python3
"""Measures the layout quality of an SVG drawn by intent-render or by Graphviz dot.

Prints one line: `crossings through close area` where
- crossings: edge crossings, counted as count-crossings.py does;
- through: edges that pass through the inside of a node that is not one of their ends (a
  sample of the edge more than 2 px inside the node's outline);
- close: pairs of edges with different ends that run within 4 px of each other along a
  stretch of at least 20 px (sampled every 4 px, away from shared end nodes);
- area: the drawing's width times height in its own units (px for intent-render, pt for dot,
  where one pt of dot's drawing holds the same text as one px of ours).

Node outlines are the first shape of each <g class="node">; ends come from data-from/data-to
(intent-render) or the <title> "a->b" (dot). usage: layout-metrics.py FILE.svg
"""
import math
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib  # noqa: E402

crossings_module = importlib.import_module("count-crossings")
flatten = crossings_module.flatten

NS = "{http://www.w3.org/2000/svg}"
INSIDE = 2.0
CLOSE = 4.0
STRETCH = 20.0


def outline(g):
    for child in g:
        tag = child.tag.replace(NS, "")
        if tag == "polygon":
            numbers = [float(v) for v in re.findall(r"-?\d*\.?\d+(?:e-?\d+)?", child.get("points"))]
            return list(zip(numbers[0::2], numbers[1::2]))
        if tag == "path":
            return flatten(child.get("d") or "")
        if tag == "rect":
            x, y = float(child.get("x", 0)), float(child.get("y", 0))
            w, h = float(child.get("width")), float(child.get("height"))
            return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        if tag in ("ellipse", "circle"):
            cx, cy = float(child.get("cx")), float(child.get("cy"))
            rx = float(child.get("rx") or child.get("r"))
            ry = float(child.get("ry") or child.get("r"))
            return [(cx + rx * math.cos(a * math.pi / 16), cy + ry * math.sin(a * math.pi / 16))
                    for a in range(32)]
    return None


def contains(poly, p):
    inside = False
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (a[1] > p[1]) != (b[1] > p[1]):
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if x > p[0]:
                inside = not inside
    return inside


def boundary_distance(poly, p):
    best = float("inf")
    n = len(poly)
    for i in range(n):
        best = min(best, segment_distance(p, poly[i], poly[(i + 1) % n]))
    return best


def segment_distance(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0 if length == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def resample(points, step):
    """Points every `step` along the polyline."""
    out = [points[0]]
    carry = 0.0
    for a, b in zip(points, points[1:]):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        t = step - carry
        while t <= length:
            out.append((a[0] + (b[0] - a[0]) * t / length, a[1] + (b[1] - a[1]) * t / length))
            t += step
        carry = (carry + length) % step
    return out


def main():
    root = ET.parse(sys.argv[1]).getroot()
    nodes = {}
    edges = []
    for g in root.iter(NS + "g"):
        classes = (g.get("class") or "").split()
        title = g.find(NS + "title")
        if "node" in classes:
            name = g.get("data-id") or (title.text if title is not None else None)
            shape = outline(g)
            if name is not None and shape and len(shape) >= 3:
                nodes[name] = shape
        elif "edge" in classes:
            path = g.find(NS + "path")
            if path is None:
                continue
            if g.get("data-from") is not None:
                ends = (g.get("data-from"), g.get("data-to"))
            elif title is not None and "->" in (title.text or ""):
                ends = tuple(title.text.split("->", 1))
            else:
                continue
            points = flatten(path.get("d") or "")
            if len(points) >= 2:
                edges.append((ends, points))
    boxes = {}
    for name, shape in nodes.items():
        xs, ys = [p[0] for p in shape], [p[1] for p in shape]
        boxes[name] = (min(xs), min(ys), max(xs), max(ys))
    through = 0
    samples = []
    for ends, points in edges:
        dense = resample(points, 2.0)
        samples.append(resample(points, CLOSE))
        hit = False
        for name, shape in nodes.items():
            if name in ends:
                continue
            x0, y0, x1, y1 = boxes[name]
            for p in dense:
                if x0 < p[0] < x1 and y0 < p[1] < y1 and contains(shape, p) \
                        and boundary_distance(shape, p) > INSIDE:
                    hit = True
                    break
            if hit:
                break
        through += hit
    # Close stretches: a grid of samples, then per edge pair the samples of one within CLOSE
    # of the other, away from nodes both share.
    cell = 16.0
    grid = {}
    for index, pts in enumerate(samples):
        for p in pts:
            grid.setdefault((int(p[0] // cell), int(p[1] // cell)), []).append((index, p))
    near = {}
    for index, pts in enumerate(samples):
        for p in pts:
            gx, gy = int(p[0] // cell), int(p[1] // cell)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for other, q in grid.get((gx + dx, gy + dy), []):
                        if other <= index or set(edges[index][0]) & set(edges[other][0]):
                            continue
                        if math.hypot(p[0] - q[0], p[1] - q[1]) <= CLOSE:
                            near.setdefault((index, other), set()).add(p)
    close = sum(1 for hits in near.values() if len(hits) * CLOSE >= STRETCH)
    view = root.get("viewBox")
    if view:
        _, _, width, height = (float(v) for v in view.split())
    else:
        width = float(re.sub(r"[a-z]+", "", root.get("width")))
        height = float(re.sub(r"[a-z]+", "", root.get("height")))
    crossings = crossings_module.count(sys.argv[1]) if hasattr(crossings_module, "count") else 0
    print(crossings, through, close, int(width * height))


if __name__ == "__main__":
    main()
