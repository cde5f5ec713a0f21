// Section 4, State graph: the positions reachable from a start, drawn by the server as SVG.

import { getSvg, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { fetchMoves, renderGraph } from "./graphview.js";
import { t } from "./i18n.js";

const DEFAULT_LIMIT = 200;

export default function createGraph(section, app) {
  const form = section.querySelector("#graph-form");
  const input = section.querySelector("#graph-expr");
  const limitInput = section.querySelector("#graph-limit");
  const errorBox = section.querySelector("#graph-error");
  const result = section.querySelector("#graph-result");
  const latest = new Latest();
  let shown = null;

  function submit(expr, { push = true } = {}) {
    input.value = expr;
    const limit = limitInput.value || DEFAULT_LIMIT;
    app.update({ expr, limit }, { push });
    show(expr, limit);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const expr = input.value.trim();
    if (expr) submit(expr);
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) submit(chip.dataset.example);
  });

  async function show(expr, limit) {
    shown = `${expr}\n${limit}`;
    clearError(errorBox, input);
    app.setTitle(expr);
    fill(result, h("p", { class: "status busy" }, t("graph-drawing")));
    try {
      const text = await latest.run((signal) => getSvg({ expr, limit }, { signal }));
      if (text === undefined) return;
      const graph = renderGraph(text, {
        moves: (position, signal) => fetchMoves(position, signal),
        links: (position) => [
          h("a", { href: app.href("position", { expr: position }), "data-link": "" }, t("graph-evaluate")),
          h("a", { href: app.href("play", { start: position }), "data-link": "" }, t("graph-play-from-here")),
        ],
      });
      fill(result, graph.element);
    } catch (error) {
      fill(result);
      showError(errorBox, input, expr, error);
    }
  }

  return {
    enter(params) {
      const expr = (params.get("expr") ?? "").trim() || "nim(1,2)";
      const limit = params.get("limit") || DEFAULT_LIMIT;
      input.value = expr;
      limitInput.value = limit;
      app.update({ expr, limit });
      if (shown !== `${expr}\n${limit}`) show(expr, limit);
    },
  };
}
