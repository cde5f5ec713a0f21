// Section 5, Play against the computer. The server chooses its moves (/api/computer-move) at a
// level, from the game's seed and the number of moves made so far, so a game in the URL
// replays. Hints, undo, the history with the moves left after each move, and the computer's
// reasons.

import { getJson, Latest } from "./api.js";
import { renderBoard } from "./board.js";
import { inkOn, outcomeFill } from "./colours.js";
import { fill, formatInteger, h, slot, withSlots } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderExplanation } from "./explain.js";
import { t } from "./i18n.js";
import { isEven } from "./outcome.js";

const THINKING_MS = 450;

/**
 * The levels the server knows, strongest first: the messages of their name (as in the list),
 * their name inside a sentence, and what each does.
 */
const LEVELS = {
  perfect: { name: "play-level-perfect", word: "play-level-perfect-word", about: "play-level-perfect-about" },
  good: { name: "play-level-good", word: "play-level-good-word", about: "play-level-good-about" },
  beginner: { name: "play-level-beginner", word: "play-level-beginner-word", about: "play-level-beginner-about" },
};

/** A level's name inside a sentence ("perfect"; 完美), or the level as the server names it. */
function levelWord(level) {
  return LEVELS[level] ? t(LEVELS[level].word) : String(level);
}

/** How often a level plays at random, in words: message ids. */
const RANDOM_TURNS = { good: "play-random-good", beginner: "play-random-beginner" };

/** How a misère win was decided, by the server's `method`: message ids. */
const MISERE_METHODS = { bouton: "play-method-bouton", "anti-sg": "play-method-anti-sg", quotient: "play-method-quotient", tame: "play-method-tame", restive: "play-method-restive", "small-heaps": "play-method-small-heaps", canonical: "play-method-canonical" };

/** The largest seed the server takes (2^64 - 1), as digits. */
const MAX_SEED = "18446744073709551615";

/** A fresh seed: a random 32-bit number, short enough to read out and type. */
function randomSeed() {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** A seed as the server takes it (digits, below 2^64, no leading zeros), or null. */
function readSeed(text) {
  const digits = String(text ?? "").trim();
  if (!/^\d{1,20}$/.test(digits)) return null;
  const seed = digits.replace(/^0+(?=\d)/, "");
  if (seed.length === MAX_SEED.length && seed > MAX_SEED) return null;
  return seed;
}

/** The component a move is made in, as its text names it: "take 1 from nim(4), …" → nim(4). */
function componentName(move) {
  return /[a-z][\w]*(?:\[[^\]]*\])?\([^()]*\)/.exec(move.move ?? "")?.[0] ?? null;
}

/** The computer's reason for a move, in words (after "The computer played …: "). */
function reasonWords(m) {
  const left = m.remoteness_after;
  const known = left !== null && left !== undefined;
  switch (m.reason) {
    case "fastest-win":
      if (known && String(left) === "0") return t("play-reason-leaves-no-move");
      return known ? t("play-reason-fastest-win", { count: formatInteger(left) }) : t("play-reason-winning-move");
    case "slowest-loss":
      return known ? t("play-reason-slowest-loss", { count: formatInteger(left) }) : t("play-reason-slowest-loss-unknown");
    case "winning":
      return t("play-reason-winning");
    case "keeps-draw":
      return t("play-reason-keeps-draw");
    case "any-move":
      return t("play-reason-any-move");
    case "random":
      return t("play-reason-random");
    default:
      return null;
  }
}

