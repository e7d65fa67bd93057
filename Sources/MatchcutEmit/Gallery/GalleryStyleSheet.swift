/// The gallery's one style sheet, shared by the index and the scene pages. Text uses Inter,
/// the font of the text metrics (TOOLING §6), from the system; nothing is loaded from the
/// network.
enum GalleryStyleSheet {
  static let css = #"""
    @property --fill { syntax: '<color>'; inherits: true; initial-value: transparent; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: Inter, sans-serif; color: #1c1c1e; background: #f2f2f7; }
    header { padding: 14px 24px 6px; }
    header h1 { font-size: 22px; margin: 4px 0 2px; }
    a { color: #0a63d1; }
    .back { font-size: 13px; text-decoration: none; }
    .source, .meta { color: #8e8e93; font-size: 12px; margin: 0; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
      gap: 16px; padding: 12px 24px 32px; }
    .card { background: #fff; border-radius: 14px; padding: 12px 14px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .card h2 { font-size: 16px; margin: 10px 0 2px; }
    .card ul { padding-left: 18px; margin: 8px 0 0; font-size: 14px; }
    .card .failed { color: #c4281c; font-weight: 600; margin: 8px 0 0; }
    .card .errors { font-size: 11px; white-space: pre-wrap; }
    .picture { display: block; }
    .thumb { display: block; margin: 0 auto; border: 1px solid #d1d1d6; border-radius: 12px; }
    #player { display: flex; gap: 24px; align-items: flex-start; padding: 8px 24px 16px; }
    .stage-box { position: relative; flex: none; }
    .stage-box > .stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    .stage { position: relative; overflow: hidden; background: #fff; flex: none;
      outline: 1px solid #c7c7cc; touch-action: none; user-select: none; }
    .stage.live { outline: 2px solid #34c759; }
    .wrap { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
    .node { position: absolute; left: 0; top: 0; margin: 0; padding: 0;
      background-color: var(--fill); transform-origin: 50% 50%; }
    .node.text { background: none; color: var(--fill); line-height: normal; white-space: pre-wrap;
      overflow-wrap: break-word; }
    .node.text.laid { display: grid; grid-template-columns: 100%; grid-template-rows: 100%;
      place-items: center; white-space: pre; overflow-wrap: normal; }
    .node.text.laid > .lines { grid-area: 1 / 1; white-space: pre; }
    .node.image { background: repeating-linear-gradient(45deg, #e5e5ea 0 8px, #d8d8de 8px 16px);
      color: #636366; font-size: 11px; display: flex; align-items: center; justify-content: center;
      text-align: center; overflow: hidden; outline: 1px dashed #aeaeb2; outline-offset: -1px; }
    .node.image.symbol { background: none; color: var(--fill); outline: none; overflow: hidden; }
    .node.image.symbol::before { content: ''; position: absolute; inset: 4%; border-radius: 26%;
      border: max(1px, 6cqmin) solid currentColor; opacity: 0.45; }
    .node.image.symbol { container-type: size; }
    .symbol-name { position: relative; display: block; max-width: 92%; line-height: 1.05;
      font-weight: 600; text-align: center; overflow-wrap: normal; word-break: normal; }
    .sym { display: inline-block; width: 0.95em; height: 0.95em; vertical-align: -0.12em;
      border: max(1px, 0.09em) solid currentColor; border-radius: 0.22em; opacity: 0.8;
      background: radial-gradient(circle, currentColor 0 22%, transparent 24%); }
    .node.capsule { border-radius: 9999px !important; }
    .node.ellipse { border-radius: 50% !important; }
    .node.circle { background: none; container-type: size; }
    .node.circle > i { position: absolute; width: 100cqmin; height: 100cqmin; left: calc(50% - 50cqmin);
      top: calc(50% - 50cqmin); border-radius: 50%; background: var(--fill); }
    .node.stroked, .node.stroked.circle > i { background: none;
      box-shadow: 0 0 0 var(--stroke-out) var(--fill), inset 0 0 0 var(--stroke-in) var(--fill); }
    .node.stroked.circle { box-shadow: none; }
    .node.path { border-radius: 0 !important; }
    .node.path.stroked { box-shadow: none; }
    .node.path > svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible;
      fill: none; stroke: var(--fill); stroke-width: var(--stroke-width); stroke-miterlimit: 10; }
    .clock { position: absolute; width: 0; height: 0; visibility: hidden; }
    .controls { width: 440px; max-width: 100%; font-size: 14px; min-width: 0; }
    .controls .row { display: flex; gap: 10px; align-items: center; margin: 0 0 10px; flex-wrap: wrap; }
    .controls button { font: inherit; padding: 4px 12px; border-radius: 8px; border: 1px solid #c7c7cc;
      background: #fff; cursor: pointer; }
    .controls button.current { background: #0a63d1; color: #fff; border-color: #0a63d1; }
    .controls input[type=range] { flex: 1; min-width: 0; }
    .controls .scrub { flex: 1; position: relative; display: flex; min-width: 80px; }
    .controls .scrub input { width: 100%; margin: 0; }
    .settle-mark { position: absolute; top: -3px; bottom: -3px; width: 3px; margin-left: -1.5px;
      background: #ff9500; border-radius: 2px; pointer-events: none; }
    .settle-note { font-size: 12px; color: #a05a00; margin: -4px 0 10px; }
    .controls output { font-variant-numeric: tabular-nums; min-width: 64px; }
    .status { font-size: 13px; color: #3a3a3c; margin: 0 0 10px; }
    .edges { list-style: none; padding: 0; margin: 0; max-height: 560px; overflow: auto; }
    .edges li { margin: 0 0 4px; }
    .edges button { width: 100%; text-align: left; font-size: 12px; white-space: normal;
      overflow-wrap: anywhere; }
    .edges .anim, .edges .where { color: #8e8e93; }
    .edges .where { font-family: ui-monospace, monospace; font-size: 11px; }
    .controls .current .anim, .controls .current .where { color: #dbe7fb; }
    .edges button.linted { border-color: #ff9500; }
    .edges .warn { display: block; color: #a05a00; font-size: 11px; }
    .controls .current .warn { color: #ffe1b3; }
    #diagnostics { margin: 8px 24px; padding: 10px 14px; background: #fff0ef; border: 1px solid #c4281c;
      border-radius: 10px; color: #c4281c; }
    #diagnostics pre { white-space: pre; overflow-x: auto; font-size: 12px; margin: 6px 0 0; color: #1c1c1e; }
    #lints { padding: 0 24px 8px; max-width: 1200px; }
    #lints h2 { font-size: 16px; margin: 0 0 8px; }
    #lints ol { list-style: none; padding: 0; margin: 0; }
    .lint { background: #fff8ec; border: 1px solid #ffcc80; border-radius: 10px; padding: 8px 12px;
      margin: 0 0 8px; font-size: 13px; }
    .lint p { margin: 0 0 4px; overflow-wrap: anywhere; }
    .lint .where { font-family: ui-monospace, monospace; font-weight: 600; }
    .lint .lint-id, .lint .concerns { color: #8e8e93; font-size: 12px; }
    .lint pre { margin: 0; font-size: 12px; overflow-x: auto; white-space: pre; }
    .scenes { margin: 4px 0 0; padding: 0; list-style: none; display: flex; gap: 10px; flex-wrap: wrap;
      font-size: 13px; }
    .hint { font-size: 12px; color: #8e8e93; }
    #states { padding: 8px 24px 24px; max-width: 1200px; background: #f2f2f7; }
    #states h2 { font-size: 16px; margin: 0 0 8px; }
    .state-row { display: flex; flex-wrap: wrap; gap: 12px; }
    .state { margin: 0; cursor: pointer; border-radius: 6px; }
    .state.current .mini { outline: 2px solid #0a63d1; }
    .state figcaption { font-size: 12px; color: #3a3a3c; margin: 4px 0 0; max-width: 140px;
      white-space: normal; overflow-wrap: anywhere; }
    .mini { position: relative; overflow: hidden; outline: 1px solid #c7c7cc; background: #fff; }
    .mini > .stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; outline: none; }
    @media (max-width: 760px) {
      header { padding: 10px 12px 4px; }
      #player { flex-direction: column; gap: 12px; padding: 8px 12px 12px; }
      .stage-box { align-self: center; }
      .controls { width: 100%; }
      .edges { max-height: none; }
      #states, #lints { padding-left: 12px; padding-right: 12px; }
      #diagnostics { margin: 8px 12px; }
      .cards { padding: 12px; grid-template-columns: 1fr; }
    }
    """#
}
