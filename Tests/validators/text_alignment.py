"""Where the ink of a text must sit horizontally in its frame, shared by the Lottie and SVG
checks (docs/exporters.md): a multi-line text's lines follow its `multilineTextAlignment`, so its
widest line — and the ink's left edge, centre or right edge with it — sits at the frame's left
edge, centre or right edge; a single line is always centred."""

TOLERANCE = 1.5   # px: glyph side bearings and players' text metrics


def offset(ink, x, w, align):
    """The distance between the ink's aligned edge (`left`, `center` or `right`) and the frame's.
    `ink` is (x0, y0, x1, y1); the frame spans x … x + w."""
    if align == "left":
        return abs(ink[0] - x)
    if align == "right":
        return abs(ink[2] - (x + w))
    return abs((ink[0] + ink[2]) / 2 - (x + w / 2))


def from_lottie(layer):
    """The alignment of a Lottie text layer: its justification `j` (0 left, 1 right, 2 centre)."""
    try:
        j = layer["t"]["d"]["k"][0]["s"].get("j", 0)
    except (KeyError, IndexError, TypeError):
        return "center"
    return {0: "left", 1: "right"}.get(j, "center")


def from_svg(anchor):
    """The alignment of an SVG `text-anchor` (start, middle, end)."""
    return {"start": "left", "end": "right"}.get(anchor, "center")
