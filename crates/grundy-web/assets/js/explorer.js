// The explorer (section 1, Position): a position's options as a tree that unfolds on click, as
// in CGSuite's Explorer. Each node is a move and the position it leads to, with that position's
// outcome, nim-value and remoteness; opening a node lists its own options. One level is asked
// for per click (`GET /api/options`, the same answer as `grundy eval --options` and Python's
// `options`), so every unfolding is bounded by the server's budget for one request.

import { getJson } from "./api.js";
import { fill, formatInteger, h } from "./dom.js";
import { t } from "./i18n.js";
import { badge, outcomeText, remotenessText } from "./outcome.js";

/** How many options one node lists; the server says when a list was cut, and the node says so. */
const CHILDREN = 100;

/**
 * The explorer of `expr`: a button that unfolds its options, each a node that unfolds in turn.
 * `onOpen(expr)` shows a node's position in the Position view.
 */
export function renderExplorer(expr, { onOpen }) {
  const box = h("div", { class: "explorer", "data-testid": "explorer" });
  const start = h(
    "button",
    {
      type: "button",
      class: "chip",
      onclick: () => {
        const level = h("div", {});
        fill(box, h("h2", {}, t("explorer-title")), h("p", { class: "muted" }, t("explorer-about")), level);
        unfold(expr, level, onOpen, { openButton: false });
      },
    },
    t("explorer-show"),
  );
  fill(box, start);
  return box;
}

/**
 * Lists the options of `expr` in `box`. Returns whether they were listed, so that a node whose
 * request failed asks again when it is opened again.
 */
async function unfold(expr, box, onOpen, { openButton = true } = {}) {
  fill(box, h("p", { class: "status busy" }, t("explorer-busy")));
  let report;
  try {
    report = await getJson("/api/options", { expr, limit: CHILDREN });
  } catch (error) {
    fill(box, h("p", { class: "muted" }, t("explorer-failed", { error: error.message })));
    return false;
  }
  fill(
    box,
    openButton
      ? h("button", { type: "button", class: "chip explorer-open", onclick: () => onOpen(expr), "aria-label": t("explorer-open-label", { expr }) }, t("explorer-open"))
      : null,
    report.options.length === 0
      ? h("p", { class: "muted" }, t("explorer-no-move"))
      : h("ul", { class: "explorer-level", "aria-label": t("explorer-options-of", { expr }) }, report.options.map((o) => node(o, onOpen))),
    report.truncated ? h("p", { class: "muted" }, t("explorer-cut", { why: report.truncated_because })) : null,
    report.remoteness_unknown ? h("p", { class: "muted" }, t("explorer-remoteness-unknown", { why: report.remoteness_unknown })) : null,
  );
  return true;
}

/** One option: its move, where it leads and what that is; a position with moves unfolds. */
function node(option, onOpen) {
  const words = remotenessText(option.remoteness);
  const line = [
    badge(option.outcome, "small"),
    h("span", { class: "explorer-move" }, option.move),
    h("span", { class: "to" }, option.to),
    h("span", { class: "explorer-facts" }, option.nimber === null ? null : t("explorer-value", { value: formatInteger(option.nimber) }), words === null ? null : ` · ${words}`),
  ];
  const label = t("explorer-node", { move: option.move, to: option.to, outcome: outcomeText(option.outcome) });
  // Remoteness 0: nothing is left to move, so there is nothing to unfold.
  if (String(option.remoteness) === "0") {
    return h("li", { class: "explorer-leaf", "data-outcome": option.outcome, "data-to": option.to }, h("span", { class: "explorer-line", "aria-label": label, role: "group" }, line));
  }
  const children = h("div", { class: "explorer-children" });
  const details = h("details", {}, h("summary", { class: "explorer-line", "aria-label": label }, line), children);
  let listed = false;
  details.addEventListener("toggle", async () => {
    if (details.open && !listed) {
      listed = true;
      listed = await unfold(option.to, children, onOpen);
    }
  });
  return h("li", { "data-outcome": option.outcome, "data-to": option.to }, details);
}
