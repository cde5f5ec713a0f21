// Section 2, Sequence: a family and N give the values G(0..=N), the period, a strip, a table, a
// histogram and a plot; or in misère play the misère values, or the remoteness R(n) of each heap.

import { getJson, Latest } from "./api.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { t } from "./i18n.js";
import { remotenessSwitch, renderMisereSequence, renderParamSweep, renderRemotenessSequence, renderSequence } from "./seqview.js";
import { workingLine } from "./working.js";

const DEFAULT_TO = 100;

/** The URL's and the API's parameters for the play asked for ("true" or left out). */
function modes(misere, remoteness) {
  return { misere: misere ? "true" : null, remoteness: remoteness ? "true" : null };
}

export default function createSequence(section, app) {
  const form = section.querySelector("#seq-form");
  const familyInput = section.querySelector("#seq-family");
  const toInput = section.querySelector("#seq-to");
  const misereBox = section.querySelector("#seq-misere");
  const remotenessBox = remotenessSwitch(misereBox, "seq-remoteness");
  const errorBox = section.querySelector("#seq-error");
  const result = section.querySelector("#seq-result");
  const latest = new Latest();
  let shown = null;

  function submit(family, to, { push = true } = {}) {
    familyInput.value = family;
    toInput.value = to;
    const misere = misereBox.checked;
    const remoteness = remotenessBox.checked;
    app.update({ family, to, ...modes(misere, remoteness) }, { push });
    show(family, to, misere, remoteness);
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
  for (const box of [misereBox, remotenessBox]) {
    box.addEventListener("change", () => {
      const family = familyInput.value.trim();
      if (family) submit(family, toInput.value || DEFAULT_TO);
    });
  }

  async function show(family, to, misere, remoteness) {
    shown = `${family}\n${to}\n${misere}\n${remoteness}`;
    clearError(errorBox, familyInput);
    app.setTitle(family);
    const working = workingLine(t(remoteness ? "seq-computing-remoteness" : "seq-computing"));
    fill(result, working.element);
    try {
      const params = { family, to, ...modes(misere, remoteness) };
      const report = await latest.run((signal) => getJson("/api/seq", params, { signal, onProgress: working.onProgress }));
      if (report === undefined) return;
      const link = (single) => app.href("seq", { family: single, to });
      fill(
        result,
        report.pattern !== undefined
          ? renderParamSweep(report, { link })
          : report.convention === "misere"
            ? renderMisereSequence(report)
            : report.remoteness !== undefined
              ? renderRemotenessSequence(report)
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
      const remoteness = params.get("remoteness") === "true";
      // Remoteness is for normal play: an address asking for both shows the remoteness.
      const misere = params.get("misere") === "true" && !remoteness;
      familyInput.value = family;
      toInput.value = to;
      misereBox.checked = misere;
      remotenessBox.checked = remoteness;
      app.update({ family, to, ...modes(misere, remoteness) });
      if (shown !== `${family}\n${to}\n${misere}\n${remoteness}`) show(family, to, misere, remoteness);
    },
  };
}
