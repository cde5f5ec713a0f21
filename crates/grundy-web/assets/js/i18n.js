// The page in the reader's language: English or Simplified Chinese (简体中文).
//
// The language is `?lang=` in the address, else the one chosen before with the switch (kept
// in this browser), else the browser's first of English and Chinese, else English. The texts
// come from the server's catalogues (`/api/messages`, Project Fluent files checked for
// completeness by the workspace's tests); every API request carries the language too, so the
// server's explanations, moves and errors read the same. Values, outcomes' letters and
// expressions never change with the language.

const LANGUAGES = ["en", "zh"];
const STORED = "grundy-lang";

let language = "en";
let messages = {};
let plurals = new Intl.PluralRules("en");

/** The language a code, tag or locale names (`zh-CN` → `zh`), or null. */
function known(tag) {
  const primary = String(tag ?? "").toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

function stored() {
  try {
    return known(localStorage.getItem(STORED));
  } catch {
    return null; // Storage refused (a private window's policy): the other sources decide.
  }
}

/** Keeps `code` as this browser's choice, when storage is allowed (the address carries it anyway). */
function remember(code) {
  try {
    localStorage.setItem(STORED, code);
  } catch {
    // Not kept: a private window's policy.
  }
}

/** The language this page is shown in: the address, the switch's choice, the browser. */
export function chooseLanguage(search = location.search, browser = navigator.languages ?? []) {
  return known(new URLSearchParams(search).get("lang")) ?? stored() ?? browser.map(known).find(Boolean) ?? "en";
}

/** The page's current language code: "en" or "zh". */
export function lang() {
  return language;
}

/** Keeps `code` as this browser's choice and shows the page in it. */
export function switchLanguage(code) {
  if (!known(code)) return;
  remember(code);
  const url = new URL(location.href);
  url.searchParams.set("lang", code);
  location.assign(url);
}

/** Reads the messages of the chosen language and translates the static page. */
export async function loadLanguage() {
  language = chooseLanguage();
  // The address keeps an explicit choice, so that a shared link opens in its language.
  if (known(new URLSearchParams(location.search).get("lang"))) remember(language);
  plurals = new Intl.PluralRules(language);
  document.documentElement.lang = language === "zh" ? "zh-CN" : "en";
  try {
    const response = await fetch(`/api/messages?lang=${language}`);
    if (response.ok) messages = (await response.json()).messages ?? {};
  } catch {
    messages = {}; // The English of the page itself stays readable.
  }
  translate(document);
}

function render(parts, args) {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if ("var" in part) return String(args[part.var] ?? "");
      const value = args[part.select];
      let key = String(value);
      if (!(key in part.variants)) {
        const number = Number(value);
        key = Number.isFinite(number) && String(value).length < 16 ? plurals.select(number) : part.default;
      }
      return render(part.variants[key] ?? part.variants[part.default] ?? [], args);
    })
    .join("");
}

/**
 * The message `id` with its arguments, in the page's language: `t("remoteness-wins-in",
 * { moves: 11 })`. A message the catalogue lacks is shown as its id (the tests rule it out).
 */
export function t(id, args = {}) {
  const parts = messages[id];
  return parts ? render(parts, args) : id;
}

/**
 * The message `id` as nodes: text, with `<code>…</code>` drawn as code elements (the only
 * markup a message may hold; nothing is parsed as HTML).
 */
export function tNodes(id, args = {}) {
  return t(id, args)
    .split(/(<code>.*?<\/code>)/)
    .filter(Boolean)
    .map((piece) => {
      const code = /^<code>(.*)<\/code>$/.exec(piece);
      if (!code) return document.createTextNode(piece);
      const element = document.createElement("code");
      element.textContent = code[1];
      return element;
    });
}

/**
 * Translates the elements under `root` marked `data-i18n="view-play"` (their content) and
 * `data-i18n-attrs="title=big-text, …"` (attributes such as aria-label and placeholder).
 */
export function translate(root) {
  if (language === "en" && !Object.keys(messages).length) return;
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.replaceChildren(...tNodes(element.dataset.i18n));
  }
  for (const element of root.querySelectorAll("[data-i18n-attrs]")) {
    for (const pair of element.dataset.i18nAttrs.split(",")) {
      const [attribute, id] = pair.split("=").map((s) => s.trim());
      if (attribute && id) element.setAttribute(attribute, t(id));
    }
  }
}
