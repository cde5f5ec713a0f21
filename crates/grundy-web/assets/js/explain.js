// The explanation of a position, rendered for a learner: the rules, each component's value and
// why, the nim-sum worked in binary columns, and why each winning move wins.

import { formatInteger, h, slot, withSlots } from "./dom.js";
import { t } from "./i18n.js";

function outcomeWords(outcome) {
  return {
    P: t("position-explain-outcome-p"),
    N: t("position-explain-outcome-n"),
    D: t("position-explain-outcome-d"),
  }[outcome] ?? outcome;
}

/** The nim-sum as a table of binary columns; each column with an odd number of 1s is marked. */
export function binaryTable(components, binary) {
  const width = binary.total.length;
  const ones = Array.from({ length: width }, (_, i) =>
    binary.rows.reduce((n, row) => n + (row[i] === "1" ? 1 : 0), 0),
  );
  const header = h(
    "tr",
    {},
    h("th", {}, ""),
    Array.from({ length: width }, (_, i) => h("th", { scope: "col" }, t("position-explain-column", { value: 2 ** (width - 1 - i) }))),
    h("th", {}, ""),
  );
  const rows = binary.rows.map((row, r) =>
    h(
      "tr",
      {},
      h("td", { class: "op" }, r === 0 ? "" : "⊕"),
      Array.from(row, (bit) => h("td", { class: bit === "1" ? "bit bit1" : "bit bit0" }, bit)),
      h("td", { class: "label" }, `${components[r]?.expr ?? ""} = ${formatInteger(components[r]?.nimber ?? "")}`),
    ),
  );
  const total = h(
    "tr",
    { class: "total" },
    h("td", { class: "op" }, "="),
    Array.from(binary.total, (bit, i) => h("td", { class: ones[i] % 2 ? "bit odd" : "bit" }, bit)),
    h("td", { class: "label" }, t("position-explain-nim-sum-label", { value: formatInteger(parseInt(binary.total, 2)) })),
  );
  return h(
    "table",
    { class: "nimsum" },
    h("caption", { class: "visually-hidden" }, t("position-explain-binary-caption")),
    h("thead", {}, header),
    h("tbody", {}, rows, total),
  );
}

/** Reasoning written as text: paragraphs, and lines indented by two spaces as lists. */
function textBlocks(text) {
  const nodes = [];
  let list = null;
  for (const line of text.split("\n")) {
    if (!line.trim()) {
      list = null;
    } else if (line.startsWith("  ")) {
      if (!list) nodes.push((list = h("ul", {})));
      list.append(h("li", {}, line.trim()));
    } else {
      list = null;
      nodes.push(h("p", {}, line));
    }
  }
  return nodes;
}

/**
 * The reason without its opening "nim(3) has value 3:" (in Chinese "nim(3) 的 SG 值为 3："), which
 * the list item already shows.
 */
function reasonText(c) {
  const value = c.nimber !== null && c.nimber !== undefined ? String(c.nimber) : "";
  const opening = t("position-explain-reason-opening", { expr: c.expr, value });
  const escaped = opening.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s*");
  const stripped = c.reason.replace(new RegExp(`^${escaped}(?=[:.,：，。])[:.,：，。]?\\s*`), "");
  if (stripped === c.reason || !stripped) return c.reason;
  return stripped[0].toUpperCase() + stripped.slice(1);
}

function nimSumEquation(components, nimSum) {
  return `${components.map((c) => formatInteger(c.nimber)).join(" ⊕ ")} = ${formatInteger(nimSum)}`;
}

/**
 * Renders an explanation from `GET /api/explain`. `onPlay(to)` is called when a winning move is
 * clicked. Falls back to the explanation's text when it has no pieces.
 */
