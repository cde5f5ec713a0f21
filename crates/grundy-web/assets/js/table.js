// Section 3, 2-D table: Wythoff's game or a rules script on pairs as a heat map with the
// pattern report.

import { getJson, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { EXAMPLES } from "./examples.js";
import { renderTable } from "./tableview.js";

const DEFAULT_SIZE = 16;

export default function createTable(section, app) {
  const form = section.querySelector("#table-form");
  const familySelect = section.querySelector("#table-family");
  const rowsInput = section.querySelector("#table-rows");
  const colsInput = section.querySelector("#table-cols");
  const misereBox = section.querySelector("#table-misere");
  const errorBox = section.querySelector("#table-error");
  const result = section.querySelector("#table-result");
  const latest = new Latest();
  let shown = null;

  function submit({ push = true } = {}) {
    const family = familySelect.value;
    const rows = rowsInput.value || DEFAULT_SIZE;
    const cols = colsInput.value || DEFAULT_SIZE;
    const misere = misereBox.checked;
    app.update({ family, rows, cols, misere: misere ? "true" : null }, { push });
    show(family, rows, cols, misere);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  familySelect.addEventListener("change", () => submit());
  misereBox.addEventListener("change", () => submit());

  async function show(family, rows, cols, misere) {
    shown = `${family}\n${rows}\n${cols}\n${misere}`;
    clearError(errorBox, rowsInput);
    app.setTitle(family);
    fill(result, h("p", { class: "status busy" }, "Computing the table…"));
    const example = EXAMPLES[family];
    try {
      const report = await latest.run((signal) =>
        example
          ? getJson("/api/table", { family: "rules", rows, cols, misere: misere ? "true" : null }, { rules: example.source, signal })
          : getJson("/api/table", { family, rows, cols, misere: misere ? "true" : null }, { signal }),
      );
      if (report === undefined) return;
      const describe = example
        ? null
        : (a, b) =>
            h("a", { href: app.href("position", { expr: `${family}(${a},${b})` }), "data-link": "" }, `Open ${family}(${a},${b})`);
      fill(result, renderTable(report, { title: example ? h("span", {}, `${family} `, h("span", { class: "muted" }, `(examples/${example.file})`)) : null, describe }));
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
      const misere = params.get("misere") === "true";
      rowsInput.value = rows;
      colsInput.value = cols;
      misereBox.checked = misere;
      app.update({ family, rows, cols, misere: misere ? "true" : null });
      if (shown !== `${family}\n${rows}\n${cols}\n${misere}`) show(family, rows, cols, misere);
    },
  };
}
