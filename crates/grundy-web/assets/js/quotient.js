// Section "Misère quotient": the misère quotient of a take-and-break game (GET /api/quotient),
// with its presentation, P-portion, each heap's element, the multiplication table and, when
// asked, Conway's genus of each heap. Everything shown is the server's report.

import { getJson, Latest } from "./api.js";
import { fill, formatInteger, h, slot, withSlots } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { t } from "./i18n.js";
import { workingLine } from "./working.js";

const DEFAULT_HEAPS = 30;
/** The largest order whose multiplication table is drawn. */
const MAX_TABLE_ORDER = 64;

/** An element's name with its exponents raised: `ab^2` reads a b². */
function element(name) {
  const parts = [];
  for (const [, letter, power] of name.matchAll(/(g\d+|[a-z]|1)(?:\^(\d+))?/g)) {
    parts.push(letter);
    if (power) parts.push(h("sup", {}, power));
  }
  return h("span", { class: "el", title: name }, parts);
}

/** A relation `ab^2 = a`, with raised exponents. */
function relation(text) {
  const [left, right] = text.split(" = ");
  return h("span", { class: "relation" }, element(left), " = ", element(right ?? ""));
}

/** A genus `g^{γ0γ1…}` as g with the γs raised. */
function genusSymbol(symbol) {
  const found = /^(\d+)\^\{(.*)\}$/.exec(symbol);
  if (!found) return symbol;
  return h("span", { class: "genus-symbol", title: symbol }, found[1], h("sup", {}, found[2]));
}

function summary(report) {
  const gens = report.presentation.generators;
  const generatorWords = gens.map((g, i) => [element(g), t("quotient-generator-heap", { heap: report.presentation.generator_heaps[i] })]);
  const period = !report.period
    ? [h("span", { class: "tag observed" }, t("quotient-tag-observed")), t("quotient-no-period", { heaps: report.heaps })]
    : report.period.proven
      ? [
          h("span", { class: "tag proven" }, t("quotient-tag-proven")),
          t("quotient-period-proven", { period: report.period.period, preperiod: report.period.preperiod }),
        ]
      : [
          h("span", { class: "tag observed" }, t("quotient-tag-observed-unproven")),
          report.period.heaps_for_proof
            ? t("quotient-period-observed-proof", { period: report.period.period, preperiod: report.period.preperiod, checked: report.period.checked_to, proof: report.period.heaps_for_proof })
            : t("quotient-period-observed", { period: report.period.period, preperiod: report.period.preperiod, checked: report.period.checked_to }),
        ];
  return h(
    "div",
    { class: "card quotient-summary" },
    h(
      "h2",
      {},
      withSlots(t("quotient-report-title", { game: slot("game"), code: slot("code"), heaps: report.heaps }), {
        game: h("code", {}, report.game),
        code: report.code !== report.game ? h("span", { class: "muted" }, ` (${report.code})`) : null,
      }),
    ),
    h(
      "div",
      { class: "facts" },
      h("div", { class: "fact" }, h("span", { class: "fact-label" }, t("quotient-order")), h("span", { class: "fact-value", "data-testid": "order" }, formatInteger(report.order))),
      h(
        "div",
        { class: "fact" },
        h("span", { class: "fact-label" }, t("quotient-p-portion")),
        h("span", { class: "fact-value p-portion", "data-testid": "p-portion", "data-elements": report.p_portion.join(" ") }, "{", report.p_portion.map((name, i) => [i ? ", " : "", element(name)]), "}"),
      ),
      h(
        "div",
        { class: "fact" },
        h("span", { class: "fact-label" }, t("quotient-tame")),
        h("span", { class: "fact-value", "data-testid": "tame" }, report.tame ? t("quotient-yes") : t("quotient-no")),
      ),
    ),
    h(
      "p",
      { class: "presentation", "data-testid": "presentation", "data-relations": report.presentation.relations.join("; ") },
      "⟨",
      gens.map((g, i) => [i ? ", " : "", element(g)]),
      gens.length ? " | " : "",
      report.presentation.relations.map((r, i) => [i ? ", " : "", relation(r)]),
      "⟩",
    ),
    gens.length
      ? h("p", { class: "generators" }, withSlots(t("quotient-generators", { list: slot("list") }), { list: generatorWords.map((w, i) => [i ? t("quotient-separator") : "", w]) }))
      : null,
    h("p", {}, h("span", { class: "tag proven" }, t("quotient-tag-proven")), t("quotient-verified", { count: formatInteger(report.verified_pairs) })),
    h("p", {}, period),
    report.changes.length ? h("p", { class: "muted" }, t("quotient-changes", { count: report.changes.length, heaps: report.changes.join(", ") })) : null,
  );
}

