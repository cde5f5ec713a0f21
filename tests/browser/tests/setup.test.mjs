// The set-up editor: a position is set up by clicking its picture (and from the keyboard), the
// expression box follows each click, and the expression written evaluates to the position
// drawn.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

/** The parts drawn on the page (slots left out), as "kind:id", sorted. */
async function drawnParts(page) {
  return (await page.locator("#position-result .board-picture [data-part]").evaluateAll((parts) => parts.map((p) => `${[...p.classList].find((c) => c !== "part")}:${p.dataset.part}`)))
    .filter((part) => !part.startsWith("slot:"))
    .sort();
}

/** Waits for the answer to `expr`, with the editor drawn again. */
async function shown(page, expr) {
  await page.locator("#position-result .answer-expr", { hasText: expr }).waitFor();
  await page.locator("#position-result .board-picture .slot").first().waitFor();
  assert.equal(await page.inputValue("#position-expr"), expr);
}

test("clicks set up a Chomp bar and a Cram board, and the expression is the position drawn", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(2,1)")}`);
  await page.locator("#board-setup").check();
  // A dashed place beside the second row adds that square: chomp(2,2).
  await page.getByRole("button", { name: "add the square in row 2, column 2", exact: true }).click();
  await shown(page, "chomp(2,2)");
  // The editor stays on; a square of the bar is eaten with those below and right of it.
  assert.ok(await page.locator("#board-setup").isChecked());
  await page.getByRole("button", { name: "row 1, column 2", exact: true }).click();
  await shown(page, "chomp(1,1)");
  // The expression written evaluates to the position drawn: its own picture has the same parts.
  const { body: board } = await api(server.url, "/api/board", { expr: "chomp(1,1)" });
  assert.deepEqual(await drawnParts(page), board.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort());
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "N");

  // Cram, from the keyboard: a cell is filled, then a column added.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("cram(1,2)")}`);
  await page.locator("#board-setup").check();
  await page.getByRole("button", { name: "row 1, column 1", exact: true }).focus();
  await page.keyboard.press("Enter");
  await shown(page, 'cram("#.")');
  await page.getByRole("button", { name: "add a column", exact: true }).focus();
  await page.keyboard.press("Enter");
  await shown(page, 'cram("#..")');
  const { body: cram } = await api(server.url, "/api/board", { expr: 'cram("#..")' });
  assert.deepEqual(await drawnParts(page), cram.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort());
  // One move is left for the domino: the player to move wins.
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "N");
  await page.screenshot({ path: "test-results/setup.png", fullPage: true });
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});
