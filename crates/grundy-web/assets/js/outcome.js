// Outcomes in words and as badges.

import { h } from "./dom.js";

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
