/// The gallery's player: a small script of our own, no frameworks, built on the Web Animations
/// API (TOOLING §6). It reads the scene's timeline from `<script id="timeline">` and draws every
/// node as an absolutely positioned element inside a full-canvas wrapper: the node's `left`,
/// `top`, `width`, `height` are its `frame` (so `getBoundingClientRect()` is the frame exactly),
/// `transform: scale() rotate()` about the centre carries `scale` and `rotation`, `opacity` and
/// the registered custom property `--fill` its opacity and colour, and the wrapper carries the
/// `clip` (`clip-path: xywh()` in canvas coordinates) and the draw `order` (z-index).
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
/// `appear` edges run as soon as their state is entered. An edge triggered mid-flight retargets: each node it changes starts from where it
/// is drawn now, keeping the edge's curve (position is continuous); under a spring it also keeps
/// its velocity (the spring's impulse response times the measured velocity is added, sampled at
/// 60 Hz); nodes it does not change keep their running animation. `docs/gallery.md` has more.
enum GalleryPlayerScript {
  static let source = #"""
    // Matchcut gallery player: draws one scene from its embedded timeline and plays its
    // transitions with the Web Animations API. No frameworks, no network.
    (() => {
      'use strict';
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
          shape: c.shape };
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
            r: lerp(a.clip.r, b.clip.r, p), shape: b.clip.shape };
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
        if (c.shape === 'ellipse') {
          return 'ellipse(' + n(c.w / 2) + ' ' + n(c.h / 2) + ' at ' + n(c.x + c.w / 2) + ' ' +
            n(c.y + c.h / 2) + ')';
        }
        let r = c.r;
        if (c.shape === 'capsule' || c.shape === 'circle') r = Math.min(c.w, c.h) / 2;
        return 'xywh(' + n(c.x) + ' ' + n(c.y) + ' ' + n(c.w) + ' ' + n(c.h) +
          (r > 0 ? ' round ' + n(r) : '') + ')';
      }
      function easingCSS(e) {
        if (!e || e === 'linear') return 'linear';
        return 'cubic-bezier(' + e.join(', ') + ')';
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
          this.node = el('div', classes.join(' '), this.wrap);
          this.node.dataset.node = id;
          this.node.title = id + ' ' + info.kind + ' ' + info.path;
          if (info.kind === 'text') this.node.textContent = info.text || '';
          if (info.kind === 'image') this.node.textContent = info.text || 'image';
          if (info.shape === 'circle') el('i', null, this.node);
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
          return s;
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
          for (const k of Object.keys(s)) this.node.style.setProperty(k === 'borderRadius' ?
            'border-radius' : k, s[k]);
          this.node.style.visibility = '';
          this.wrap.style.clipPath = clipCSS(l.clip);
          // A laid-out text draws exactly the lines layout broke it into (the timeline's
          // `lines`), never wrapped again by the browser.
          if (this.info.kind === 'text' && l.lines) {
            this.drawLines([l.lines]);
          } else if (l.text != null && (this.info.kind === 'text' || this.info.kind === 'image') &&
            (this.blocks || this.node.textContent !== l.text)) {
            // A view keeps its identity when its string changes: the state's string wins.
            this.blocks = null;
            this.node.classList.remove('laid');
            this.node.textContent = l.text;
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
          if (this.fontSize != null) return;
          if (this.info.kind === 'image') {
            this.node.classList.toggle('symbol', !!l.fill);
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
          this.blocks = sets.map((lines) => el('div', 'lines', this.node, lines.join('\n')));
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
          const push = (offset, easing, l) => {
            frames.push(Object.assign({ offset, easing }, this.style(l)));
            clips.push({ offset, easing, clipPath: clipCSS(l.clip) });
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
          return shown.textContent.split('\n');
        }
      }

      // ---- the page ----------------------------------------------------------------------------
      const playerSection = document.getElementById('player');
      const stage = el('div', 'stage', playerSection);
      stage.id = 'stage';
      stage.style.width = W + 'px';
      stage.style.height = H + 'px';
      const clockEl = el('div', 'clock', stage);
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
      const row2 = el('div', 'row', controls);
      el('span', null, row2, 'Time');
      const scrub = el('input', null, row2);
      scrub.type = 'range';
      scrub.min = '0';
      scrub.step = 'any';
      scrub.value = '0';
      const timeOut = el('output', null, row2, '0.000 s');
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
      el('p', 'hint', controls, 'Pick a transition to replay it. Live mode runs the state machine: ' +
        'tap, press or drag the views that have a trigger (a drag follows the finger where the ' +
        'timeline has a drag track).');
      const list = el('ol', 'edges', controls);
      const edgeButtons = new Map();
      for (const e of edges) {
        const li = el('li', null, list);
        const b = el('button', null, li);
        const trig = e.trigger.kind + ' ' + (e.trigger.node || e.trigger.path || '');
        const dur = e.duration == null ? '∞' : e.duration.toFixed(3) + ' s';
        b.append(e.id + '  ' + e.from + ' → ' + e.to + '  ' + trig + '  ' + dur + ' ');
        el('span', 'anim', b, e.animation ? e.animation.description : 'no animation');
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
      const player = { edge: null, duration: 0, clock: null, rate: 1, loop: false, live: false,
        state: scene.states.length ? scene.states[0].id : null, playing: false };

      function allAnimations() {
        const out = [];
        for (const v of views.values()) out.push(...v.anims);
        if (player.clock) out.push(player.clock);
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
          a.playState === 'paused') && a !== player.clock);
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
        status.textContent = (player.live ? 'Live · ' : '') + 'state ' + player.state +
          (e ? ' · ' + e.id + ' ' + e.from + ' → ' + e.to : '');
        stage.dataset.state = player.state || '';
      }
      function tick() {
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
      for (const s of scene.states) {
        const fig = el('figure', 'state', stateRow);
        fig.dataset.state = s.id;
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
        const values = s.values ? Object.keys(s.values).map((k) => k.split('.').pop() + '=' +
          s.values[k]).join(', ') : '';
        const cap = el('figcaption', null, fig, s.id + (values ? ': ' + values : ''));
        cap.title = s.id + ' ' + values;
      }

      // ---- live mode: the state machine --------------------------------------------------------
      function setLive(on) {
        player.live = on;
        liveBox.checked = on;
        stage.classList.toggle('live', on);
        if (on && scene.states.length) {
          showState(scene.states[0].id);
          const appear = edges.find((x) => x.from === player.state && x.trigger.kind === 'appear');
          if (appear) trigger(appear);
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
        if (next && (depth || 0) < 8) trigger(next, (depth || 0) + 1);
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
        const tx = ev.clientX - gesture.down.x;
        const ty = ev.clientY - gesture.down.y;
        const d = Math.hypot(tx, ty);
        if (d > 6) {
          gesture.moved = true;
          clearTimeout(gesture.timer);
        }
        if (gesture.follow) {
          // The timeline's drag track: the views follow the finger until release.
          if (gesture.follow.from === player.state) applyFollow(gesture.follow, tx, ty);
        } else if (d > DRAG_THRESHOLD && gesture.dragged && !gesture.ran &&
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
        const tx = ev.clientX - down.x;
        const ty = ev.clientY - down.y;
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

      // ---- start -------------------------------------------------------------------------------
      if (edges.length) load(edges[0]);
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
      };
    })();
    """#
}