/** The heaps as tiles: the heap, its element (P elements marked) and its genus when known. */
function heapMap(report, sum) {
  const inP = new Set(report.p_portion);
  const genera = report.genus?.heaps;
  const tiles = report.heap_map.map((name, heap) => {
    const genus = genera?.[heap];
    return h(
      "li",
      {},
      h(
        "button",
        {
          type: "button",
          class: `heap-tile${inP.has(name) ? " p" : ""}${genus && !genus.tame ? " wild" : ""}`,
          "data-heap": heap,
          "data-element": name,
          "data-genus": genus?.symbol,
          "aria-label": t("quotient-tile-name", {
            heap,
            element: name,
            portion: inP.has(name) ? t("quotient-tile-in-p") : "",
            genus: genus ? t(genus.tame ? "quotient-tile-genus" : "quotient-tile-genus-wild", { genus: genus.symbol }) : "",
          }),
          onclick: () => sum.add(heap),
        },
        h("span", { class: "heap-n" }, String(heap)),
        element(name),
        genus ? h("span", { class: "heap-genus" }, genusSymbol(genus.symbol)) : null,
      ),
    );
  });
  return h(
    "div",
    { class: "card" },
    h("h2", {}, t("quotient-heap-map-title")),
    h(
      "p",
      { class: "legend" },
      h("span", {}, h("span", { class: "swatch quotient-p" }), t("quotient-legend-p")),
      genera ? h("span", {}, h("span", { class: "swatch quotient-wild" }), t("quotient-legend-wild")) : null,
    ),
    h("ol", { class: "heap-map", "aria-label": t("quotient-heap-map-name") }, tiles),
    sum.box,
  );
}

/** Click heaps to build a sum; the position view answers it in misère play. */
function sumBuilder(report, app) {
  const heaps = [];
  const box = h("div", { class: "sum-builder", "aria-live": "polite" });
  function draw() {
    if (!heaps.length) {
      fill(box, h("p", { class: "hint" }, t("quotient-sum-help")));
      return;
    }
    const expr = `${report.game}(${heaps.join(",")})`;
    fill(
      box,
      h("p", { class: "sum-expr mono" }, expr),
      h(
        "div",
        { class: "links" },
        h("a", { href: app.href("position", { expr, misere: "true" }), "data-link": "" }, t("quotient-sum-who-wins")),
        h("a", { href: app.href("play", { start: expr, misere: "true" }), "data-link": "" }, t("quotient-sum-play")),
        h("button", { type: "button", class: "ghost", onclick: () => ((heaps.length = 0), draw()) }, t("quotient-sum-clear")),
      ),
    );
  }
  draw();
  return {
    box,
    add(heap) {
      heaps.push(heap);
      draw();
    },
  };
}

/** The multiplication table, P cells marked. */
function multiplicationTable(report) {
  if (!report.table) return null;
  const names = report.elements;
  if (report.order > MAX_TABLE_ORDER) {
    return h(
      "div",
      { class: "card" },
      h("h2", {}, t("quotient-table-title")),
      h("p", {}, t("quotient-table-too-large", { order: report.order, cells: formatInteger(report.order * report.order) })),
    );
  }
  const inP = new Set(report.p_portion);
  return h(
    "div",
    { class: "card" },
    h("h2", {}, t("quotient-table-title")),
    h("p", { class: "hint" }, t("quotient-table-help")),
    h(
      "div",
      { class: "table-scroll" },
      h(
        "table",
        { class: "qtable", "aria-label": t("quotient-table-name", { order: report.order }) },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "·"), names.map((n) => h("th", { scope: "col", class: inP.has(n) ? "p" : null }, element(n))))),
        h(
          "tbody",
          {},
          report.table.map((row, x) =>
            h(
              "tr",
              {},
              h("th", { scope: "row", class: inP.has(names[x]) ? "p" : null }, element(names[x])),
              row.map((y) => h("td", { class: inP.has(names[y]) ? "p" : null, "data-value": names[y] }, element(names[y]))),
            ),
          ),
        ),
      ),
    ),
  );
}

