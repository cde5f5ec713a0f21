// Section 3, 2-D table: Wythoff's game or a rules script on pairs as a heat map with the
// pattern report; in misère play, or the remoteness R(a, b) of each position.

import { getJson, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { EXAMPLES } from "./examples.js";
import { t } from "./i18n.js";
import { remotenessSwitch } from "./seqview.js";
import { renderRemotenessTable, renderTable } from "./tableview.js";
import { workingLine } from "./working.js";

const DEFAULT_SIZE = 16;

/** The URL's and the API's parameters for the play asked for ("true" or left out). */
function modes(misere, remoteness) {
  return { misere: misere ? "true" : null, remoteness: remoteness ? "true" : null };
}

export default function createTable(section, app) {
  const form = section.querySelector("#table-form");
  const familySelect = section.querySelector("#table-family");
  const rowsInput = section.querySelector("#table-rows");
  const colsInput = section.querySelector("#table-cols");
  const misereBox = section.querySelector("#table-misere");
  const remotenessBox = remotenessSwitch(misereBox, "table-remoteness");
  const errorBox = section.querySelector("#table-error");
  const result = section.querySelector("#table-result");
  const latest = new Latest();
  let shown = null;

  function submit({ push = true } = {}) {
    const family = familySelect.value;
    const rows = rowsInput.value || DEFAULT_SIZE;
    const cols = colsInput.value || DEFAULT_SIZE;
    const misere = misereBox.checked;
    const remoteness = remotenessBox.checked;
    app.update({ family, rows, cols, ...modes(misere, remoteness) }, { push });
    show(family, rows, cols, misere, remoteness);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  familySelect.addEventListener("change", () => submit());
  misereBox.addEventListener("change", () => submit());
  remotenessBox.addEventListener("change", () => submit());

  async function show(family, rows, cols, misere, remoteness) {
    shown = `${family}\n${rows}\n${cols}\n${misere}\n${remoteness}`;
    clearError(errorBox, rowsInput);
    app.setTitle(family);
    const working = workingLine(t(remoteness ? "table-computing-remoteness" : "table-computing"));
    fill(result, working.element);
    const example = EXAMPLES[family];
    const params = { rows, cols, ...modes(misere, remoteness) };
    try {
      const report = await latest.run((signal) =>
        example
          ? getJson("/api/table", { family: "rules", ...params }, { rules: example.source, signal, onProgress: working.onProgress })
          : getJson("/api/table", { family, ...params }, { signal, onProgress: working.onProgress }),
      );
      if (report === undefined) return;
      const describe = example
        ? null
        : (a, b) =>
            h("a", { href: app.href("position", { expr: `${family}(${a},${b})` }), "data-link": "" }, t("table-open", { position: `${family}(${a},${b})` }));
      const title = example ? h("span", {}, `${family} `, h("span", { class: "muted" }, `(examples/${example.file})`)) : null;
      fill(result, report.remoteness !== undefined ? renderRemotenessTable(report, { title, describe }) : renderTable(report, { title, describe }));
    } catch (error) {
      fill(result);
      showError(errorBox, null, family, error);
    }
  }

  return {
    enter(params) {
      let family = params.get("family") || "wythoff";
      if (!Array.from(familySelect.options).some((o) => o.value === family)) {
        familySelect.append(h("option", { value: family }, family));
      }
      familySelect.value = family;
      const rows = params.get("rows") || DEFAULT_SIZE;
      const cols = params.get("cols") || DEFAULT_SIZE;
      const remoteness = params.get("remoteness") === "true";
      // Remoteness is for normal play: an address asking for both shows the remoteness.
      const misere = params.get("misere") === "true" && !remoteness;
      rowsInput.value = rows;
      colsInput.value = cols;
      misereBox.checked = misere;
      remotenessBox.checked = remoteness;
      app.update({ family, rows, cols, ...modes(misere, remoteness) });
      if (shown !== `${family}\n${rows}\n${cols}\n${misere}\n${remoteness}`) show(family, rows, cols, misere, remoteness);
    },
  };
}