export default function createPlay(section, app) {
  const form = section.querySelector("#play-form");
  const startInput = section.querySelector("#play-start");
  const levelSelect = section.querySelector("#play-level");
  const levelAbout = section.querySelector("#play-level-about");
  const seedInput = section.querySelector("#play-seed");
  const seedAbout = section.querySelector("#play-seed-about");
  const seedHelp = t("play-seed-about");
  const errorBox = section.querySelector("#play-error");
  const board = section.querySelector("#play-board");
  const latest = new Latest();

  // The game: the positions so far (the start first) and the moves between them.
  let game = null;
  let shownKey = null;
  // Whether a seed was typed since the last game began: New game then plays it.
  let seedTyped = false;
  // Counts the steps taken, so that a step the level or the seed restarted does not move too.
  let steps = 0;
  // Evaluations (/api/eval) by convention and position, for the strip, hints and reasons:
  // each a promise of { report } or { error }, and once settled the answer itself.
  const evaluations = new Map();

  function mover(index, first) {
    return (index % 2 === 0) === (first === "you") ? "you" : "computer";
  }

  function params() {
    return {
      start: game.positions[0],
      first: game.first,
      misere: game.misere ? "true" : null,
      level: game.level,
      seed: game.seed,
      p: game.positions.slice(1),
    };
  }

  function record({ push = false } = {}) {
    const p = params();
    app.update(p, { push });
    shownKey = keyOf(p.start, p.first, p.misere === "true", p.level, p.seed, p.p);
  }

  function keyOf(start, first, misere, level, seed, positions) {
    return JSON.stringify([start, first, misere, level, seed, positions]);
  }

  function showLevel(level) {
    levelSelect.value = level;
    levelAbout.textContent = t("play-level-about", { level: t(LEVELS[level].name), about: t(LEVELS[level].about) });
    for (const item of section.querySelectorAll(".levels [data-level]")) item.classList.toggle("current", item.dataset.level === level);
  }

  function showSeed(seed) {
    seedInput.value = seed;
    seedInput.removeAttribute("aria-invalid");
    seedAbout.textContent = seedHelp;
    seedAbout.classList.remove("field-problem");
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const start = startInput.value.trim();
    if (!start) return;
    newGame(start, form.elements.first.value, form.elements.convention.value === "misere", { push: true, ...chosen() });
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) {
      startInput.value = chip.dataset.example;
      newGame(chip.dataset.example, form.elements.first.value, form.elements.convention.value === "misere", { push: true, ...chosen() });
    }
  });
  /** The level and seed of a new game from the form: the seed typed since the last game, or a fresh one. */
  function chosen() {
    const level = LEVELS[levelSelect.value] ? levelSelect.value : "perfect";
    const typed = seedTyped ? readSeed(seedInput.value) : null;
    return typed === null ? { level } : { level, seed: typed };
  }

  // The level and the seed apply to the game under way, from the computer's next move.
  levelSelect.addEventListener("change", () => {
    const level = LEVELS[levelSelect.value] ? levelSelect.value : "perfect";
    showLevel(level);
    if (!game) return;
    game.level = level;
    record();
    if (!game.over && toMove() === "computer") step();
  });
  seedInput.addEventListener("change", () => {
    const seed = readSeed(seedInput.value);
    if (seed === null) {
      seedInput.setAttribute("aria-invalid", "true");
      seedAbout.textContent = game ? t("play-seed-invalid-kept", { max: MAX_SEED, seed: game.seed }) : t("play-seed-invalid", { max: MAX_SEED });
      seedAbout.classList.add("field-problem");
      return;
    }
    showSeed(seed);
    seedTyped = true;
    if (!game) return;
    game.seed = seed;
    record();
    if (!game.over && toMove() === "computer") step();
  });

  function newGame(start, first, misere, { push = false, positions = [], level = "perfect", seed = randomSeed() } = {}) {
    game = {
      first,
      misere,
      level,
      seed,
      positions: [start, ...positions],
      moves: positions.map((to) => ({ move: null, to })),
      hint: null,
      why: null,
      over: false,
    };
    startInput.value = start;
    form.elements.first.value = first;
    form.elements.convention.value = misere ? "misere" : "normal";
    showLevel(level);
    showSeed(seed);
    seedTyped = false;
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

  /** The evaluation of `expr` in the game's convention: { report } or { error }, cached. */
  function evaluation(expr, misere = game.misere) {
    const key = `${misere}\n${expr}`;
    if (!evaluations.has(key)) {
      const pending = getJson("/api/eval", { expr, misere: misere ? "true" : null }).then(
        (report) => ({ report }),
        (error) => ({ error: error.message }),
      );
      evaluations.set(key, pending);
      pending.then((answer) => {
        evaluations.set(key, answer);
        refreshStrip();
      });
    }
    return evaluations.get(key);
  }

  /** The evaluation of `expr` if it has come back, else null (and it is asked for). */
  function evaluated(expr) {
    const known = evaluation(expr);
    return known instanceof Promise ? null : known;
  }

  async function step() {
    const mine = ++steps;
    game.options = null;
    game.hint = null;
    game.over = false;
    const at = current();
    const playing = game;
    const last = game.moves[game.moves.length - 1];
    // The strip needs the moves left from here: the computer's move says it, or /api/eval does.
    if (last?.remoteness_after === null || last?.remoteness_after === undefined) evaluation(at);
    if (toMove() === "computer") {
      draw({ busy: t("play-computer-thinking") });
      await new Promise((resolve) => setTimeout(resolve, THINKING_MS));
      if (mine === steps && game === playing && current() === at) computerMove(at);
      return;
    }
    draw({ busy: t("play-listing-moves") });
    let data;
    try {
      data = await latest.run((signal) => getJson("/api/moves", { expr: at }, { signal }));
    } catch (error) {
      if (game !== playing) return;
      if (game.positions.length === 1) {
        fill(board);
        showError(errorBox, startInput, at, error);
      } else {
        draw({ error: error.message });
      }
      return;
    }
    if (data === undefined || game !== playing || current() !== at) return;
    game.options = Array.isArray(data) ? data : data.moves ?? [];
    game.truncated = data.truncated ? data.truncated_because || t("play-truncated-unknown") : null;
    game.over = !game.options.length && !game.truncated;
    draw();
    if (!game.over) loadBoard(at, playing);
  }

  /** The picture of the position, when its games are drawn: moves are made by clicking it. */
  async function loadBoard(at, playing) {
    let report;
    try {
      report = await getJson("/api/board", { expr: at });
    } catch {
      return; // The list of moves still plays.
    }
    if (game !== playing || current() !== at) return;
    game.board = { at, report };
    draw();
  }

  function boardPanel() {
    if (game.board?.at !== current()) return null;
    const winning = game.hint?.report?.winning_moves;
    const winningTo = winning ? new Set(winning.map((m) => m.to)) : null;
    return renderBoard(game.board.report, {
      onMove: (m) => play({ component: m.component, move: m.description, to: m.to }),
      winningTo,
    });
  }

  async function computerMove(at) {
    const playing = game;
    const ply = game.positions.length - 1;
    let report;
    try {
      report = await latest.run((signal) =>
        getJson("/api/computer-move", { expr: at, misere: game.misere ? "true" : null, level: game.level, seed: game.seed, ply }, { signal }),
      );
    } catch (error) {
      if (game !== playing) return;
      if (game.positions.length === 1) {
        fill(board);
        showError(errorBox, startInput, at, error);
      } else {
        draw({ error: t("play-computer-failed", { error: error.message }) });
      }
      return;
    }
    if (report === undefined || game !== playing || current() !== at) return;
    if (!report.chosen) {
      game.over = true;
      draw();
      return;
    }
    game.moves.push({
      ...report.chosen,
      by: "computer",
      from: at,
      reason: report.reason,
      level: report.level,
      remoteness_after: report.remoteness_after,
    });
    game.positions.push(report.chosen.to);
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
    const answer = await evaluation(at);
    if (current() !== at || !game.hint) return;
    game.hint = answer.error ? { error: answer.error } : { report: answer.report };
    draw();
  }

  async function why(index) {
    const m = game.moves[index];
    game.why = { index, busy: true };
    draw();
    let explanation = null;
    const [from] = await Promise.all([
      evaluation(m.from),
      getJson("/api/explain", { expr: m.from, misere: game.misere ? "true" : null }).then(
        (found) => (explanation = found),
        () => {
          // The short reason below still stands.
        },
      ),
    ]);
    if (game.why?.index !== index) return;
    game.why = { index, explanation, report: from.report ?? null };
    draw();
    board.querySelector(".speech")?.focus();
  }

  /** Why the computer made move `m`, for a learner: the values behind it, and its reason. */
  function reasonFor(m, r) {
    const left = m.remoteness_after;
    const known = left !== null && left !== undefined;
    if (m.reason === "random") {
      const args = { level: levelWord(m.level), often: t(RANDOM_TURNS[m.level] ?? "play-random-some"), from: m.from };
      if (!r) return t("play-why-random", args);
      return t(r.outcome === "P" ? "play-why-random-lost" : "play-why-random-won", args);
    }
    const winning = m.reason === "fastest-win" || m.reason === "winning" || r?.outcome === "N";
    let text;
    if (game.misere) {
      text = winning
        ? t("play-why-misere-win", { from: m.from, to: m.to, method: t(MISERE_METHODS[r?.method] ?? "play-method-search") })
        : t("play-why-misere-loss", { from: m.from });
    } else if (winning) {
      const count = r?.winning_moves?.length ?? 1;
      text = t("play-why-win", { from: m.from, to: m.to, value: formatInteger(r?.nimber ?? "?") });
      if (count > 1) text += t("play-why-win-count", { count: formatInteger(count) });
    } else {
      text = t("play-why-lose", { from: m.from });
    }
    if (m.reason === "fastest-win" && known && String(left) !== "0") text += t("play-why-fastest", { count: formatInteger(left) });
    if (m.reason === "slowest-loss" && known) text += t("play-why-slowest", { count: formatInteger(left) });
    if (m.reason === "any-move") text += t("play-why-any");
    return text;
  }

  /**
   * What the strip shows after move `index` (0: the start): the outcome and the moves left with
   * perfect play, from the computer's own move or from /api/eval of the position reached.
   */
  function stripEntry(index) {
    const expr = game.positions[index];
    const m = index > 0 ? game.moves[index - 1] : null;
    const left = m?.remoteness_after;
    if (left !== null && left !== undefined) {
      // Normal play: even exactly when the player to move loses; misère play the other way round.
      return { outcome: isEven(left) !== game.misere ? "P" : "N", left };
    }
    const known = evaluated(expr);
    if (!known) return { pending: true };
    if (known.error) return { unknown: known.error };
    return { outcome: known.report.outcome, left: known.report.remoteness ?? null };
  }

  function stripBox(index) {
    const entry = stripEntry(index);
    const when = index === 0 ? t("play-strip-start") : t("play-strip-after", { index });
    let name;
    let text;
    if (entry.pending) {
      name = t("play-strip-pending", { when });
      text = "…";
    } else if (entry.unknown) {
      name = t("play-strip-unknown", { when, why: entry.unknown });
      text = "?";
    } else if (entry.outcome === "D") {
      name = t("play-strip-draw", { when });
      text = "∞";
    } else {
      const left =
        entry.left === null ? t("play-strip-left-unknown") : String(entry.left) === "0" ? t("play-strip-left-none") : t("play-strip-left", { count: formatInteger(entry.left) });
      name = t("play-strip-entry", { when, outcome: entry.outcome, left });
      text = entry.left === null ? "?" : formatInteger(entry.left);
    }
    const outcome = entry.outcome ?? null;
    const background = outcome ? outcomeFill(outcome) : null;
    return h(
      "li",
      { class: `rbox${outcome ? ` ${outcome}` : " pending"}`, tabindex: "0", "aria-label": name, title: name, "data-index": index, "data-testid": `strip-${index}` },
      h("span", { class: "rbox-move", "aria-hidden": "true" }, index === 0 ? t("play-strip-start") : `${index}`),
      h(
        "span",
        { class: "rbox-cell", "aria-hidden": "true", style: background ? `background:${background};color:${inkOn(background)}` : null },
        h("span", { class: "rbox-left" }, text),
        outcome ? h("span", { class: "rbox-outcome" }, outcome) : null,
      ),
    );
  }

  function key(outcome) {
    const background = outcomeFill(outcome);
    return h("span", { class: "rbox-key", style: `background:${background};color:${inkOn(background)}` }, outcome);
  }

  function strip() {
    return h(
      "div",
      { class: "strip-box" },
      h("h3", { id: "play-strip-title" }, t("play-strip-title")),
      h(
        "ol",
        { class: "rstrip", "aria-labelledby": "play-strip-title", "data-testid": "strip" },
        game.positions.map((_, index) => stripBox(index)),
      ),
      h("p", { class: "hint" }, withSlots(t("play-strip-help", { p: slot("p"), n: slot("n") }), { p: key("P"), n: key("N") })),
    );
  }

  /** Redraws the strip in place when an evaluation comes back, keeping the focus on its box. */
  function refreshStrip() {
    const old = board.querySelector(".strip-box");
    if (!game || !old) return;
    const focused = old.contains(document.activeElement) ? document.activeElement.dataset.index : null;
    const fresh = strip();
    old.replaceWith(fresh);
    if (focused !== null && focused !== undefined) fresh.querySelector(`[data-index="${focused}"]`)?.focus();
  }

  function historyList() {
    if (!game.moves.length) return h("p", { class: "muted" }, t("play-no-moves-yet"));
    return h(
      "ol",
      { class: "history" },
      game.moves.map((m, i) => {
        const by = mover(i, game.first);
        const reason = by === "computer" ? reasonWords(m) : null;
        return h(
          "li",
          {},
          h("span", { class: "who" }, by === "you" ? t("play-by-you") : t("play-by-computer")),
          m.move ? `${m.move} ` : "",
          h("span", { class: "mono" }, `→\u00a0${m.to}`),
          by === "computer" && m.from
            ? [" ", h("button", { type: "button", class: "ghost", onclick: () => why(i), "aria-label": t("play-why-name", { number: i + 1 }) }, t("play-why"))]
            : null,
          reason ? h("span", { class: "reason" }, `${reason[0].toUpperCase()}${reason.slice(1)}${t("full-stop")}`) : null,
          game.why?.index === i ? whyBox(m) : null,
        );
      }),
    );
  }

  function whyBox(m) {
    if (game.why.busy) return h("div", { class: "speech status busy" }, t("play-thinking-back"));
    return h(
      "div",
      { class: "speech", tabindex: "-1" },
      h("p", {}, reasonFor(m, game.why.report)),
      game.why.explanation ? h("details", {}, h("summary", {}, t("play-full-reasoning")), renderExplanation(game.why.explanation)) : null,
    );
  }

  function hintBox() {
    const hnt = game.hint;
    if (!hnt) return null;
    if (hnt.busy) return h("p", { class: "status busy" }, t("play-looking"));
    if (hnt.error) return h("p", { class: "muted" }, t("play-no-hint", { error: hnt.error }));
    const r = hnt.report;
    if (r.outcome === "P") return h("p", { class: "speech" }, t(game.level === "perfect" ? "play-hint-lost-perfect" : "play-hint-lost"));
    if (Array.isArray(r.winning_moves)) return h("p", { class: "speech" }, t("play-hint-moves", { count: formatInteger(r.winning_moves.length) }));
    if (r.winning_move_count === null || r.winning_move_count === undefined) return h("p", { class: "speech" }, t("play-hint-many-unknown"));
    return h("p", { class: "speech" }, t("play-hint-many", { count: formatInteger(r.winning_move_count) }));
  }

  /** What the computer did last, and why, above your choices. */
  function lastComputerMove() {
    const m = game.moves[game.moves.length - 1];
    if (!m || mover(game.moves.length - 1, game.first) !== "computer" || !m.reason) return null;
    return h(
      "p",
      { class: "computer-said", "data-testid": "computer-reason" },
      h("strong", {}, t("play-computer-played")),
      h("span", {}, m.move),
      t("play-computer-reason", { reason: reasonWords(m) }),
    );
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
      h("h3", {}, t("play-your-move-choices", { count: formatInteger(game.options.length) })),
      game.truncated ? h("p", { class: "muted" }, t("play-not-every-move", { why: game.truncated })) : null,
      [...groups.entries()].map(([component, list]) =>
        h(
          "div",
          { class: "move-group" },
          many
            ? h(
                "h4",
                {},
                componentName(list[0])
                  ? withSlots(t("play-in-component-named", { number: Number(component) + 1, name: slot("name") }), { name: h("code", {}, componentName(list[0])) })
                  : t("play-in-component", { number: Number(component) + 1 }),
              )
            : null,
          h(
            "ul",
            { class: "moves" },
            list.map((o) =>
              h(
                "li",
                {},
                h(
                  "button",
                  { type: "button", class: `move${winningTo.has(o.to) ? " winning" : ""}`, "data-mark": winningTo.has(o.to) ? t("play-wins-mark") : null, onclick: () => play(o) },
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
    const why = {
      "you normal": "play-end-you-normal",
      "you misere": "play-end-you-misere",
      "computer normal": "play-end-computer-normal",
      "computer misere": "play-end-computer-misere",
    }[`${stuck} ${game.misere ? "misere" : "normal"}`];
    return h(
      "div",
      { class: `banner ${youWin ? "win" : "lose"}`, role: "status", "data-testid": "game-over" },
      youWin ? t("play-you-win") : t("play-computer-wins"),
      h("span", { style: "font-weight:400" }, t(why)),
    );
  }

  function draw({ busy = null, error = null } = {}) {
    if (!game) return;
    const yours = toMove() === "you";
    const status = game.over
      ? endBanner()
      : h("p", { class: `turn${busy ? " status busy" : ""}`, role: "status" }, busy ?? (yours ? t("play-your-turn") : t("play-computer-turn")));
    const undoable = game.moves.some((_, i) => mover(i, game.first) === "you");
    fill(
      board,
      h(
        "div",
        { class: "board" },
        h(
          "div",
          { class: "card" },
          h(
            "p",
            { class: "fact-label" },
            t("play-position-after", { count: formatInteger(game.moves.length), misere: game.misere ? "yes" : "no", level: levelWord(game.level), seed: game.seed }),
          ),
          h("p", { class: "now", "data-testid": "play-position" }, current()),
          status,
          error ? h("p", { class: "field-error" }, error) : null,
          lastComputerMove(),
          h(
            "div",
            { class: "toolbar" },
            h("button", { type: "button", class: "secondary", onclick: hint, disabled: game.over || !yours || busy ? true : null }, t("play-hint")),
            h("button", { type: "button", class: "secondary", onclick: undo, disabled: !undoable || busy ? true : null }, t("play-undo")),
            h(
              "button",
              { type: "button", class: "secondary", title: t("play-restart-title"), onclick: () => newGame(game.positions[0], game.first, game.misere, { push: true, level: game.level, seed: game.seed }) },
              t("play-restart"),
            ),
          ),
          hintBox(),
          !game.over && yours && !busy ? boardPanel() : null,
          !game.over && yours && !busy ? movesPanel() : null,
        ),
        h(
          "div",
          { class: "card" },
          h("h2", {}, t("play-history")),
          h(
            "p",
            { class: "muted" },
            withSlots(t(game.first === "you" ? "play-started-you" : "play-started-computer", { start: slot("start") }), { start: h("code", {}, game.positions[0]) }),
          ),
          strip(),
          historyList(),
        ),
      ),
    );
  }

  return {
    enter(urlParams) {
      const start = (urlParams.get("start") ?? "").trim();
      const first = urlParams.get("first") === "computer" ? "computer" : "you";
      const misere = urlParams.get("misere") === "true";
      const level = LEVELS[urlParams.get("level")] ? urlParams.get("level") : "perfect";
      const seed = readSeed(urlParams.get("seed"));
      const positions = urlParams.getAll("p");
      if (!start) {
        if (!startInput.value) startInput.value = "nim(3,4,5)";
        if (!game) {
          showLevel(levelSelect.value in LEVELS ? levelSelect.value : "perfect");
          if (!seedInput.value) showSeed(randomSeed());
          fill(board, h("p", { class: "muted card" }, t("play-choose")));
        }
        return;
      }
      // A link without a seed gets one (and says so in the address): the game then replays.
      if (shownKey !== keyOf(start, first, misere, level, seed, positions)) newGame(start, first, misere, { positions, level, seed: seed ?? randomSeed() });
    },
  };
}
