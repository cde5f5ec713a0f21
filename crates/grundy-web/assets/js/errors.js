// Showing an error under the input it is about, pointing at its column.

import { fill, h } from "./dom.js";
import { t } from "./i18n.js";

const EXCERPT = 80;

/**
 * Shows `error` in `box` under `input`. When the server names a column (counted from 1 in the
 * text that was sent), the excerpt of that text is shown with a caret under the column, and a
 * button puts the input's cursor there.
 */
export function showError(box, input, sent, error) {
  input?.setAttribute("aria-invalid", "true");
  const column = Number.isInteger(error.column) && error.column >= 1 ? error.column : null;
  const chars = Array.from(sent ?? "");
  const parts = [h("strong", {}, column ? t("errors-at-column", { column }) : t("errors-error")), error.message];
  if (column && chars.length) {
    const at = Math.min(column - 1, chars.length);
    const start = Math.max(0, Math.min(at - EXCERPT / 2, chars.length - EXCERPT));
    const shown = chars.slice(start, start + EXCERPT);
    const offset = at - start;
    const before = shown.slice(0, offset).join("");
    const marked = shown[offset] ?? " ";
    const after = shown.slice(offset + 1).join("");
    parts.push(
      h(
        "pre",
        { "aria-hidden": "true" },
        (start > 0 ? "…" : "") + before,
        h("span", { class: "at" }, marked),
        after,
        "\n",
        h("span", { class: "caret" }, " ".repeat((start > 0 ? 1 : 0) + Array.from(before).length) + "^"),
      ),
    );
    if (input) {
      const position = Array.from(sent).slice(0, at).join("").length;
      parts.push(
        h(
          "button",
          {
            type: "button",
            class: "ghost",
            onclick: () => {
              input.focus();
              input.setSelectionRange(position, Math.min(input.value.length, position + (marked.length || 1)));
            },
          },
          t("errors-go-to-column", { column }),
        ),
      );
    }
  }
  fill(box, ...parts);
}

/** Clears the error shown in `box`. */
export function clearError(box, input) {
  input?.removeAttribute("aria-invalid");
  box.replaceChildren();
}
