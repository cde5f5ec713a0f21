// The rules a sequence or table follows, as the library's rule finder states them ("rules" in
// `GET /api/seq` and `GET /api/table`), each tagged proven or observed, with the places it fails
// at; and the P-positions of a sequence. Used by the Sequence and Table sections.

import { formatInteger, h } from "./dom.js";
import { t } from "./i18n.js";

/** `n = 300` or `a = 39, b = 39`: a place as the rule finder reports it. */
function placeWords(place) {
  return Array.isArray(place) ? `(${place[0]}, ${place[1]})` : `n = ${formatInteger(place)}`;
}

function ruleItem(rule) {
  const checked = Array.isArray(rule.checked_to)
    ? `a = ${rule.checked_to[0]}, b = ${rule.checked_to[1]}`
    : `n = ${formatInteger(rule.checked_to)}`;
  const tag = rule.proven
    ? h("span", { class: "tag proven", title: t("rules-found-proven-title") }, t("rules-found-proven"))
    : h("span", { class: "tag observed", title: t("rules-found-observed-title", { checked }) }, t("rules-found-observed", { checked }));
  const exceptions = rule.exceptions.length
    ? h("span", { class: "rule-exceptions" }, t("rules-found-except", { places: rule.exceptions.map(placeWords).join(", ") }))
    : null;
  return h("li", { "data-kind": rule.kind }, h("code", { class: "rule-text" }, rule.text), " ", tag, exceptions ? " " : null, exceptions);
}

/** The P-positions of a sequence: the first ones, and how many there are. */
function pPositionsLine(p) {
  const shown = p.listed.slice(0, 40).map(formatInteger).join(", ");
  const more = p.count > Math.min(40, p.listed.length) ? t("rules-found-more", { count: formatInteger(p.count) }) : "";
  return h("p", { "data-testid": "p-positions" }, h("strong", {}, t("rules-found-p-positions", { to: formatInteger(p.checked_to) })), shown + more);
}

/** A card with the rules found (and the P-positions, for a sequence); nothing when neither is known. */
export function rulesCard(rules, pPositions) {
  if (!rules && !pPositions) return null;
  const found = rules && rules.length
    ? h("ul", { class: "rule-list", "data-testid": "rules" }, rules.map(ruleItem))
    : h("p", { class: "muted", "data-testid": "rules" }, t("rules-found-none"));
  return h(
    "div",
    { class: "card rules-card" },
    h("h3", { style: "margin-top:0" }, t("rules-found-title", { count: rules?.length ?? 0 })),
    pPositions ? pPositionsLine(pPositions) : null,
    found,
  );
}
