// Drawing a nim-sequence: the period, a coloured strip, the values in rows, a histogram of the
// values and a plot of G(n); and the remoteness R(n) of each heap the same way. Used by the
// Sequence section and the rules editor.

import { formatInteger, h, slot, svg, withSlots } from "./dom.js";
import { inkOn, numeric, outcomeFill, valueFill } from "./colours.js";
import { t } from "./i18n.js";
import { isEven } from "./outcome.js";
import { rulesCard } from "./rulesview.js";

/** Colouring by nim-value: 0 (a P-position) orange, the other values blue, darker when larger. */
export const BY_VALUE = {
  fill: valueFill,
  isP: (v) => numeric(v) === 0,
  text: (v) => formatInteger(v),
};

/**
 * Colouring by remoteness: even (a P-position: the player to move loses) orange as value 0 is,
 * odd blue, darker for a longer game; a draw (null) grey and written D.
 */
export const BY_REMOTENESS = {
  fill: (r, max) => (r === null ? outcomeFill("D") : isEven(r) ? valueFill(0, max) : valueFill(r, max)),
  isP: (r) => r !== null && r !== undefined && isEven(r),
  text: (r) => (r === null ? "D" : formatInteger(r)),
};

/** What remoteness means, under the heading of a sequence or table of it. */
export function remotenessMeaning() {
  return t("remoteness-meaning");
}

/** The period in words: "period 12 from n = 71" (with the saltus when it is arithmetic). */
export function periodWords(period) {
  if (!period) return t("seq-no-period");
  const args = { period: formatInteger(period.period), preperiod: formatInteger(period.preperiod) };
  if (Number(period.saltus) !== 0 && period.saltus !== undefined) {
    return t("seq-period-arithmetic", { ...args, saltus: formatInteger(period.saltus) });
  }
  return t("seq-period", args);
}

function periodTag(period) {
  if (!period) return null;
  const proof =
    period.checked_to !== null && period.checked_to !== undefined ? t("seq-proven-by-values", { to: formatInteger(period.checked_to) }) : t("seq-proven-by-theorem");
  return period.proven
    ? h("span", { class: "tag proven", title: proof }, t("seq-tag-proven"))
    : h("span", { class: "tag observed", title: t("seq-tag-observed-title") }, t("seq-tag-observed"));
}

function maxValue(values) {
  return values.reduce((m, v) => Math.max(m, numeric(v)), 0);
}

