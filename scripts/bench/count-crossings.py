#!/usr/bin/env python3
"""Counts edge crossings in an SVG drawn by intent-render or by Graphviz dot.

An edge is the first <path> inside a <g class="edge">; its path data (M, L, C commands,
absolute) is flattened into a polyline. Two edges cross where their polylines intersect away
from both edges' ends (edges meeting at a shared node do not count). Crossings between the
same two edges at several points count once each.

usage: count-crossings.py FILE.svg
"""
import re
import sys
import xml.etree.ElementTree as ET

END_MARGIN = 3.0  # px around an edge's ends where touching is not a crossing
STEPS = 8         # samples per cubic segment


def edge_paths(root):
    ns = "{http://www.w3.org/2000/svg}"
    for g in root.iter(ns + "g"):
        if "edge" not in (g.get("class") or "").split():
            continue
        path = g.find(ns + "path")
        if path is None:
            continue
        style = (path.get("style") or "") + (path.get("stroke") or "")
        if "none" in style and "stroke" in style and path.get("stroke") == "none":
            continue
        yield path.get("d") or "", parse_transform(root)


def parse_transform(root):
    return (0.0, 0.0)


def flatten(d):
    tokens = re.findall(r"[MLCmlcZz]|-?\d*\.?\d+(?:e-?\d+)?", d)
    points = []
    i = 0
    cmd = None
    current = (0.0, 0.0)
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            i += 1
            continue
        if cmd == "M" or cmd == "L":
            current = (float(tokens[i]), float(tokens[i + 1]))
            points.append(current)
            i += 2
        elif cmd == "C":
            c1 = (float(tokens[i]), float(tokens[i + 1]))
            c2 = (float(tokens[i + 2]), float(tokens[i + 3]))
            end = (float(tokens[i + 4]), float(tokens[i + 5]))
            p0 = current
            for s in range(1, STEPS + 1):
                u = s / STEPS
                a = (1 - u) ** 3
                b = 3 * (1 - u) ** 2 * u
                c = 3 * (1 - u) * u * u
                e = u ** 3
                points.append((a * p0[0] + b * c1[0] + c * c2[0] + e * end[0],
                               a * p0[1] + b * c1[1] + c * c2[1] + e * end[1]))
            current = end
            i += 6
        else:
            i += 1
    return points


def intersect(p1, p2, p3, p4):
    d = (p2[0] - p1[0]) * (p4[1] - p3[1]) - (p2[1] - p1[1]) * (p4[0] - p3[0])
    if abs(d) < 1e-12:
        return None
    t = ((p3[0] - p1[0]) * (p4[1] - p3[1]) - (p3[1] - p1[1]) * (p4[0] - p3[0])) / d
    u = ((p3[0] - p1[0]) * (p2[1] - p1[1]) - (p3[1] - p1[1]) * (p2[0] - p1[0])) / d
    if 0 <= t < 1 and 0 <= u < 1:
        return (p1[0] + t * (p2[0] - p1[0]), p1[1] + t * (p2[1] - p1[1]))
    return None


def near(p, q):
    return abs(p[0] - q[0]) <= END_MARGIN and abs(p[1] - q[1]) <= END_MARGIN


def count(path):
    """The number of crossings in the SVG at `path`."""
    root = ET.parse(path).getroot()
    edges = [flatten(d) for d, _ in edge_paths(root)]
    edges = [e for e in edges if len(e) >= 2]
    cell = 40.0
    grid = {}
    segments = []
    for ei, pts in enumerate(edges):
        for si in range(len(pts) - 1):
            a, b = pts[si], pts[si + 1]
            index = len(segments)
            segments.append((ei, a, b))
            x0, x1 = sorted((a[0], b[0]))
            y0, y1 = sorted((a[1], b[1]))
            for gx in range(int(x0 // cell), int(x1 // cell) + 1):
                for gy in range(int(y0 // cell), int(y1 // cell) + 1):
                    grid.setdefault((gx, gy), []).append(index)
    found = set()
    for bucket in grid.values():
        for i in range(len(bucket)):
            for j in range(i + 1, len(bucket)):
                s, t = bucket[i], bucket[j]
                e1, a, b = segments[s]
                e2, c, d = segments[t]
                if e1 == e2:
                    continue
                point = intersect(a, b, c, d)
                if point is None:
                    continue
                ends = (edges[e1][0], edges[e1][-1], edges[e2][0], edges[e2][-1])
                if any(near(point, q) for q in ends):
                    continue
                found.add((min(s, t), max(s, t)))
    return len(found)


def main():
    print(count(sys.argv[1]))


if __name__ == "__main__":
    main()
