#!/usr/bin/env python3
"""Writes a dense Mermaid class or state diagram for the layout-speed floor of the diagram issue.

usage: make-dense-graph-diagrams.py class|state EDGES > FILE.mmd

EDGES relations (class) or transitions (state) between EDGES/3 classes or states picked by a
fixed-seed random generator, so every run writes the same text. Unlike make-graph-diagrams.py,
whose graphs are layered and sparse, ends are picked uniformly: many long edges and self-loops,
the worst case for crossing reduction and coordinate assignment.
"""
import random
import sys


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("class", "state"):
        sys.exit(__doc__.strip().splitlines()[2])
    kind, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(7)
    nodes = max(2, count // 3)
    if kind == "class":
        print("classDiagram")
        for i in range(nodes):
            print(f"class C{i} {{\n  +int id\n  +String name{i}\n  +run() bool\n}}")
        kinds = ["<|--", "*--", "o--", "-->", "..>", "..|>", "--", ".."]
        for j in range(count):
            a, b = rng.randrange(nodes), rng.randrange(nodes)
            if a == b:
                b = (b + 1) % nodes
            print(f"C{a} {rng.choice(kinds)} C{b} : r{j}")
    else:
        print("stateDiagram-v2")
        print("[*] --> S0")
        for j in range(count - 1):
            print(f"S{rng.randrange(nodes)} --> S{rng.randrange(nodes)} : t{j}")


main()
