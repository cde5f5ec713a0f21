// Section 6, the rules editor: edit a script and see its table change; script errors at their
// line. And the starter examples are the project's examples/*.rhai.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { apiPost, newPage, ROOT, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

async function tableValues(page) {
  return page.locator("#rules-values .heat tbody tr").evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value))));
}

test("the starter examples are examples/*.rhai", async () => {
  const { EXAMPLES } = await import(pathToFileURL(path.join(ROOT, "crates/grundy-web/assets/js/examples.js")));
  for (const [name, example] of Object.entries(EXAMPLES)) {
    assert.equal(example.source, readFileSync(path.join(ROOT, "examples", example.file), "utf8"), name);
  }
});

test("editing a script changes its table, as the API computes it", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=rules&example=queen&size=8`);
  await page.locator("#rules-values .heat td").first().waitFor();
  const queen = await tableValues(page);
  const { body: before } = await apiPost(server.url, "/api/table", { family: "rules", rows: 8, cols: 8, rules: await page.inputValue("#rules-source") });
  assert.deepEqual(queen, before.values);
  // Without the diagonal move, the queen becomes a rook: two Nim heaps, G(a, b) = a XOR b.
  const source = (await page.inputValue("#rules-source")).replace(/^.*m\.push\(\[x - k, y - k\]\).*$/m, "");
  await page.fill("#rules-source", source);
  await page.waitForFunction(() => document.querySelector('#rules-values .heat td[data-a="1"][data-b="2"]')?.dataset.value === "3");
  const rook = await tableValues(page);
  const { body: after } = await apiPost(server.url, "/api/table", { family: "rules", rows: 8, cols: 8, rules: source });
  assert.deepEqual(rook, after.values);
  assert.notDeepEqual(rook, queen);
  // The edited rules are in the URL: opening it shows the same table.
  const again = await newPage(browser, server.url);
  await again.goto(page.url());
  await again.locator("#rules-values .heat td").first().waitFor();
  assert.deepEqual(await tableValues(again), rook);
  assert.deepEqual(page.foreign(), []);
  await again.closeAll();
  await page.closeAll();
});

test("rules that read a parameter are swept over it, as the API sweeps them", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=rules`);
  await page.getByRole("button", { name: "Powers of P" }).click();
  assert.equal(await page.inputValue("#rules-params"), "P=2..12");
  const summary = page.locator('#rules-values [data-testid="summary"] li');
  await summary.first().waitFor();
  assert.deepEqual(await summary.allTextContents(), ["P odd: G(n) = n mod 2", "P even: period P + 1"]);
  const { body } = await apiPost(server.url, "/api/seq", { family: "rules[P=2..12]", to: 40, rules: await page.inputValue("#rules-source") });
  assert.deepEqual(body.summary, ["P odd: G(n) = n mod 2", "P even: period P + 1"]);
  assert.equal(await page.locator("#rules-values tr[data-parameter]").count(), 11);
  // The graph is drawn for the first value of the range.
  await page.locator("#rules-graph h2 code").filter({ hasText: "rules[P=2](10)" }).waitFor();
  // One value: its sequence. No value at all: the error names the parameter and how to give it.
  await page.fill("#rules-params", "P=4");
  await page.press("#rules-params", "Enter");
  await page.waitForFunction(() => !document.querySelector("#rules-values tr[data-parameter]") && document.querySelector("#rules-values").textContent.includes("G(n) = [0, 1, 0, 1, 2][n mod 5]"));
  await page.fill("#rules-params", "");
  await page.press("#rules-params", "Enter");
  await page.locator("#rules-error", { hasText: "`P` is not defined (a parameter of the script is given in the expression, as P=3)" }).waitFor();
  assert.deepEqual(page.foreign(), []);
  await page.closeAll();
});

test("a script error is shown at its line, in the message and the gutter", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=rules&example=lasker`);
  await page.locator("#rules-values .values-table").waitFor();
  const source = await page.inputValue("#rules-source");
  const lines = source.split("\n");
  const at = lines.findIndex((line) => line.includes("m.push(k);"));
  lines[at] = lines[at].replace("m.push(k);", "m.push(k) +;");
  const broken = lines.join("\n");
  const { status, body } = await apiPost(server.url, "/api/seq", { family: "rules", to: 10, rules: broken });
  assert.notEqual(status, 200);
  const line = Number(/line (\d+)/.exec(body.error)[1]);
  await page.fill("#rules-source", broken);
  const error = page.locator("#rules-error");
  await error.locator("strong").waitFor();
  assert.match(await error.textContent(), new RegExp(`line ${line}\\b`));
  assert.equal(await page.textContent("#rules-gutter .bad"), String(line));
  await error.getByRole("button", { name: `Go to line ${line}` }).click();
  const caretLine = await page.$eval("#rules-source", (t) => t.value.slice(0, t.selectionStart).split("\n").length);
  assert.equal(caretLine, line);
  // A runtime error names its line too.
  const runtime = source.replace("m.push(k);", "m.push(nothing(k));");
  await page.fill("#rules-source", runtime);
  await page.locator("#rules-error", { hasText: "nothing" }).waitFor();
  const { body: runtimeError } = await apiPost(server.url, "/api/seq", { family: "rules", to: 10, rules: runtime });
  const runtimeLine = /line (\d+)/.exec(runtimeError.error)[1];
  assert.equal(await page.textContent("#rules-gutter .bad"), runtimeLine);
  await page.closeAll();
});

test("the editor is usable from the keyboard: Tab indents, Escape then Tab leaves", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=rules&example=lasker`);
  await page.locator("#rules-values .values-table").waitFor();
  await page.focus("#rules-source");
  await page.$eval("#rules-source", (t) => t.setSelectionRange(0, 0));
  await page.keyboard.press("Tab");
  assert.ok((await page.inputValue("#rules-source")).startsWith("    //"));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  assert.notEqual(await page.evaluate(() => document.activeElement.id), "rules-source");
  await page.closeAll();
});
