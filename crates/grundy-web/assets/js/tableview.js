// Drawing a table of values G(a, b) as a heat map, with the pattern report beneath; and the
// remoteness R(a, b) of each position the same way. Used by the 2-D table section and the rules
// editor.

import { fill, formatInteger, h, slot, withSlots } from "./dom.js";
import { inkOn, numeric, valueFill } from "./colours.js";
import { t } from "./i18n.js";
import { isEven } from "./outcome.js";
import { rulesCard } from "./rulesview.js";
import { BY_REMOTENESS, BY_VALUE, periodWords, remotenessLegend, remotenessMeaning, stoppedNote, valueLegend } from "./seqview.js";

let gridCount = 0;

/** What a cell's value says about who wins: by its nim-value, or by its remoteness. */
function outcomeWords(v, remoteness) {
  if (!remoteness) return t(numeric(v) === 0 ? "table-readout-p" : "table-readout-n");
  if (v === null) return t("table-readout-draw");
  if (String(v) === "0") return t("table-readout-no-move");
  return t(isEven(v) ? "table-readout-loses-in" : "table-readout-wins-in", { moves: v });
}

function readoutFor(values, a, b, describe, symbol, colouring) {
  const v = values[a][b];
  return [
    h("span", { class: "mono" }, `${symbol}(${a}, ${b}) = ${colouring.text(v)}`),
    outcomeWords(v, colouring === BY_REMOTENESS),
    describe ? [" ", describe(a, b)] : null,
  ];
}

/**
 * The heat map: a focusable grid; arrow keys, Home/End and PageUp/PageDown move the cursor.
 * `colouring` is by nim-value (`BY_VALUE`) or by remoteness (`BY_REMOTENESS`).
 */
export function heatmap(values, { describe, symbol = "G", colouring = BY_VALUE } = {}) {
  const id = `heat${++gridCount}`;
  const rows = values.length;
  const cols = rows ? values[0].length : 0;
  const max = values.reduce((m, row) => row.reduce((mm, v) => Math.max(mm, numeric(v)), m), 0);
  const dense = cols > 40 || rows > 60;
  const large = cols <= 16 && rows <= 24;
  const readout = h("p", { class: "readout", "aria-live": "polite" }, t("table-readout-help"));
  const cells = [];
  const body = values.map((row, a) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, String(a)),
      row.map((v, b) => {
        const background = colouring.fill(v, max);
        const td = h(
          "td",
          {
            id: `${id}-${a}-${b}`,
            style: `background:${background};color:${inkOn(background)}`,
            class: colouring.isP(v) ? "p" : null,
            "data-a": a,
            "data-b": b,
            "data-value": v === null ? "D" : v,
            role: "gridcell",
          },
          dense ? "" : colouring.text(v),
        );
        (cells[a] ||= [])[b] = td;
        return td;
      }),
    ),
  );
  const table = h(
    "table",
    { class: `heat${dense ? " dense" : large ? " large" : ""}`, role: "grid", tabindex: "0", "aria-readonly": "true", "aria-describedby": `${id}-help`, "aria-label": t("table-grid-name", { symbol, lastA: rows - 1, lastB: cols - 1 }) },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", title: t("table-corner-title") }, "a╲b"), Array.from({ length: cols }, (_, b) => h("th", { scope: "col" }, dense && b % 5 ? "" : String(b))))),
    h("tbody", {}, body),
  );
  const grid = table;
  const wrap = h("div", { class: "heat-wrap" }, table);
  let cursor = null;
  function move(a, b, { scroll = true } = {}) {
    a = Math.max(0, Math.min(rows - 1, a));
    b = Math.max(0, Math.min(cols - 1, b));
    cursor?.classList.remove("cursor");
    cursor = cells[a][b];
    cursor.classList.add("cursor");
    grid.setAttribute("aria-activedescendant", cursor.id);
    if (scroll) cursor.scrollIntoView({ block: "nearest", inline: "nearest" });
    fill(readout, readoutFor(values, a, b, describe, symbol, colouring));
  }
  // Only a pointer that really moved reads a cell: when the page scrolls or reflows under a still
  // pointer (focusing the grid, a keyboard move), the browser reports a hover on whatever cell is
  // now under it, which would overwrite the keyboard cursor's readout.
  let pointer = null;
  table.addEventListener("mousemove", (event) => {
    if (pointer && pointer.x === event.clientX && pointer.y === event.clientY) return;
    pointer = { x: event.clientX, y: event.clientY };
    const td = event.target.closest("td");
    if (td) fill(readout, readoutFor(values, Number(td.dataset.a), Number(td.dataset.b), describe, symbol, colouring));
  });
  table.addEventListener("mouseleave", () => {
    pointer = null;
  });
  table.addEventListener("click", (event) => {
    const td = event.target.closest("td");
    if (td) move(Number(td.dataset.a), Number(td.dataset.b), { scroll: false });
  });
  grid.addEventListener("focus", () => {
    if (!cursor && rows && cols) move(0, 0);
  });
  grid.addEventListener("keydown", (event) => {
    if (!cursor) return;
    const a = Number(cursor.dataset.a);
    const b = Number(cursor.dataset.b);
    const steps = {
      ArrowUp: [a - 1, b],
      ArrowDown: [a + 1, b],
      ArrowLeft: [a, b - 1],
      ArrowRight: [a, b + 1],
      Home: [a, 0],
      End: [a, cols - 1],
      PageUp: [a - 10, b],
      PageDown: [a + 10, b],
    };
    const to = steps[event.key];
    if (to) {
      event.preventDefault();
      move(to[0], to[1]);
    }
  });
  return h(
    "div",
    {},
    readout,
    wrap,
    h("p", { class: "axis-note", id: `${id}-help` }, t("table-axis-note")),
    colouring === BY_REMOTENESS ? remotenessLegend(values.flat()) : valueLegend(max),
  );
}

