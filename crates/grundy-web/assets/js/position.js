// Section 1, Position: who wins, the nim-value, every winning move (click to play it), every
// move with what it leads to (on request), the options as a tree to unfold (explorer.js),
// misère play, and the explanation for a learner.

import { getJson, Latest } from "./api.js";
import { renderBoard } from "./board.js";
import { fill, formatInteger, h, slot, withSlots } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderExplanation } from "./explain.js";
import { renderExplorer } from "./explorer.js";
import { t } from "./i18n.js";
import { badge, outcomeMeaning, outcomeText, remotenessText } from "./outcome.js";
import { workingLine } from "./working.js";

const DEFAULT_EXPR = "nim(3,4,5)";

/** How many moves a list shows before a button shows the rest (a heap of 10^5 has 25,001). */
const SHOWN_MOVES = 200;

/** How a misère outcome was decided, by the server's `method`: message ids. */
const MISERE_METHODS = {
  quotient: "position-method-quotient",
  bouton: "position-method-bouton",
  "anti-sg": "position-method-anti-sg",
  tame: "position-method-tame",
  restive: "position-method-restive",
  "small-heaps": "position-method-small-heaps",
  canonical: "position-method-canonical",
  search: "position-method-search",
};

/** A misère simplest form's class, by the server's `class`: message ids. */
const GENUS_CLASSES = {
  tame: "position-genus-tame",
  restive: "position-genus-restive",
  restless: "position-genus-restless",
  wild: "position-genus-wild",
};

