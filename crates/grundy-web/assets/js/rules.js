// Section 6, Rules editor: a game's rules in Rhai (`fn moves(state)`), with its sequence or
// table and its state graph redrawn as you type, and script errors shown at their line.

import { getJson, getSvg, Latest } from "./api.js";
import { debounce, fill, h, slot, withSlots } from "./dom.js";
import { clearError } from "./errors.js";
import { EXAMPLES } from "./examples.js";
import { renderGraph } from "./graphview.js";
import { t } from "./i18n.js";
import { renderParamSweep, renderSequence } from "./seqview.js";
import { renderTable } from "./tableview.js";

const DEFAULTS = { to: 40, size: 12, limit: 150 };
const INDENT = "    ";

/** The line (and column) a script error names: "…, line 7, column 1: …" (or "第 7 行，第 1 列"). */
export function errorLine(message) {
  const match = /\bline (\d+)(?:, column (\d+))?/.exec(message) ?? /第\s*(\d+)\s*行(?:\s*[，,]\s*第\s*(\d+)\s*列)?/.exec(message);
  return match ? { line: Number(match[1]), column: match[2] ? Number(match[2]) : null } : null;
}

export default function createRules(section, app) {
  const source = section.querySelector("#rules-source");
  const gutter = section.querySelector("#rules-gutter");
  const errorBox = section.querySelector("#rules-error");
  const form = section.querySelector("#rules-form");
  const toInput = section.querySelector("#rules-to");
  const sizeInput = section.querySelector("#rules-size");
  const startInput = section.querySelector("#rules-start");
  const paramsInput = section.querySelector("#rules-params");
  const status = section.querySelector("#rules-status");
  const valuesBox = section.querySelector("#rules-values");
  const graphBox = section.querySelector("#rules-graph");
  const latestValues = new Latest();
  const latestGraph = new Latest();
  let example = null;
  let escaped = false;
  let shown = null;
  let badLine = null;

  function kind() {
    return form.elements.kind.value;
  }

  function showKindFields() {
    for (const field of form.querySelectorAll("[data-kind]")) field.hidden = field.dataset.kind !== kind();
  }

  function drawGutter() {
    const lines = source.value.split("\n").length;
    const parts = [];
    for (let i = 1; i <= lines; i++) {
      parts.push(i === badLine ? h("span", { class: "bad" }, String(i)) : String(i), "\n");
    }
    fill(gutter, parts);
    gutter.scrollTop = source.scrollTop;
  }

  function state() {
    const p = {
      kind: kind(),
      to: kind() === "seq" ? toInput.value || DEFAULTS.to : null,
      size: kind() === "table" ? sizeInput.value || DEFAULTS.size : null,
      start: startInput.value.trim() || null,
      params: paramsInput.value.trim() || null,
    };
    if (example && EXAMPLES[example]?.source === source.value) p.example = example;
    else p.rules = source.value;
    return p;
  }

  function load(name) {
    const ex = EXAMPLES[name];
    example = name;
    source.value = ex.source;
    form.elements.kind.value = ex.kind;
    startInput.value = ex.start;
    paramsInput.value = ex.params ?? "";
    showKindFields();
    run();
  }

  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-rules-example]");
    if (chip) load(chip.dataset.rulesExample);
  });

  const later = debounce(() => run(), 700);
  source.addEventListener("input", () => {
    badLine = null;
    drawGutter();
    later();
  });
  source.addEventListener("scroll", () => {
    gutter.scrollTop = source.scrollTop;
  });
  source.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      escaped = true;
      return;
    }
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      later.cancel();
      run();
      return;
    }
    if (event.key === "Tab" && !escaped && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const { selectionStart: s, selectionEnd: e } = source;
      source.setRangeText(INDENT, s, e, "end");
      source.dispatchEvent(new Event("input"));
    }
    escaped = false;
  });
  source.addEventListener("blur", () => {
    escaped = false;
  });
  form.addEventListener("change", (event) => {
    if (event.target.name === "kind") {
      // A start of the other kind (a number for pairs, a pair for numbers) would not parse.
      const pair = startInput.value.includes(",");
      if (pair !== (kind() === "table")) startInput.value = kind() === "table" ? "3,3" : "7";
    }
    showKindFields();
    run();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    later.cancel();
    run();
  });

  function goTo(line, column) {
    const lines = source.value.split("\n");
    let offset = 0;
    for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += lines[i].length + 1;
    const lineText = lines[line - 1] ?? "";
    const at = offset + Math.min(Math.max(0, (column ?? 1) - 1), lineText.length);
    source.focus();
    source.setSelectionRange(at, column ? Math.min(at + 1, offset + lineText.length) : offset + lineText.length);
    const lineHeight = parseFloat(getComputedStyle(source).lineHeight) || 20;
    source.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  function showScriptError(error) {
    const where = errorLine(error.message);
    badLine = where?.line ?? null;
    drawGutter();
    source.setAttribute("aria-invalid", "true");
    fill(
      errorBox,
      h(
        "strong",
        {},
        !where ? t("errors-error") : where.column ? t("rules-error-at", { line: where.line, column: where.column }) : t("rules-error-at-line", { line: where.line }),
      ),
      error.message,
      where ? [" ", h("button", { type: "button", class: "ghost", onclick: () => goTo(where.line, where.column) }, t("rules-go-to-line", { line: where.line }))] : null,
    );
  }

  async function run() {
    const p = state();
    app.update(p);
    shown = JSON.stringify(p);
    const rules = source.value;
    if (!rules.trim()) {
      fill(status, t("rules-write-moves"));
      return;
    }
    clearError(errorBox, source);
    badLine = null;
    drawGutter();
    status.className = "status busy";
    fill(status, t("rules-running"));
    // Parameters the rules read (`P=4`) make the family `rules[P=4]`; a range (`P=2..12`) is
    // a sweep, and the graph is drawn for its first value.
    const family = p.params ? `rules[${p.params}]` : "rules";
    const sweep = /\d\.\.\d/.test(p.params ?? "");
    const graphFamily = sweep ? `rules[${p.params.replace(/(\d+)\.\.\d+/, "$1")}]` : family;
    const values =
      p.kind === "seq"
        ? latestValues.run((signal) => getJson("/api/seq", { family, to: p.to }, { rules, signal }))
        : latestValues.run((signal) => getJson("/api/table", { family, rows: p.size, cols: p.size }, { rules, signal }));
    const start = p.start ?? (p.kind === "seq" ? "7" : "3,3");
    const expr = `${graphFamily}(${start})`;
    const graph = latestGraph.run((signal) => getSvg({ expr, limit: DEFAULTS.limit }, { rules, signal }));
    let failed = null;
    try {
      const report = await values;
      if (report === undefined) return;
      const name = p.example ? section.querySelector(`[data-rules-example="${p.example}"]`)?.textContent : null;
      const title = name ?? t("rules-yours");
      fill(valuesBox, report.rows && report.summary ? renderParamSweep(report) : p.kind === "seq" ? renderSequence(report, { title }) : renderTable(report, { title: h("span", {}, title) }));
    } catch (error) {
      failed = error;
      fill(valuesBox);
    }
    try {
      const svgText = await graph;
      if (svgText === undefined) return;
      const graphView = renderGraph(svgText, { moves: (expr, signal) => getJson("/api/moves", { expr }, { rules, signal }) });
      const title = withSlots(t("rules-graph-from", { start: slot("start") }), { start: h("code", {}, expr) });
      fill(graphBox, h("div", { class: "card" }, h("h2", {}, title), graphView.element));
    } catch (error) {
      failed ??= error;
      fill(graphBox);
    }
    status.className = "status";
    if (failed) {
      showScriptError(failed);
      fill(status, "");
    } else {
      fill(status, t("rules-up-to-date"));
    }
  }

  source.addEventListener("scroll", drawGutter, { passive: true });

  return {
    enter(params) {
      const wanted = params.get("example");
      const given = params.get("rules");
      if (given !== null) {
        example = null;
        source.value = given;
      } else if (wanted && EXAMPLES[wanted]) {
        example = wanted;
        source.value = EXAMPLES[wanted].source;
      } else if (!source.value) {
        example = "lasker";
        source.value = EXAMPLES.lasker.source;
      }
      const k = params.get("kind") ?? EXAMPLES[example]?.kind ?? "seq";
      form.elements.kind.value = k === "table" ? "table" : "seq";
      toInput.value = params.get("to") || toInput.value || DEFAULTS.to;
      sizeInput.value = params.get("size") || sizeInput.value || DEFAULTS.size;
      startInput.value = params.get("start") ?? (startInput.value || EXAMPLES[example]?.start || "");
      paramsInput.value = params.get("params") ?? (given === null && wanted ? (EXAMPLES[example]?.params ?? "") : paramsInput.value);
      showKindFields();
      drawGutter();
      if (shown !== JSON.stringify(state())) run();
    },
  };
}
