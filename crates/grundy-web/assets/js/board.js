// Pictures of positions to click: the library's board report (/api/board) drawn as SVG, one
// picture per drawn component. A move is made by clicking the parts it is anchored to (a stone,
// a square, the two cells of a domino, an edge), with the mouse, by touch, or from the keyboard
// (Tab to a part, arrows to its neighbours, Enter or Space to choose it, Escape to start
// again); choosing a chosen part again makes the move of the parts chosen so far. A hint marks
// the parts that make the winning moves. It draws kinds of parts and knows no game.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const CELL = 40;

function svg(tag, attrs = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== null && value !== undefined) element.setAttribute(name, value);
  for (const child of children.flat()) if (child) element.append(child);
  return element;
}

function familyOf(expr) {
  return /^[a-z_]+/.exec(expr)?.[0] ?? "";
}

/** The centre of a cell, in SVG units. */
function centre([x, y]) {
  return [x * CELL + CELL / 2, y * CELL + CELL / 2];
}

/** A line part's path: straight between its cells' centres, bent towards `via`, or a loop. */
function linePath(part) {
  const [x1, y1] = centre([part.x, part.y]);
  const [x2, y2] = centre(part.to);
  if (!part.via) return `M ${x1} ${y1} L ${x2} ${y2}`;
  const [vx, vy] = centre(part.via);
  if (x1 === x2 && y1 === y2) {
    // A loop: a teardrop out towards `via` and back, as wide as it is long.
    const [dx, dy] = [(vx - x1) * 1.3, (vy - y1) * 1.3];
    const [nx, ny] = [-dy * 0.6, dx * 0.6];
    return `M ${x1} ${y1} C ${x1 + dx + nx} ${y1 + dy + ny} ${x1 + dx - nx} ${y1 + dy - ny} ${x2} ${y2}`;
  }
  return `M ${x1} ${y1} Q ${vx} ${vy} ${x2} ${y2}`;
}

