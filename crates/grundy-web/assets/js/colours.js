// Colours for values. P-positions (value 0) are orange, as in the state graphs; the other values
// are shades of blue, darker for larger values. Orange against blue stays apart for the common
// colour-vision deficiencies, and every P-position also carries a mark that does not depend on
// colour.

const RAMP = [
  [222, 235, 247],
  [181, 211, 238],
  [132, 180, 222],
  [85, 146, 200],
  [47, 111, 174],
  [28, 79, 138],
  [15, 50, 96],
];
const P_FILL = "#f28c28";

function mix(a, b, t) {
  return a.map((x, i) => Math.round(x + (b[i] - x) * t));
}

function hex(rgb) {
  return "#" + rgb.map((x) => x.toString(16).padStart(2, "0")).join("");
}

/** A value as a number for colouring (huge values count as the largest). */
export function numeric(value) {
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/** The fill for `value` among values up to `max`. */
export function valueFill(value, max) {
  const v = numeric(value);
  if (v === 0) return P_FILL;
  const top = Math.max(1, Math.min(numeric(max), 4096));
  const t = top <= 1 ? 0.35 : Math.min(1, (Math.min(v, top) - 1) / (top - 1));
  const scaled = t * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(scaled));
  return hex(mix(RAMP[i], RAMP[i + 1], scaled - i));
}

/** Black or white, whichever reads better on `fill` (a #rrggbb colour). */
export function inkOn(fill) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16) / 255);
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return luminance > 0.22 ? "#111" : "#fff";
}

const OUTCOME_FILLS = { P: P_FILL, N: hex(RAMP[3]), D: "#a7a3b3" };

/**
 * The fill for an outcome when the value is not shown: P-positions orange (as value 0), N a
 * middle blue of the ramp, a draw grey. Pair it with `inkOn` and the letter itself.
 */
export function outcomeFill(outcome) {
  return OUTCOME_FILLS[outcome] ?? OUTCOME_FILLS.D;
}