function linesWords(lines) {
  const form = lines.form;
  return t("table-p-lines", { count: lines.constants.length, form, constants: lines.constants.join(", ") });
}

/** The rows (`kind` "row", indexed by a) or columns ("column", by b) that look periodic. */
function periodicList(kind, reports) {
  const row = kind === "row";
  const found = reports.map((r, i) => [i, r]).filter(([, r]) => r);
  if (!found.length) return h("li", {}, t(row ? "table-no-row-periodic" : "table-no-column-periodic"));
  return h(
    "li",
    {},
    h(
      "details",
      {},
      h("summary", {}, t(row ? "table-rows-periodic" : "table-columns-periodic", { found: found.length, total: reports.length })),
      h(
        "ul",
        {},
        found.slice(0, 24).map(([i, r]) =>
          h("li", {}, t(row ? "table-row-period" : "table-column-period", { index: i, period: periodWords(r).replace(/\bn\b/g, row ? "b" : "a") })),
        ),
        found.length > 24 ? h("li", {}, t("table-more", { count: found.length - 24 })) : null,
      ),
    ),
  );
}

/** The pattern report of `GET /api/table`, flagged as observed. */
export function patternReport(pattern, symbol = "G") {
  const ps = pattern.p_positions;
  const items = [
    h(
      "li",
      { "data-testid": "p-positions" },
      h("strong", {}, t("table-p-count", { count: ps.length })),
      ps.length ? [t("table-p-list-start"), ps.slice(0, 40).map(([a, b]) => `(${a},${b})`).join(" "), ps.length > 40 ? " …" : ""] : null,
      pattern.p_lines ? h("ul", {}, h("li", {}, linesWords(pattern.p_lines))) : null,
    ),
    pattern.p_lattice
      ? h("li", {}, t("table-p-lattice", { rows: pattern.p_lattice[0], cols: pattern.p_lattice[1] }))
      : null,
    h("li", {}, t("table-most-p", { row: pattern.most_p_in_a_row, column: pattern.most_p_in_a_column })),
    h("li", {}, pattern.symmetric ? t("table-symmetric", { symbol }) : t("table-not-symmetric")),
    periodicList("row", pattern.rows),
    periodicList("column", pattern.columns),
  ];
  return h(
    "div",
    { class: "card" },
    h("h2", {}, t("table-patterns-title")),
    h("p", {}, h("span", { class: "tag observed" }, t("table-patterns-observed"))),
    h("ul", { class: "pattern-list" }, items),
  );
}

/** The whole report of `GET /api/table`. */
export function renderTable(report, { title, describe } = {}) {
  const misere = report.convention === "misere";
  const symbol = misere ? "G⁻" : "G";
  return h(
    "div",
    { class: "table-report" },
    h(
      "div",
      { class: "card" },
      h(
        "h2",
        {},
        withSlots(t(misere ? "table-report-title-misere" : "table-report-title", { family: slot("family"), symbol, rows: report.rows, cols: report.cols }), {
          family: title ?? h("code", {}, report.family),
        }),
      ),
      // The paragraph wraps to the heat map's width instead of widening its column of the grid.
      misere ? h("p", { class: "muted", style: "contain:inline-size" }, t("table-misere-about")) : null,
      heatmap(report.values, { describe, symbol }),
    ),
    report.pattern ? patternReport(report.pattern, symbol) : null,
    rulesCard(report.rules),
  );
}

/** The whole report of `GET /api/table?remoteness=true`. */
export function renderRemotenessTable(report, { title, describe } = {}) {
  const values = report.remoteness;
  const rows = values.length;
  const ps = report.p_positions;
  return h(
    "div",
    { class: "table-report" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, title ?? h("code", {}, report.family), t("remoteness-table-heading", { rows, cols: report.cols })),
      h("p", { class: "muted" }, remotenessMeaning()),
      stoppedNote(report.stopped, t("remoteness-after-rows", { rows, total: formatInteger(report.rows) })),
      heatmap(values, { describe, symbol: "R", colouring: BY_REMOTENESS }),
      h(
        "p",
        { "data-testid": "p-positions" },
        h("strong", {}, t("remoteness-table-p-positions", { count: ps.length })),
        ps.length ? [": ", ps.slice(0, 40).map(([a, b]) => `(${a},${b})`).join(" "), ps.length > 40 ? " …" : ""] : null,
      ),
    ),
    rulesCard(report.rules),
  );
}
