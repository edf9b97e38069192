#!/usr/bin/env python3
"""Fit TypeFit's San Francisco (SF) width model to harvested iOS advances.

Usage:
    python3 Scripts/fit-sf-width-model.py METRICS_JSON [--out SWIFT_FILE]
        [--inter-dir DIR] [--report MARKDOWN_FILE] [--extra-widths JSON_FILE]

--extra-widths adds CTLine widths measured elsewhere (a JSON array of
{"text", "weight", "pointSize", "width"}, points, printable ASCII at a
harvested size) to the kerning model's fit and cross-validation only.

METRICS_JSON is `sf-ios26-metrics.json` (UIFont.systemFont on the iOS 26.1
simulator; its `source` field names the third-party harvest).  The script
writes the generated Swift table (default
Sources/TypeFitText/SystemMetrics/SFWidthModelData.swift) and prints a
Markdown report of the fit (also written to --report when given).

Model, per upright proportional weight w, glyph c and point size s, in
1/2048 em ("units"):

    advance(c, w, s) = (1 - b(s)) * small[w][c] + b(s) * large[w][c] + t(s)

small: the design used up to 17 pt, large: the design used from 28 pt,
b(s): the blend (0 up to 17 pt, 1 from 28 pt, piecewise linear between),
t(s): one tracking amount per size, shared by every weight and glyph.

The split between design width and tracking is fixed by two gauges:
t(12 pt) = 0 (the HIG's zero-tracking size) for the small design, and for the
large design the integer offset that best matches the HIG table scaled by the
factor the small sizes reveal.  Everything is deterministic.

The script also fits the kerning model (Inter Display's pair kerning of each
weight, scaled per SF design and blended with b(s); the scales are judged by
leave-one-string-out cross-validation and written only if they beat the
unscaled kerning held out) and SF's italic design tables (with the upright
tracking and blend), and writes both into the generated Swift file.

Needs numpy and fontTools (pip install numpy fonttools) and `hb-shape`
(Debian package libharfbuzz-bin) for the kerning.
"""

import argparse
import itertools
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np

