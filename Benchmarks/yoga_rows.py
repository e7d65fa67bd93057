#!/usr/bin/env python3
"""Cold-layout cost of Yoga (Facebook's flexbox engine) on matchcut-bench's rows tree.

The tree mirrors `makeRowsTree(rows:)` (Sources/MatchcutLayout/RowsTree.swift) in flexbox terms:
a column of width 1000 padded 8; per row a row-direction node padded 4 with align-items center
holding three 20x20 children, each with a 2 pt right margin (HStack spacing 2), and a
flex-grow 1 spacer. Nodes: 1 + 5 x rows, the count matchcut-bench divides by.

Each run builds a fresh tree (untimed) and times one `calculate_layout` on it in process CPU
time (time.process_time, i.e. CLOCK_PROCESS_CPUTIME_ID); the best of N runs is printed.
The Python-side cost in the timed region is a single call into the C++ library.

Set-up (PyPI wheel `pyyoga`, pybind11 bindings of Yoga):
    python3 -m venv /tmp/venv-yoga && /tmp/venv-yoga/bin/pip install pyyoga
    /tmp/venv-yoga/bin/python Benchmarks/yoga_rows.py [--json]
"""

import json
import sys
import time

from pyyoga import Align, Edge, FlexDirection, Node


def make_rows_tree(rows):
    """The column and every node under it (kept alive by the Python wrappers)."""
    column = Node()
    column.flex_direction = FlexDirection.Column
    column.width = 1000
    column.set_padding(Edge.All, 8)
    for _ in range(rows):
        row = Node()
        row.flex_direction = FlexDirection.Row
        row.align_items = Align.Center
        row.set_padding(Edge.All, 4)
        for _ in range(3):
            cell = Node()
            cell.width = 20
            cell.height = 20
            cell.set_margin(Edge.Right, 2)
            row.add_child(cell)
        spacer = Node()
        spacer.flex_grow = 1
        row.add_child(spacer)
        column.add_child(row)
    return column


def us_per_node(nodes, runs):
    rows = (nodes - 1) // 5
    best = float("inf")
    for _ in range(runs):
        tree = make_rows_tree(rows)
        start = time.process_time()
        tree.calculate_layout()
        best = min(best, time.process_time() - start)
        # Sanity: the tree's height is rows x 28 + 16 (each row 20 + 2 x 4 padding).
        assert abs(tree.layout_height - (rows * 28 + 16)) < 1e-6, tree.layout_height
        del tree
    return best * 1e6 / (1 + 5 * rows)


def main():
    sizes = [1000, 10000, 100000]
    result = {str(n): us_per_node(n, 5 if n >= 100000 else 9) for n in sizes}
    if "--json" in sys.argv[1:]:
        print(json.dumps({"yoga_layout_us_per_node": result}))
    else:
        print("yoga (pyyoga) cold layout, best-of-N process CPU time:")
        for n, value in result.items():
            print(f"  {n:>7} nodes  {value:.3f} us/node")


if __name__ == "__main__":
    main()
