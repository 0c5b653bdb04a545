#!/usr/bin/env python3
"""Writes the bench inputs of the state, class and ER diagram layouts: state_500.mmd (500
transitions, some inside composite states), class_500.mmd (500 relations of every kind between
classes with members), er_500.mmd (500 relationships between entities with attributes), each
with an equivalent Graphviz file (.dot) so the layout can be timed against dot.

The numbers come from splitmix64 (the generator of ../shared/bench/make_corpus.sh), so every
machine writes the same files. usage: make-graph-diagrams.py OUT_DIR
"""
import os
import sys

MASK = (1 << 64) - 1


class Rng:
    def __init__(self, seed):
        self.s = seed & MASK

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def chance(self, pct):
        return self.below(100) < pct


WORDS = ["Order", "User", "Session", "Payload", "Index", "Queue", "Record", "Batch", "Graph",
         "Theme", "Token", "Cache", "Report", "Invoice", "Account", "Ledger", "Route", "Job"]
EVENTS = ["start", "stop", "retry", "fail", "done", "timeout", "next", "cancel", "ok", "tick"]


def edges(rng, n, count):
    """A spanning tree with short spans, then forward and a few back edges: like the flowcharts."""
    seen, result = set(), []

    def add(u, v):
        if u == v or (u, v) in seen:
            return
        seen.add((u, v))
        result.append((u, v))

    for v in range(1, n):
        add(rng.below(v) if v <= 8 else v - 1 - rng.below(8), v)
    while len(result) < count:
        u = rng.below(n)
        if rng.chance(8) and u > 0:
            add(u, u - 1 - rng.below(min(u, 10)))
        else:
            v = u + 1 + rng.below(15)
            if v < n:
                add(u, v)
    return result


def dot(pairs, n, labels=None):
    lines = ["digraph G {", "  rankdir=TB;", '  node [shape=box, fontname="Helvetica"];']
    for i in range(n):
        lines.append('  n%d [label="%s"];' % (i, labels[i] if labels else "n%d" % i))
    for u, v in pairs:
        lines.append("  n%d -> n%d;" % (u, v))
    return "\n".join(lines + ["}"]) + "\n"


def state(rng):
    n = 350
    pairs = edges(rng, n, 500)
    out = ["stateDiagram-v2"]
    for u, v in pairs:
        label = " : %s" % rng.pick(EVENTS) if rng.chance(40) else ""
        out.append("  s%d --> s%d%s" % (u, v, label))
    for i in range(0, n, 50):
        out.append("  s%d : %s %s" % (i, rng.pick(WORDS), rng.pick(EVENTS)))
    return "\n".join(out) + "\n", dot(pairs, n)


def klass(rng):
    n = 350
    pairs = edges(rng, n, 500)
    arrows = ["<|--", "*--", "o--", "-->", "--", "..>", "..|>", ".."]
    out = ["classDiagram"]
    names = ["%s%d" % (rng.pick(WORDS), i) for i in range(n)]
    for name in names:
        out.append("  class %s {" % name)
        for _ in range(rng.below(4)):
            out.append("    +%s %s" % (rng.pick(["int", "String", "List~int~", "bool"]),
                                      rng.pick(WORDS).lower()))
        for _ in range(rng.below(3)):
            out.append("    +%s()" % rng.pick(EVENTS))
        out.append("  }")
    for u, v in pairs:
        card = ' "1" ' if rng.chance(20) else " "
        label = " : %s" % rng.pick(EVENTS) if rng.chance(25) else ""
        out.append("  %s%s%s %s%s" % (names[u], card, rng.pick(arrows), names[v], label))
    return "\n".join(out) + "\n", dot(pairs, n, names)


def er(rng):
    n = 350
    pairs = edges(rng, n, 500)
    marks = ["||--o{", "||--|{", "}o..o{", "|o--||", "}|..|{"]
    out = ["erDiagram"]
    names = ["%s-%d" % (rng.pick(WORDS).upper(), i) for i in range(n)]
    for name in names:
        out.append("  %s {" % name)
        out.append("    int id PK")
        for _ in range(rng.below(4)):
            out.append("    string %s" % rng.pick(WORDS).lower())
        out.append("  }")
    for u, v in pairs:
        out.append("  %s %s %s : %s" % (names[u], rng.pick(marks), names[v], rng.pick(EVENTS)))
    return "\n".join(out) + "\n", dot(pairs, n, names)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make, seed in (("state_500", state, 501), ("class_500", klass, 502),
                             ("er_500", er, 503)):
        mmd, gv = make(Rng(seed))
        for ext, text in (("mmd", mmd), ("dot", gv)):
            path = os.path.join(out, "%s.%s" % (name, ext))
            with open(path + ".tmp", "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(path + ".tmp", path)


main()
