// The page's router: one section per view, the view and its state in the URL, so that every
// view is a link to share (`/?expr=nim(3,4,5)` opens the Position view, already answered).

import { lang, loadLanguage, switchLanguage, t } from "./i18n.js";

// Each section's code is loaded when the section is first shown, to keep the first load small.
const CREATORS = {
  position: () => import("./position.js"),
  seq: () => import("./sequence.js"),
  table: () => import("./table.js"),
  graph: () => import("./graph.js"),
  quotient: () => import("./quotient.js"),
  play: () => import("./play.js"),
  rules: () => import("./rules.js"),
};
/** The name of each view, in the page's language. */
function title(view) {
  return t(`view-${view}`);
}

const views = {};
const remembered = {};
let current = null;

/** The address of `view` with `params` (values null, undefined or "" left out; arrays repeat). */
function href(view, params = {}) {
  const search = new URLSearchParams();
  if (view !== "position") search.set("view", view);
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined && v !== "") search.append(key, String(v));
  }
  const text = search.toString();
  return "/" + (text ? `?${text}` : "");
}

function readUrl() {
  const params = new URLSearchParams(location.search);
  let view = params.get("view");
  if (!CREATORS[view]) view = "position";
  params.delete("view");
  return { view, params };
}

function viewFor(name) {
  views[name] ??= CREATORS[name]().then((module) => module.default(document.getElementById(name), appFor(name)));
  return views[name];
}

function appFor(name) {
  return {
    href,
    /** Records this view's state in the URL (a new history entry when `push`). */
    update(params, { push = false } = {}) {
      const url = href(name, params);
      remembered[name] = url;
      if (current !== name) return;
      if (url === location.pathname + location.search) return;
      if (push) history.pushState(null, "", url);
      else history.replaceState(null, "", url);
    },
    /** Goes to another view with its parameters. */
    go(view, params) {
      navigate(href(view, params), { focus: true });
    },
    setTitle(subject) {
      if (current !== name) return;
      document.title = `${subject ? subject + " · " : ""}${title(name)} · ${t("page-title")}`;
    },
  };
}

let shows = 0;

async function show({ view, params }, { focus = false } = {}) {
  const mine = ++shows;
  if (current !== view) {
    for (const section of document.querySelectorAll("section.view")) section.hidden = section.id !== view;
    for (const link of document.querySelectorAll(".tabs a")) {
      if (link.dataset.view === view) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    current = view;
    document.title = `${title(view)} · ${t("page-title")}`;
  }
  remembered[view] = location.pathname + location.search;
  document.querySelector(".tabs a[aria-current]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  if (focus) document.getElementById(`${view}-title`)?.focus();
  const section = await viewFor(view);
  // A later navigation may have happened while the section's code loaded.
  if (mine === shows) {
    section.enter(params);
    // Says the view's code has run (tests wait for it before typing into a field that
    // entering the view would fill).
    document.documentElement.dataset.ready = view;
  }
}

function navigate(url, { focus = false } = {}) {
  if (url !== location.pathname + location.search) history.pushState(null, "", url);
  show(readUrl(), { focus });
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const tab = event.target.closest(".tabs a[data-view]");
  if (tab) {
    event.preventDefault();
    const view = tab.dataset.view;
    navigate(remembered[view] ?? href(view), { focus: true });
    return;
  }
  const link = event.target.closest("a[data-link]");
  if (link && link.origin === location.origin) {
    event.preventDefault();
    navigate(link.pathname + link.search, { focus: true });
  }
});

window.addEventListener("popstate", () => show(readUrl()));

const bigText = document.getElementById("big-text");
function setBigText(on) {
  document.documentElement.classList.toggle("big", on);
  bigText.setAttribute("aria-pressed", String(on));
  try {
    localStorage.setItem("grundy-big-text", on ? "1" : "");
  } catch {
    // Storage may be unavailable (private mode); the setting then lasts for this page only.
  }
}
bigText.addEventListener("click", () => setBigText(!document.documentElement.classList.contains("big")));
try {
  if (localStorage.getItem("grundy-big-text")) setBigText(true);
} catch {
  // As above.
}

const languageSwitch = document.getElementById("lang-switch");
languageSwitch.addEventListener("change", () => switchLanguage(languageSwitch.value));

// The texts first, then the view: nothing is drawn in one language and then another.
loadLanguage().then(() => {
  languageSwitch.value = lang();
  show(readUrl());
});
