// Section 5, Play against the perfect computer: it takes a winning move whenever there is one,
// and otherwise some legal move. Hints, undo, the history, and the computer's reasons on request.

import { getJson, Latest } from "./api.js";
import { fill, formatInteger, h, plural } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderExplanation } from "./explain.js";

const THINKING_MS = 450;

/** The component a move is made in, as its text names it: "take 1 from nim(4), …" → nim(4). */
function componentName(move) {
  return /[a-z][\w]*(?:\[[^\]]*\])?\([^()]*\)/.exec(move.move ?? "")?.[0] ?? null;
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

export default function createPlay(section, app) {
  const form = section.querySelector("#play-form");
  const startInput = section.querySelector("#play-start");
  const errorBox = section.querySelector("#play-error");
  const board = section.querySelector("#play-board");
  const latest = new Latest();

  // The game: the positions so far (the start first) and the moves between them.
  let game = null;
  let shownKey = null;

  function mover(index, first) {
    return (index % 2 === 0) === (first === "you") ? "you" : "computer";
  }

  function params() {
    return {
      start: game.positions[0],
      first: game.first,
      misere: game.misere ? "true" : null,
      p: game.positions.slice(1),
    };
  }

  function record({ push = false } = {}) {
    const p = params();
    app.update(p, { push });
    shownKey = keyOf(p.start, p.first, p.misere === "true", p.p);
  }

  function keyOf(start, first, misere, positions) {
    return JSON.stringify([start, first, misere, positions]);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const start = startInput.value.trim();
    if (!start) return;
    newGame(start, form.elements.first.value, form.elements.convention.value === "misere", { push: true });
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) {
      startInput.value = chip.dataset.example;
      newGame(chip.dataset.example, form.elements.first.value, form.elements.convention.value === "misere", { push: true });
    }
  });

  function newGame(start, first, misere, { push = false, positions = [] } = {}) {
    game = {
      first,
      misere,
      positions: [start, ...positions],
      moves: positions.map((to) => ({ move: null, to })),
      hint: null,
      why: null,
      over: false,
    };
    startInput.value = start;
    form.elements.first.value = first;
    form.elements.convention.value = misere ? "misere" : "normal";
    clearError(errorBox, startInput);
    record({ push });
    app.setTitle(start);
    step();
  }

  function current() {
    return game.positions[game.positions.length - 1];
  }

  function toMove() {
    return mover(game.positions.length - 1, game.first);
  }

  async function step() {
    game.options = null;
    game.hint = null;
    game.over = false;
    const at = current();
    draw({ busy: "Listing the moves…" });
    let data;
    try {
      data = await latest.run((signal) => getJson("/api/moves", { expr: at }, { signal }));
    } catch (error) {
      if (game.positions.length === 1) {
        fill(board);
        showError(errorBox, startInput, at, error);
      } else {
        draw({ error: error.message });
      }
      return;
    }
    if (data === undefined || current() !== at) return;
    game.options = Array.isArray(data) ? data : data.moves ?? [];
    game.truncated = data.truncated ? data.truncated_because || "not every move is listed" : null;
    if (!game.options.length && !game.truncated) {
      game.over = true;
      draw();
      return;
    }
    if (toMove() === "computer") {
      draw({ busy: "The computer is thinking…" });
      await new Promise((resolve) => setTimeout(resolve, THINKING_MS));
      if (current() === at) computerMove(at);
    } else {
      draw();
    }
  }

  async function computerMove(at) {
    let report;
    try {
      report = await latest.run((signal) => getJson("/api/eval", { expr: at, misere: game.misere ? "true" : null }, { signal }));
    } catch (error) {
      draw({ error: `The computer could not analyse the position: ${error.message}` });
      return;
    }
    if (report === undefined || current() !== at) return;
    const winning = Array.isArray(report.winning_moves) ? report.winning_moves : [];
    const chosen = winning.length ? pick(winning) : pick(game.options);
    game.moves.push({ ...chosen, by: "computer", from: at, winning: winning.length > 0, report });
    game.positions.push(chosen.to);
    record();
    step();
  }

  function play(option) {
    if (game.over || toMove() !== "you") return;
    game.moves.push({ ...option, by: "you", from: current() });
    game.positions.push(option.to);
    record();
    step();
  }

  function undo() {
    // Back to the last position where it was your turn before your last move.
    let removed = false;
    while (game.positions.length > 1) {
      const by = mover(game.positions.length - 2, game.first);
      game.positions.pop();
      game.moves.pop();
      if (by === "you") {
        removed = true;
        break;
      }
    }
    if (!removed && game.positions.length > 1) return;
    game.why = null;
    record();
    step();
  }

  async function hint() {
    const at = current();
    game.hint = { busy: true };
    draw();
    try {
      const report = await getJson("/api/eval", { expr: at, misere: game.misere ? "true" : null });
      if (current() !== at) return;
      game.hint = { report };
    } catch (error) {
      game.hint = { error: error.message };
    }
    draw();
  }

  async function why(index) {
    const m = game.moves[index];
    game.why = { index, busy: true };
    draw();
    let explanation = null;
    try {
      explanation = await getJson("/api/explain", { expr: m.from, misere: game.misere ? "true" : null });
    } catch {
      // The short reason below still stands.
    }
    if (game.why?.index !== index) return;
    game.why = { index, explanation };
    draw();
    board.querySelector(".speech")?.focus();
  }

  function reasonFor(m) {
    const r = m.report;
    if (game.misere) {
      return m.winning
        ? `In misère play ${m.from} is a win for the player to move (decided by ${{ bouton: "Bouton's misère rule", "anti-sg": "the Anti-SG theorem" }[r?.method] ?? "an exhaustive search"}), and ${m.to} is a position where you, to move, lose with perfect play.`
        : `In misère play ${m.from} was a losing position for me: every move loses against perfect play, so I picked one and hope you slip.`;
    }
    if (m.winning) {
      const count = r?.winning_moves?.length ?? 1;
      return `${m.from} has nim-value ${formatInteger(r?.nimber ?? "?")}, not 0, so the player to move wins. I moved to ${m.to}, which has nim-value 0: whatever you do, I can answer with a move back to value 0, until you have no move left.${count > 1 ? ` (I had ${count} winning moves and picked one.)` : ""}`;
    }
    return `${m.from} has nim-value 0: every move leaves a position of non-zero value, from which you can win. I picked a move and hope you slip.`;
  }

  function historyList() {
    if (!game.moves.length) return h("p", { class: "muted" }, "No moves yet.");
    return h(
      "ol",
      { class: "history" },
      game.moves.map((m, i) => {
        const by = mover(i, game.first);
        return h(
          "li",
          {},
          h("span", { class: "who" }, by === "you" ? "You: " : "Computer: "),
          m.move ? `${m.move} ` : "",
          h("span", { class: "mono" }, `→ ${m.to}`),
          by === "computer" && m.from
            ? [" ", h("button", { type: "button", class: "ghost", onclick: () => why(i), "aria-label": `Why did the computer play move ${i + 1}?` }, "Why?")]
            : null,
          game.why?.index === i ? whyBox(m) : null,
        );
      }),
    );
  }

  function whyBox(m) {
    if (game.why.busy) return h("div", { class: "speech status busy" }, "Thinking back…");
    return h(
      "div",
      { class: "speech", tabindex: "-1" },
      h("p", {}, reasonFor(m)),
      game.why.explanation ? h("details", {}, h("summary", {}, "The full reasoning"), renderExplanation(game.why.explanation)) : null,
    );
  }

  function hintBox() {
    const hnt = game.hint;
    if (!hnt) return null;
    if (hnt.busy) return h("p", { class: "status busy" }, "Looking for a winning move…");
    if (hnt.error) return h("p", { class: "muted" }, `No hint: ${hnt.error}`);
    const r = hnt.report;
    if (r.outcome === "P") return h("p", { class: "speech" }, "No winning move here: this is a P-position, so every move loses against perfect play. Make the game long and hope for a slip (there will be none).");
    if (Array.isArray(r.winning_moves)) return h("p", { class: "speech" }, `${plural(r.winning_moves.length, "winning move")}, marked “wins” below.`);
    return h("p", { class: "speech" }, `${plural(r.winning_move_count ?? "Many", "winning move")}: too many to mark.`);
  }

  function movesPanel() {
    if (!game.options) return null;
    const winningTo = new Set((game.hint?.report?.winning_moves ?? []).map((m) => m.to));
    const groups = new Map();
    for (const o of game.options) {
      const key = o.component ?? 0;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(o);
    }
    const many = groups.size > 1;
    return h(
      "div",
      {},
      h("h3", {}, `Your move: ${plural(game.options.length, "choice")}`),
      game.truncated ? h("p", { class: "muted" }, `Not every move is listed: ${game.truncated}.`) : null,
      [...groups.entries()].map(([component, list]) =>
        h(
          "div",
          { class: "move-group" },
          many ? h("h4", {}, `In component ${Number(component) + 1}`, componentName(list[0]) ? [": ", h("code", {}, componentName(list[0]))] : null) : null,
          h(
            "ul",
            { class: "moves" },
            list.map((o) =>
              h(
                "li",
                {},
                h(
                  "button",
                  { type: "button", class: `move${winningTo.has(o.to) ? " winning" : ""}`, onclick: () => play(o) },
                  h("span", {}, o.move),
                  h("span", { class: "to" }, o.to),
                ),
              ),
            ),
          ),
        ),
      ),
    );
  }

  function endBanner() {
    const stuck = toMove();
    const stuckLoses = !game.misere;
    const youWin = (stuck === "computer") === stuckLoses;
    const why =
      stuck === "you"
        ? "You have no move left"
        : "The computer has no move left";
    const rule = game.misere ? "in misère play whoever cannot move wins" : "whoever cannot move loses";
    return h(
      "div",
      { class: `banner ${youWin ? "win" : "lose"}`, role: "status", "data-testid": "game-over" },
      youWin ? "You win! " : "The computer wins. ",
      h("span", { style: "font-weight:400" }, `${why}, and ${rule}.`),
    );
  }

  function draw({ busy = null, error = null } = {}) {
    if (!game) return;
    const yours = toMove() === "you";
    const status = game.over
      ? endBanner()
      : h(
          "p",
          { class: `turn${busy ? " status busy" : ""}`, role: "status" },
          busy ?? (yours ? "Your move." : "The computer's move."),
        );
    const undoable = game.moves.some((_, i) => mover(i, game.first) === "you");
    fill(
      board,
      h(
        "div",
        { class: "board" },
        h(
          "div",
          { class: "card" },
          h("p", { class: "fact-label" }, `Position after ${plural(game.moves.length, "move")}${game.misere ? " · misère play" : ""}`),
          h("p", { class: "now", "data-testid": "play-position" }, current()),
          status,
          error ? h("p", { class: "field-error" }, error) : null,
          h(
            "div",
            { class: "toolbar" },
            h("button", { type: "button", class: "secondary", onclick: hint, disabled: game.over || !yours || busy ? true : null }, "Hint"),
            h("button", { type: "button", class: "secondary", onclick: undo, disabled: !undoable || busy ? true : null }, "Undo"),
            h("button", { type: "button", class: "secondary", onclick: () => newGame(game.positions[0], game.first, game.misere, { push: true }) }, "Restart"),
          ),
          hintBox(),
          !game.over && yours && !busy ? movesPanel() : null,
        ),
        h("div", { class: "card" }, h("h2", {}, "History"), h("p", { class: "muted" }, `Started from `, h("code", {}, game.positions[0]), `; ${game.first === "you" ? "you" : "the computer"} moved first.`), historyList()),
      ),
    );
  }

  return {
    enter(urlParams) {
      const start = (urlParams.get("start") ?? "").trim();
      const first = urlParams.get("first") === "computer" ? "computer" : "you";
      const misere = urlParams.get("misere") === "true";
      const positions = urlParams.getAll("p");
      if (!start) {
        if (!startInput.value) startInput.value = "nim(3,4,5)";
        if (!game) fill(board, h("p", { class: "muted card" }, "Choose a start position and who moves first, then press New game."));
        return;
      }
      if (shownKey !== keyOf(start, first, misere, positions)) newGame(start, first, misere, { positions });
    },
  };
}

