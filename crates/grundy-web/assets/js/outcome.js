// Outcomes in words and as badges, and how long perfect play lasts.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** The outcome in words ("The player to move wins"; 先手必胜). */
export function outcomeText(outcome) {
  return { P: t("outcome-p"), N: t("outcome-n"), D: t("outcome-d") }[outcome] ?? outcome;
}

/** What the outcome's letter means. */
export function outcomeMeaning(outcome) {
  return { P: t("outcome-meaning-p"), N: t("outcome-meaning-n"), D: t("outcome-meaning-d") }[outcome] ?? "";
}

/** A badge with the outcome's letter (the letter reads without colour). */
export function badge(outcome, extra = "") {
  return h("span", { class: `badge ${outcome} ${extra}`, title: outcomeMeaning(outcome) }, outcome);
}

/** Whether a remoteness (a number or a string of digits) is even: the player to move loses. */
export function isEven(remoteness) {
  return Number(String(remoteness).slice(-1)) % 2 === 0;
}

/**
 * A remoteness in words, for the player to move in normal play: "wins in 11 moves", "loses in
 * 8 moves" (even exactly when the player to move loses), "no move is left" at 0.
 */
export function remotenessText(remoteness, { misere = false } = {}) {
  if (remoteness === null || remoteness === undefined) return null;
  if (String(remoteness) === "0") return t("remoteness-none-left");
  // In misère play the loser makes the last move: an odd number of moves is a loss.
  const loses = isEven(remoteness) !== misere;
  return t(loses ? "remoteness-loses-in" : "remoteness-wins-in", { moves: remoteness });
}