/** The values as one strip of coloured cells, the preperiod and each period marked beneath. */
export function strip(values, period, symbol = "G", colouring = BY_VALUE) {
  const count = values.length;
  const cell = Math.max(3, Math.min(28, Math.floor(1100 / count)));
  const width = cell * count;
  const top = 18;
  const height = cell + top + 26;
  const max = maxValue(values);
  const showNumbers = cell >= 20 && max < 100;
  // Short strips stretch to the card's width; long ones keep 3 pixels a value and scroll.
  const stretch = count * 3 <= 1100;
  const root = svg("svg", {
    class: "strip",
    width: stretch ? "100%" : width,
    height: stretch ? null : height,
    style: stretch ? `max-width:${Math.round(width * 2)}px` : null,
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label": period
      ? t("seq-strip-name-period", { symbol, last: count - 1, period: periodWords(period) })
      : t("seq-strip-name", { symbol, last: count - 1 }),
  });
  const labelEvery = cell >= 20 ? 5 : Math.ceil(60 / cell / 10) * 10;
  for (let n = 0; n < count; n++) {
    const v = values[n];
    const fill = colouring.fill(v, max);
    const x = n * cell;
    root.append(svg("rect", { x, y: top, width: cell - (cell > 6 ? 1 : 0), height: cell, fill, rx: cell > 10 ? 2 : 0 }, svg("title", {}, `${symbol}(${n}) = ${colouring.text(v)}`)));
    if (colouring.isP(v) && cell >= 8) {
      root.append(svg("circle", { cx: x + cell / 2, cy: top + cell - 3, r: 1.6, fill: "#fff" }));
    }
    if (showNumbers) {
      root.append(svg("text", { x: x + cell / 2 - 0.5, y: top + cell / 2 + 4.5, "text-anchor": "middle", "font-size": 13, fill: inkOn(fill), "pointer-events": "none" }, colouring.text(v)));
    }
    if (n % labelEvery === 0 && x + 8 * String(n).length < width) {
      root.append(svg("text", { x: x + 1, y: 12, "font-size": 11, fill: "currentColor", opacity: 0.65 }, String(n)));
    }
  }
  if (period) {
    const pre = Number(period.preperiod);
    const p = Number(period.period);
    const y = top + cell + 6;
    if (pre > 0) {
      const w = Math.min(pre, count) * cell;
      root.append(svg("rect", { x: 0, y, width: w, height: 4, fill: "currentColor", opacity: 0.35 }));
      if (w > 70) root.append(svg("text", { x: 2, y: y + 17, "font-size": 12, fill: "currentColor", opacity: 0.8 }, t("seq-strip-preperiod")));
    }
    if (p * cell >= 6) {
      let k = 0;
      for (let start = pre; start < count; start += p, k++) {
        const w = Math.min(p, count - start) * cell;
        root.append(svg("rect", { x: start * cell + 1, y, width: Math.max(1, w - 2), height: 4, fill: k % 2 ? "#888" : "currentColor", opacity: 0.8 }));
        if (k === 0 && w > 40) root.append(svg("text", { x: start * cell + 2, y: y + 17, "font-size": 12, fill: "currentColor", opacity: 0.8 }, t("seq-strip-period", { period: p })));
      }
    }
  }
  return h("div", { class: "strip-wrap" }, root);
}

/** The values in rows of `width`, each cell coloured, P-positions ringed. */
export function valuesTable(values, width, limit = 2000, symbol = "G", colouring = BY_VALUE) {
  const shown = values.slice(0, limit);
  const max = maxValue(values);
  const rows = [];
  for (let start = 0; start < shown.length; start += width) {
    const cells = [];
    for (let n = start; n < Math.min(start + width, shown.length); n++) {
      const v = shown[n];
      const fill = colouring.fill(v, max);
      cells.push(h("td", { style: `background:${fill};color:${inkOn(fill)}`, class: colouring.isP(v) ? "p" : null, title: `${symbol}(${n}) = ${colouring.text(v)}` }, colouring.text(v)));
    }
    rows.push(h("tr", {}, h("th", { scope: "row" }, `${start}:`), cells));
  }
  return h(
    "div",
    { class: "table-scroll" },
    h("table", { class: "values-table" }, h("caption", { class: "visually-hidden" }, t("seq-table-caption", { symbol, width })), h("tbody", {}, rows)),
    values.length > limit ? h("p", { class: "muted" }, t("seq-first-values", { limit, count: values.length })) : null,
  );
}

