// The explanation of a position, rendered for a learner: the rules, each component's value and
// why, the nim-sum worked in binary columns, and why each winning move wins.

import { formatInteger, h, plural } from "./dom.js";

function outcomeWords(outcome) {
  return {
    P: "the player to move loses (P)",
    N: "the player to move wins (N)",
    D: "neither player can force a win: a draw (D)",
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
    Array.from({ length: width }, (_, i) => h("th", { scope: "col" }, `${2 ** (width - 1 - i)}s`)),
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
    h("td", { class: "label" }, `nim-sum ${formatInteger(parseInt(binary.total, 2))}`),
  );
  return h(
    "table",
    { class: "nimsum" },
    h("caption", { class: "visually-hidden" }, "The nim-sum in binary columns"),
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

/** The reason without its opening "nim(3) has value 3:", which the list item already shows. */
function reasonText(c) {
  const escaped = c.expr.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const value = c.nimber !== null && c.nimber !== undefined ? String(c.nimber) : "";
  const stripped = c.reason.replace(new RegExp(`^${escaped} has value ${value}(?=[:.,])[:.,]?\\s*`), "");
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
  const card = h("div", { class: "card explain" }, h("h2", {}, "Why: the reasoning, step by step"));
  if (!Array.isArray(ex.components)) {
    card.append(...textBlocks(ex.text ?? ""));
    return card;
  }
  const moveButton = (m) =>
    onPlay
      ? h("button", { type: "button", class: "move", onclick: () => onPlay(m.to) }, h("span", {}, m.move), h("span", { class: "to" }, m.to))
      : h("span", {}, `${m.move}, giving `, h("code", {}, m.to));

  card.append(
    h("h3", {}, "The rules"),
    h("ul", { class: "rules-list" }, ex.rules.map((r) => h("li", {}, r))),
    h("p", { class: "muted" }, "Players alternate; a player who cannot move loses."),
  );

  if (ex.components.length === 1) {
    const c = ex.components[0];
    card.append(h("h3", {}, "Its value"), h("p", {}, c.reason));
    if (ex.outcome === "N") {
      card.append(h("p", {}, "So the player to move wins (N) by moving to a position of value 0, where the opponent loses."));
    } else if (ex.outcome === "P") {
      card.append(h("p", {}, "So the player to move loses (P): every move leads to a position from which the opponent wins."));
    } else {
      card.append(h("p", {}, `So ${outcomeWords(ex.outcome)}.`));
    }
  } else {
    card.append(
      h("h3", {}, "The value of each component"),
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
        h("h3", {}, "Loopy values"),
        h("p", {}, `Some component can keep the game going forever, so values are generalized: a loopy position has value ∞ with the set of finite values of its options. Here the whole position is ${ex.loopy_value}, so ${outcomeWords(ex.outcome)}.`),
      );
    } else if (ex.nim_sum !== null && ex.nim_sum !== undefined) {
      card.append(
        h("h3", {}, "The nim-sum"),
        h("p", {}, "The components are independent games played side by side, so the value of the whole position is the nim-sum of their values: binary addition without carries, written ⊕."),
        h("p", { class: "equation" }, nimSumEquation(ex.components, ex.nim_sum)),
      );
      if (ex.binary) {
        card.append(
          h("p", {}, "In binary, a column of the sum is 1 exactly when it holds an odd number of 1s (marked):"),
          binaryTable(ex.components, ex.binary),
        );
      }
      if (String(ex.nim_sum) === "0") {
        card.append(
          h("p", {}, h("strong", {}, "The nim-sum is 0, so the player to move loses (P)."), " Any move changes exactly one component's value and makes the nim-sum non-zero, and the opponent can always answer with a move that makes it 0 again, until the player to move has no move left."),
        );
      } else {
        card.append(
          h("p", {}, h("strong", {}, `The nim-sum is ${formatInteger(ex.nim_sum)}, not 0, so the player to move wins (N)`), ` by moving to a position of nim-sum 0. In a component of value g that means moving it to value g ⊕ ${formatInteger(ex.nim_sum)}:`),
          h(
            "ul",
            {},
            ex.targets.map((t) =>
              h(
                "li",
                {},
                h("code", {}, t.expr),
                `: ${formatInteger(t.value)} ⊕ ${formatInteger(ex.nim_sum)} = ${formatInteger(t.target)}`,
                t.moves.length
                  ? [": ", h("ul", { class: "moves" }, t.moves.map((m) => h("li", {}, moveButton(m))))]
                  : ex.winning_moves
                    ? `, but no move reaches value ${formatInteger(t.target)}.`
                    : ".",
              ),
            ),
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
      card.append(h("p", {}, `${plural(ex.winning_moves.length, "winning move")}. After any of them the opponent faces a position of value 0: a losing position.`));
    } else if (ex.winning_move_count !== undefined) {
      card.append(h("p", {}, `${plural(ex.winning_move_count, "winning move")}, counted but not listed (${ex.winning_moves_unlisted}).`));
    }
  }
  return card;
}