export default function createPosition(section, app) {
  const form = section.querySelector("#position-form");
  const input = section.querySelector("#position-expr");
  const misere = section.querySelector("#position-misere");
  const errorBox = section.querySelector("#position-error");
  const result = section.querySelector("#position-result");
  const explainBox = section.querySelector("#position-explain");
  const latestBoard = new Latest();
  const latestSetup = new Latest();
  const gamesBox = section.querySelector("#games-list");
  const latest = new Latest();
  const latestExplain = new Latest();
  let shown = null;
  let gamesLoaded = false;
  // Whether the board shows the set-up editor: kept while the positions it sets up are shown.
  let settingUp = false;

  function submit(expr, { push = true } = {}) {
    input.value = expr;
    const params = { expr, misere: misere.checked ? "true" : null };
    app.update(params, { push });
    evaluate(expr, misere.checked);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const expr = input.value.trim();
    if (expr) submit(expr);
  });
  misere.addEventListener("change", () => {
    const expr = input.value.trim();
    if (expr) submit(expr, { push: false });
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) submit(chip.dataset.example);
  });

  async function loadGames() {
    gamesLoaded = true;
    try {
      const data = await getJson("/api/games");
      const families = Array.isArray(data) ? data : data.families ?? [];
      fill(
        gamesBox,
        h(
          "dl",
          {},
          families.map((f) => [
            h("dt", {}, f.usage ?? f.name),
            h(
              "dd",
              {},
              f.summary,
              /^(script|graph)$/.test(f.name)
                ? [
                    h("br"),
                    withSlots(t("position-games-reads-file", { link: slot("link") }), {
                      link: h("a", { href: app.href("rules", {}), "data-link": "" }, t("view-rules")),
                    }).map((part) => (typeof part === "string" ? h("em", {}, part) : part)),
                  ]
                : f.example
                  ? [h("br"), h("button", { type: "button", class: "chip", "data-example": f.example }, f.example)]
                  : null,
            ),
          ]),
        ),
      );
    } catch (error) {
      fill(gamesBox, h("p", { class: "muted" }, t("position-games-unavailable", { error: error.message })));
    }
  }

  function playMove(to) {
    submit(to);
    input.focus();
  }

  function moveItem(m) {
    return h(
      "li",
      {},
      h(
        "button",
        { type: "button", class: "move", onclick: () => playMove(m.to), "aria-label": t("position-play-move", { move: m.move, to: m.to }) },
        h("span", {}, m.move),
        h("span", { class: "to" }, m.to),
      ),
    );
  }

  /** The moves as buttons that play them: the first SHOWN_MOVES, and a button for the rest. */
  function movesList(moves, winningLabel) {
    const list = h("ul", { class: "moves", "aria-label": winningLabel }, moves.slice(0, SHOWN_MOVES).map(moveItem));
    if (moves.length <= SHOWN_MOVES) return list;
    const rest = moves.length - SHOWN_MOVES;
    const more = h(
      "button",
      {
        type: "button",
        class: "chip show-all",
        onclick: () => {
          list.append(...moves.slice(SHOWN_MOVES).map(moveItem));
          more.remove();
        },
      },
      t("position-show-rest", { count: formatInteger(rest) }),
    );
    return h("div", {}, list, more);
  }

  /**
   * How long the game lasts when the winner hurries and the loser delays, beside the outcome:
   * "wins in 11 moves", with the family's rule when a closed form gave it, or why it is unknown.
   * In misère play the loser makes the last move, so an odd remoteness is a loss.
   */
  function remotenessPart(report, isMisere) {
    const words = remotenessText(report.remoteness, { misere: isMisere });
    if (words === null && !report.remoteness_unknown) return null;
    return h(
      "div",
      { class: "remoteness", "data-testid": "remoteness" },
      words === null
        ? h("p", { class: "muted" }, t("position-remoteness-unknown", { why: report.remoteness_unknown }))
        : [
            String(report.remoteness) === "0"
              ? h("p", {}, withSlots(t(isMisere ? "position-remoteness-zero-misere" : "position-remoteness-zero", { words: slot("words") }), { words: h("strong", {}, t("position-remoteness-zero-words")) }))
              : h("p", {}, withSlots(t("position-remoteness-line", { words: slot("words") }), { words: h("strong", {}, words) })),
            report.remoteness_rule
              ? h("p", { class: "remoteness-rule" }, withSlots(t("position-remoteness-rule", { rule: slot("rule") }), { rule: h("code", {}, report.remoteness_rule) }))
              : null,
          ],
    );
  }

  /**
   * Every move, on request, each with the outcome, value and remoteness of where it leads (P
   * there: the move wins), as buttons that play it: `/api/options`, `grundy eval --options`.
   */
  function everyMovePart(expr) {
    const box = h("div", { class: "every-move", "data-testid": "every-move" });
    const show = h(
      "button",
      {
        type: "button",
        class: "chip",
        onclick: async () => {
          fill(box, h("p", { class: "status busy" }, t("position-every-move-busy")));
          try {
            const report = await getJson("/api/options", { expr });
            fill(box, optionsTable(report));
          } catch (error) {
            fill(box, h("p", { class: "muted" }, t("position-every-move-failed", { error: error.message })));
          }
        },
      },
      t("position-every-move-show"),
    );
    fill(box, show);
    return box;
  }

  function optionsTable(report) {
    const rows = report.options.map((o) =>
      h(
        "tr",
        { "data-outcome": o.outcome },
        h("td", {}, badge(o.outcome, "small")),
        h("td", { class: "num" }, o.nimber === null ? "?" : formatInteger(o.nimber)),
        h("td", { class: "num" }, o.remoteness === null ? "?" : formatInteger(o.remoteness)),
        h(
          "td",
          {},
          h(
            "button",
            { type: "button", class: "move", onclick: () => playMove(o.to), "aria-label": t("position-play-option", { move: o.move, to: o.to, outcome: o.outcome }) },
            h("span", {}, o.move),
            h("span", { class: "to" }, o.to),
          ),
        ),
      ),
    );
    return [
      h("h2", {}, t("position-move-count", { count: formatInteger(report.options.length) })),
      h("p", { class: "muted" }, t("position-every-move-about")),
      h(
        "table",
        { class: "every-move-table", "aria-label": t("position-every-move-table") },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, t("position-col-leads-to")),
            h("th", { scope: "col" }, t("position-col-value")),
            h("th", { scope: "col" }, t("position-col-remoteness")),
            h("th", { scope: "col" }, t("position-col-move")),
          ),
        ),
        h("tbody", {}, rows),
      ),
      report.truncated ? h("p", { class: "muted" }, t("position-not-every-move", { why: report.truncated_because })) : null,
      report.remoteness_unknown ? h("p", { class: "muted" }, t("position-remoteness-unknown-short", { why: report.remoteness_unknown })) : null,
    ];
  }

  function render(report, isMisere) {
    const outcome = report.outcome;
    const facts = [];
    if (!isMisere) {
      if (report.nimber !== null && report.nimber !== undefined) {
        facts.push(h("div", { class: "fact" }, h("span", { class: "fact-label" }, t("position-nim-value")), h("span", { class: "fact-value", "data-testid": "nimber" }, formatInteger(report.nimber))));
      } else if (report.loopy_value) {
        facts.push(h("div", { class: "fact" }, h("span", { class: "fact-label" }, t("position-value")), h("span", { class: "fact-value" }, report.loopy_value.text)));
      }
    } else {
      const method = MISERE_METHODS[report.method] ? t(MISERE_METHODS[report.method]) : String(report.method).replace(/[_-]/g, " ");
      facts.push(h("div", { class: "fact" }, h("span", { class: "fact-label" }, t("position-decided-by")), h("span", {}, method)));
      if (Array.isArray(report.genera)) {
        facts.push(h("div", { class: "fact" }, h("span", { class: "fact-label" }, t("position-component-genera")), h("span", { class: "fact-value", "data-testid": "genera" }, report.genera.join(", "))));
      }
      facts.push(h("div", { class: "fact misere-form", "data-testid": "misere-form" }));
    }
    const moves = report.winning_moves;
    let movesPart;
    if (outcome === "N" && Array.isArray(moves)) {
      movesPart = [h("h2", { "data-testid": "winning-count" }, t("position-winning-move-count", { count: formatInteger(moves.length) })), movesList(moves, t("position-winning-moves"))];
    } else if (outcome === "N" && report.winning_move_count !== undefined) {
      movesPart = [
        h("h2", { "data-testid": "winning-count" }, t("position-winning-move-count", { count: formatInteger(report.winning_move_count) })),
        h("p", { class: "muted" }, t("position-too-many", { why: report.winning_moves_unlisted })),
      ];
    } else if (outcome === "N") {
      movesPart = [h("p", { class: "muted" }, report.winning_moves_unlisted ?? t("position-moves-unlisted"))];
    } else if (outcome === "P") {
      movesPart = [h("p", {}, t("position-no-winning-move"))];
    } else {
      movesPart = [];
    }
    const expr = report.expr;
    fill(
      result,
      h(
        "div",
        { class: "card", "data-outcome": outcome },
        h(
          "div",
          { class: "answer" },
          badge(outcome),
          h(
            "div",
            {},
            h("p", { class: "answer-expr" }, expr, isMisere ? h("span", { class: "muted" }, t("position-misere-tag")) : null),
            h("p", { class: "answer-text", "data-testid": "outcome" }, `${outcomeText(outcome)}${t("full-stop")}`),
            h("p", { class: "answer-sub" }, outcomeMeaning(outcome)),
          ),
        ),
        remotenessPart(report, isMisere),
        h("div", { class: "board-box" }),
        h("div", { class: "facts" }, facts),
        movesPart,
        isMisere ? null : everyMovePart(report.expr),
        isMisere ? null : renderExplorer(report.expr, { onOpen: playMove }),
        h(
          "p",
          { class: "links" },
          h("a", { href: app.href("graph", { expr }), "data-link": "" }, t("position-draw-graph")),
          h("a", { href: app.href("play", { start: expr, misere: isMisere ? "true" : null }), "data-link": "" }, t("position-play-it")),
        ),
      ),
    );
  }

  /**
   * The set-up editor's pictures (`/api/setup`): a click on a part or an empty place sets up
   * the position it makes, a component's button removes it from the sum, and the list below
   * adds a component of a family with an editor (the library's default position of it).
   */
  function renderEditor(editor) {
    const additions = editor.additions ?? [];
    const choice = h("select", { id: "board-add-choice" }, additions.map((a) => h("option", { value: a.to }, a.expr)));
    return h(
      "div",
      {},
      renderBoard(editor, { onMove: (m) => submit(m.to), onRemove: (c) => submit(c.without), howTo: t("board-setup-how-to") }),
      additions.length
        ? h(
            "p",
            { class: "board-add" },
            h("label", { for: "board-add-choice" }, t("board-setup-add")),
            " ",
            choice,
            " ",
            h("button", { type: "button", id: "board-add", onclick: () => submit(choice.value) }, t("board-setup-add-button")),
          )
        : null,
    );
  }

  /**
   * The position as pictures to click (when its games are drawn): a click plays the move, and
   * the switch marks the winning moves of the answer shown (misère ones in misère play). The
   * board report says which components have an editor; the set-up switch, offered then, turns
   * the pictures into the editor, asked for (`/api/setup`) only when it is turned on.
   */
  async function drawBoard(report) {
    const box = result.querySelector(".board-box");
    let board;
    try {
      board = await latestBoard.run((signal) => getJson("/api/board", { expr: report.expr }, { signal }));
    } catch {
      return; // The answer stands without its picture.
    }
    if (board === undefined || !box.isConnected) return;
    const hasEditor = board.components.some((c) => c.editor);
    if (!hasEditor) settingUp = false;
    let editor = null;
    const loadEditor = async () => {
      try {
        editor = (await latestSetup.run((signal) => getJson("/api/setup", { expr: report.expr }, { signal }))) ?? null;
      } catch {
        editor = null;
      }
    };
    if (settingUp) await loadEditor();
    if (!box.isConnected) return;
    const winningTo = new Set((report.winning_moves ?? []).map((m) => m.to));
    const hint = h("input", { type: "checkbox", id: "board-hint" });
    const setup = h("input", { type: "checkbox", id: "board-setup", checked: settingUp && editor !== null });
    const pictures = h("div", {});
    const draw = () => {
      settingUp = setup.checked && editor !== null;
      hint.disabled = settingUp;
      fill(
        pictures,
        settingUp
          ? renderEditor(editor)
          : renderBoard(board, { onMove: (m) => playMove(m.to), winningTo: hint.checked ? winningTo : null }),
      );
    };
    hint.addEventListener("change", draw);
    setup.addEventListener("change", async () => {
      if (setup.checked && editor === null) {
        setup.disabled = true;
        await loadEditor();
        setup.disabled = false;
        if (!box.isConnected) return;
        if (editor === null) setup.checked = false;
      }
      draw();
    });
    draw();
    if (!pictures.firstChild) return;
    fill(
      box,
      h("h2", {}, t("board-title")),
      h(
        "div",
        { class: "board-switches" },
        report.outcome === "N" && Array.isArray(report.winning_moves) ? h("label", { class: "switch" }, hint, " ", h("span", {}, t("board-hint"))) : null,
        hasEditor ? h("label", { class: "switch" }, setup, " ", h("span", {}, t("board-setup"))) : null,
      ),
      pictures,
    );
  }

  /**
   * The misère simplest form and genus beside a misère answer (`/api/misere-form`, `grundy
   * eval --misere --form`); nothing when it is beyond the server's budget.
   */
  async function showMisereForm(expr) {
    const box = result.querySelector(".misere-form");
    let form;
    try {
      form = await getJson("/api/misere-form", { expr });
    } catch {
      return;
    }
    if (!box?.isConnected) return;
    fill(
      box,
      h("span", { class: "fact-label" }, t("position-misere-form")),
      h(
        "span",
        { class: "fact-value mono", "data-testid": "form", title: form.conway ? t("position-misere-form-conway", { form: form.conway }) : null },
        ...(form.conway ? conwayNodes(form.conway) : [t("position-misere-form-long", { size: formatInteger(form.size) })]),
      ),
      form.form ? h("span", { class: "muted mono", "data-testid": "form-options" }, t("position-misere-form-options", { options: form.form })) : null,
      h("span", { class: "muted" }, t(GENUS_CLASSES[form.class] ?? "position-genus-wild", { genus: form.genus })),
    );
  }

  /**
   * Conway's notation as text with real subscripts: `2_{#2}3` becomes 2, a subscript `#2`, and
   * 3 (a subscript is one character after `_`, or braced).
   */
  function conwayNodes(text) {
    const nodes = [];
    let plain = "";
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== "_") {
        plain += text[i];
        continue;
      }
      let sub;
      if (text[i + 1] === "{") {
        const end = text.indexOf("}", i + 2);
        sub = text.slice(i + 2, end);
        i = end;
      } else {
        sub = text[i + 1];
        i += 1;
      }
      nodes.push(plain, h("sub", {}, sub));
      plain = "";
    }
    nodes.push(plain);
    return nodes.filter((node) => node !== "");
  }

  async function explain(expr, isMisere) {
    fill(explainBox);
    try {
      const ex = await latestExplain.run((signal) => getJson("/api/explain", { expr, misere: isMisere ? "true" : null }, { signal }));
      if (ex === undefined) return;
      fill(explainBox, renderExplanation(ex, { onPlay: isMisere ? null : playMove }));
    } catch (error) {
      fill(explainBox, h("p", { class: "muted" }, t("position-no-explanation", { error: error.message })));
    }
  }

  async function evaluate(expr, isMisere) {
    shown = `${expr}\n${isMisere}`;
    clearError(errorBox, input);
    app.setTitle(expr);
    const working = workingLine(t("position-working"));
    fill(result, working.element);
    fill(explainBox);
    latestExplain.controller?.abort();
    try {
      const report = await latest.run((signal) => getJson("/api/eval", { expr, misere: isMisere ? "true" : null }, { signal, onProgress: working.onProgress }));
      if (report === undefined) return;
      render(report, isMisere);
      if (isMisere) showMisereForm(report.expr);
      drawBoard(report);
      explain(expr, isMisere);
    } catch (error) {
      fill(result);
      showError(errorBox, input, expr, error);
    }
  }

  return {
    enter(params) {
      if (!gamesLoaded) loadGames();
      let expr = (params.get("expr") ?? "").trim();
      const isMisere = params.get("misere") === "true";
      misere.checked = isMisere;
      if (!expr) {
        // The home page answers a first example, and says so in the address.
        expr = input.value.trim() || DEFAULT_EXPR;
        app.update({ expr, misere: isMisere ? "true" : null });
      }
      input.value = expr;
      if (shown !== `${expr}\n${isMisere}`) evaluate(expr, isMisere);
    },
    focusTarget: input,
  };
}
