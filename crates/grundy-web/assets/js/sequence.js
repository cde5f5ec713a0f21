// Section 2, Sequence: a family and N give the values G(0..=N), the period, a strip, a table, a
// histogram and a plot.

import { getJson, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderMisereSequence, renderParamSweep, renderSequence } from "./seqview.js";

const DEFAULT_TO = 100;

export default function createSequence(section, app) {
  const form = section.querySelector("#seq-form");
  const familyInput = section.querySelector("#seq-family");
  const toInput = section.querySelector("#seq-to");
  const misereBox = section.querySelector("#seq-misere");
  const errorBox = section.querySelector("#seq-error");
  const result = section.querySelector("#seq-result");
  const latest = new Latest();
  let shown = null;

  function submit(family, to, { push = true } = {}) {
    familyInput.value = family;
    toInput.value = to;
    const misere = misereBox.checked;
    app.update({ family, to, misere: misere ? "true" : null }, { push });
    show(family, to, misere);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const family = familyInput.value.trim();
    if (family) submit(family, toInput.value || DEFAULT_TO);
  });
  section.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-example]");
    if (chip) submit(chip.dataset.example, toInput.value || DEFAULT_TO);
  });
  misereBox.addEventListener("change", () => {
    const family = familyInput.value.trim();
    if (family) submit(family, toInput.value || DEFAULT_TO);
  });

  async function show(family, to, misere) {
    shown = `${family}\n${to}\n${misere}`;
    clearError(errorBox, familyInput);
    app.setTitle(family);
    fill(result, h("p", { class: "status busy" }, "Computing the values…"));
    try {
      const params = { family, to, misere: misere ? "true" : null };
      const report = await latest.run((signal) => getJson("/api/seq", params, { signal }));
      if (report === undefined) return;
      const link = (single) => app.href("seq", { family: single, to });
      fill(
        result,
        report.pattern !== undefined
          ? renderParamSweep(report, { link })
          : report.convention === "misere"
            ? renderMisereSequence(report)
            : renderSequence(report),
      );
    } catch (error) {
      fill(result);
      showError(errorBox, familyInput, family, error);
    }
  }

  return {
    enter(params) {
      const family = (params.get("family") ?? "").trim() || "kayles";
      const to = params.get("to") || DEFAULT_TO;
      const misere = params.get("misere") === "true";
      familyInput.value = family;
      toInput.value = to;
      misereBox.checked = misere;
      app.update({ family, to, misere: misere ? "true" : null });
      if (shown !== `${family}\n${to}\n${misere}`) show(family, to, misere);
    },
  };
}
