// Drawing a table of values G(a, b) as a heat map, with the pattern report beneath; and the
// remoteness R(a, b) of each position the same way. Used by the 2-D table section and the rules
// editor.

import { fill, formatInteger, h, plural } from "./dom.js";
import { inkOn, numeric } from "./colours.js";
import { isEven } from "./outcome.js";
import { rulesCard } from "./rulesview.js";
import { BY_REMOTENESS, BY_VALUE, periodWords, REMOTENESS_MEANING, remotenessLegend, stoppedNote, valueLegend } from "./seqview.js";

let gridCount = 0;

/** What a cell's value says about who wins: by its nim-value, or by its remoteness. */
function outcomeWords(v, remoteness) {
  if (!remoteness) {
    return numeric(v) === 0 ? " — a P-position: the player to move loses." : " — an N-position: the player to move wins.";
  }
  if (v === null) return " — a draw: play goes on forever.";
  if (String(v) === "0") return " — a P-position: no move is left.";
  return isEven(v) ? ` — a P-position: the player to move loses in ${plural(v, "move")}.` : ` — an N-position: the player to move wins in ${plural(v, "move")}.`;
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
  const readout = h("p", { class: "readout", "aria-live": "polite" }, "Hover over a cell, or focus the grid and use the arrow keys.");
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
    { class: `heat${dense ? " dense" : large ? " large" : ""}`, role: "grid", tabindex: "0", "aria-readonly": "true", "aria-describedby": `${id}-help`, "aria-label": `${symbol}(a, b) for a = 0 to ${rows - 1} (rows) and b = 0 to ${cols - 1} (columns)` },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", title: "a down, b across" }, "a╲b"), Array.from({ length: cols }, (_, b) => h("th", { scope: "col" }, dense && b % 5 ? "" : String(b))))),
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
    h("p", { class: "axis-note", id: `${id}-help` }, "Rows are a (down), columns are b (across). In the grid: arrow keys move, Home and End go to a row's ends."),
    colouring === BY_REMOTENESS ? remotenessLegend(values.flat()) : valueLegend(max),
  );
}

function linesWords(lines) {
  const form = lines.form;
  return `all lie on the line${lines.constants.length === 1 ? "" : "s"} ${form} = ${lines.constants.join(", ")}`;
}

function periodicList(kind, index, reports) {
  const found = reports.map((r, i) => [i, r]).filter(([, r]) => r);
  if (!found.length) return h("li", {}, `No ${kind} looks periodic.`);
  return h(
    "li",
    {},
    h(
      "details",
      {},
      h("summary", {}, `${kind[0].toUpperCase()}${kind.slice(1)}s that look periodic: ${found.length} of ${reports.length}`),
      h(
        "ul",
        {},
        found.slice(0, 24).map(([i, r]) => h("li", {}, `${kind} ${index} = ${i}: ${periodWords(r).replace(/\bn\b/g, kind === "row" ? "b" : "a")}`)),
        found.length > 24 ? h("li", {}, `… and ${found.length - 24} more`) : null,
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
      h("strong", {}, `P-positions: ${ps.length}`),
      ps.length ? [": ", ps.slice(0, 40).map(([a, b]) => `(${a},${b})`).join(" "), ps.length > 40 ? " …" : ""] : null,
      pattern.p_lines ? h("ul", {}, h("li", {}, linesWords(pattern.p_lines))) : null,
    ),
    pattern.p_lattice
      ? h("li", {}, `Whether (a, b) is a P-position depends only on (a mod ${pattern.p_lattice[0]}, b mod ${pattern.p_lattice[1]}).`)
      : null,
    h("li", {}, `At most ${pattern.most_p_in_a_row} P-position${pattern.most_p_in_a_row === 1 ? "" : "s"} in a row and ${pattern.most_p_in_a_column} in a column.`),
    h("li", {}, pattern.symmetric ? `Symmetric: ${symbol}(a, b) = ${symbol}(b, a).` : "Not symmetric."),
    periodicList("row", "a", pattern.rows),
    periodicList("column", "b", pattern.columns),
  ];
  return h(
    "div",
    { class: "card" },
    h("h2", {}, "Patterns"),
    h("p", {}, h("span", { class: "tag observed" }, "observed in this table, not proven")),
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
      h("h2", {}, title ?? h("code", {}, report.family), `: ${symbol}(a, b) for a < ${report.rows}, b < ${report.cols}${misere ? " in misère play" : ""}`),
      misere ? h("p", { class: "muted" }, "In misère play the player who makes the last move loses. G⁻(a, b), the misère value, is 1 where no move is left and otherwise the mex of the options' values; it is 0 exactly at the P-positions.") : null,
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
      h("h2", {}, title ?? h("code", {}, report.family), `: remoteness R(a, b) for a < ${rows}, b < ${report.cols}`),
      h("p", { class: "muted" }, REMOTENESS_MEANING),
      stoppedNote(report.stopped, `after ${plural(rows, "row")} of ${formatInteger(report.rows)}`),
      heatmap(values, { describe, symbol: "R", colouring: BY_REMOTENESS }),
      h(
        "p",
        { "data-testid": "p-positions" },
        h("strong", {}, `P-positions (even remoteness): ${ps.length}`),
        ps.length ? [": ", ps.slice(0, 40).map(([a, b]) => `(${a},${b})`).join(" "), ps.length > 40 ? " …" : ""] : null,
      ),
    ),
    rulesCard(report.rules),
  );
}