UPEM = 2048.0
CHARS = [chr(c) for c in range(0x20, 0x7F)]
WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900]
TESTED_WEIGHTS = [400, 500, 600, 700]
INTER_STYLE = {100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
               600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"}
INTER_DISPLAY_FROM = 20.0
SMALL_REFERENCE_SIZE = 12.0  # the HIG gives 0 tracking at 12 pt
F2DOT14 = 1.0 / 16384.0      # resolution of a normalized variation coordinate

# Weights for the fallback-scale fit: how often each letter occurs in English
# running text, in percent (the table commonly quoted from R. E. Lewand,
# "Cryptological Mathematics", 2000).  Capitals get one tenth of their lower-
# case letter's weight; digits, space and punctuation get none, because the
# characters that fall back to Inter are mostly letters (accented Latin,
# Cyrillic, Greek).
LETTER_PERCENT = {
    "a": 8.167, "b": 1.492, "c": 2.782, "d": 4.253, "e": 12.702, "f": 2.228, "g": 2.015,
    "h": 6.094, "i": 6.966, "j": 0.153, "k": 0.772, "l": 4.025, "m": 2.406, "n": 6.749,
    "o": 7.507, "p": 1.929, "q": 0.095, "r": 5.987, "s": 6.327, "t": 9.056, "u": 2.758,
    "v": 0.978, "w": 2.360, "x": 0.150, "y": 1.974, "z": 0.074,
}
CAPITAL_SHARE = 0.1


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def hig_table():
    """The HIG tracking table, (size, 1/1000 em), read from SFTracking.swift."""
    path = os.path.join(repo_root(), "Sources", "TypeFitDynamicType", "SFTracking.swift")
    text = open(path, encoding="utf-8").read()
    body = text[text.index("table: [(pointSize"):]
    body = body[body.index("= [") + 3: body.index("]\n")]
    pairs = re.findall(r"\((-?[\d.]+),\s*(-?[\d.]+)\)", body)
    return [(float(a), float(b)) for a, b in pairs]


def hig_milli_em(table, size):
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (s0, v0), (s1, v1) in zip(table, table[1:]):
        if s0 <= size <= s1:
            return v0 + (v1 - v0) * (size - s0) / (s1 - s0)
    raise AssertionError


def interp(points, x):
    """Linear interpolation through sorted (x, y) points, clamped at the ends."""
    if x <= points[0][0]:
        return points[0][1]
    if x >= points[-1][0]:
        return points[-1][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if x0 <= x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    raise AssertionError


# ---------------------------------------------------------------- data

def load(path):
    doc = json.load(open(path, encoding="utf-8"))
    fonts = [f for f in doc["fonts"] if not f["italic"] and not f["monospaced"]]
    sizes = sorted({float(f["pointSize"]) for f in fonts})
    units = {}
    strings = {}
    for f in fonts:
        s = float(f["pointSize"])
        units[(f["weight"], s)] = np.array([f["advances"][c] for c in CHARS]) * UPEM / s
        strings[(f["weight"], s)] = f["stringWidths"]
    return doc, sizes, units, strings


def load_italic(doc):
    """Italic upright-width advances (units) and CTLine widths by (weight, size)."""
    units, strings = {}, {}
    for f in doc["fonts"]:
        if f["italic"] and not f["monospaced"]:
            s = float(f["pointSize"])
            units[(f["weight"], s)] = np.array([f["advances"][c] for c in CHARS]) * UPEM / s
            strings[(f["weight"], s)] = f["stringWidths"]
    return units, strings


# ---------------------------------------------------------------- fitting

def fit(sizes, units, hig):
    """Fit the model on the given sizes.  Returns a dict describing it."""
    small_sizes = [s for s in sizes if s <= 17]
    large_sizes = [s for s in sizes if s >= 28]
    blend_sizes = [s for s in sizes if 17 < s < 28]
    assert SMALL_REFERENCE_SIZE in small_sizes

    # Small design: tracking relative to 12 pt is one number per size.
    track = {}
    spread = 0.0
    for s in small_sizes:
        deltas = np.concatenate([units[(w, s)] - units[(w, SMALL_REFERENCE_SIZE)] for w in WEIGHTS])
        track[s] = float(np.median(deltas))
        spread = max(spread, float(np.abs(deltas - track[s]).max()))
    small = {w: np.mean([units[(w, s)] - track[s] for s in small_sizes], axis=0) for w in WEIGHTS}

    # HIG scale: tracking units per HIG 1/1000 em over the small sizes (through the origin).
    h = np.array([hig_milli_em(hig, s) for s in small_sizes])
    t = np.array([track[s] for s in small_sizes])
    hig_scale = float(np.round(float(h @ t / (h @ h)) * 1000) / 1000)

    # Large design: tracking relative to the largest size, then an integer gauge offset
    # that minimises the L1 distance to hig_scale * HIG over the large sizes.
    top = large_sizes[-1]
    rel = {}
    for s in large_sizes:
        deltas = np.concatenate([units[(w, s)] - units[(w, top)] for w in WEIGHTS])
        rel[s] = float(np.median(deltas))
        spread = max(spread, float(np.abs(deltas - rel[s]).max()))
    best = None
    for k in range(-60, 61):
        cost = sum(abs(rel[s] + k - hig_scale * hig_milli_em(hig, s)) for s in large_sizes)
        if best is None or cost < best[0] - 1e-9:
            best = (cost, k)
    offset = best[1]
    for s in large_sizes:
        track[s] = rel[s] + offset
    large = {w: np.mean([units[(w, s)] - track[s] for s in large_sizes], axis=0) for w in WEIGHTS}

    # Blend sizes: least squares for (b, t) per size over all weights and glyphs.
    blend = {s: 0.0 for s in small_sizes}
    blend.update({s: 1.0 for s in large_sizes})
    blend_residual = 0.0
    for s in blend_sizes:
        x = np.concatenate([large[w] - small[w] for w in WEIGHTS])
        y = np.concatenate([units[(w, s)] - small[w] for w in WEIGHTS])
        m = np.stack([x, np.ones_like(x)], axis=1)
        (b, tt), *_ = np.linalg.lstsq(m, y, rcond=None)
        blend[s] = float(b)
        track[s] = float(tt)
        blend_residual = max(blend_residual, float(np.abs(y - m @ np.array([b, tt])).max()))

    # Blend function: the fewest interior knots (chosen among the fitted sizes) whose
    # piecewise-linear interpolation reproduces every fitted b within one F2Dot14 step.
    start, end = small_sizes[-1], large_sizes[0]
    pts = sorted(blend.items())
    candidates = [s for s in blend_sizes]
    knots = None
    for n in range(0, len(candidates) + 1):
        for combo in itertools.combinations(candidates, n):
            k = [(start, 0.0)] + [(c, blend[c]) for c in combo] + [(end, 1.0)]
            if all(abs(interp(k, s) - b) <= F2DOT14 * 1.0001 for s, b in pts):
                knots = k
                break
        if knots:
            break
    assert knots, "no piecewise-linear blend found"
    # Tracking values are whole units when the gauges are right; keep them exact.
    track = {s: (round(v) if abs(v - round(v)) < 1e-3 else v) for s, v in track.items()}
    return dict(small=small, large=large, track=track, blend=blend, knots=knots,
                hig_scale=hig_scale, offset=offset, spread=spread,
                blend_residual=blend_residual, sizes=list(sizes))


def model_tracking(model, hig, s):
    """Tracking in units: fitted per size, interpolated; outside, the HIG slope."""
    pts = sorted(model["track"].items())
    lo, hi = pts[0], pts[-1]
    if s < lo[0]:
        return lo[1] + model["hig_scale"] * (hig_milli_em(hig, s) - hig_milli_em(hig, lo[0]))
    if s > hi[0]:
        return hi[1] + model["hig_scale"] * (hig_milli_em(hig, s) - hig_milli_em(hig, hi[0]))
    return interp(pts, s)


def model_units(model, hig, w, s, track_from_hig=False):
    b = interp(model["knots"], s)
    if track_from_hig:
        # Held-out variant: tracking from the HIG table alone (scaled), with the gauge
        # of whichever design dominates.
        t = model["hig_scale"] * hig_milli_em(hig, s)
    else:
        t = model_tracking(model, hig, s)
    return (1 - b) * model["small"][w] + b * model["large"][w] + t


# ---------------------------------------------------------------- evaluation

def band(s):
    if s <= 12:
        return "8–12"
    if s <= 17:
        return "13–17"
    if s <= 27:
        return "18–27"
    return "28–40"


BANDS = ["8–12", "13–17", "18–27", "28–40"]


def stats(errs):
    a = np.abs(np.array(errs))
    return float(np.median(a)), float(np.max(a))


def evaluate(model, hig, units, sizes, weights, track_from_hig=False):
    """Per-advance errors: list of (size, weight, err_pt, err_pct)."""
    rows = []
    for s in sizes:
        for w in weights:
            pred = model_units(model, hig, w, s, track_from_hig) * s / UPEM
            true = units[(w, s)] * s / UPEM
            for p, t in zip(pred, true):
                rows.append((s, w, p - t, 100 * (p - t) / t))
    return rows


def string_rows(model, hig, strings, sizes, weights, kern=None):
    rows = []
    for s in sizes:
        for w in weights:
            adv = model_units(model, hig, w, s)
            for text, width in strings[(w, s)].items():
                u = sum(adv[ord(c) - 0x20] for c in text)
                if kern is not None:
                    u += kern(text, w, s)
                p = u * s / UPEM
                rows.append((s, w, text, p - width, 100 * (p - width) / width))
    return rows


def table_by_band(rows, weights, pt_index, pct_index):
    out = ["| size band | " + " | ".join(INTER_STYLE[w].lower() + " " + str(w) for w in weights)
           + " | all |", "|---" * (len(weights) + 2) + "|"]
    for bnd in BANDS:
        cells = []
        for w in weights + [None]:
            sel = [r for r in rows if band(r[0]) == bnd and (w is None or r[1] == w)]
            if not sel:
                cells.append("–")
                continue
            med, mx = stats([r[pct_index] for r in sel])
            mxpt = float(np.max(np.abs([r[pt_index] for r in sel])))
            cells.append("%.4f%% / %.4f%% (%.4f pt)" % (med, mx, mxpt))
        out.append("| %s | %s |" % (bnd, " | ".join(cells)))
    return "\n".join(out)


# ---------------------------------------------------------------- Inter

def inter_advances(inter_dir):
    from fontTools.ttLib import TTFont
    result = {}
    for family in ("Inter", "InterDisplay"):
        for w in WEIGHTS:
            path = os.path.join(inter_dir, "%s-%s.otf" % (family, INTER_STYLE[w]))
            font = TTFont(path)
            upem = font["head"].unitsPerEm
            cmap = font.getBestCmap()
            hmtx = font["hmtx"]
            result[(family, w)] = np.array([hmtx[cmap[ord(c)]][0] / upem for c in CHARS])
    return result


def fallback_weights():
    wts = np.zeros(len(CHARS))
    for i, c in enumerate(CHARS):
        if c in LETTER_PERCENT:
            wts[i] = LETTER_PERCENT[c]
        elif c.lower() in LETTER_PERCENT and c.isupper():
            wts[i] = LETTER_PERCENT[c.lower()] * CAPITAL_SHARE
    return wts / wts.sum()


def fit_fallback(model, inter):
    """Per weight and Inter face: scale for the small and for the large design (untracked)."""
    wts = fallback_weights()
    coef = {}
    for w in WEIGHTS:
        for family in ("Inter", "InterDisplay"):
            x = inter[(family, w)]
            for design in ("small", "large"):
                y = model[design][w] / UPEM
                coef[(w, family, design)] = float((wts * x * y).sum() / (wts * x * x).sum())
    return coef


def fallback_scale(model, hig, coef, w, s):
    family = "Inter" if s < INTER_DISPLAY_FROM else "InterDisplay"
    b = interp(model["knots"], s)
    return (1 - b) * coef[(w, family, "small")] + b * coef[(w, family, "large")]


# ---------------------------------------------------------------- kerning

def hb_total(font, text, features):
    out = subprocess.run(["hb-shape", "--no-glyph-names", "--output-format=json",
                          "--features=" + features, font, text],
                         capture_output=True, text=True, check=True).stdout
    return sum(g["ax"] for g in json.loads(out))


def inter_kerning(inter_dir, texts):
    """Inter's pair-kerning total per (family, weight, text), in em."""
    from fontTools.ttLib import TTFont
    kern = {}
    for family in ("Inter", "InterDisplay"):
        for w in WEIGHTS:
            path = os.path.join(inter_dir, "%s-%s.otf" % (family, INTER_STYLE[w]))
            upem = TTFont(path)["head"].unitsPerEm
            for text in texts:
                kern[(family, w, text)] = (hb_total(path, text, "kern")
                                           - hb_total(path, text, "-kern")) / upem
    return kern


# The kerning model, in 1/2048 em for a string at weight w and size s:
#
#     kern(text, w, s) = ((1 - b(s)) * scale_small + b(s) * scale_large) * K(w, text)
#
# K(w, text): Inter Display's GPOS pair kerning at weight w (fonts-inter ships all nine
# weights; a stack without a face of w interpolates linearly in weight between the nearest
# lighter and heavier faces), b(s): the advances' blend.  SF's own kerning is the CTLine width
# minus the sum of the harvested advances (the advances are exact, tracking included).
#
# Candidates, each judged by leave-one-string-out cross-validation (fit on the other strings,
# test on the held-out one; a string with no Inter Display kerning is fitted exactly by every
# variant, so it decides nothing but still counts in the pooled figures):
#   current: Inter Display of the stack's nearest weight (regular–bold faces), no scale;
#   weight:  Inter Display of the requested weight, no scale (nothing fitted);
#   shared:  weight x (scale_small, scale_large), one pair for all weights;
#   per-weight: weight x (scale_small(w), scale_large(w)).
# Scales are least squares in 1/2048 em (every kerned pair counts alike, whatever the length
# of its string).  A fitted variant is adopted only if its pooled held-out median and max
# |error| are both no worse than the current model's; otherwise the scales stay 1.

CURRENT_STACK_WEIGHT = {100: 400, 200: 400, 300: 400, 400: 400, 500: 500, 600: 600, 700: 700,
                        800: 700, 900: 700}


def sf_kerning_rows(units, strings, sizes, weights):
    """(weight, size, text, CTLine width in units, SF kerning in units) per calibration width."""
    rows = []
    for w in weights:
        for s in sizes:
            for text, width in strings[(w, s)].items():
                total = sum(units[(w, s)][ord(c) - 0x20] for c in text)
                rows.append((w, s, text, width * UPEM / s, width * UPEM / s - total))
    return rows


def fit_scales(rows, kern, blend, mode):
    """Least-squares scales in units: `shared` (scale_small, scale_large) for all weights,
    `per-weight` one pair per weight, `large` scale_large alone for all weights (the small
    design keeps 1)."""
    groups = [[w] for w in WEIGHTS] if mode == "per-weight" else [WEIGHTS]
    scales = {}
    for g in groups:
        a, y = [], []
        for w, s, text, _, sf in rows:
            if w not in g:
                continue
            k = kern[("InterDisplay", w, text)] * UPEM
            if mode == "large":
                a.append([blend(s) * k])
                y.append(sf - (1 - blend(s)) * k)
            else:
                a.append([(1 - blend(s)) * k, blend(s) * k])
                y.append(sf)
        a, y = np.array(a), np.array(y)
        if not np.any(a):
            sol = np.ones(a.shape[1] if a.ndim == 2 else 2)
        else:
            sol, *_ = np.linalg.lstsq(a, y, rcond=None)
            # A design with no kerned data keeps scale 1.
            sol = np.where(np.abs(a).sum(axis=0) > 0, sol, 1.0)
        for w in g:
            scales[w] = (1.0, float(sol[0])) if mode == "large" else (float(sol[0]), float(sol[1]))
    return scales


def kern_predict(variant, kern, blend, scales=None):
    def predict(w, s, text):
        if variant == "current":
            return kern[("InterDisplay", CURRENT_STACK_WEIGHT[w], text)] * UPEM
        k = kern[("InterDisplay", w, text)] * UPEM
        if scales is None:
            return k
        a, c = scales[w]
        return ((1 - blend(s)) * a + blend(s) * c) * k
    return predict


def kern_errors(rows, predict):
    """Per row: (weight, size, text, error in %, error in units); positive = too wide."""
    out = []
    for w, s, text, width, sf in rows:
        e = predict(w, s, text) - sf
        out.append((w, s, text, 100 * e / width, e))
    return out


WEIGHT_BANDS = [("100–300", (100, 300)), ("400–500", (400, 500)), ("600–900", (600, 900))]
SIZE_BANDS = [("8–17", (0, 17)), ("17.5–27", (17.25, 27.75)), ("28–40", (28, 99))]


def kern_band_table(sets, kerned):
    """Rows: weight band x size band; columns: median / min / max signed % per variant, over
    the strings in `kerned`."""
    out = ["| weights | sizes | " + " | ".join(name for name, _ in sets) + " |",
           "|---|---|" + "---|" * len(sets)]
    for wname, (wlo, whi) in WEIGHT_BANDS:
        for sname, (slo, shi) in SIZE_BANDS:
            cells = []
            for _, errs in sets:
                sel = [e[3] for e in errs if wlo <= e[0] <= whi and slo <= e[1] <= shi and e[2] in kerned]
                cells.append("%+.3f (%+.3f … %+.3f)" % (float(np.median(sel)), min(sel), max(sel)) if sel else "–")
            out.append("| %s | %s pt | %s |" % (wname, sname, " | ".join(cells)))
    return "\n".join(out)


def kern_summary(errs):
    a = np.abs([e[3] for e in errs])
    return float(np.median(a)), float(np.percentile(a, 95)), float(a.max()), float(np.mean([e[3] for e in errs]))


def load_extra_widths(path, sizes):
    """More CTLine widths for the kerning model: a JSON array of {"text", "weight",
    "pointSize", "width"} (points), printable ASCII text at a harvested size and weight."""
    extra = json.load(open(path, encoding="utf-8"))
    if not isinstance(extra, list):
        sys.exit("%s: expected a JSON array of {text, weight, pointSize, width}" % path)
    out = []
    for i, e in enumerate(extra):
        where = "%s: entry %d" % (path, i)
        if not isinstance(e, dict) or set(e) != {"text", "weight", "pointSize", "width"}:
            sys.exit("%s: expected exactly the keys text, weight, pointSize, width" % where)
        text, w, size, width = e["text"], e["weight"], e["pointSize"], e["width"]
        if not isinstance(text, str) or not text or any(c not in CHARS for c in text):
            sys.exit("%s: text must be non-empty printable ASCII" % where)
        if w not in WEIGHTS:
            sys.exit("%s: weight must be one of %s" % (where, WEIGHTS))
        if not isinstance(size, (int, float)) or float(size) not in sizes:
            sys.exit("%s: pointSize must be a harvested size (%s)" % (where, ", ".join(fmt(x, 1) for x in sizes)))
        if not isinstance(width, (int, float)) or not 0 < width < 100000:
            sys.exit("%s: width must be a number of points in (0, 100000)" % where)
        out.append((text, w, float(size), float(width)))
    return out


def kerning_model(model, units, strings, sizes, kern, r):
    """Fits and cross-validates the kerning scales; returns the adopted (small, large) scales
    and a dict of the figures.  `strings` may hold more texts at some (weight, size) keys than
    at others (widths added with --extra-widths)."""
    blend = lambda s: interp(model["knots"], s)
    texts = []
    for key in sorted(strings):
        texts += [t for t in strings[key] if t not in texts]
    rows = sf_kerning_rows(units, strings, sizes, WEIGHTS)

    r("## Kerning model (Inter Display kerning per weight, scaled per SF design)\n")
    r("SF's kerning per string (CTLine width − Σ harvested advances), 1/2048 em, in the small design"
      " (≤ 17 pt) and the large design (≥ 28 pt), against Inter Display's GPOS kerning of the same"
      " weight:\n")
    r("| weight | " + " | ".join('"%s" SF small / SF large / Inter Display' % t for t in texts) + " |")
    r("|---|" + "---|" * len(texts))
    for w in WEIGHTS:
        cells = []
        for t in texts:
            small = [x[4] for x in rows if x[0] == w and x[2] == t and x[1] <= 17]
            large = [x[4] for x in rows if x[0] == w and x[2] == t and x[1] >= 28]
            cells.append("%s / %s / %+.1f" % (
                "%+.1f" % np.mean(small) if small else "–", "%+.1f" % np.mean(large) if large else "–",
                kern[("InterDisplay", w, t)] * UPEM))
        r("| %d | %s |" % (w, " | ".join(cells)))
    def spread_of(keep):
        values = [float(np.ptp(v)) for v in (
            [x[4] for x in rows if x[0] == w and x[2] == t and keep(x[1])] for w in WEIGHTS for t in texts) if v]
        return max(values) if values else 0.0
    spread = spread_of(lambda s: s <= 17)
    spread_l = spread_of(lambda s: s >= 28)
    r("\nWithin a design SF's kerning is constant: largest spread over 8–17 pt %.3f units, over"
      " 28–40 pt %.3f units.\n" % (spread, spread_l))

    # At the blend sizes SF's kerning is the blend of the two designs' kerning, with the advances' b.
    blend_residual = 0.0
    for w in WEIGHTS:
        for t in texts:
            small = [x[4] for x in rows if x[0] == w and x[2] == t and x[1] <= 17]
            large = [x[4] for x in rows if x[0] == w and x[2] == t and x[1] >= 28]
            if not small or not large:
                continue
            small, large = np.mean(small), np.mean(large)
            for x in rows:
                if x[0] == w and x[2] == t and 17 < x[1] < 28:
                    b = blend(x[1])
                    blend_residual = max(blend_residual, abs(x[4] - ((1 - b) * small + b * large)))
    r("Between 17 and 28 pt SF's kerning is (1 − b) · small + b · large with the advances' blend b:"
      " largest residual %.3f units.\n" % blend_residual)

    # Interpolating a missing weight between its neighbours, against the face itself.
    worst = 0.0
    for w in WEIGHTS[1:-1]:
        for t in texts:
            mid = (kern[("InterDisplay", w - 100, t)] + kern[("InterDisplay", w + 100, t)]) / 2
            worst = max(worst, abs(mid - kern[("InterDisplay", w, t)]) * UPEM)
    r("Inter Display's kerning of a weight interpolated between the weights 100 lighter and heavier,"
      " against that weight's own face: largest difference %.1f units on these strings.\n" % worst)

    variants = [("current", None), ("weight", None), ("shared", "shared"), ("per-weight", "per-weight"),
                ("large-only", "large")]
    insample, heldout, fitted, folds = {}, {}, {}, {}
    for name, mode in variants:
        if mode is None:
            pred = kern_predict(name, kern, blend)
            insample[name] = heldout[name] = kern_errors(rows, pred)
            continue
        fitted[name] = fit_scales(rows, kern, blend, mode)
        insample[name] = kern_errors(rows, kern_predict(name, kern, blend, fitted[name]))
        held = []
        for t in texts:
            train = [x for x in rows if x[2] != t]
            test = [x for x in rows if x[2] == t]
            fold = fit_scales(train, kern, blend, mode)
            folds.setdefault(name, []).append((t, fold[100]))
            held += kern_errors(test, kern_predict(name, kern, blend, fold))
        heldout[name] = held

    r("Fitted scales (small design, large design):\n")
    r("- shared: %.4f, %.4f" % fitted["shared"][100])
    r("- large-only (small stays 1): %.4f" % fitted["large-only"][100][1])
    for name in ("shared", "large-only"):
        r("- %s, per held-out fold: " % name + "; ".join(
            'without "%s": %.4f, %.4f' % (t, a, c) for t, (a, c) in folds[name]))
    r("- per weight: " + "; ".join("%d: %.3f, %.3f" % (w, *fitted["per-weight"][w]) for w in WEIGHTS))
    r("\nAll %d calibration widths (9 weights × %d sizes × %d strings), |error| in %%; held out ="
      " leave-one-string-out (fit on the other strings, test on the one left out):\n"
      % (len(rows), len(sizes), len(texts)))
    r("| variant | in-sample median | p95 | max | mean signed | held-out median | p95 | max | mean signed |")
    r("|---|---|---|---|---|---|---|---|---|")
    for name, _ in variants:
        a = kern_summary(insample[name])
        b = kern_summary(heldout[name])
        r("| %s | %.3f%% | %.3f%% | %.3f%% | %+.3f%% | %.3f%% | %.3f%% | %.3f%% | %+.3f%% |" % (name, *a, *b))
    r("\nHeld out, per string (median / max |error|):\n")
    r("| variant | " + " | ".join('"%s"' % t for t in texts) + " |")
    r("|---|" + "---|" * len(texts))
    for name, _ in variants:
        cells = []
        for t in texts:
            a = np.abs([e[3] for e in heldout[name] if e[2] == t])
            cells.append("%.3f%% / %.3f%%" % (np.median(a), a.max()) if len(a) else "–")
        r("| %s | %s |" % (name, " | ".join(cells)))

    # Leave-one-weight-out for the per-weight scales: a weight's scales from its neighbours'.
    pw = fitted["per-weight"]

    def neighbours(w):
        lo = [x for x in WEIGHTS if x < w]
        hi = [x for x in WEIGHTS if x > w]
        if lo and hi:
            return tuple((a + c) / 2 for a, c in zip(pw[lo[-1]], pw[hi[0]]))
        return pw[lo[-1]] if lo else pw[hi[0]]
    lowo = kern_errors(rows, kern_predict("per-weight", kern, blend, {w: neighbours(w) for w in WEIGHTS}))
    r("\nPer-weight scales, leave-one-weight-out (each weight's scales the mean of its neighbours'):")
    for t in texts:
        a = np.abs([e[3] for e in lowo if e[2] == t])
        if len(a):
            r('- "%s": median %.3f%%, max %.3f%%' % (t, np.median(a), a.max()))

    kerned = [t for t in texts if any(abs(x[4]) > 0.5 for x in rows if x[2] == t)]
    r("\nSigned error (median (min … max), %%; positive = too wide) by weight and size band, in-sample,"
      " over the strings SF kerns (%s):\n" % ", ".join('"%s"' % t for t in kerned))
    r(kern_band_table([(name, insample[name]) for name, _ in variants], kerned))
    r("\nThe same, held out (current and weight fit nothing, so they are the same as in-sample):\n")
    r(kern_band_table([(name, heldout[name]) for name, _ in variants], kerned))

    # A fitted variant is adopted when its held-out median and max are no worse than those of
    # the unscaled kerning it scales ("weight"); among those, the lowest held-out median.
    base = kern_summary(heldout["weight"])
    qualified = sorted((kern_summary(heldout[name])[0], name) for name, mode in variants
                       if mode is not None and kern_summary(heldout[name])[0] <= base[0]
                       and kern_summary(heldout[name])[2] <= base[2])
    figures = "; ".join("%s %.3f%% / %.3f%%" % (name, kern_summary(heldout[name])[0], kern_summary(heldout[name])[2])
                        for name, _ in variants)
    if qualified:
        name = qualified[0][1]
        if name == "per-weight":
            sys.exit("per-weight kerning scales won held out: write them as a per-weight table")
        adopted = fitted[name][100]
        reason = ("%s scales adopted (%.4f, %.4f): the lowest held-out median among the fitted variants"
                  " whose held-out median and max are no worse than the unscaled kerning's (held-out"
                  " median / max: %s)" % (name, adopted[0], adopted[1], figures))
    else:
        adopted = (1.0, 1.0)
        reason = ("no scale adopted (both stay 1): no fitted variant is as good as the unscaled kerning"
                  " held out (held-out median / max: %s)" % figures)
    r("\n**Decision:** %s.\n" % reason)
    return adopted, dict(fitted=fitted, reason=reason)


# ---------------------------------------------------------------- italic

def fit_italic(model, hig, units_it, sizes):
    """Italic design tables per harvested italic weight, with the upright model's tracking and
    blend: small = mean over <= 17 pt of (advance - t), large = mean over >= 28 pt."""
    weights = sorted({w for w, _ in units_it})
    small, large, residual = {}, {}, 0.0
    for w in weights:
        small[w] = np.mean([units_it[(w, s)] - model_tracking(model, hig, s) for s in sizes if s <= 17], axis=0)
        large[w] = np.mean([units_it[(w, s)] - model_tracking(model, hig, s) for s in sizes if s >= 28], axis=0)
        for s in sizes:
            b = interp(model["knots"], s)
            pred = (1 - b) * small[w] + b * large[w] + model_tracking(model, hig, s)
            residual = max(residual, float(np.abs(pred - units_it[(w, s)]).max()))
    return dict(weights=weights, small=small, large=large, residual=residual)


def italic_report(model, hig, italic, units_it, strings_it, sizes, inter_dir, scales, r):
    """Italic advances and CTLine widths: upright tables (before) against italic tables (after),
    both with Inter Display Italic's kerning of the weight scaled by the adopted design scales."""
    from fontTools.ttLib import TTFont
    r("## Italic\n")
    r("Italic weights in the harvest: %s. With the upright model's tracking and blend, the italic"
      " advances are reproduced to %.6f units (largest residual over every size).\n"
      % (", ".join(str(w) for w in italic["weights"]), italic["residual"]))
    for w in italic["weights"]:
        d_small = italic["small"][w] - model["small"][w]
        d_large = italic["large"][w] - model["large"][w]
        order = np.argsort(d_large)
        r("Weight %d, italic − upright design width, units: small design mean %+.2f (min %+.0f, max %+.0f);"
          " large design mean %+.2f (min %+.0f %r, max %+.0f %r).\n" % (
              w, d_small.mean(), d_small.min(), d_small.max(), d_large.mean(), d_large.min(),
              CHARS[order[0]], d_large.max(), CHARS[order[-1]]))
        path = os.path.join(inter_dir, "InterDisplay-%s.otf" % ("Italic" if w == 400 else INTER_STYLE[w] + "Italic"))
        upem = TTFont(path)["head"].unitsPerEm
        texts = list(strings_it[(w, sizes[0])].keys())
        kern = {t: (hb_total(path, t, "kern") - hb_total(path, t, "-kern")) / upem * UPEM for t in texts}
        r("| string | sizes | upright tables + Inter Display Italic kerning × design scale |"
          " italic tables + the same kerning |")
        r("|---|---|---|---|")
        for t in texts:
            for name, (lo, hi) in SIZE_BANDS:
                cells = []
                for tables in ((model["small"][w], model["large"][w]), (italic["small"][w], italic["large"][w])):
                    errs = []
                    for s in sizes:
                        if not lo <= s <= hi:
                            continue
                        b = interp(model["knots"], s)
                        adv = (1 - b) * tables[0] + b * tables[1] + model_tracking(model, hig, s)
                        factor = (1 - b) * scales[0] + b * scales[1]
                        u = sum(adv[ord(c) - 0x20] for c in t) + factor * kern[t]
                        true = strings_it[(w, s)][t] * UPEM / s
                        errs.append(100 * (u - true) / true)
                    cells.append("%+.3f … %+.3f %%" % (min(errs), max(errs)))
                r('| "%s" | %s pt | %s | %s |' % (t, name, cells[0], cells[1]))
        r("")


# ---------------------------------------------------------------- Swift output

def fmt_units(v):
    """A design width in units, to 1/100000 unit (the harvest carries float32 precision)."""
    return fmt(round(v, 5), 5)


def fmt(v, digits=9):
    s = ("%." + str(digits) + "f") % v
    s = s.rstrip("0")
    if s.endswith("."):
        s += "0"
    return s


def swift_source(doc, model, coef, json_name, kerning_scales, kerning, italic):
    lines = []
    a = lines.append
    a("// GENERATED by Scripts/fit-sf-width-model.py from %s. Do not edit by hand:" % json_name)
    a("// rerun `python3 Scripts/fit-sf-width-model.py <path to %s>`." % json_name)
    a("//")
    a("// Data source: %s" % doc["source"].replace(" (", "\n//   ("))
    a("")
    a("extension SFWidthModel {")
    a("  /// Where the tables below come from, as the harvest names itself.")
    words = doc["source"].split(" ")
    half = len(words) // 2
    a("  static let dataSource =")
    a("    %s" % json.dumps(" ".join(words[:half]) + " "))
    a("    + %s" % json.dumps(" ".join(words[half:])))
    a("")
    for design, title, note in (
        ("small", "smallDesignUnits", "the design SF uses up to 17 pt"),
        ("large", "largeDesignUnits", "the design SF uses from 28 pt"),
    ):
        a("  /// Untracked advances of %s, in 1/2048 em." % note)
        a("  ///")
        a("  /// Indexed `[weight.rawValue / 100 - 1][scalar.value - 0x20]` for U+0020–U+007E; rows are")
        a("  /// ultraLight … black; intermediate weights are not whole units in the harvest either.")
        a("  static let %s: [[Double]] = [" % title)
        for w in WEIGHTS:
            vals = [fmt_units(v) for v in model[design][w]]
            a("    // %d %s" % (w, INTER_STYLE[w]))
            a("    [")
            for i in range(0, len(vals), 8):
                a("      " + ", ".join(vals[i:i + 8]) + ",")
            a("    ],")
        a("  ]")
        a("")
    a("  /// Tracking SF applies at each harvested size, in 1/2048 em per character, already")
    a("  /// part of the harvested advances. Linear in between; outside 8–40 pt see `trackingEm`.")
    a("  static let trackingUnitsBySize: [(pointSize: Double, units: Double)] = [")
    items = ["(%s, %s)" % (fmt(s, 2), fmt(v, 4)) for s, v in sorted(model["track"].items())]
    for i in range(0, len(items), 6):
        a("    " + ", ".join(items[i:i + 6]) + ",")
    a("  ]")
    a("")
    a("  /// Tracking units (1/2048 em) per HIG 1/1000 em, fitted on the 8–17 pt sizes; extends")
    a("  /// the tracking beyond the harvested sizes with the HIG table's slope.")
    a("  static let trackingUnitsPerHIGMilliEm: Double = %s" % fmt(model["hig_scale"], 3))
    a("")
    a("  /// Knots of the piecewise-linear blend from the small to the large design:")
    a("  /// (point size, weight of the large design), in steps of 1/16384 (F2Dot14, the resolution")
    a("  /// of a normalized font-variation coordinate). Constant outside the first and last knot.")
    a("  static let blendKnots: [(pointSize: Double, blend: Double)] = [")
    for s, b in model["knots"]:
        q = b * 16384
        value = ("%d / 16384.0" % round(q)) if abs(q - round(q)) < 1e-6 else fmt(b, 9)
        a("    (%s, %s)," % (fmt(s, 2), value))
    a("  ]")
    a("")
    a("  /// Fallback scale coefficients per weight (rows ultraLight … black): Inter's untracked")
    a("  /// advance × coefficient ≈ SF's untracked advance, for the small and the large design,")
    a("  /// with Inter (Text) below %s pt and Inter Display from there." % fmt(INTER_DISPLAY_FROM, 1))
    a("  static let fallbackCoefficients:")
    a("    [(textSmall: Double, textLarge: Double, displaySmall: Double, displayLarge: Double)] = [")
    for w in WEIGHTS:
        a("      (%s, %s, %s, %s),  // %d" % (
            fmt(coef[(w, "Inter", "small")], 6), fmt(coef[(w, "Inter", "large")], 6),
            fmt(coef[(w, "InterDisplay", "small")], 6), fmt(coef[(w, "InterDisplay", "large")], 6),
            w))
    a("    ]")
    a("")
    a("  /// Point size from which the stand-in is Inter Display rather than Inter (Text).")
    a("  static let interDisplayFromPointSize: Double = %s" % fmt(INTER_DISPLAY_FROM, 1))
    a("")
    a("  /// Scales of Inter Display's pair kerning for SF's small design (up to 17 pt) and large")
    a("  /// design (from 28 pt), blended like the advances. Fitted by least squares on the CTLine")
    a("  /// widths and judged by leave-one-string-out cross-validation; the outcome:")
    words = (kerning["reason"] + ". See Docs/Accuracy.md, \"Kerning model\".").split(" ")
    line = "  ///"
    for word in words:
        if len(line) + 1 + len(word) > 100:
            a(line)
            line = "  ///"
        line += " " + word
    a(line)
    a("  static let kerningDesignScales: (small: Double, large: Double) = (%s, %s)" % (
        fmt(round(kerning_scales[0], 4), 4), fmt(round(kerning_scales[1], 4), 4)))
    a("")
    a("  /// Weights (`rawValue`) whose italic was harvested; italic tables below are in this order.")
    a("  static let italicWeights: [Int] = [%s]" % ", ".join(str(w) for w in italic["weights"]))
    for design, title, note in (
        ("small", "italicSmallDesignUnits", "SF's italic small design (up to 17 pt)"),
        ("large", "italicLargeDesignUnits", "SF's italic large design (from 28 pt)"),
    ):
        a("")
        a("  /// Untracked advances of %s, in 1/2048 em, indexed" % note)
        a("  /// `[italicWeights index][scalar.value - 0x20]`; same tracking and blend as upright.")
        a("  static let %s: [[Double]] = [" % title)
        for w in italic["weights"]:
            vals = [fmt_units(v) for v in italic[design][w]]
            a("    // %d %s Italic" % (w, INTER_STYLE[w]))
            a("    [")
            for i in range(0, len(vals), 8):
                a("      " + ", ".join(vals[i:i + 8]) + ",")
            # swift-format drops the trailing comma of a one-element array literal.
            a("    ]" + ("," if len(italic["weights"]) > 1 else ""))
        a("  ]")
    a("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("metrics")
    ap.add_argument("--out", default=os.path.join(
        repo_root(), "Sources", "TypeFitText", "SystemMetrics", "SFWidthModelData.swift"))
    ap.add_argument("--inter-dir", default="/usr/share/fonts/opentype/inter")
    ap.add_argument("--report")
    ap.add_argument("--extra-widths", help="JSON array of more CTLine widths {text, weight, pointSize, width}"
                    " for the kerning model only (leave-one-string-out uses them as more strings)")
    args = ap.parse_args()

    hig = hig_table()
    doc, sizes, units, strings = load(args.metrics)
    model = fit(sizes, units, hig)
    rep = []
    r = rep.append
    r("# SF width model fit\n")
    r("Source: %s\n" % doc["source"])
    r("Sizes: %s\n" % ", ".join(fmt(s, 1) for s in sizes))
    r("Largest deviation of a glyph from its size's common tracking shift: %.6f units" % model["spread"])
    r("Largest residual of the blend fit: %.6f units" % model["blend_residual"])
    r("Tracking units per HIG 1/1000 em (8–17 pt): %.3f; large-design gauge offset %d units\n"
      % (model["hig_scale"], model["offset"]))

    r("## Blend knots\n")
    r("| pt | blend | × 16384 |\n|---|---|---|")
    for s, b in model["knots"]:
        r("| %s | %.6f | %.2f |" % (fmt(s, 1), b, b * 16384))
    r("\nFitted blend per size (× 16384) vs knots:\n")
    r("| pt | fitted | × 16384 | knots × 16384 |\n|---|---|---|---|")
    for s in sizes:
        if 17 <= s <= 28:
            r("| %s | %.6f | %.2f | %.2f |" % (fmt(s, 1), model["blend"][s], model["blend"][s] * 16384,
                                               interp(model["knots"], s) * 16384))

    r("\n## Tracking recovered vs HIG\n")
    r("| pt | recovered (1/2048 em) | recovered (1/1000 em) | HIG (1/1000 em) | %.0f × HIG (1/2048 em) | diff (units) |"
      % model["hig_scale"])
    r("|---|---|---|---|---|---|")
    for s in sizes:
        t = model["track"][s]
        h = hig_milli_em(hig, s)
        r("| %s | %s | %.2f | %s | %s | %+.2f |" % (fmt(s, 1), fmt(t, 4), t / UPEM * 1000, fmt(h, 1),
                                                fmt(model["hig_scale"] * h, 2), t - model["hig_scale"] * h))

    # Advances, whole data set.
    rows = evaluate(model, hig, units, sizes, TESTED_WEIGHTS)
    med, mx = stats([x[3] for x in rows])
    r("\n## Advances reproduced (fit on all sizes)\n")
    r("Regular/medium/semibold/bold, %d advances: median |error| %.2e%%, max %.2e%% (%.2e pt)\n"
      % (len(rows), med, mx, float(np.max(np.abs([x[2] for x in rows])))))
    allw = evaluate(model, hig, units, sizes, WEIGHTS)
    r("All nine weights, %d advances: max %.2e%%\n" % (len(allw), stats([x[3] for x in allw])[1]))

    # Calibration strings.
    texts = list(strings[(400, sizes[0])].keys())
    r("## Calibration strings (CTLine width vs model)\n")
    r("Sum of harvested advances minus CTLine width, in 1/2048 em:\n")
    r("| pt | weight | " + " | ".join('"%s"' % t for t in texts) + " |")
    r("|---" * (len(texts) + 2) + "|")
    for s in sizes:
        for w in TESTED_WEIGHTS:
            cells = []
            for t in texts:
                total = sum(units[(w, s)][ord(c) - 0x20] for c in t)
                cells.append("%+.2f" % (total - strings[(w, s)][t] * UPEM / s))
            r("| %s | %d | %s |" % (fmt(s, 1), w, " | ".join(cells)))
    no_kern = string_rows(model, hig, strings, sizes, TESTED_WEIGHTS)
    r("\nModel without kerning, by size band (median / max |error|, max in pt):\n")
    r(table_by_band(no_kern, TESTED_WEIGHTS, 3, 4))
    for t in texts:
        sel = [x for x in no_kern if x[2] == t]
        med, mx = stats([x[4] for x in sel])
        r('\n- "%s": median %.3f%%, max %.3f%%' % (t, med, mx))
    med, mx = stats([x[4] for x in no_kern])
    r("\nAll calibration widths (%d), no kerning: median %.3f%%, max %.3f%%\n" % (len(no_kern), med, mx))

    # Kerning.
    kern_text = []
    if shutil.which("hb-shape"):
        kern = inter_kerning(args.inter_dir, texts)

        def stand_in(text, w, s):
            family = "Inter" if s < INTER_DISPLAY_FROM else "InterDisplay"
            return kern[(family, w, text)] * UPEM

        def display_only(text, w, s):
            return kern[("InterDisplay", w, text)] * UPEM

        r("## Kerning (Inter GPOS pair kerning added to the model)\n")
        r("Inter's kerning total per string, 1/2048 em (Inter Text | Inter Display):\n")
        for w in TESTED_WEIGHTS:
            r("- %d: " % w + "; ".join('"%s" %+.1f | %+.1f' % (t, kern[("Inter", w, t)] * UPEM,
                                                            kern[("InterDisplay", w, t)] * UPEM)
                                        for t in texts))
        r("\n| variant | median abs | p90 abs | max abs | mean signed |\n|---|---|---|---|---|")
        for name, fn in (("no kerning", None), ("Inter kerning (Text < 20 pt, Display ≥ 20 pt)", stand_in),
                         ("Inter Display kerning at every size", display_only)):
            rows_k = string_rows(model, hig, strings, sizes, TESTED_WEIGHTS, fn)
            a = np.abs([x[4] for x in rows_k])
            r("| %s | %.3f%% | %.3f%% | %.3f%% | %+.3f%% |" % (
                name, np.median(a), np.percentile(a, 90), a.max(), np.mean([x[4] for x in rows_k])))
            for t in texts:
                sel = [x[4] for x in rows_k if x[2] == t]
                kern_text.append('| %s | "%s" | %.3f%% | %.3f%% | %+.3f%% |' % (
                    name, t, np.median(np.abs(sel)), np.max(np.abs(sel)), np.mean(sel)))
        r("\nWith Inter Display kerning at every size, by size band (median / max |error|, max in pt):\n")
        r(table_by_band(string_rows(model, hig, strings, sizes, TESTED_WEIGHTS, display_only),
                        TESTED_WEIGHTS, 3, 4))
        r("\n| variant | string | median abs | max abs | mean signed |\n|---|---|---|---|---|")
        for line in kern_text:
            r(line)
        kstrings = {key: dict(value) for key, value in strings.items()}
        if args.extra_widths:
            extra = load_extra_widths(args.extra_widths, sizes)
            for text, w, size, width in extra:
                kstrings[(w, size)][text] = width
            more = sorted({e[0] for e in extra if e[0] not in texts})
            kern.update(inter_kerning(args.inter_dir, more))
            r("Extra CTLine widths for the kerning model: %d widths of %d strings from %s.\n"
              % (len(extra), len({e[0] for e in extra}), args.extra_widths))
        kerning_scales, kerning = kerning_model(model, units, kstrings, sizes, kern, r)
    else:
        sys.exit("hb-shape not found (Debian package libharfbuzz-bin): the kerning model cannot be fitted")

    units_it, strings_it = load_italic(doc)
    italic = fit_italic(model, hig, units_it, sizes)
    italic_report(model, hig, italic, units_it, strings_it, sizes, args.inter_dir, kerning_scales, r)

    # Held-out: fit on even integer sizes, test on the others.
    even = [s for s in sizes if s == int(s) and int(s) % 2 == 0]
    odd = [s for s in sizes if s not in even]
    held = fit(even, units, hig)
    r("\n## Held-out sizes (fit on even sizes, test on %s)\n" % ", ".join(fmt(s, 1) for s in odd))
    r("Knots found on even sizes: %s\n" % ", ".join("(%s, %.5f)" % (fmt(s, 1), b) for s, b in held["knots"]))
    for name, flag in (("tracking interpolated between fitted even sizes", False),
                       ("tracking = %.0f × HIG (no per-size fit)" % held["hig_scale"], True)):
        rows_h = evaluate(held, hig, units, odd, TESTED_WEIGHTS, flag)
        med, mx = stats([x[3] for x in rows_h])
        r("### Advances, %s\n" % name)
        r("All odd sizes: median %.3f%%, max %.3f%% (%.4f pt)\n" % (
            med, mx, float(np.max(np.abs([x[2] for x in rows_h])))))
        r(table_by_band(rows_h, TESTED_WEIGHTS, 2, 3))
        r("")
    held_strings = string_rows(held, hig, strings, odd, TESTED_WEIGHTS)
    med, mx = stats([x[4] for x in held_strings])
    r("Calibration strings at held-out sizes (no kerning, interpolated tracking): median %.3f%%, max %.3f%%\n"
      % (med, mx))
    if shutil.which("hb-shape"):
        held_k = string_rows(held, hig, strings, odd, TESTED_WEIGHTS, display_only)
        a = np.abs([x[4] for x in held_k])
        r("Calibration strings at held-out sizes with Inter Display kerning: median %.3f%%, p95 %.3f%%, "
          "max %.3f%%\n" % (np.median(a), np.percentile(a, 95), a.max()))

    # Fallback scale.
    inter = inter_advances(args.inter_dir)
    coef = fit_fallback(model, inter)
    wts = fallback_weights()
    r("## Fallback scale for Inter\n")
    r("Frequency-weighted least squares over letters (lower case by English letter frequency, capitals at"
      " %.0f%% of their lower-case weight), untracked SF design advance ≈ scale × Inter advance.\n"
      % (CAPITAL_SHARE * 100))
    r("| pt | " + " | ".join(str(w) for w in TESTED_WEIGHTS) + " | weighted RMS of per-letter ratio error (400) |")
    r("|---" * (len(TESTED_WEIGHTS) + 2) + "|")
    for s in [8, 11, 12, 15, 17, 19, 20, 22, 24, 28, 34, 40, 53, 60]:
        cells = []
        for w in TESTED_WEIGHTS:
            cells.append("%.4f" % fallback_scale(model, hig, coef, w, s))
        fam = "Inter" if s < INTER_DISPLAY_FROM else "InterDisplay"
        b = interp(model["knots"], s)
        sf = ((1 - b) * model["small"][400] + b * model["large"][400]) / UPEM
        ratio = fallback_scale(model, hig, coef, 400, s) * inter[(fam, 400)] / sf - 1
        rms = float(np.sqrt((wts * ratio ** 2).sum()))
        r("| %s | %s | %.2f%% |" % (fmt(s, 1), " | ".join(cells), rms * 100))

    report = "\n".join(rep) + "\n"
    sys.stdout.write(report)
    if args.report:
        open(args.report, "w", encoding="utf-8").write(report)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(swift_source(doc, model, coef, os.path.basename(args.metrics), kerning_scales, kerning, italic))
    sys.stderr.write("wrote %s\n" % args.out)


if __name__ == "__main__":
    main()