export function renderExplanation(ex, { onPlay } = {}) {
  const card = h("div", { class: "card explain" }, h("h2", {}, t("position-explain-title")));
  if (!Array.isArray(ex.components)) {
    card.append(...textBlocks(ex.text ?? ""));
    return card;
  }
  const moveButton = (m) =>
    onPlay
      ? h("button", { type: "button", class: "move", onclick: () => onPlay(m.to) }, h("span", {}, m.move), h("span", { class: "to" }, m.to))
      : h("span", {}, withSlots(t("position-explain-move-giving", { move: m.move, to: slot("to") }), { to: h("code", {}, m.to) }));

  card.append(
    h("h3", {}, t("position-explain-rules")),
    h("ul", { class: "rules-list" }, ex.rules.map((r) => h("li", {}, r))),
    h("p", { class: "muted" }, t("position-explain-alternate")),
  );

  if (ex.components.length === 1) {
    const c = ex.components[0];
    card.append(h("h3", {}, t("position-explain-its-value")), h("p", {}, c.reason));
    if (ex.outcome === "N") {
      card.append(h("p", {}, t("position-explain-lone-n")));
    } else if (ex.outcome === "P") {
      card.append(h("p", {}, t("position-explain-lone-p")));
    } else {
      card.append(h("p", {}, t("position-explain-lone-other", { outcome: outcomeWords(ex.outcome) })));
    }
  } else {
    card.append(
      h("h3", {}, t("position-explain-components")),
      h(
        "ul",
        {},
        ex.components.map((c) =>
          h("li", {}, h("code", {}, c.expr), " = ", h("strong", {}, c.nimber !== null && c.nimber !== undefined ? formatInteger(c.nimber) : c.loopy_value ?? "?"), h("br"), h("span", { class: "reason" }, reasonText(c))),
        ),
      ),
    );
    if (ex.loopy_value) {
      card.append(
        h("h3", {}, t("position-explain-loopy-title")),
        h("p", {}, t("position-explain-loopy", { value: ex.loopy_value, outcome: outcomeWords(ex.outcome) })),
      );
    } else if (ex.nim_sum !== null && ex.nim_sum !== undefined) {
      card.append(
        h("h3", {}, t("position-explain-nim-sum-title")),
        h("p", {}, t("position-explain-nim-sum-intro")),
        h("p", { class: "equation" }, nimSumEquation(ex.components, ex.nim_sum)),
      );
      if (ex.binary) {
        card.append(
          h("p", {}, t("position-explain-binary-intro")),
          binaryTable(ex.components, ex.binary),
        );
      }
      if (String(ex.nim_sum) === "0") {
        card.append(
          h("p", {}, withSlots(t("position-explain-zero", { verdict: slot("verdict") }), { verdict: h("strong", {}, t("position-explain-zero-verdict")) })),
        );
      } else {
        card.append(
          h(
            "p",
            {},
            withSlots(t("position-explain-nonzero", { verdict: slot("verdict"), sum: formatInteger(ex.nim_sum) }), {
              verdict: h("strong", {}, t("position-explain-nonzero-verdict", { sum: formatInteger(ex.nim_sum) })),
            }),
          ),
          h(
            "ul",
            {},
            ex.targets.map((target) => {
              const args = { component: slot("component"), value: formatInteger(target.value), sum: formatInteger(ex.nim_sum), target: formatInteger(target.target) };
              const id = target.moves.length ? "position-explain-target" : ex.winning_moves ? "position-explain-target-unreachable" : "position-explain-target-plain";
              return h(
                "li",
                {},
                withSlots(t(id, args), { component: h("code", {}, target.expr) }),
                target.moves.length ? h("ul", { class: "moves" }, target.moves.map((m) => h("li", {}, moveButton(m)))) : null,
              );
            }),
          ),
        );
      }
    }
  }
  if (ex.outcome === "N") {
    if (ex.winning_moves) {
      if (ex.components.length === 1 && ex.winning_moves.length) {
        card.append(h("ul", { class: "moves" }, ex.winning_moves.map((m) => h("li", {}, moveButton(m)))));
      }
      card.append(h("p", {}, t("position-explain-winning-after", { count: formatInteger(ex.winning_moves.length) })));
    } else if (ex.winning_move_count !== undefined) {
      card.append(h("p", {}, t("position-explain-winning-counted", { count: formatInteger(ex.winning_move_count), why: ex.winning_moves_unlisted })));
    }
  }
  return card;
}
