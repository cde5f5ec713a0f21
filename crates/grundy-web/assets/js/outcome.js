// Outcomes in words and as badges, and how long perfect play lasts.

import { h, plural } from "./dom.js";

export const OUTCOME_TEXT = {
  P: "The player to move loses",
  N: "The player to move wins",
  D: "A draw: play goes on forever",
};

export const OUTCOME_MEANING = {
  P: "P-position: whoever moves next loses with perfect play.",
  N: "N-position: whoever moves next can force a win.",
  D: "Neither player can force a win.",
};

/** A badge with the outcome's letter (the letter reads without colour). */
export function badge(outcome, extra = "") {
  return h("span", { class: `badge ${outcome} ${extra}`, title: OUTCOME_MEANING[outcome] ?? "" }, outcome);
}

/** Whether a remoteness (a number or a string of digits) is even: the player to move loses. */
export function isEven(remoteness) {
  return Number(String(remoteness).slice(-1)) % 2 === 0;
}

/**
 * A remoteness in words, for the player to move in normal play: "wins in 11 moves", "loses in
 * 8 moves" (even exactly when the player to move loses), "no move is left" at 0.
 */
export function remotenessText(remoteness) {
  if (remoteness === null || remoteness === undefined) return null;
  if (String(remoteness) === "0") return "no move is left";
  return `${isEven(remoteness) ? "loses" : "wins"} in ${plural(remoteness, "move")}`;
}
