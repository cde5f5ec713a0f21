// The Sequence and 2-D table views in Chinese (`?lang=zh`): the static page and the texts the
// views build (the period, the patterns, the readout) come from the zh catalogues, with no
// English sentence of those views left behind.

import assert from "node:assert/strict";
import { test } from "node:test";
import { newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

/**
 * The text of a view's section, its spaces folded, without the card of rules found (the
 * library's rules are formulas in their own words, and that card is the Rules editor's).
 */
async function sectionText(page, view) {
  return page.evaluate((view) => {
    const copy = document.querySelector(`section#${view}`).cloneNode(true);
    for (const rules of copy.querySelectorAll('[data-testid="rules"]')) rules.closest(".card")?.remove();
    return copy.textContent.replace(/\s+/g, " ");
  }, view);
}

function assertNone(text, sentences) {
  for (const sentence of sentences) assert.ok(!text.includes(sentence), `"${sentence}" is still in English`);
}

test("the Sequence view speaks Chinese: heading, form, the period line and its tag", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=seq&family=kayles&to=100&lang=zh`);
  await page.locator("#seq-result .values-table").waitFor();
  assert.equal(await page.textContent("#seq-title"), "SG 函数打表");
  await page.locator("#seq-form").getByRole("button", { name: "打表" }).waitFor();
  assert.equal(await page.getAttribute('#seq-form [role="group"]', "aria-label"), "游戏示例");
  // Built in JavaScript: the period, with its tag and how far it was checked.
  const period = (await page.textContent('[data-testid="period"]')).replace(/\s+/g, " ");
  assert.match(period, /周期为 12，从 n = 71 开始/);
  assert.match(period, /已证明/);
  assert.match(period, /（已验证到 n = \d+）/);
  assert.match(await page.getAttribute("svg.strip", "aria-label"), /^用彩色格子表示的 G\(0\) 到 G\(100\) 的值；周期为 12/);
  assert.match(await page.textContent("#seq-result h2"), /^kayles：G\(n\)，n = 0 到 100$/);
  await page.getByRole("heading", { name: "每个值出现的次数" }).waitFor();
  const text = await sectionText(page, "seq");
  assertNone(text, [
    "Nim-sequences",
    "coloured so that patterns jump out",
    "Up to n",
    "Misère play",
    "whoever makes the last move loses",
    "Try:",
    "sweeps it",
    "Period 12",
    "from n =",
    "checked up to",
    "The values",
    "Rows of",
    "How often each value occurs",
    "against n",
    "the darker the blue",
    "a P-position",
  ]);
  // Misère play: how the outcomes were decided, in Chinese too.
  await page.check("#seq-misere");
  await page.locator('[data-testid="misere-method"]', { hasText: "判定依据：该游戏的 misère 商" }).waitFor();
  assertNone(await sectionText(page, "seq"), ["Who wins each heap", "decided by", "In misère play", "misère outcomes"]);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the 2-D table view speaks Chinese: heading, form, readout and the patterns", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=table&family=wythoff&rows=10&cols=10&lang=zh`);
  await page.locator(".heat td").first().waitFor();
  assert.equal(await page.textContent("#table-title"), "双堆游戏的 SG 表");
  await page.locator("#table-form").getByRole("button", { name: "打表" }).waitFor();
  assert.equal(await page.locator("#table-family option:checked").textContent(), "威佐夫博弈：wythoff");
  assert.equal(await page.textContent(".readout"), "把鼠标移到格子上，或者聚焦表格后用方向键移动。");
  await page.hover('.heat td[data-a="1"][data-b="2"]');
  assert.match(await page.textContent(".readout"), /^G\(1, 2\) = 0 — P 局面：先手必败。 打开 wythoff\(1,2\)$/);
  assert.match(await page.textContent('[data-testid="p-positions"]'), /^P 局面：\d+ 个：\(0,0\) \(1,2\)/);
  assert.match(await page.getAttribute(".heat", "aria-label"), /^G\(a, b\)，a = 0 到 9（行），b = 0 到 9（列）$/);
  await page.getByRole("heading", { name: "规律", exact: true }).waitFor();
  const text = await sectionText(page, "table");
  assertNone(text, [
    "Tables of two-heap games",
    "as a heat map",
    "Family",
    "Rows (a)",
    "Columns (b)",
    "Show",
    "Write your own game",
    "rules editor",
    "Hover over",
    "a P-position",
    "Open wythoff",
    "Rows are a",
    "Patterns",
    "observed in this table",
    "P-positions:",
    "At most",
    "Symmetric",
    "look periodic",
    "for a <",
  ]);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});