function shape(part, height) {
  const x = part.x * CELL;
  const y = part.y * CELL;
  const mid = CELL / 2;
  if (part.to) {
    // A wide invisible stroke under the line makes a thin line easy to hit.
    const d = linePath(part);
    const ends = part.kind === "edge" ? [[part.x, part.y], part.to].map(([a, b]) => svg("circle", { class: "joint", cx: centre([a, b])[0], cy: centre([a, b])[1], r: 4 })) : [];
    return [svg("path", { class: "hit", d }), svg("path", { class: "line", d }), ...ends];
  }
  if (part.kind === "stone") return [svg("circle", { cx: x + mid, cy: y + mid, r: CELL * 0.4 })];
  if (part.kind === "vertex") return [svg("circle", { cx: x + mid, cy: y + mid, r: CELL * 0.32 })];
  // Heads carry a mark in their middle, so heads and tails differ in shape, not only colour.
  if (part.kind === "heads") return [svg("circle", { cx: x + mid, cy: y + mid, r: CELL * 0.4 }), svg("circle", { class: "face", cx: x + mid, cy: y + mid, r: CELL * 0.16 })];
  if (part.kind === "tails") return [svg("circle", { cx: x + mid, cy: y + mid, r: CELL * 0.4 })];
  // A step is a block from its cell down to the bottom of the picture.
  if (part.kind === "step") return [svg("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: (height - part.y) * CELL - 2, rx: 2 })];
  const square = svg("rect", { x: x + 1.5, y: y + 1.5, width: CELL - 3, height: CELL - 3, rx: 4 });
  if (part.kind === "white" || part.kind === "black") return [square, svg("circle", { class: "piece", cx: x + mid, cy: y + mid, r: CELL * 0.32 })];
  if (part.kind === "queen") return [square, svg("text", { x: x + mid, y: y + mid, "text-anchor": "middle", "dominant-baseline": "central" }, "♛")];
  if (part.kind === "poison") return [square, svg("text", { x: x + mid, y: y + mid, "text-anchor": "middle", "dominant-baseline": "central" }, "✕")];
  // A place the set-up editor adds to: dashed, with a plus.
  if (part.kind === "slot") return [square, svg("text", { x: x + mid, y: y + mid, "text-anchor": "middle", "dominant-baseline": "central" }, "+")];
  // A control that takes the last cell off a row: dashed, with a minus.
  if (part.kind === "remove") return [square, svg("text", { x: x + mid, y: y + mid, "text-anchor": "middle", "dominant-baseline": "central" }, "−")];
  return [square];
}

/** Where a part is, in cells, for the arrow keys: its cell, or the middle of its line. */
function placeOf(part) {
  return part.to ? [(part.x + part.to[0]) / 2, (part.y + part.to[1]) / 2] : [part.x, part.y];
}

/**
 * The pictures of `report` with their moves. `onMove(move)` is called with the board move
 * chosen; `winningTo` (a Set of positions) marks the anchors of the moves leading there (the
 * hint), or nothing when null; `howTo` is the caption saying how to click; `onRemove(component)`,
 * when given, is called by the button under each component the report can remove (the set-up
 * editor's `without`). Returns null when no component is drawn.
 */
export function renderBoard(report, { onMove, winningTo = null, howTo = t("board-how-to"), onRemove = null } = {}) {
  const drawn = report.components.map((c, i) => ({ ...c, index: i })).filter((c) => c.picture);
  if (!drawn.length) return null;
  let selection = { component: null, ids: [] };
  const groups = new Map();

  function movesOf(component) {
    return report.moves.filter((m) => m.component === component);
  }

  function partsOf(component) {
    return groups.get(component)?.querySelectorAll("[data-part]") ?? [];
  }

  function mark() {
    for (const [component, group] of groups) {
      const chosen = selection.component === component ? selection.ids : [];
      const open = chosen.length
        ? movesOf(component)
            .filter((m) => chosen.every((id) => m.anchor.includes(id)))
            .flatMap((m) => m.anchor)
        : [];
      for (const part of group.querySelectorAll("[data-part]")) {
        const id = part.dataset.part;
        part.classList.toggle("selected", chosen.includes(id));
        part.classList.toggle("possible", !chosen.includes(id) && open.includes(id));
      }
    }
  }

  function showTouched(component, id, on) {
    const single = movesOf(component).filter((m) => m.anchor.length === 1 && m.anchor[0] === id);
    const touched = on && single.length === 1 ? single[0].touched : [];
    for (const part of partsOf(component)) part.classList.toggle("touched", touched.includes(part.dataset.part));
  }

  function choose(component, id) {
    if (selection.component === component && selection.ids.includes(id)) {
      // Choosing a chosen part again makes the move of exactly the parts chosen (one coin of
      // the several a move may turn); otherwise it starts again.
      const chosen = selection.ids;
      const exact = movesOf(component).filter((m) => m.anchor.length === chosen.length && chosen.every((x) => m.anchor.includes(x)));
      selection = { component: null, ids: [] };
      mark();
      if (exact.length === 1) onMove?.(exact[0]);
      return;
    }
    let ids = selection.component === component ? [...selection.ids, id] : [id];
    if (selection.ids.includes(id) && selection.component === component) ids = [];
    const containing = (list) => movesOf(component).filter((m) => list.every((x) => m.anchor.includes(x)));
    if (ids.length && !containing(ids).length) ids = [id];
    const candidates = containing(ids);
    const exact = candidates.filter((m) => m.anchor.length === ids.length);
    selection = { component, ids: candidates.length ? ids : [] };
    // Play when the parts chosen make one move and no larger move still needs them.
    if (exact.length === 1 && candidates.length === 1) {
      selection = { component: null, ids: [] };
      mark();
      onMove?.(exact[0]);
      return;
    }
    mark();
  }

  // An arrow goes to the nearest part that way, preferring parts straight ahead, so that it
  // works on graphs and lines as on grids.
  function moveFocus(component, part, dx, dy) {
    const [x, y] = [Number(part.dataset.x), Number(part.dataset.y)];
    let best = null;
    let bestScore = Infinity;
    for (const other of partsOf(component)) {
      if (other === part || other.getAttribute("tabindex") !== "0") continue;
      const [ax, ay] = [Number(other.dataset.x) - x, Number(other.dataset.y) - y];
      const along = ax * dx + ay * dy;
      if (along <= 0) continue;
      const score = along + 2 * Math.abs(ax * dy - ay * dx);
      if (score < bestScore) [best, bestScore] = [other, score];
    }
    best?.focus();
  }

  const pictures = drawn.map((component) => {
    const { picture, index, expr } = component;
    const clickable = new Set(movesOf(index).flatMap((m) => m.anchor));
    const hinted = new Set(winningTo ? movesOf(index).filter((m) => winningTo.has(m.to)).flatMap((m) => m.anchor) : []);
    const parts = picture.parts.map((part) => {
      const active = clickable.has(part.id);
      const g = svg(
        "g",
        {
          class: `part ${part.kind}${hinted.has(part.id) ? " winning" : ""}`,
          "data-part": part.id,
          "data-x": placeOf(part)[0],
          "data-y": placeOf(part)[1],
          role: active ? "button" : "img",
          tabindex: active ? "0" : null,
          "aria-label": drawn.length > 1 ? `${expr}: ${part.label}` : part.label,
        },
        shape(part, picture.height),
        svg("title", {}, part.label),
      );
      if (active) {
        g.addEventListener("click", () => choose(index, part.id));
        g.addEventListener("keydown", (event) => {
          const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            choose(index, part.id);
          } else if (event.key === "Escape") {
            selection = { component: null, ids: [] };
            mark();
          } else if (arrows[event.key]) {
            event.preventDefault();
            moveFocus(index, g, ...arrows[event.key]);
          }
        });
        for (const [type, on] of [["mouseenter", true], ["mouseleave", false], ["focus", true], ["blur", false]]) {
          g.addEventListener(type, () => showTouched(index, part.id, on));
        }
      }
      return g;
    });
    const group = svg(
      "svg",
      {
        class: "board-picture",
        viewBox: `0 0 ${picture.width * CELL} ${picture.height * CELL}`,
        width: picture.width * CELL,
        height: picture.height * CELL,
        role: "group",
        "aria-label": expr,
        "data-family": familyOf(expr),
        "data-component": index,
      },
      parts,
    );
    groups.set(index, group);
    const remove =
      onRemove && component.without
        ? h("button", { type: "button", class: "secondary board-remove", "aria-label": t("board-setup-remove", { expr }), onclick: () => onRemove(component) }, t("board-setup-remove-button"))
        : null;
    return h("figure", { class: "board-figure" }, group, h("figcaption", {}, h("code", {}, expr), remove ? " " : null, remove));
  });
  const undrawn = report.components.filter((c) => !c.picture).map((c) => c.expr);
  return h(
    "div",
    { class: "pictures", "data-testid": "board" },
    pictures,
    undrawn.length ? h("p", { class: "muted" }, t("board-not-drawn", { parts: undrawn.join(" + ") })) : null,
    report.moves_unlisted ? h("p", { class: "muted" }, report.moves_unlisted) : null,
    h("p", { class: "hint" }, howTo),
  );
}
