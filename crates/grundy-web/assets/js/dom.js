// Small helpers for building the page's elements without a framework.

/**
 * Creates an element: h("a", {href: "#", class: "x", onclick: f}, "text", child, [more]).
 * Attributes named on* become listeners; `false`, `null` and `undefined` attributes are left out.
 */
export function h(tag, attrs = {}, ...children) {
  const el = tag.includes(":")
    ? document.createElementNS("http://www.w3.org/2000/svg", tag.slice(4))
    : document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2), value);
    } else if (name === "style") {
      // Through the CSSOM: the server's Content-Security-Policy refuses style attributes.
      el.style.cssText = value;
    } else if (name === "dataset") {
      Object.assign(el.dataset, value);
    } else {
      el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

/** An SVG element: svg("rect", {x: 0}). */
export function svg(tag, attrs = {}, ...children) {
  return h("svg:" + tag, attrs, ...children);
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

/** Replaces the content of `el` with `children`. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Runs `f` at most once per `ms` of quiet (the last call wins). */
export function debounce(f, ms) {
  let timer = 0;
  const debounced = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => f(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** A number or an exact big integer (a string of digits) with thin separators for reading. */
export function formatInteger(value) {
  const text = String(value);
  if (text.length <= 6) return text;
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009");
}

/**
 * Stands for an element inside a message: `t("position-remoteness-line", { words: slot("words") })`
 * and then `withSlots(text, { words: h("strong", {}, …) })`, so that a sentence holding a link,
 * a code sample or a bold phrase stays one message, in the order its language needs.
 */
export function slot(name) {
  return `\u0000${name}\u0000`;
}

/**
 * A message's text as nodes: each `slot(name)` replaced by `nodes[name]` (a node, a string or
 * an array of them), each `<code>…</code>` drawn as a code element, the rest as text.
 */
export function withSlots(text, nodes = {}) {
  const parts = [];
  for (const piece of String(text).split(/(\u0000\w+\u0000|<code>[\s\S]*?<\/code>)/)) {
    if (!piece) continue;
    const named = /^\u0000(\w+)\u0000$/.exec(piece);
    const code = /^<code>([\s\S]*)<\/code>$/.exec(piece);
    if (named) parts.push(nodes[named[1]] ?? "");
    else if (code) parts.push(h("code", {}, code[1]));
    else parts.push(piece);
  }
  return parts;
}
