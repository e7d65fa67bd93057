/// The gallery's player: a small script of our own, no frameworks, built on the Web Animations
/// API (TOOLING §6). It reads the scene's timeline from `<script id="timeline">` and draws every
/// node as an absolutely positioned element inside a full-canvas wrapper: the node's `left`,
/// `top`, `width`, `height` are its `frame` (so `getBoundingClientRect()` is the frame exactly),
/// `transform: scale() rotate()` about the centre carries `scale` and `rotation`, `opacity` and
/// the registered custom property `--fill` its opacity and colour, and the wrapper carries the
/// `clip` (`clip-path: xywh()` in canvas coordinates; a `path` clip's `outline` as `path()` at the
/// clip rect's current size, also in canvas coordinates) and the draw `order` (z-index).
///
/// A transition becomes one `element.animate(keyframes, {duration, fill: 'both'})` per changing
/// node, all with the transition's duration, keyframe offsets `t / duration` and each keyframe's
/// `easing` applied to the segment that starts there (WAAPI's convention, the same as the
/// timeline's). A removed node gets a second, `step-end` animation that hides it at
/// `visibleUntil`. Pausing and scrubbing set `currentTime` on every animation.
///
/// Live mode runs the state machine: tap/press/long-press the trigger node of an edge from the
/// current state; a drag on a drag trigger follows the timeline's drag track (`drags`) while the
/// finger is down and runs the release edge when it lifts (without a track, the release edge runs
/// once the drag passes 30 px); where the timeline gives a drag edge's `releaseRanges`, the
/// release picks the edge whose range holds the drag's translation, and none springs back;
/// `appear` edges run as soon as their state is entered, and a `timer` edge its `delay` after
/// the edge that entered its state started (at the playback rate). An edge triggered mid-flight retargets: each node it changes starts from where it
/// is drawn now, keeping the edge's curve (position is continuous); under a spring it also keeps
/// its velocity (the spring's impulse response times the measured velocity is added, sampled at
/// 60 Hz); nodes it does not change keep their running animation. `docs/gallery.md` has more.
enum GalleryPlayerScript {
  static let source = #"""
    // Matchcut gallery player: draws one scene from its embedded timeline and plays its
    // transitions with the Web Animations API. No frameworks, no network.
    (() => {
      'use strict';
      /** Draws the page from the embedded timeline; the preview calls it again with a new one. */
      function boot() {
      for (const id of ['player', 'states']) {
        const section = document.getElementById(id);
        if (section) section.textContent = '';
      }
      const doc = JSON.parse(document.getElementById('timeline').textContent);
      const scene = doc.scenes[0];
      const W = scene.canvas.width;
      const H = scene.canvas.height;
      const infoById = new Map(scene.nodes.map((n) => [n.id, n]));
      const stateById = new Map(scene.states.map((s) => [s.id, s]));
      const edges = scene.transitions;
      const DRAG_THRESHOLD = 30;
      const LONG_PRESS_MS = 500;

      function el(tag, cls, parent, text) {
        const e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text != null) e.textContent = text;
        if (parent) parent.appendChild(e);
        return e;
      }

      // ---- appearances -------------------------------------------------------------------------
      function rgba(hex) {
        if (!hex) return null;
        const v = (i) => parseInt(hex.slice(i, i + 2), 16);
        return [v(1), v(3), v(5), v(7) / 255];
      }
      function colour(c) {
        if (!c) return 'transparent';
        const r = (x) => Math.round(x * 1000) / 1000;
        return 'rgba(' + r(c[0]) + ', ' + r(c[1]) + ', ' + r(c[2]) + ', ' + r(c[3]) + ')';
      }
      function clipOf(c) {
        if (!c) return null;
        return { x: c.rect[0], y: c.rect[1], w: c.rect[2], h: c.rect[3], r: c.cornerRadius || 0,
          shape: c.shape, outline: c.shape === 'path' && c.outline ? c.outline : null };
      }
      /** A timeline appearance (`frame`, `opacity`, …) as flat numbers. */
      function look(a) {
        const f = a.frame;
        return { x: f[0], y: f[1], w: f[2], h: f[3], opacity: a.opacity == null ? 1 : a.opacity,
          radius: a.cornerRadius || 0, scale: a.scale == null ? 1 : a.scale, rotation: a.rotation || 0,
          fill: rgba(a.fill), clip: clipOf(a.clip), text: a.text, lines: a.lines,
          align: a.font ? (a.font.alignment || 'leading') : undefined,
          size: a.font ? a.font.size : undefined, weight: a.font ? a.font.weight : undefined };
      }
      /** The timeline's weight names as CSS `font-weight` numbers (ultraLight = 100 … black = 900). */
      /** Layout's line height over the point size: SF Pro's (1950 + 494) / 2048 (LANGUAGE §8). */
      const LINE_HEIGHT = 2444 / 2048;
      const fontWeights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500,
        semibold: 600, bold: 700, heavy: 800, black: 900 };
      const lerp = (a, b, p) => a + (b - a) * p;
      /** `from + p·(to − from)` for every component, as the compiler interpolates. */
      function mix(a, b, p) {
        const m = { x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p), w: lerp(a.w, b.w, p),
          h: lerp(a.h, b.h, p), opacity: lerp(a.opacity, b.opacity, p), radius: lerp(a.radius, b.radius, p),
          scale: lerp(a.scale, b.scale, p), rotation: lerp(a.rotation, b.rotation, p), fill: a.fill,
          clip: p < 1 ? a.clip : b.clip, text: p < 0.5 ? a.text : b.text,
          lines: p < 0.5 ? a.lines : b.lines, align: p < 0.5 ? a.align : b.align,
          size: p < 0.5 ? a.size : b.size, weight: p < 0.5 ? a.weight : b.weight };
        if (a.fill && b.fill) m.fill = a.fill.map((c, i) => lerp(c, b.fill[i], p));
        if (a.clip && b.clip) {
          m.clip = { x: lerp(a.clip.x, b.clip.x, p), y: lerp(a.clip.y, b.clip.y, p),
            w: lerp(a.clip.w, b.clip.w, p), h: lerp(a.clip.h, b.clip.h, p),
            r: lerp(a.clip.r, b.clip.r, p), shape: b.clip.shape, outline: b.clip.outline };
        }
        return m;
      }
      function sameLook(a, b) {
        const keys = ['x', 'y', 'w', 'h', 'opacity', 'radius', 'scale', 'rotation'];
        if (keys.some((k) => Math.abs(a[k] - b[k]) > 1e-6)) return false;
        return colour(a.fill) === colour(b.fill) && clipCSS(a.clip) === clipCSS(b.clip);
      }
      function clipCSS(c) {
        if (!c) return 'none';
        const n = (v) => Math.round(v * 1000) / 1000 + 'px';
        // A custom shape's clip: its outline at the clip rect's current size, from the rect's
        // corner, in the full-canvas wrapper's coordinates (canvas points).
        if (c.outline) {
          return "path('" + outlineData(c.outline, c.x, c.y, Math.max(0, c.w), Math.max(0, c.h)) + "')";
        }
        if (c.shape === 'ellipse') {
          return 'ellipse(' + n(c.w / 2) + ' ' + n(c.h / 2) + ' at ' + n(c.x + c.w / 2) + ' ' +
            n(c.y + c.h / 2) + ')';
        }
        let r = c.r;
        if (c.shape === 'capsule' || c.shape === 'circle') r = Math.min(c.w, c.h) / 2;
        return 'xywh(' + n(c.x) + ' ' + n(c.y) + ' ' + n(c.w) + ' ' + n(c.h) +
          (r > 0 ? ' round ' + n(r) : '') + ')';
      }
      /**
       * A custom shape's `outline` (TOOLING §2) as SVG path data at a w × h frame whose corner is
       * at (x, y): every coordinate [constant, perWidth, perHeight] is constant + perWidth·w +
       * perHeight·h, as SwiftUI calls `path(in:)` with the view's bounds at every frame.
       */
      function outlineData(outline, x, y, w, h) {
        const n = (v) => String(Math.round(v * 10000) / 10000);
        const at = (c, o, a, b) => o + c[0] + c[1] * a + c[2] * b;
        return outline.map((e) => {
          let out = e[0];
          for (let i = 1; i + 1 < e.length; i += 2) {
            out += (i > 1 ? ' ' : '') + n(at(e[i], x, w, h)) + ' ' + n(at(e[i + 1], y, w, h));
          }
          return out;
        }).join(' ');
      }
      function easingCSS(e) {
        if (!e || e === 'linear') return 'linear';
        return 'cubic-bezier(' + e.join(', ') + ')';
      }

