// Section "Misère quotient": the page shows exactly the API's quotient, and errors as the other
// sections show them.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

test("the quotient of octal[0.75] shows the API's order, presentation, P-portion, heap map and table", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=quotient&game=${encodeURIComponent("octal[0.75]")}&heaps=24`);
  await page.locator(".heap-tile").first().waitFor();
  const { status, body: report } = await api(server.url, "/api/quotient", { game: "octal[0.75]", heaps: 24, table: true });
  assert.equal(status, 200);
  assert.equal(await page.textContent('[data-testid="order"]'), String(report.order));
  assert.equal(await page.getAttribute('[data-testid="p-portion"]', "data-elements"), report.p_portion.join(" "));
  assert.equal(await page.getAttribute('[data-testid="presentation"]', "data-relations"), report.presentation.relations.join("; "));
  // Heaps up to 24 are enough to prove 0.75's period (2 from heap 8): the page says so.
  assert.equal(report.period.proven, true);
  assert.match(await page.textContent(".quotient-summary"), /proven The heap map repeats with period 2 from heap 8 for every heap/);
  // Each heap's element, in order, and exactly the heaps whose element is in P marked.
  const tiles = await page.locator(".heap-tile").evaluateAll((els) => els.map((el) => [Number(el.dataset.heap), el.dataset.element, el.classList.contains("p")]));
  assert.deepEqual(
    tiles,
    report.heap_map.map((name, heap) => [heap, name, report.p_portion.includes(name)]),
  );
  // The table: every product, by name, and exactly the P products marked.
  const cells = await page.locator(".qtable tbody tr").evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => [td.dataset.value, td.classList.contains("p")])));
  assert.deepEqual(
    cells,
    report.table.map((row) => row.map((y) => [report.elements[y], report.p_portion.includes(report.elements[y])])),
  );
  // Clicking heaps builds a sum that the position view answers in misère play.
  await page.click('.heap-tile[data-heap="3"]');
  await page.click('.heap-tile[data-heap="5"]');
  assert.equal((await page.textContent(".sum-expr")).trim(), "octal[0.75](3,5)");
  await page.getByRole("link", { name: "Who wins it in misère play, and why?" }).click();
  await page.locator("#position-explain .explain").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("misere"), "true");
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the genus of each heap is the API's, and a bad game is an error under the input", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=quotient&game=${encodeURIComponent("octal[0.312]")}&heaps=8&genus=true`);
  await page.locator(".heap-tile[data-genus]").first().waitFor();
  const { body: report } = await api(server.url, "/api/quotient", { game: "octal[0.312]", heaps: 8, genus: true });
  const genera = await page.locator(".heap-tile").evaluateAll((els) => els.map((el) => [el.dataset.genus, el.classList.contains("wild")]));
  assert.deepEqual(
    genera,
    report.genus.heaps.map((g) => [g.symbol, !g.tame]),
  );
  assert.match(await page.textContent('[data-testid="genus-verdict"]'), report.genus.tame ? /^Tame/ : /^Wild/);
  // A malformed code: the error names the column, under the input, and nothing else is shown.
  await page.fill("#quotient-game", "octal[0.7x]");
  await page.press("#quotient-game", "Enter");
  await page.locator("#quotient-error strong").waitFor();
  const { status, body: error } = await api(server.url, "/api/quotient", { game: "octal[0.7x]" });
  assert.equal(status, 400);
  assert.match(await page.textContent("#quotient-error"), new RegExp(`Error at column ${error.column}`));
  assert.ok((await page.textContent("#quotient-error")).includes(error.error));
  assert.equal(await page.getAttribute("#quotient-game", "aria-invalid"), "true");
  assert.equal(await page.locator(".heap-tile").count(), 0);
  // A game without heaps says which games have quotients.
  await page.fill("#quotient-game", "nim");
  await page.press("#quotient-game", "Enter");
  await page.locator("#quotient-error", { hasText: "take-and-break" }).waitFor();
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});
