// Section 2, Sequence: a family and N give the values G(0..=N), the period, a strip, a table, a
// histogram and a plot.

import { getJson, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderSequence } from "./seqview.js";

const DEFAULT_TO = 100;

export default function createSequence(section, app) {
  const form = section.querySelector("#seq-form");
  const familyInput = section.querySelector("#seq-family");
  const toInput = section.querySelector("#seq-to");
  const errorBox = section.querySelector("#seq-error");
  const result = section.querySelector("#seq-result");
  const latest = new Latest();
  let shown = null;

  function submit(family, to, { push = true } = {}) {
    familyInput.value = family;
    toInput.value = to;
    app.update({ family, to }, { push });
    show(family, to);
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

  async function show(family, to) {
    shown = `${family}\n${to}`;
    clearError(errorBox, familyInput);
    app.setTitle(family);
    fill(result, h("p", { class: "status busy" }, "Computing the values…"));
    try {
      const report = await latest.run((signal) => getJson("/api/seq", { family, to }, { signal }));
      if (report === undefined) return;
      fill(result, renderSequence(report));
    } catch (error) {
      fill(result);
      showError(errorBox, familyInput, family, error);
    }
  }

  return {
    enter(params) {
      const family = (params.get("family") ?? "").trim() || "kayles";
      const to = params.get("to") || DEFAULT_TO;
      familyInput.value = family;
      toInput.value = to;
      app.update({ family, to });
      if (shown !== `${family}\n${to}`) show(family, to);
    },
  };
}
