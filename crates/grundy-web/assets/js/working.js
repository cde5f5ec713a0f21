// The line a view shows while the server computes: what it is doing and, once the computation
// has run a second, how far it is (the server's progress report: the share done, the time
// left, the question a board search is answering), with a bar when the size of the work is
// known. Long computations are the ones a teacher runs with `grundy serve --timeout 600`.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * A busy line saying `text`; pass its `onProgress` to getJson. The line is what the view fills
 * its result with until the answer comes.
 */
export function workingLine(text) {
  // Not announced each second in the view's live region; it can be read on demand.
  const detail = h("span", { class: "working-detail", "aria-live": "off" });
  const bar = h("progress", { class: "working-bar", "aria-label": t("progress-bar-name"), "aria-live": "off", hidden: true });
  const element = h("p", { class: "status busy" }, text, " ", detail, bar);
  const onProgress = (report) => {
    const how = report.question ? `${report.question} ${report.text}` : report.text;
    detail.textContent = t("progress-detail", { text: how, seconds: Math.round(report.elapsed_seconds) });
    // `total` is null when the size of the work is unknown (Number(null) is 0).
    const known = Number(report.total) > 0;
    bar.hidden = !known;
    if (known) {
      bar.max = Number(report.total);
      bar.value = Number(report.done);
    }
  };
  return { element, onProgress };
}