function genusNote(report) {
  if (!report.genus) return null;
  const wild = report.genus.heaps.map((g, heap) => [heap, g]).filter(([, g]) => !g.tame);
  return h(
    "div",
    { class: "card" },
    h("h2", {}, t("quotient-genus-title")),
    h(
      "p",
      { "data-testid": "genus-verdict" },
      report.genus.tame
        ? withSlots(t("quotient-genus-tame", { g0: slot("g0"), g1: slot("g1"), ga: slot("ga") }), {
            g0: genusSymbol("0^{120}"),
            g1: genusSymbol("1^{031}"),
            ga: ["a", h("sup", {}, "a(a⊕2)")],
          })
        : t("quotient-genus-wild", { count: formatInteger(wild.length), first: wild[0]?.[0] }),
    ),
    h(
      "p",
      { class: "hint" },
      withSlots(t("quotient-genus-about", { symbol: slot("symbol"), count: formatInteger(report.genus.sums) }), { symbol: ["g", h("sup", {}, "γ0γ1γ2…")] }),
    ),
  );
}

export default function createQuotient(section, app) {
  const form = section.querySelector("#quotient-form");
  const gameInput = section.querySelector("#quotient-game");
  const heapsInput = section.querySelector("#quotient-heaps");
  const genusBox = section.querySelector("#quotient-genus");
  const errorBox = section.querySelector("#quotient-error");
  const result = section.querySelector("#quotient-result");
  const latest = new Latest();
  let shown = null;

  function submit(game, heaps, genus, { push = true } = {}) {
    gameInput.value = game;
    heapsInput.value = heaps;
    genusBox.checked = genus;
    app.update({ game, heaps, genus: genus ? "true" : null }, { push });
    show(game, heaps, genus);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const game = gameInput.value.trim();
    if (game) submit(game, heapsInput.value || DEFAULT_HEAPS, genusBox.checked);
  });
  genusBox.addEventListener("change", () => {
    const game = gameInput.value.trim();
    if (game) submit(game, heapsInput.value || DEFAULT_HEAPS, genusBox.checked);
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) submit(chip.dataset.example, chip.dataset.heaps || DEFAULT_HEAPS, genusBox.checked);
  });

  async function show(game, heaps, genus) {
    shown = `${game}\n${heaps}\n${genus}`;
    clearError(errorBox, gameInput);
    app.setTitle(game);
    const working = workingLine(t("quotient-computing"));
    fill(result, working.element);
    try {
      const report = await latest.run((signal) => getJson("/api/quotient", { game, heaps, table: "true", genus: genus ? "true" : null }, { signal, onProgress: working.onProgress }));
      if (report === undefined) return;
      const sum = sumBuilder(report, app);
      fill(result, h("div", { class: "quotient-report" }, summary(report), heapMap(report, sum), multiplicationTable(report), genusNote(report)));
    } catch (error) {
      fill(result);
      showError(errorBox, gameInput, game, error);
    }
  }

  return {
    enter(params) {
      const game = (params.get("game") ?? "").trim() || "octal[0.75]";
      const heaps = params.get("heaps") || DEFAULT_HEAPS;
      const genus = params.get("genus") === "true";
      gameInput.value = game;
      heapsInput.value = heaps;
      genusBox.checked = genus;
      app.update({ game, heaps, genus: genus ? "true" : null });
      if (shown !== `${game}\n${heaps}\n${genus}`) show(game, heaps, genus);
    },
  };
}