/** A bar for each value (or range of values) with how often it occurs. */
export function histogram(values) {
  const counts = new Map();
  for (const v of values) counts.set(numeric(v), (counts.get(numeric(v)) ?? 0) + 1);
  const max = maxValue(values);
  const buckets = max < 48 ? max + 1 : 32;
  const size = max < 48 ? 1 : Math.ceil((max + 1) / buckets);
  const bars = Array.from({ length: buckets }, () => 0);
  for (const [v, c] of counts) bars[Math.min(buckets - 1, Math.floor(v / size))] += c;
  const W = 520, H = 260, left = 44, bottom = 34, top = 12;
  const bw = (W - left - 8) / buckets;
  const most = Math.max(...bars);
  const root = svg("svg", { class: "chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("seq-histogram-name", { count: values.length }) });
  root.append(svg("line", { class: "axis", x1: left, y1: H - bottom, x2: W - 4, y2: H - bottom }));
  root.append(svg("text", { x: 4, y: top + 8 }, String(most)));
  root.append(svg("text", { x: 4, y: H - bottom }, "0"));
  bars.forEach((count, i) => {
    const bh = most ? ((H - bottom - top) * count) / most : 0;
    const value = i * size;
    const label = size === 1 ? `${value}` : `${value}–${value + size - 1}`;
    root.append(
      svg(
        "rect",
        { x: left + i * bw + 1, y: H - bottom - bh, width: Math.max(1, bw - 2), height: bh, fill: valueFill(value, max), rx: 2 },
        svg("title", {}, t("seq-histogram-bar", { value: label, count })),
      ),
    );
    const every = Math.ceil(buckets / 16);
    if (i % every === 0) root.append(svg("text", { x: left + i * bw + bw / 2, y: H - bottom + 15, "text-anchor": "middle" }, size === 1 ? String(value) : String(value)));
  });
  root.append(svg("text", { x: left + (W - left) / 2, y: H - 4, "text-anchor": "middle" }, t("seq-histogram-axis")));
  return root;
}

/** G(n) against n, the preperiod shaded and the period's blocks banded; a draw (null) left out. */
export function plot(values, period, symbol = "G", colouring = BY_VALUE) {
  const W = 520, H = 260, left = 44, bottom = 34, top = 12, right = 8;
  const count = values.length;
  const max = Math.max(1, maxValue(values));
  const x = (n) => left + ((W - left - right) * n) / Math.max(1, count - 1);
  const y = (v) => H - bottom - ((H - bottom - top) * Math.min(numeric(v), max)) / max;
  const root = svg("svg", { class: "chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("seq-plot-name", { symbol, last: count - 1 }) });
  if (period) {
    const pre = Number(period.preperiod);
    const p = Number(period.period);
    if (pre > 0) root.append(svg("rect", { class: "pre-band", x: left, y: top, width: Math.max(0, x(Math.min(pre, count - 1)) - left), height: H - bottom - top }));
    if (p > 0 && (W * p) / count >= 4) {
      for (let s = pre, k = 0; s < count; s += p, k++) {
        if (k % 2) root.append(svg("rect", { class: "period-band", x: x(s), y: top, width: Math.max(0, x(Math.min(s + p, count - 1)) - x(s)), height: H - bottom - top }));
      }
    }
  }
  root.append(svg("line", { class: "axis", x1: left, y1: H - bottom, x2: W - right, y2: H - bottom }));
  root.append(svg("line", { class: "axis", x1: left, y1: top, x2: left, y2: H - bottom }));
  root.append(svg("text", { x: left - 6, y: top + 8, "text-anchor": "end" }, formatInteger(max)));
  root.append(svg("text", { x: left - 6, y: H - bottom, "text-anchor": "end" }, "0"));
  root.append(svg("text", { x: left, y: H - bottom + 15, "text-anchor": "middle" }, "0"));
  root.append(svg("text", { x: W - right, y: H - bottom + 15, "text-anchor": "end" }, String(count - 1)));
  root.append(svg("text", { x: left + (W - left) / 2, y: H - 4, "text-anchor": "middle" }, "n"));
  const known = values.map((v, n) => [n, v]).filter(([, v]) => v !== null);
  if (count <= 400) {
    root.append(svg("polyline", { class: "line", points: known.map(([n, v]) => `${x(n).toFixed(1)},${y(v).toFixed(1)}`).join(" ") }));
  }
  const r = count <= 100 ? 3.2 : count <= 600 ? 2 : 1.2;
  const dots = svg("g", {});
  known.forEach(([n, v]) => dots.append(svg("circle", { cx: x(n).toFixed(1), cy: y(v).toFixed(1), r, fill: colouring.fill(v, max) })));
  root.append(dots);
  return root;
}

/** The legend of the value colours. */
export function valueLegend(max) {
  const stops = [1, Math.max(1, Math.round(numeric(max) / 2)), Math.max(1, numeric(max))].map((v) => valueFill(v, max));
  return h(
    "p",
    { class: "legend" },
    h("span", {}, h("span", { class: "swatch", style: `background:${valueFill(0, max)}` }), t("seq-legend-zero")),
    h("span", {}, "1", h("span", { class: "ramp", style: `background:linear-gradient(90deg,${stops.join(",")})` }), t("seq-legend-ramp", { max: formatInteger(max) })),
  );
}

/**
 * The remoteness switch of the Sequence and Table sections, beside their misère one
 * (`misereBox`): a checkbox in a label that names it. Remoteness is for normal play, so turning
 * either on turns the other off.
 */
export function remotenessSwitch(misereBox, id) {
  const box = h("input", { type: "checkbox", id });
  const misereLabel = misereBox.closest("label");
  // The two switches share a row, and wrap without indent on a narrow screen.
  const row = h("div", { class: "switches", style: "display:flex;flex-wrap:wrap;column-gap:1.5rem" });
  misereLabel.replaceWith(row);
  row.append(misereLabel, h("label", { class: "switch" }, box, " ", h("span", {}, t("remoteness-switch"), " ", h("span", { class: "muted" }, t("remoteness-switch-note")))));
  box.addEventListener("change", () => {
    if (box.checked) misereBox.checked = false;
  });
  misereBox.addEventListener("change", () => {
    if (misereBox.checked) box.checked = false;
  });
  return box;
}

/** The legend of the remoteness colours, for `values` (a draw is listed when there is one). */
export function remotenessLegend(values) {
  const max = maxValue(values);
  const odd = [1, Math.max(1, Math.round(max / 2)), Math.max(1, max)].map((v) => valueFill(v, max));
  return h(
    "p",
    { class: "legend" },
    h("span", {}, h("span", { class: "swatch", style: `background:${valueFill(0, max)}` }), t("remoteness-legend-even")),
    h("span", {}, t("remoteness-legend-odd"), h("span", { class: "ramp", style: `background:linear-gradient(90deg,${odd.join(",")})` }), t("remoteness-legend-odd-note")),
    values.includes(null) ? h("span", {}, h("span", { class: "swatch", style: `background:${outcomeFill("D")}` }), t("remoteness-legend-draw")) : null,
  );
}

/** Why a remoteness search stopped before the end, when it did (`what`: how far it got). */
export function stoppedNote(stopped, what) {
  if (!stopped) return null;
  return h("p", { class: "muted", "data-testid": "stopped" }, h("strong", {}, t("remoteness-stopped", { what })), stopped);
}

/** The whole report of `GET /api/seq?remoteness=true`. */
export function renderRemotenessSequence(report, { title } = {}) {
  const values = report.remoteness;
  const heaps = t("remoteness-after-heaps", { computed: formatInteger(report.computed), total: formatInteger(Number(report.to) + 1) });
  return h(
    "div",
    { class: "seq-report" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, title ?? h("code", {}, report.family), t("remoteness-seq-heading", { last: formatInteger(values.length - 1) })),
      h("p", { class: "muted" }, remotenessMeaning()),
      stoppedNote(report.stopped, heaps),
      strip(values, null, "R", BY_REMOTENESS),
      remotenessLegend(values),
    ),
    rulesCard(report.rules, report.p_positions),
    h(
      "div",
      { class: "chart-grid" },
      h("div", { class: "card" }, h("h3", { style: "margin-top:0" }, t("remoteness-each-heap")), valuesTable(values, 10, 2000, "R", BY_REMOTENESS)),
      h("figure", { class: "card", style: "margin:0" }, h("figcaption", {}, h("h3", {}, t("remoteness-plot"))), plot(values, null, "R", BY_REMOTENESS)),
    ),
  );
}

/** The whole report of `GET /api/seq`. */
export function renderSequence(report, { onRowWidth, title } = {}) {
  const values = report.values;
  const period = report.period;
  const max = maxValue(values);
  const p = period ? Number(period.period) : 0;
  const widths = [10];
  if (p > 1 && p <= 40 && p !== 10) widths.push(p);
  let width = widths.length > 1 ? p : 10;
  const tableBox = h("div", {}, valuesTable(values, width));
  const select = h(
    "select",
    {
      id: `rows-${Math.random().toString(36).slice(2, 8)}`,
      onchange: (event) => {
        width = Number(event.target.value);
        tableBox.replaceChildren(valuesTable(values, width));
        onRowWidth?.(width);
      },
    },
    widths.map((w) => h("option", { value: w, selected: w === width }, w === p ? t("seq-row-width-period", { width: w }) : String(w))),
  );
  return h(
    "div",
    { class: "seq-report" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, withSlots(t("seq-report-title", { family: slot("family"), last: values.length - 1 }), { family: title ?? h("code", {}, report.family) })),
      h("p", { class: "summary", "data-testid": "period" }, h("span", {}, periodWords(period)), periodTag(period), period?.checked_to !== null && period?.checked_to !== undefined ? h("span", { class: "muted" }, t("seq-checked-to", { to: formatInteger(period.checked_to) })) : null),
      strip(values, period),
      valueLegend(max),
    ),
    rulesCard(report.rules, report.p_positions),
    h(
      "div",
      { class: "card" },
      h("div", { class: "toolbar" }, h("h3", { style: "margin:0" }, t("seq-values-title")), h("label", { class: "row-control", for: select.id }, withSlots(t("seq-rows-of", { select: slot("select") }), { select }))),
      tableBox,
    ),
    h(
      "div",
      { class: "chart-grid" },
      h("figure", { class: "card", style: "margin:0" }, h("figcaption", {}, h("h3", {}, t("seq-histogram-title"))), histogram(values)),
      h("figure", { class: "card", style: "margin:0" }, h("figcaption", {}, h("h3", {}, t("seq-plot-title"))), plot(values, period)),
    ),
  );
}

/** How the library decided misère outcomes (`method` in the misère sequence report): message ids. */
const MISERE_METHODS = {
  bouton: "seq-method-bouton",
  "anti-sg": "seq-method-anti-sg",
  quotient: "seq-method-quotient",
  search: "seq-method-search",
};

/** Who wins each heap in rows of ten: P-positions ringed, as in the values table. */
function outcomesTable(outcomes, limit = 2000) {
  const rows = [];
  const shown = outcomes.slice(0, limit);
  for (let start = 0; start < shown.length; start += 10) {
    const cells = shown.slice(start, start + 10).map((o, i) =>
      h("td", { class: o === "P" ? "p outcome-p" : "outcome-n", title: t(o === "P" ? "seq-heap-p" : "seq-heap-n", { heap: start + i }) }, o),
    );
    rows.push(h("tr", {}, h("th", { scope: "row" }, `${start}:`), cells));
  }
  return h(
    "div",
    { class: "table-scroll" },
    h("table", { class: "values-table" }, h("caption", { class: "visually-hidden" }, t("seq-outcomes-caption")), h("tbody", {}, rows)),
    outcomes.length > limit ? h("p", { class: "muted" }, t("seq-first-heaps", { limit, count: outcomes.length })) : null,
  );
}

/** The whole report of `GET /api/seq?misere=true`. */
export function renderMisereSequence(report, { title } = {}) {
  const values = report.values;
  const to = report.outcomes.length - 1;
  const method = MISERE_METHODS[report.method] ? t(MISERE_METHODS[report.method]) : report.method;
  const summary = h(
    "p",
    { class: "summary", "data-testid": "misere-method" },
    h("span", {}, t("seq-misere-decided", { method })),
    values ? null : h("span", { class: "muted" }, t("seq-misere-no-values")),
  );
  return h(
    "div",
    { class: "seq-report" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, withSlots(t(values ? "seq-misere-title" : "seq-misere-outcomes-title", { family: slot("family"), to }), { family: title ?? h("code", {}, report.family) })),
      h("p", { class: "muted" }, t("seq-misere-about")),
      summary,
      values ? strip(values, null, "G⁻") : null,
      values ? valueLegend(maxValue(values)) : null,
    ),
    rulesCard(report.rules, report.p_positions),
    h("div", { class: "card" }, h("h3", { style: "margin-top:0" }, t(values ? "seq-misere-values-title" : "seq-misere-outcomes")), values ? valuesTable(values, 10, 2000, "G⁻") : outcomesTable(report.outcomes)),
  );
}

/** A period in a few words: "5 from n = 0", with the saltus when there is one. */
function periodCell(period) {
  if (!period) return t("seq-period-none");
  const args = { period: formatInteger(period.period), preperiod: formatInteger(period.preperiod) };
  return Number(period.saltus) ? t("seq-period-cell-saltus", { ...args, saltus: formatInteger(period.saltus) }) : t("seq-period-cell", args);
}

/** The whole report of `GET /api/seq` for a family with a range of its parameter. */
export function renderParamSweep(report, { link } = {}) {
  const rows = report.rows.map((row) => {
    const rule = row.error ? h("span", { class: "muted" }, t("seq-sweep-no-sequence", { error: row.error.split("\n")[0] })) : row.rules.length ? h("code", { class: "rule-text" }, row.rules[0].text) : h("span", { class: "muted" }, t("seq-sweep-no-rule"));
    return h(
      "tr",
      { "data-parameter": row.parameter },
      h("th", { scope: "row" }, String(row.parameter)),
      // A family's name stays on one line (code may otherwise break anywhere, narrowing the column).
      h("td", {}, link && !row.error ? h("a", { href: link(row.family), "data-link": "" }, h("code", { style: "overflow-wrap:normal" }, row.family)) : h("code", { style: "overflow-wrap:normal" }, row.family)),
      // Only a proven period is marked: the column's heading says the rest are observed.
      h("td", {}, periodCell(row.period), " ", row.period?.proven ? periodTag(row.period) : null),
      h("td", {}, rule),
    );
  });
  return h(
    "div",
    { class: "seq-report" },
    h(
      "div",
      { class: "card rules-card" },
      h("h2", {}, withSlots(t("seq-sweep-title", { pattern: slot("pattern"), name: report.name, first: formatInteger(report.first), last: formatInteger(report.last) }), { pattern: h("code", {}, report.pattern) })),
      report.summary.length
        ? [
            h("p", {}, h("strong", {}, t("seq-sweep-depends", { name: report.name })), h("span", { class: "tag observed" }, t("seq-sweep-observed"))),
            h("ul", { class: "rule-list", "data-testid": "summary" }, report.summary.map((line) => h("li", {}, h("code", { class: "rule-text" }, line)))),
          ]
        : h("p", { class: "muted", "data-testid": "summary" }, t("seq-sweep-no-common-rule")),
    ),
    h(
      "div",
      { class: "card" },
      h("h3", { style: "margin-top:0" }, t("seq-sweep-rows-title")),
      h(
        "div",
        { class: "table-scroll" },
        h(
          "table",
          { class: "sweep-table", "data-testid": "sweep" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, report.name), h("th", { scope: "col" }, t("seq-col-family")), h("th", { scope: "col" }, t("seq-col-period"), " ", h("span", { class: "muted", style: "font-weight:normal" }, t("seq-col-period-observed"))), h("th", { scope: "col" }, t("seq-col-first-rule")))),
          h("tbody", {}, rows),
        ),
      ),
    ),
  );
}
