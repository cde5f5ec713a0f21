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

/** "1 move" / "3 moves". */
export function plural(count, one, many = one + "s") {
  return `${formatInteger(count)} ${String(count) === "1" ? one : many}`;
}