      // ---- words of the app -------------------------------------------------------------------
      // Labels a SwiftUI developer reads: what the user does, what changes, the animation and the
      // source line, from the timeline (trigger, the states' `values`, `animation.description`,
      // `trigger.source`), never the compiler's ids alone.
      const initial = scene.states.length ? scene.states[0] : null;
      /** `Destination(REEF)` → `REEF`: a value wrapped in one type name reads as its content. */
      function valueText(v) {
        const m = /^[A-Z][A-Za-z0-9_]*\((.*)\)$/.exec(String(v));
        return m && !m[1].includes('(') ? m[1] : String(v);
      }
      /** `key = value` for each state variable whose value differs from `a` to `b` (variables that
       *  only appear in `b`, a component's own state, count when nothing else changed). */
      function changes(a, b) {
        const av = (a && a.values) || {};
        const bv = (b && b.values) || {};
        const keys = Object.keys(bv).sort();
        const say = (k) => k.split('.').pop() + ' = ' + valueText(bv[k]);
        const changed = keys.filter((k) => k in av && av[k] !== bv[k]).map(say);
        if (changed.length) return changed;
        return keys.filter((k) => !(k in av)).map(say);
      }
      /** A state's caption: the values that differ from the initial state, in full. */
      function stateCaption(s) {
        if (s === initial) return 'Initial state';
        const c = changes(initial, s);
        return c.length ? c.join(', ') : 'Same values as the initial state';
      }
      const verbs = { tap: 'Tap', press: 'Press', longPress: 'Long-press', drag: 'Drag', appear: 'On appear' };
      const shapeNames = { roundedRect: 'rounded rectangle', capsule: 'capsule', circle: 'circle',
        ellipse: 'ellipse', rectangle: 'rectangle' };
      function quoted(text) {
        const t = String(text).replace(/\s+/g, ' ').trim();
        return '\u2018' + (t.length > 40 ? t.slice(0, 39) + '…' : t) + '\u2019';
      }
      /** What the user touches: the trigger's own text or symbol, else the first text of the
       *  view it belongs to (climbing to the button or list row), else its row's id or its kind. */
      function triggerTarget(e) {
        const info = e.trigger.node ? infoById.get(e.trigger.node) : null;
        const from = stateById.get(e.from);
        const drawn = new Map(from ? from.nodes.map((n) => [n.id, n]) : []);
        const textOf = (n) => (drawn.get(n.id) && drawn.get(n.id).text) || n.text;
        if (!info) return e.trigger.path ? e.trigger.path.split('/').pop() : 'the view';
        if (info.kind === 'text' && textOf(info)) return quoted(textOf(info));
        if (info.kind === 'image' && textOf(info)) {
          const sn = drawn.get(info.id);
          return sn && sn.fill ? 'the ' + textOf(info) + ' symbol' : 'image ' + quoted(textOf(info));
        }
        const parts = info.path.split('/');
        for (let up = 1; up <= 4 && parts.length - up > 0; up++) {
          const prefix = parts.slice(0, parts.length - up).join('/');
          const hit = scene.nodes.find((n) => n.kind === 'text' && drawn.has(n.id) && n.path.startsWith(prefix) &&
            (n.path.length === prefix.length || '/:'.includes(n.path[prefix.length])) && textOf(n));
          if (hit) return quoted(textOf(hit));
          if (/^ForEach\[/.test(parts[parts.length - up - 1] || '')) break;
        }
        const row = /ForEach\[([^\]]*)\]/.exec(info.path);
        if (row) return quoted(row[1]);
        return 'the ' + (shapeNames[info.shape] || info.kind);
      }
      /** `.easeInOut 0.35 s`; an edge without `withAnimation` that still moves is animated by an
       *  `.animation(_:value:)` or a transition's own animation. */
      function animationText(e) {
        const d = edgeDuration(e);
        const secs = d == null ? '' : ' ' + (Math.round(d * 100) / 100) + ' s';
        // SwiftUI's default blend duration says nothing to the reader.
        if (e.animation) return e.animation.description.replace(/, blendDuration: 0(\.0+)?\)/, ')') + secs;
        return d > 0 ? 'implicit animation' + secs : 'no animation';
      }
      function sourceText(e) {
        const s = e.trigger.source;
        return s ? s.file + ':' + s.line : '';
      }
      /** The parts of a transition's label: action → change · animation · source line. */
      function edgeWords(e) {
        const verb = verbs[e.trigger.kind] || e.trigger.kind;
        const action = e.trigger.kind === 'appear' ? verb
          : e.trigger.kind === 'timer' ? 'After ' + (Math.round((e.trigger.delay || 0) * 1000) / 1000) + ' s'
          : verb + ' ' + triggerTarget(e);
        const c = changes(stateById.get(e.from), stateById.get(e.to));
        return { action, change: c.length ? c.join(', ') : 'no state change', animation: animationText(e),
          source: sourceText(e) };
      }
      function edgeLabel(e) {
        const w = edgeWords(e);
        return w.action + ' → ' + w.change + ' · ' + w.animation + (w.source ? ' · ' + w.source : '');
      }
      /** The scene's first hero transition: among the transitions from the initial state (any
       *  state when none of those has a flight) with a
       *  matched-geometry flight, the first whose hero changes (size, plus a tenth of its travel)
       *  at least half as much as the biggest one — a header's small badge tweak does not count;
       *  the first edge if there is no flight. */
      function openingEdge() {
        const fromStart = scene.transitions.filter((e) => !initial || e.from === initial.id);
        const heroes = (list) => list.filter((e) => e.nodes.some((n) => n.hero));
        // A hero reached by a press first (press, then release) starts from a later state.
        const pool = heroes(fromStart).length ? fromStart : scene.transitions;
        const scored = [];
        for (const e of pool) {
          let score = -1;
          for (const n of e.nodes) {
            if (!n.hero || !n.from || !n.to) continue;
            const a = n.from.frame;
            const b = n.to.frame;
            // Growing or shrinking is what a hero does; travel alone counts a tenth.
            score = Math.max(score, Math.abs(a[2] - b[2]) + Math.abs(a[3] - b[3]) +
              0.1 * (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])));
          }
          if (score >= 0) scored.push({ e, score });
        }
        const top = Math.max(0, ...scored.map((x) => x.score));
        const first = scored.find((x) => x.score >= top / 2);
        return first ? first.e : scene.transitions[0] || null;
      }
      /** When a spring's motion is within 1 % of its end for good (the richest track's progress),
       *  or null for other curves. */
      function settleTime(e) {
        const a = e.animation;
        const spring = a && a.model && a.model.type === 'spring';
        const k = referenceTrack(e);
        const d = edgeDuration(e);
        if (!spring || !k || !(d > 0)) return null;
        const step = 0.001;
        for (let t = d; t >= 0; t -= step) {
          if (Math.abs(1 - progressAt(k, t)) > 0.01) return Math.min(d, t + step);
        }
        return 0;
      }

      // ---- symbols -----------------------------------------------------------------------------
      /** An inline `Image(systemName:)` in a text reaches the timeline as `[name]`: drawn as a
       *  glyph-sized placeholder (a span carrying the name), not as the bracketed name. */
      const INLINE_SYMBOL = /\[([a-z0-9]+(?:\.[a-z0-9]+)*)\]/g;
      function fillText(target, text) {
        target.textContent = '';
        let at = 0;
        for (const m of String(text).matchAll(INLINE_SYMBOL)) {
          if (m.index > at) target.append(text.slice(at, m.index));
          const sym = el('span', 'sym', target);
          sym.dataset.symbol = m[1];
          sym.title = m[1];
          sym.setAttribute('role', 'img');
          sym.setAttribute('aria-label', m[1]);
          at = m.index + m[0].length;
        }
        if (at < text.length) target.append(text.slice(at));
      }
      /** A text element's string as the timeline has it (inline symbols back as `[name]`). */
      function textOfElement(e) {
        let out = '';
        for (const c of e.childNodes) {
          if (c.nodeType === 3) out += c.textContent;
          else if (c.dataset && c.dataset.symbol) out += '[' + c.dataset.symbol + ']';
          else out += textOfElement(c);
        }
        return out;
      }
      /** An SF Symbol: an icon placeholder of the frame (its font's size) with its name inside,
       *  broken after the dots and fitted. */
      function drawSymbol(node, name, w, h) {
        node.textContent = '';
        const label = el('span', 'symbol-name', node);
        const parts = String(name).split('.');
        parts.forEach((p, i) => {
          label.append(p + (i < parts.length - 1 ? '.' : ''));
          if (i < parts.length - 1) label.append(document.createElement('wbr'));
        });
        const longest = Math.max(1, ...parts.map((p) => p.length + 1));
        const size = Math.max(2, Math.min(h / Math.max(2.4, parts.length * 1.15), (w * 0.86) / (longest * 0.58)));
        label.style.fontSize = size + 'px';
      }

      // ---- node views --------------------------------------------------------------------------
      /** One drawn node: a full-canvas wrapper that carries the clip and the z-index, and the node. */
      class NodeView {
        constructor(layer, id) {
          const info = infoById.get(id) || { id, kind: 'container' };
          this.id = id;
          this.info = info;
          this.wrap = el('div', 'wrap', layer);
          const classes = ['node', info.kind];
          if (info.shape) classes.push(info.shape);
          // A stroked shape paints only a line along its outline, in its colour (`--fill`): the
          // line's box shadows reach half the width out and half in (`stroke`), or the whole
          // width in (`strokeBorder`); the frame stays the node's frame (swiftui-semantics §23.6).
          const stroke = info.kind === 'shape' && info.stroke ? info.stroke : null;
          if (stroke) classes.push('stroked');
          this.node = el('div', classes.join(' '), this.wrap);
          if (stroke) {
            const w = Math.max(0, stroke.lineWidth);
            this.node.style.setProperty('--stroke-in', (stroke.inset ? w : w / 2) + 'px');
            this.node.style.setProperty('--stroke-out', (stroke.inset ? 0 : w / 2) + 'px');
          }
          this.node.dataset.node = id;
          this.node.title = id + ' ' + info.kind + ' ' + info.path;
          if (info.kind === 'text') fillText(this.node, info.text || '');
          if (info.kind === 'image') this.node.textContent = info.text || 'image';
          if (info.shape === 'circle') el('i', null, this.node);
          // A custom shape: filled, its outline clips the node (`clip-path: path()`); stroked, an
          // inline SVG draws the line along it, the outline at the node's size (or, for
          // `strokeBorder`, at the box inset by half the line).
          this.outline = info.kind === 'shape' && info.shape === 'path' && info.outline ? info.outline : null;
          this.stroke = stroke;
          if (this.outline && stroke) {
            // Parsed as HTML, the markup is put in the SVG namespace.
            this.node.insertAdjacentHTML('beforeend', '<svg aria-hidden="true"><path/></svg>');
            this.line = this.node.lastElementChild.firstElementChild;
            this.node.style.setProperty('--stroke-width', Math.max(0, stroke.lineWidth) + 'px');
          }
          this.fontSize = null;
          this.anims = [];
        }
        style(l) {
          const s = { left: l.x + 'px', top: l.y + 'px', width: l.w + 'px', height: l.h + 'px',
            // A retargeted spring can carry these past their range; CSS rejects a negative radius.
            opacity: String(Math.min(1, Math.max(0, l.opacity))), borderRadius: Math.max(0, l.radius) + 'px',
            transform: 'scale(' + l.scale + ') rotate(' + l.rotation + 'deg)' };
          let fill = l.fill;
          if (!fill && this.info.kind === 'divider') fill = [198, 198, 200, 1];
          if (!fill && this.info.kind === 'text') fill = [0, 0, 0, 1];
          s['--fill'] = colour(fill);
          if (this.outline && !this.stroke) {
            s.clipPath = "path('" + outlineData(this.outline, 0, 0, Math.max(0, l.w), Math.max(0, l.h)) + "')";
          }
          return s;
        }
        /** A stroked custom shape's line at frame `l`: its `d`, in the node's coordinates. */
        lineStyle(l) {
          const w = Math.max(0, l.w);
          const h = Math.max(0, l.h);
          const lw = this.stroke.inset ? Math.max(0, this.stroke.lineWidth) : 0;
          const iw = Math.max(0, w - lw);
          const ih = Math.max(0, h - lw);
          return { d: "path('" + outlineData(this.outline, (w - iw) / 2, (h - ih) / 2, iw, ih) + "')" };
        }
        show(z) {
          this.wrap.style.display = '';
          this.wrap.style.zIndex = String(z);
        }
        hide() {
          this.cancel();
          this.wrap.style.display = 'none';
        }
        cancel() {
          for (const a of this.anims) a.cancel();
          this.anims = [];
        }
        set(l) {
          const s = this.style(l);
          for (const k of Object.keys(s)) {
            this.node.style.setProperty(k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), s[k]);
          }
          if (this.line) this.line.style.setProperty('d', this.lineStyle(l).d);
          this.node.style.visibility = '';
          this.wrap.style.clipPath = clipCSS(l.clip);
          // A laid-out text draws exactly the lines layout broke it into (the timeline's
          // `lines`), never wrapped again by the browser.
          if (this.info.kind === 'text' && l.lines) {
            this.drawLines([l.lines]);
          } else if (l.text != null && (this.info.kind === 'text' || this.info.kind === 'image') &&
            (this.blocks || this.shownText !== l.text)) {
            // A view keeps its identity when its string changes: the state's string wins.
            this.blocks = null;
            this.node.classList.remove('laid');
            if (this.info.kind === 'text') fillText(this.node, l.text); else this.node.textContent = l.text;
            this.shownText = l.text;
            this.fontSize = null;
          }
          // multilineTextAlignment: where the shorter lines of a text sit (leading by default).
          if (l.align !== undefined && this.info.kind === 'text') {
            this.node.style.textAlign = { center: 'center', trailing: 'right' }[l.align] || 'left';
          }
          if (this.info.kind === 'text' || this.info.kind === 'image') this.fit(l);
        }
        /**
         * A text is drawn in its resolved font (the timeline's `font`: size in points = CSS px,
         * and weight), as the layout measured it. An image's symbol, or a text without a font,
         * gets the largest size whose wrapped text fits the frame.
         */
        fit(l) {
          if (this.info.kind === 'text' && l.size != null) {
            this.fontSize = l.size;
            this.node.style.fontSize = l.size + 'px';
            this.node.style.fontWeight = String(fontWeights[l.weight] || 400);
            // Layout's line height (LANGUAGE §8): the block of n lines is n · 1.1934 · size tall.
            this.node.style.lineHeight = l.size * LINE_HEIGHT + 'px';
            return;
          }
          if (this.fontSize != null && this.fitted === l.w + 'x' + l.h) return;
          this.fitted = l.w + 'x' + l.h;
          if (this.info.kind === 'image') {
            this.node.classList.toggle('symbol', !!l.fill);
            if (l.fill) {
              drawSymbol(this.node, this.shownText || this.info.text || 'symbol', l.w, l.h);
              this.fontSize = 0;
              return;
            }
            this.fontSize = Math.max(7, Math.min(12, l.h / 3));
          } else {
            const probe = el('div', 'node text', document.body, this.node.textContent);
            probe.style.cssText = 'position:absolute;visibility:hidden;left:0;top:0;height:auto;width:' +
              l.w + 'px';
            let lo = 4;
            let hi = 72;
            for (let i = 0; i < 14; i++) {
              const mid = (lo + hi) / 2;
              probe.style.fontSize = mid + 'px';
              if (probe.scrollHeight <= l.h + 0.5 && probe.scrollWidth <= l.w + 0.5) lo = mid; else hi = mid;
            }
            probe.remove();
            this.fontSize = lo;
          }
          this.node.style.fontSize = this.fontSize + 'px';
        }
        /**
         * Draws each set of lines in `sets` as one block, centred in the node (the text keeps its
         * font: a block of lines sits in the frame, it is never stretched to it). One set is the
         * text at rest; several are a flight's steps, shown one at a time by `steps`.
         */
        drawLines(sets) {
          const key = JSON.stringify(sets);
          if (this.blocks && this.blocksKey === key) return;
          this.node.textContent = '';
          this.node.classList.add('laid');
          this.blocks = sets.map((lines) => {
            const block = el('div', 'lines', this.node);
            fillText(block, lines.join('\n'));
            return block;
          });
          this.blocksKey = key;
        }
        /**
         * A flight's `lineSteps` (docs/motion.md "Text in flight"): step i's block is shown from
         * its `t` until the next step's, by a `step-end` animation of its visibility, so playing,
         * pausing and scrubbing show the lines of that very time.
         */
        steps(lineSteps, duration) {
          this.drawLines(lineSteps.map((s) => s.lines));
          const ms = Math.max(duration * 1000, 1);
          const last = lineSteps.length - 1;
          lineSteps.forEach((step, i) => {
            const block = this.blocks[i];
            if (duration <= 0) {
              block.style.visibility = i === last ? 'visible' : 'hidden';
              return;
            }
            const start = Math.min(1, Math.max(0, step.t / duration));
            const end = i < last ? Math.min(1, Math.max(0, lineSteps[i + 1].t / duration)) : 1;
            const vis = (v, offset) => ({ offset, visibility: v ? 'visible' : 'hidden', easing: 'step-end' });
            const frames = [vis(start <= 0, 0)];
            if (start > 0) frames.push(vis(true, start));
            if (i < last) frames.push(vis(false, end));
            frames.push(vis(i === last, 1));
            block.style.visibility = '';
            this.anims.push(block.animate(frames, { duration: ms, fill: 'both' }));
          });
        }
        /** Plays `looks` at `times` (seconds) with per-segment `easings` over `duration` seconds. */
        animate(times, easings, looks, duration) {
          const ms = Math.max(duration * 1000, 1);
          const frames = [];
          const clips = [];
          const lines = [];
          const push = (offset, easing, l) => {
            frames.push(Object.assign({ offset, easing }, this.style(l)));
            clips.push({ offset, easing, clipPath: clipCSS(l.clip) });
            if (this.line) lines.push(Object.assign({ offset, easing }, this.lineStyle(l)));
          };
          const last = looks.length - 1;
          if (duration <= 0 || last < 0) {
            const l = looks[Math.max(last, 0)];
            push(0, 'linear', l);
            push(1, 'linear', l);
          } else {
            if (times[0] > 0) push(0, 'linear', looks[0]);
            for (let i = 0; i <= last; i++) {
              push(Math.min(1, Math.max(0, times[i] / duration)), i < last ? easingCSS(easings[i]) : 'linear',
                looks[i]);
            }
            if (times[last] < duration) push(1, 'linear', looks[last]);
          }
          this.anims.push(this.node.animate(frames, { duration: ms, fill: 'both' }));
          if (this.line) this.anims.push(this.line.animate(lines, { duration: ms, fill: 'both' }));
          if (clips.some((c) => c.clipPath !== clips[0].clipPath)) {
            this.anims.push(this.wrap.animate(clips, { duration: ms, fill: 'both' }));
          } else {
            this.wrap.style.clipPath = clips[0].clipPath;
          }
          if (looks.length) this.fit(looks[last]);
        }
        /** A removed node is drawn until `visibleUntil` (TOOLING §3), then hidden. */
        vanish(until) {
          const ms = Math.max((until || 0) * 1000, 0);
          this.anims.push(this.node.animate([{ visibility: 'visible' }, { visibility: 'hidden' }],
            { duration: ms, easing: 'step-end', fill: 'forwards' }));
        }
        /** The appearance drawn right now (animated or not), or null when not drawn. */
        current() {
          if (this.wrap.style.display === 'none') return null;
          const cs = getComputedStyle(this.node);
          if (cs.visibility === 'hidden') return null;
          const num = (v) => parseFloat(v) || 0;
          let scale = 1;
          let rotation = 0;
          const m = /matrix\(([^)]*)\)/.exec(cs.transform);
          if (m) {
            const [a, b] = m[1].split(',').map(Number);
            scale = Math.hypot(a, b);
            rotation = Math.atan2(b, a) * 180 / Math.PI;
          }
          const c = /rgba?\(([^)]*)\)/.exec(cs.getPropertyValue('--fill'));
          let fill = null;
          if (c) {
            const p = c[1].split(',').map(Number);
            fill = [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
          }
          return { x: num(cs.left), y: num(cs.top), w: num(cs.width), h: num(cs.height),
            opacity: num(cs.opacity), radius: num(cs.borderTopLeftRadius), scale, rotation, fill,
            clip: this.clip, lines: this.shownLines() };
        }
        /** The lines of the block shown now (a flight's step, or the text at rest). */
        shownLines() {
          if (!this.blocks || !this.blocks.length) return undefined;
          const shown = this.blocks.find((b) => getComputedStyle(b).visibility !== 'hidden') || this.blocks[0];
          return textOfElement(shown).split('\n');
        }
      }

      // ---- the page ----------------------------------------------------------------------------
      const playerSection = document.getElementById('player');
      // The stage at 1 CSS px per point, scaled down (never up) to fit a narrow viewport; its box
      // takes the scaled size so the controls flow below or beside it.
      const stageBox = el('div', 'stage-box', playerSection);
      const stage = el('div', 'stage', stageBox);
      stage.id = 'stage';
      stage.style.width = W + 'px';
      stage.style.height = H + 'px';
      const clockEl = el('div', 'clock', stage);
      const timerEl = el('div', 'clock', stage);
      const views = new Map();
      function view(id) {
        let v = views.get(id);
        if (!v) {
          v = new NodeView(stage, id);
          views.set(id, v);
        }
        return v;
      }
      for (const n of scene.nodes) view(n.id).hide();

      const controls = el('div', 'controls', playerSection);
      const row1 = el('div', 'row', controls);
      const playButton = el('button', null, row1, 'Play');
      const replayButton = el('button', null, row1, 'Replay');
      const loopLabel = el('label', null, row1);
      const loopBox = el('input', null, loopLabel);
      loopBox.type = 'checkbox';
      loopLabel.append(' Loop');
      const liveLabel = el('label', null, row1);
      const liveBox = el('input', null, liveLabel);
      liveBox.type = 'checkbox';
      liveLabel.append(' Live');
      const stopLabel = el('label', 'stop-settle', row1);
      const stopBox = el('input', null, stopLabel);
      stopBox.type = 'checkbox';
      stopLabel.append(' Stop when settled');
      stopLabel.title = 'Replay pauses where a spring is within 1 % of its end';
      const row2 = el('div', 'row', controls);
      el('span', null, row2, 'Time');
      const scrubWrap = el('span', 'scrub', row2);
      const scrub = el('input', null, scrubWrap);
      scrub.type = 'range';
      scrub.min = '0';
      scrub.step = 'any';
      scrub.value = '0';
      scrub.setAttribute('aria-label', 'Time');
      const settleMark = el('i', 'settle-mark', scrubWrap);
      settleMark.hidden = true;
      const timeOut = el('output', null, row2, '0.000 s');
      const settleOut = el('p', 'settle-note', controls);
      settleOut.hidden = true;
      const row3 = el('div', 'row', controls);
      el('span', null, row3, 'Speed');
      const speed = el('input', null, row3);
      speed.type = 'range';
      speed.min = '0.1';
      speed.max = '2';
      speed.step = '0.05';
      speed.value = '1';
      const speedOut = el('output', null, row3, '1.00×');
      const status = el('p', 'status', controls);
      el('p', 'hint', controls, 'Pick a transition to replay it, or a state below to show it. Live ' +
        'mode runs the state machine: tap, press or drag the views that have a trigger (a drag ' +
        'follows the finger where the timeline has a drag track).');
      const list = el('ol', 'edges', controls);
      const edgeButtons = new Map();
      for (const e of edges) {
        const li = el('li', null, list);
        const b = el('button', null, li);
        const w = edgeWords(e);
        el('span', 'act', b, w.action + ' → ' + w.change);
        b.append(' ');
        el('span', 'anim', b, w.animation);
        if (w.source) {
          b.append(' ');
          el('span', 'where', b, w.source);
        }
        b.title = e.id + ': ' + e.from + ' → ' + e.to;
        b.dataset.edge = e.id;
        b.addEventListener('click', () => {
          setLive(false);
          load(e);
          play();
        });
        edgeButtons.set(e.id, b);
      }
      if (!edges.length) el('li', 'hint', list, 'This scene has no transitions.');

      // ---- playback ----------------------------------------------------------------------------
      const player = { edge: null, duration: 0, clock: null, timer: null, rate: 1, loop: false, live: false,
        state: scene.states.length ? scene.states[0].id : null, playing: false };

      function allAnimations() {
        const out = [];
        for (const v of views.values()) out.push(...v.anims);
        if (player.clock) out.push(player.clock);
        if (player.timer) out.push(player.timer);
        return out;
      }
      function edgeDuration(e) {
        return e.duration == null ? longestTrack(e) : e.duration;
      }
      function longestTrack(e) {
        let d = 0;
        for (const n of e.nodes) if (n.keyframes) d = Math.max(d, n.keyframes.t[n.keyframes.t.length - 1]);
        return d;
      }
      /** The keyframe times, easings and progress of the edge's richest track: the curve used for a
       *  node that must move in this edge only because it was caught mid-flight by a retarget. */
      function referenceTrack(e) {
        let best = null;
        for (const n of e.nodes) {
          if (n.keyframes && (!best || n.keyframes.t.length > best.t.length)) best = n.keyframes;
        }
        return best;
      }
      /** `cubic-bezier(x1, y1, x2, y2)` as a function of x in [0, 1]. */
      function bezier(x1, y1, x2, y2) {
        const cx = 3 * x1;
        const bx = 3 * (x2 - x1) - cx;
        const ax = 1 - cx - bx;
        const cy = 3 * y1;
        const by = 3 * (y2 - y1) - cy;
        const ay = 1 - cy - by;
        const X = (u) => ((ax * u + bx) * u + cx) * u;
        const Y = (u) => ((ay * u + by) * u + cy) * u;
        return (x) => {
          let lo = 0;
          let hi = 1;
          let u = x;
          for (let i = 0; i < 50; i++) {
            const v = X(u);
            if (Math.abs(v - x) < 1e-7) break;
            if (v < x) lo = u; else hi = u;
            u = (lo + hi) / 2;
          }
          return Y(u);
        };
      }
      /** A track's progress at `t` seconds, from its keyframes and per-segment easings. */
      function progressAt(k, t) {
        const n = k.t.length;
        if (t <= k.t[0]) return k.progress[0];
        if (t >= k.t[n - 1]) return k.progress[n - 1];
        let i = 0;
        while (i < n - 2 && t >= k.t[i + 1]) i++;
        const span = k.t[i + 1] - k.t[i];
        const u = span > 0 ? (t - k.t[i]) / span : 1;
        const e = k.easing[i];
        const eased = !e || e === 'linear' ? u : bezier(e[0], e[1], e[2], e[3])(u);
        return k.progress[i] + (k.progress[i + 1] - k.progress[i]) * eased;
      }
      /** Where a damped spring released at rest position with unit velocity is after t seconds
       *  (the spring's impulse response); null unless the edge's curve is a plain spring. */
      function springImpulse(e) {
        const a = e.animation;
        if (!a || !a.model || a.model.type !== 'spring' || (a.modifiers && a.modifiers.length)) return null;
        const m = a.model.mass || 1;
        const k = a.model.stiffness;
        const c = a.model.damping;
        if (!(k > 0) || !(c >= 0)) return null;
        const w0 = Math.sqrt(k / m);
        const zeta = c / (2 * Math.sqrt(k * m));
        if (zeta < 1 - 1e-6) {
          const wd = w0 * Math.sqrt(1 - zeta * zeta);
          return (t) => Math.exp(-zeta * w0 * t) * Math.sin(wd * t) / wd;
        }
        if (zeta > 1 + 1e-6) {
          const s = w0 * Math.sqrt(zeta * zeta - 1);
          const r1 = -zeta * w0 + s;
          const r2 = -zeta * w0 - s;
          return (t) => (Math.exp(r1 * t) - Math.exp(r2 * t)) / (r1 - r2);
        }
        return (t) => t * Math.exp(-w0 * t);
      }
      const VELOCITY_KEYS = ['x', 'y', 'w', 'h', 'opacity', 'radius', 'scale', 'rotation'];
      /** Each drawn node's velocity per second of animation time, by a backward difference of
       *  1/60 s over every running or paused animation (set back, read, restored: nothing is drawn
       *  in between). */
      function captureVelocities(now) {
        const vel = new Map();
        const running = allAnimations().filter((a) => (a.playState === 'running' ||
          a.playState === 'paused') && a !== player.clock && a !== player.timer);
        if (!running.length) return vel;
        const h = 1000 / 60;
        const saved = running.map((a) => Number(a.currentTime) || 0);
        running.forEach((a, i) => { a.currentTime = Math.max(0, saved[i] - h); });
        const before = captureDrawn();
        running.forEach((a, i) => { a.currentTime = saved[i]; });
        for (const [id, l] of now) {
          const b = before.get(id);
          if (!b) continue;
          const v = {};
          let moving = false;
          for (const key of VELOCITY_KEYS) {
            v[key] = (l[key] - b[key]) / (h / 1000);
            if (Math.abs(v[key]) > 1e-3) moving = true;
          }
          if (moving) vel.set(id, v);
        }
        return vel;
      }
      /** The looks at each keyframe of node motion `n`, as the timeline lists them. */
      function trackLooks(n) {
        const k = n.keyframes;
        const from = look(n.from);
        const to = look(n.to);
        return k.t.map((_, i) => {
          const l = mix(from, to, k.progress[i]);
          if (k.frame) [l.x, l.y, l.w, l.h] = k.frame[i];
          if (k.opacity) l.opacity = k.opacity[i];
          if (k.cornerRadius) l.radius = k.cornerRadius[i];
          if (k.scale) l.scale = k.scale[i];
          if (k.rotation) l.rotation = k.rotation[i];
          if (k.fill) l.fill = rgba(k.fill[i]);
          return l;
        });
      }

      /**
       * Starts edge `e`. Without `starts` every node begins at the edge's `from` appearance
       * (replay). With `starts` (live mode, id → appearance drawn now) the edge retargets: a node
       * the edge changes starts where it is drawn now and follows the edge's curve to its `to`
       * (from + progress·(to − from) with `from` replaced by the current appearance: continuous in
       * position, not in velocity); a node the edge does not change keeps its running animation.
       */
      function load(e, starts, velocities) {
        const live = !!starts;
        const impulse = live ? springImpulse(e) : null;
        if (!live) for (const v of views.values()) v.hide();
        if (player.clock) player.clock.cancel();
        player.edge = e;
        player.duration = edgeDuration(e);
        const inEdge = new Set();
        for (const n of e.nodes) {
          inEdge.add(n.id);
          const v = view(n.id);
          const from = look(n.from);
          const to = look(n.to);
          const now = live ? starts.get(n.id) : null;
          const start = n.role === 'insert' ? from : (now || from);
          const moving = live && now && v.anims.length > 0 && !sameLook(now, to);
          if (live && !n.keyframes && n.role === 'persist' && !moving) {
            v.show(n.order);
            if (!v.anims.length) v.set(to);
            continue;
          }
          if (live && !n.keyframes && n.role === 'persist' && moving) {
            v.show(n.order);
            continue;
          }
          v.cancel();
          v.show(n.order);
          v.clip = start.clip;
          v.set(start);
          const k = n.keyframes;
          const vel = impulse && velocities ? velocities.get(n.id) : null;
          const track = k || referenceTrack(e);
          if (vel && track && n.role !== 'insert' && player.duration > 0) {
            // Retarget under a spring keeping the velocity: the spring from rest (the edge's own
            // progress curve) plus the spring's response to the current velocity, sampled at 60 Hz.
            const times = [];
            const looks = [];
            const steps = Math.max(2, Math.ceil(player.duration * 60));
            for (let i = 0; i <= steps; i++) {
              const t = player.duration * i / steps;
              const l = mix(start, to, progressAt(track, t));
              const g = impulse(t);
              for (const key of VELOCITY_KEYS) l[key] += vel[key] * g;
              l.w = Math.max(0, l.w);
              l.h = Math.max(0, l.h);
              times.push(t);
              looks.push(i === steps ? mix(start, to, 1) : l);
            }
            v.animate(times, times.map(() => 'linear'), looks, player.duration);
          } else if (k && !(live && now && !sameLook(now, from))) {
            v.animate(k.t, k.easing, trackLooks(n), player.duration);
          } else if (k) {
            v.animate(k.t, k.easing, k.progress.map((p) => mix(start, to, p)), player.duration);
          } else if (!sameLook(start, to)) {
            const ref = referenceTrack(e);
            if (ref) v.animate(ref.t, ref.easing, ref.progress.map((p) => mix(start, to, p)), player.duration);
            else v.set(to);
          }
          if (n.lineSteps && v.info.kind === 'text') v.steps(n.lineSteps, player.duration);
          if (n.role === 'remove') v.vanish(n.visibleUntil);
          v.clip = to.clip;
        }
        if (live) {
          // Nodes outside the edge that are still being removed by an earlier edge keep going.
          for (const v of views.values()) if (!inEdge.has(v.id) && !v.anims.length) v.hide();
        }
        player.clock = clockEl.animate([{ opacity: 0 }, { opacity: 1 }],
          { duration: Math.max(player.duration * 1000, 1), fill: 'both' });
        player.clock.onfinish = finished;
        for (const a of allAnimations()) a.playbackRate = player.rate;
        scrub.max = String(player.duration);
        player.settle = settleTime(e);
        showSettle();
        if (!live) {
          player.state = e.from;
          pause();
          seek(0);
        }
        for (const [id, b] of edgeButtons) b.classList.toggle('current', id === e.id);
        showStatus();
      }
      function finished() {
        if (player.live) {
          player.playing = false;
          showStatus();
          return;
        }
        if (player.loop && player.edge) {
          seek(0);
          play();
          return;
        }
        player.playing = false;
        player.state = player.edge ? player.edge.to : player.state;
        showStatus();
      }
      function play() {
        if (!player.edge) {
          if (!edges.length) return;
          load(edges[0]);
        }
        if (!player.live && player.clock && player.clock.currentTime >= player.duration * 1000 - 0.5) seek(0);
        // "Stop when settled" pauses a run that starts before the settle time (Play after the stop
        // goes on to the end).
        player.stopArmed = player.settle != null && now() < player.settle - 1e-3;
        for (const a of allAnimations()) a.play();
        player.playing = true;
        showStatus();
        tick();
      }
      function pause() {
        for (const a of allAnimations()) a.pause();
        player.playing = false;
        showStatus();
      }
      /** Every animation at `seconds` after the trigger (paused or not). */
      function seek(seconds) {
        const ms = Math.max(0, seconds) * 1000;
        for (const a of allAnimations()) a.currentTime = ms;
        showTime();
      }
      function setRate(r) {
        player.rate = r;
        for (const a of allAnimations()) a.playbackRate = r;
        speed.value = String(r);
        speedOut.textContent = r.toFixed(2) + '×';
      }
      function now() {
        return player.clock ? (Number(player.clock.currentTime) || 0) / 1000 : 0;
      }
      function showTime() {
        const t = Math.min(now(), player.duration);
        scrub.value = String(t);
        timeOut.textContent = t.toFixed(3) + ' s';
      }
      function showStatus() {
        playButton.textContent = player.playing ? 'Pause' : 'Play';
        const e = player.edge;
        const s = stateById.get(player.state);
        status.textContent = (player.live ? 'Live · ' : '') + (e ? edgeLabel(e) : 'Showing: ' +
          (s ? stateCaption(s) : 'nothing'));
        status.title = 'state ' + player.state + (e ? ' · ' + e.id + ' ' + e.from + ' → ' + e.to : '');
        stage.dataset.state = player.state || '';
        for (const f of stateFigures) f.classList.toggle('current', !e && f.dataset.state === player.state);
      }
      /** The settle mark on the slider (a spring within 1 % of its end), and its note. */
      function showSettle() {
        const t = player.settle;
        const on = t != null && player.duration > 0 && t < player.duration - 1e-3;
        settleMark.hidden = !on;
        settleOut.hidden = !on;
        stopLabel.hidden = !on;
        if (!on) return;
        const f = t / player.duration;
        settleMark.style.left = 'calc(8px + (100% - 16px) * ' + f.toFixed(4) + ')';
        settleMark.title = 'settled at ' + t.toFixed(2) + ' s';
        settleMark.dataset.t = String(t);
        settleOut.textContent = 'Settled (within 1 % of its end) at ' + t.toFixed(2) + ' s of ' +
          player.duration.toFixed(2) + ' s; the rest is the spring coming to rest.';
      }
      function tick() {
        if (player.playing && player.stopArmed && !player.live && stopBox.checked && now() >= player.settle) {
          player.stopArmed = false;
          pause();
          seek(player.settle);
          player.state = player.edge ? player.edge.to : player.state;
          showStatus();
          return;
        }
        showTime();
        if (player.playing) requestAnimationFrame(tick);
      }

      playButton.addEventListener('click', () => (player.playing ? pause() : play()));
      replayButton.addEventListener('click', () => {
        if (player.live) {
          setLive(true);
          return;
        }
        if (!player.edge && edges.length) load(edges[0]);
        seek(0);
        play();
      });
      loopBox.addEventListener('change', () => { player.loop = loopBox.checked; });
      liveBox.addEventListener('change', () => setLive(liveBox.checked));
      scrub.addEventListener('input', () => {
        if (!player.edge) return;
        pause();
        seek(Number(scrub.value));
      });
      speed.addEventListener('input', () => setRate(Number(speed.value)));

      // ---- states at rest ----------------------------------------------------------------------
      /** Draws state `s` on `stageEl` (static, no animation). */
      function drawState(s, viewFor) {
        s.nodes.forEach((sn, i) => {
          const v = viewFor(sn.id);
          v.cancel();
          v.show(i);
          v.clip = clipOf(sn.clip);
          v.set(look(sn));
        });
      }
      function showState(id) {
        for (const v of views.values()) v.hide();
        if (player.clock) player.clock.cancel();
        player.clock = null;
        player.edge = null;
        player.state = id;
        const s = stateById.get(id);
        if (s) drawState(s, view);
        for (const b of edgeButtons.values()) b.classList.remove('current');
        showStatus();
      }

      const statesSection = document.getElementById('states');
      el('h2', null, statesSection, 'States');
      const stateRow = el('div', 'state-row', statesSection);
      const MINI = 0.34;
      const stateFigures = [];
      for (const s of scene.states) {
        const fig = el('figure', 'state', stateRow);
        stateFigures.push(fig);
        fig.dataset.state = s.id;
        fig.tabIndex = 0;
        fig.setAttribute('role', 'button');
        const pick = () => {
          setLive(false);
          showState(s.id);
          stageBox.scrollIntoView({ block: 'nearest' });
        };
        fig.addEventListener('click', pick);
        fig.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); pick(); } });
        const mini = el('div', 'mini', fig);
        mini.style.width = W * MINI + 'px';
        mini.style.height = H * MINI + 'px';
        const miniStage = el('div', 'stage', mini);
        miniStage.style.width = W + 'px';
        miniStage.style.height = H + 'px';
        miniStage.style.transform = 'scale(' + MINI + ')';
        const local = new Map();
        drawState(s, (id) => {
          let v = local.get(id);
          if (!v) {
            v = new NodeView(miniStage, id);
            local.set(id, v);
          }
          return v;
        });
        const cap = el('figcaption', null, fig, stateCaption(s));
        cap.style.maxWidth = W * MINI + 'px';
        cap.title = s.id;
      }

      // ---- live mode: the state machine --------------------------------------------------------
      /** Arms the `timer` edge of the state just entered: a wait of `delay` seconds that starts
       *  with the edge that entered the state, as SwiftUI counts a deadline from the action that
       *  scheduled it. The wait is an animation of the player's own, so it pauses, resumes and
       *  changes speed with the others; the next edge to run cancels it. */
      function armTimer(state) {
        cancelTimer();
        const timer = edges.find((x) => x.from === state && x.trigger.kind === 'timer');
        if (!timer || !player.live) return;
        const wait = timerEl.animate([{ opacity: 0 }, { opacity: 1 }],
          { duration: Math.max((timer.trigger.delay || 0) * 1000, 1) });
        wait.playbackRate = player.rate;
        if (!player.playing) wait.pause();
        wait.onfinish = () => {
          if (player.timer !== wait) return;
          player.timer = null;
          if (player.live && player.state === state) trigger(timer);
        };
        player.timer = wait;
      }
      function cancelTimer() {
        if (!player.timer) return;
        player.timer.onfinish = null;
        player.timer.cancel();
        player.timer = null;
      }
      function setLive(on) {
        player.live = on;
        if (!on) cancelTimer();
        liveBox.checked = on;
        stage.classList.toggle('live', on);
        if (on && scene.states.length) {
          showState(scene.states[0].id);
          const appear = edges.find((x) => x.from === player.state && x.trigger.kind === 'appear');
          if (appear) trigger(appear); else armTimer(player.state);
        }
        showStatus();
      }
      function captureDrawn() {
        const m = new Map();
        for (const v of views.values()) {
          const l = v.current();
          if (l) m.set(v.id, l);
        }
        return m;
      }
      /** Runs edge `e` from the state drawn now; then any `appear` edge of the new state. */
      function trigger(e, depth) {
        const starts = captureDrawn();
        const velocities = captureVelocities(starts);
        player.state = e.to;
        load(e, starts, velocities);
        play();
        const next = edges.find((x) => x.from === e.to && x.trigger.kind === 'appear');
        if (next && (depth || 0) < 8) trigger(next, (depth || 0) + 1); else armTimer(e.to);
      }
      /** The topmost node under the point that triggers an edge of `kind` from the current state. */
      function hit(x, y, kinds) {
        let best = null;
        for (const e of edges) {
          if (e.from !== player.state || !kinds.includes(e.trigger.kind) || !e.trigger.node) continue;
          const v = views.get(e.trigger.node);
          if (!v || v.wrap.style.display === 'none') continue;
          const r = v.node.getBoundingClientRect();
          if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
          const z = Number(v.wrap.style.zIndex) || 0;
          if (!best || z > best.z) best = { e, z };
        }
        return best ? best.e : null;
      }
      /** The drag-follow track (`drags`) of the current state whose trigger node is topmost under
       *  the point, or null. */
      function followAt(x, y) {
        let best = null;
        for (const f of scene.drags || []) {
          if (f.from !== player.state || !f.trigger.node) continue;
          const v = views.get(f.trigger.node);
          if (!v || v.wrap.style.display === 'none') continue;
          const r = v.node.getBoundingClientRect();
          if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
          const z = Number(v.wrap.style.zIndex) || 0;
          if (!best || z > best.z) best = { f, z };
        }
        return best ? best.f : null;
      }
      /** Values along one axis of the samples (`axis` 0 = tx, 1 = ty), piecewise linear in the
       *  translation and held beyond the outermost samples. */
      function along(samples, axis, t) {
        const other = 1 - axis;
        const list = samples.filter((s) => s[other] === 0).sort((a, b) => a[axis] - b[axis]);
        if (!list.length) return null;
        if (t <= list[0][axis]) return list[0].slice(2);
        const last = list[list.length - 1];
        if (t >= last[axis]) return last.slice(2);
        let i = 0;
        while (i < list.length - 2 && t >= list[i + 1][axis]) i++;
        const a = list[i];
        const b = list[i + 1];
        const u = b[axis] > a[axis] ? (t - a[axis]) / (b[axis] - a[axis]) : 0;
        return a.slice(2).map((v, k) => lerp(v, b[k + 2], u));
      }
      /** [x, y, width, height, opacity, scale, clipCornerRadius] of a followed node at translation
       *  (tx, ty): `base + perX·tx + perY·ty` when linear, else the samples along each axis, their
       *  offsets from the base added (the timeline samples each axis on its own). */
      function followValues(fn, tx, ty) {
        if (fn.linear) return fn.base.map((b, i) => b + fn.perX[i] * tx + fn.perY[i] * ty);
        const ax = along(fn.samples, 0, tx) || fn.base;
        const ay = along(fn.samples, 1, ty) || fn.base;
        return fn.base.map((b, i) => ax[i] + ay[i] - b);
      }
      /** Draws every node of drag track `f` at translation (tx, ty) over the state it starts from. */
      function applyFollow(f, tx, ty) {
        const s = stateById.get(f.from);
        if (!s) return;
        const rest = new Map(s.nodes.map((n) => [n.id, n]));
        for (const fn of f.nodes) {
          const sn = rest.get(fn.id);
          const v = views.get(fn.id);
          if (!sn || !v || v.wrap.style.display === 'none') continue;
          const c = followValues(fn, tx, ty);
          const l = look(sn);
          [l.x, l.y, l.w, l.h, l.opacity, l.scale] = c;
          if (l.clip) l.clip = Object.assign({}, l.clip, { r: c[6] });
          v.cancel();
          v.clip = l.clip;
          v.set(l);
        }
      }

      /** The release edge of a drag on `node` from the current state for a release at (tx, ty):
       *  the edge whose `releaseRanges` hold the translation on their axis (none: the views spring
       *  back); a timeline without ranges takes the first drag edge, as before. */
      function releaseEdge(node, tx, ty) {
        const drags = edges.filter((x) => x.from === player.state && x.trigger.kind === 'drag' &&
          x.trigger.node === node);
        const ranged = drags.filter((x) => (x.trigger.releaseRanges || []).length);
        if (!ranged.length) return drags[0] || null;
        return ranged.find((x) => x.trigger.releaseRanges.some((r) => {
          const along = (r.axis === 'width' ? tx : ty) * r.sign;
          return along >= r.min && (r.max === undefined || along < r.max);
        })) || null;
      }

      const gesture = { down: null, timer: 0, dragged: null, follow: null, moved: false };
      stage.addEventListener('pointerdown', (ev) => {
        if (!player.live) return;
        gesture.down = { x: ev.clientX, y: ev.clientY };
        gesture.moved = false;
        gesture.ran = false;
        gesture.dragged = hit(ev.clientX, ev.clientY, ['drag']);
        gesture.follow = followAt(ev.clientX, ev.clientY);
        gesture.dragNode = gesture.follow ? gesture.follow.trigger.node :
          gesture.dragged ? gesture.dragged.trigger.node : null;
        const press = hit(ev.clientX, ev.clientY, ['press']);
        if (press) trigger(press);
        const long = hit(ev.clientX, ev.clientY, ['longPress']);
        clearTimeout(gesture.timer);
        if (long) gesture.timer = setTimeout(() => { gesture.ran = true; trigger(long); }, LONG_PRESS_MS);
        stage.setPointerCapture(ev.pointerId);
      });
      stage.addEventListener('pointermove', (ev) => {
        if (!player.live || !gesture.down) return;
        const tx = (ev.clientX - gesture.down.x) / stageScale;
        const ty = (ev.clientY - gesture.down.y) / stageScale;
        const d = Math.hypot(tx, ty);
        if (d * stageScale > 6) {
          gesture.moved = true;
          clearTimeout(gesture.timer);
        }
        if (gesture.follow) {
          // The timeline's drag track: the views follow the finger until release.
          if (gesture.follow.from === player.state) applyFollow(gesture.follow, tx, ty);
        } else if (d * stageScale > DRAG_THRESHOLD && gesture.dragged && !gesture.ran &&
          !(gesture.dragged.trigger.releaseRanges || []).length) {
          // No drag track and no release ranges: past the threshold the release edge runs.
          gesture.ran = true;
          trigger(gesture.dragged);
        }
      });
      stage.addEventListener('pointerup', (ev) => {
        if (!player.live || !gesture.down) return;
        clearTimeout(gesture.timer);
        const down = gesture.down;
        gesture.down = null;
        // Points, as the release ranges are: the stage may be drawn scaled.
        const tx = (ev.clientX - down.x) / stageScale;
        const ty = (ev.clientY - down.y) / stageScale;
        if (gesture.follow && gesture.moved) {
          // Releasing runs the release edge the drag's translation falls in, from where the finger
          // left the views; without one the views go back to the state at rest.
          const release = releaseEdge(gesture.dragNode, tx, ty);
          if (release) trigger(release);
          else showState(player.state);
          return;
        }
        if (gesture.moved && gesture.dragged && !gesture.ran &&
          (gesture.dragged.trigger.releaseRanges || []).length) {
          // A drag edge with release ranges waits for the release to pick its edge.
          const release = releaseEdge(gesture.dragged.trigger.node, tx, ty);
          if (release) trigger(release);
          return;
        }
        if (gesture.moved || gesture.ran) return;
        const tap = hit(ev.clientX, ev.clientY, ['tap']);
        if (tap) trigger(tap);
      });

      // ---- the scene's warnings ------------------------------------------------------------------
      // The page lists them (`#lints`, written with the page); each names the transitions it
      // concerns, whose buttons get a mark and whose labels the warning shows.
      for (const item of document.querySelectorAll('#lints li[data-transitions]')) {
        const ids = item.dataset.transitions.split(' ').filter((x) => x);
        const concerns = item.querySelector('.concerns');
        if (concerns && ids.length) {
          concerns.textContent = 'concerns: ';
          ids.forEach((id, i) => {
            const e = edges.find((x) => x.id === id);
            if (!e) return;
            if (i) concerns.append('; ');
            const a = el('a', null, concerns, edgeLabel(e));
            a.href = '#stage';
            a.dataset.edge = id;
            a.addEventListener('click', (ev) => { ev.preventDefault(); setLive(false); load(e); play(); });
          });
        }
        for (const id of ids) {
          const b = edgeButtons.get(id);
          if (!b) continue;
          b.classList.add('linted');
          if (!b.querySelector('.warn')) {
            const mark = el('span', 'warn', null, '⚠ ' + (item.querySelector('.where') || item).textContent);
            b.prepend(mark);
          }
          b.title += '\n' + item.querySelector('.msg').textContent;
        }
      }

      // ---- fitting the viewport -----------------------------------------------------------------
      let stageScale = 1;
      function fitStage() {
        const cs = getComputedStyle(playerSection);
        const room = playerSection.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        stageScale = room > 0 ? Math.min(1, room / W) : 1;
        // Stacked (a phone): the stage also leaves room for the controls below it in the viewport.
        if (window.matchMedia('(max-width: 760px)').matches) {
          stageScale = Math.min(stageScale, Math.max(0.3, window.innerHeight * 0.6 / H));
        }
        stage.style.transform = stageScale < 1 ? 'scale(' + stageScale + ')' : '';
        stageBox.style.width = W * stageScale + 'px';
        stageBox.style.height = H * stageScale + 'px';
      }
      fitStage();
      window.matchcutFit = fitStage;

      // ---- start -------------------------------------------------------------------------------
      const opening = openingEdge();
      if (opening) load(opening);
      else if (scene.states.length) showState(scene.states[0].id);

      /** For tests and the console. */
      window.matchcut = {
        scene,
        get state() { return player.state; },
        get edge() { return player.edge ? player.edge.id : null; },
        get duration() { return player.duration; },
        get playing() { return player.playing; },
        load(id) { setLive(false); const e = edges.find((x) => x.id === id); if (e) load(e); return !!e; },
        seek, play, pause, setRate, setLive, showState,
        setLoop(on) { player.loop = on; loopBox.checked = on; },
        node(id) { const v = views.get(id); return v ? v.node : null; },
        label(id) { const e = edges.find((x) => x.id === id); return e ? edgeLabel(e) : null; },
        caption(id) { const s = stateById.get(id); return s ? stateCaption(s) : null; },
        settle(id) { const e = edges.find((x) => x.id === id); return e ? settleTime(e) : null; },
        get opening() { return opening ? opening.id : null; },
        get scale() { return stageScale; },
        boot,
      };
      }
      boot();
      window.addEventListener('resize', () => { if (window.matchcutFit) window.matchcutFit(); });
    })();
    """#
}
