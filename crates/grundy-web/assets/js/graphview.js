// Showing the server's SVG state graph inline: coloured by outcome with a legend, each position
// focusable, and a panel with the options of the selected one. Used by the State graph section
// and the rules editor.

import { getJson, Latest } from "./api.js";
import { fill, formatInteger, h } from "./dom.js";
import { t } from "./i18n.js";
import { badge, outcomeMeaning } from "./outcome.js";

/** Parses the server's SVG, keeping only drawing: no scripts, no event attributes, no links. */
function parseSvg(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg" || doc.querySelector("parsererror")) throw new Error(t("graph-unreadable"));
  for (const bad of root.querySelectorAll("script, foreignObject, a, iframe")) bad.remove();
  for (const el of [root, ...root.querySelectorAll("*")]) {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || /href$/i.test(attr.name)) el.removeAttribute(attr.name);
    }
  }
  return document.importNode(root, true);
}

export function legend() {
  return h(
    "p",
    { class: "legend", "aria-label": t("graph-legend") },
    h("span", {}, h("span", { class: "swatch P" }), t("graph-legend-p")),
    h("span", {}, h("span", { class: "swatch N" }), t("graph-legend-n")),
    h("span", {}, h("span", { class: "swatch D" }), t("graph-legend-d")),
    h("span", {}, h("span", { class: "swatch selected" }), t("graph-legend-selected")),
    h("span", {}, h("span", { class: "swatch option" }), t("graph-legend-options")),
  );
}

/**
 * The graph in `svgText` with its side panel. `moves(expr, signal)` fetches the options of a
 * position; `links(expr)` gives extra links for the selected position.
 */
export function renderGraph(svgText, { moves, links } = {}) {
  const drawing = parseSvg(svgText);
  if (!drawing.getAttribute("viewBox") && drawing.getAttribute("width")) {
    drawing.setAttribute("viewBox", `0 0 ${parseFloat(drawing.getAttribute("width"))} ${parseFloat(drawing.getAttribute("height"))}`);
  }
  drawing.setAttribute("role", "group");
  drawing.setAttribute("aria-label", t("graph-drawing-name"));
  drawing.querySelector(":scope > title")?.remove();
  const nodes = [...drawing.querySelectorAll(".node")];
  const byPosition = new Map(nodes.map((n) => [n.dataset.position, n]));
  // Edges name their ends by the nodes' indices.
  const byIndex = new Map(nodes.map((n) => [n.dataset.index, n]));
  const box = h("div", { class: "graph-box" }, drawing);
  const side = h("div", { class: "card side", "aria-live": "polite" }, h("h2", {}, t("graph-options")), h("p", { class: "muted" }, t("graph-options-help")));
  const latest = new Latest();
  const count = { P: 0, N: 0, D: 0 };
  let selected = null;

  for (const node of nodes) {
    count[node.dataset.outcome] = (count[node.dataset.outcome] ?? 0) + 1;
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", t("graph-node-name", { position: node.dataset.position, outcome: node.dataset.outcome, value: node.dataset.value }));
  }

  function clearMarks() {
    for (const el of drawing.querySelectorAll(".selected, .option, .from-selected")) el.classList.remove("selected", "option", "from-selected");
  }

  async function select(node, { focus = false } = {}) {
    selected = node;
    clearMarks();
    node.classList.add("selected");
    if (focus) node.focus();
    const expr = node.dataset.position;
    const outcome = node.dataset.outcome;
    for (const edge of drawing.querySelectorAll(".edge")) {
      if (edge.dataset.from === node.dataset.index) {
        edge.classList.add("from-selected");
        byIndex.get(edge.dataset.to)?.classList.add("option");
      }
    }
    const head = [
      h("h2", {}, t("graph-position")),
      h("p", { class: "pos" }, expr),
      h("p", {}, badge(outcome, "small"), " ", outcomeMeaning(outcome), node.dataset.value ? t("graph-nim-value", { value: formatInteger(node.dataset.value) }) : ""),
      links ? h("p", { class: "links" }, links(expr)) : null,
    ];
    fill(side, head, h("p", { class: "status busy" }, t("graph-listing")));
    try {
      const data = moves
        ? await latest.run((signal) => moves(expr, signal))
        : [...drawing.querySelectorAll(".edge")]
            .filter((e) => e.dataset.from === node.dataset.index && byIndex.has(e.dataset.to))
            .map((e) => ({ move: t("graph-move-to"), to: byIndex.get(e.dataset.to).dataset.position }));
      if (data === undefined || selected !== node) return;
      const list = Array.isArray(data) ? data : data.moves ?? [];
      for (const m of list) byPosition.get(m.to)?.classList.add("option");
      fill(
        side,
        head,
        h("h3", {}, list.length ? t("graph-option-count", { count: list.length }) : t("graph-no-moves")),
        h(
          "ul",
          { class: "options" },
          list.map((m) => {
            const target = byPosition.get(m.to);
            const o = target?.dataset.outcome;
            return h(
              "li",
              {},
              h(
                "button",
                { type: "button", disabled: !target, onclick: () => target && select(target, { focus: true }), title: target ? t("graph-select-it") : t("graph-not-drawn") },
                o ? badge(o, "small") : null,
                h("span", {}, m.move, h("br"), h("span", { class: "mono muted" }, m.to, target?.dataset.value !== undefined ? t("graph-option-value", { value: target.dataset.value }) : "")),
              ),
            );
          }),
        ),
        data.truncated ? h("p", { class: "muted" }, t("graph-not-every-option", { why: data.truncated_because })) : null,
        outcome === "N" ? h("p", { class: "muted" }, t("graph-winning-hint")) : null,
      );
    } catch (error) {
      fill(side, head, h("p", { class: "muted" }, t("graph-options-unavailable", { error: error.message })));
    }
  }

  drawing.addEventListener("click", (event) => {
    const node = event.target.closest(".node");
    if (node) select(node);
  });
  drawing.addEventListener("keydown", (event) => {
    const node = event.target.closest(".node");
    if (node && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      select(node);
    }
  });

  // Drawn half as large again as the server's size (still within the box), for reading at a
  // distance; "Actual size" shows it as drawn, scrolling when it is wide.
  const natural = parseFloat(drawing.getAttribute("width")) || 0;
  if (natural) drawing.style.width = `${Math.round(natural * 1.5)}px`;
  const sizeButton = h("button", { type: "button", class: "secondary", "aria-pressed": "false" }, t("graph-actual-size"));
  sizeButton.addEventListener("click", () => {
    const actual = box.classList.toggle("actual");
    sizeButton.setAttribute("aria-pressed", String(actual));
    drawing.style.width = actual || !natural ? "" : `${Math.round(natural * 1.5)}px`;
  });

  const summary = t("graph-summary", { count: nodes.length, p: count.P, n: count.N, d: count.D });
  const element = h(
    "div",
    {},
    h("div", { class: "toolbar" }, h("span", { "data-testid": "graph-summary" }, summary), sizeButton),
    legend(),
    h("div", { class: "graph-layout" }, box, side),
  );
  return { element, select: (expr) => byPosition.get(expr) && select(byPosition.get(expr)), nodes };
}

/** The options of a position, from `GET /api/moves` (or POST with inline rules). */
export function fetchMoves(expr, signal, rules = null) {
  return getJson("/api/moves", { expr }, { rules, signal });
}
