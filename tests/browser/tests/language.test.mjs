// The page in Chinese: `?lang=zh`, the language switch (remembered in this browser) and the
// browser's own language; the server's texts (explanations, moves, errors) follow the page.

import assert from "node:assert/strict";
import { test } from "node:test";
import { newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

async function outcomeOf(page, path) {
  await page.goto(`${server.url}${path}`);
  return (await page.locator('[data-testid="outcome"]').textContent()).trim();
}

test("?lang=zh names N- and P-positions as the course notes do", async () => {
  const page = await newPage(browser, server.url);
  assert.equal(await outcomeOf(page, "/?expr=nim(1,2)&lang=zh"), "先手必胜。");
  assert.equal(await outcomeOf(page, "/?expr=nim(1,1)&lang=zh"), "先手必败。");
  assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
  assert.equal(await page.textContent('.tabs a[data-view="play"]'), "对弈");
  // The server's texts come in the same language: the winning move of nim(1,2).
  await page.goto(`${server.url}/?expr=nim(1,2)&lang=zh`);
  await page.locator("#position-result .move", { hasText: "从 nim(2) 取走 1 个，剩下 1 个" }).waitFor();
  const asked = page.requests.filter((url) => url.includes("/api/eval"));
  assert.ok(asked.length && asked.every((url) => new URL(url).searchParams.get("lang") === "zh"), asked.join("\n"));
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the switch changes the language and the browser remembers it", async () => {
  const page = await newPage(browser, server.url);
  assert.equal(await outcomeOf(page, "/?expr=nim(1,1)"), "The player to move loses.");
  const select = page.getByRole("combobox", { name: "Language / 语言" });
  assert.equal(await select.inputValue(), "en");
  await Promise.all([page.waitForURL(/lang=zh/), select.selectOption("zh")]);
  await page.waitForSelector("html[data-ready]", { state: "attached" });
  assert.equal((await page.locator('[data-testid="outcome"]').textContent()).trim(), "先手必败。");
  // Remembered: an address without `lang` opens in Chinese.
  assert.equal(await outcomeOf(page, "/?expr=nim(1,2)"), "先手必胜。");
  // And back.
  await Promise.all([page.waitForURL(/lang=en/), page.getByRole("combobox", { name: "Language / 语言" }).selectOption("en")]);
  await page.waitForSelector("html[data-ready]", { state: "attached" });
  assert.equal(await outcomeOf(page, "/?expr=nim(1,2)"), "The player to move wins.");
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a Chinese browser gets the Chinese page without asking", async () => {
  const page = await newPage(browser, server.url, { locale: "zh-CN" });
  assert.equal(await outcomeOf(page, "/?expr=nim(3,4,5)"), "先手必胜。");
  assert.equal(await page.getByRole("combobox", { name: "Language / 语言" }).inputValue(), "zh");
  // Errors from the server, in Chinese, still point at their column.
  await page.fill("#position-expr", "nim(3");
  await page.press("#position-expr", "Enter");
  await page.locator("#position-error", { hasText: "没有闭合" }).waitFor();
  await page.closeAll();
});

/** The visible text of a view, to check that none of its English is left. */
async function visibleText(page, selector) {
  return page.locator(selector).innerText();
}

function assertNoEnglish(text, phrases) {
  for (const phrase of phrases) assert.ok(!text.includes(phrase), `"${phrase}" is still shown:\n${text}`);
}

test("the Position view in Chinese: its form, the answer, every move and the explanation", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=nim(3,4,5)&lang=zh`);
  assert.equal(await page.textContent("#position-title"), "谁必胜？怎么走？");
  await page.getByRole("button", { name: "求值" }).waitFor();
  await page.getByRole("checkbox", { name: "反常规则（misère） （走最后一步的人输）" }).waitFor();
  // Built in the page: how many winning moves, how long perfect play lasts, the explanation.
  assert.equal(await page.textContent('#position-result [data-testid="winning-count"]'), "1 种必胜着法");
  assert.equal(await page.locator('#position-result ul[aria-label="必胜着法"] .move').count(), 1);
  assert.match(await page.textContent('[data-testid="remoteness"]'), /^双方都走最优时，先手 \d+ 步内获胜（赢的一方求快，输的一方求慢）。$/);
  const explain = page.locator("#position-explain .explain");
  await explain.waitFor();
  assert.equal(await explain.locator("h2").textContent(), "为什么：一步一步的推理");
  assert.match(await explain.textContent(), /异或和为 2，不为 0，所以先手必胜（N）/);
  assert.deepEqual(await page.locator(".nimsum thead th[scope=col]").allTextContents(), ["4", "2", "1"]);
  await page.getByRole("button", { name: "列出所有着法及其结果" }).click();
  assert.equal(await page.locator(".every-move-table").getAttribute("aria-label"), "所有着法");
  assert.equal(await page.textContent(".every-move h2"), "12 种着法");
  await page.locator("#games-list dt").first().waitFor();
  assertNoEnglish(await visibleText(page, "section#position"), [
    "Who wins",
    "Evaluate",
    "Misère play",
    "Try:",
    "The games",
    "winning move",
    "nim-value",
    "With perfect play",
    "Show every move",
    "leads to",
    "Why: the reasoning",
    "The nim-sum",
    "In binary",
    "Draw its state graph",
  ]);
  // Misère play: how the outcome was decided.
  await page.goto(`${server.url}/?expr=nim(3,4,5)&misere=true&lang=zh`);
  await page.locator("#position-result .answer-expr", { hasText: "（反常规则）" }).waitFor();
  assert.match(await page.textContent("#position-result .facts"), /^判定依据/);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the Play view in Chinese: the form, whose turn it is, the strip, hints and the computer's reasons", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=play&lang=zh`);
  assert.equal(await page.textContent("#play-title"), "与电脑对弈");
  assert.equal(await page.textContent("#play-board"), "选好起始局面、谁先走和电脑的水平，然后点“新对局”。");
  await page.getByLabel("电脑的水平").selectOption("perfect");
  assert.equal(await page.textContent("#play-level-about"), "完美：总走完美的一步：能赢时最快获胜，必败时拖得最久。");
  await page.getByRole("radio", { name: "电脑" }).waitFor();
  await page.getByRole("button", { name: "新对局" }).click();
  await page.locator("#play-board .move").first().waitFor();
  assert.equal(await page.textContent("#play-board .turn"), "轮到你走。");
  assert.match(await page.textContent("#play-board .fact-label"), /^走了 0 步后的局面 · 水平：“完美” · 种子：\d+$/);
  assert.match(await page.getAttribute('[data-testid="strip-0"]', "aria-label"), /^开局：N，还剩 \d+ 步$/);
  await page.getByRole("button", { name: "提示" }).click();
  await page.locator("#play-board .speech", { hasText: "种必胜着法，已在下方标为“必胜”。" }).waitFor();
  // A winning move; the computer answers, and says why.
  await page.locator("#play-board .move.winning").first().click();
  const said = page.locator('[data-testid="computer-reason"]');
  await said.waitFor();
  assert.match(await said.textContent(), /^电脑走了：.+——没有必胜着法，所以尽量拖长对局：你走最优时还要再走 \d+ 步。$/);
  await page.getByRole("button", { name: "电脑第 2 步为什么这样走？" }).click();
  await page.locator(".speech", { hasText: "的 SG值为 0：每一步都会走到" }).waitFor();
  assert.equal(await page.textContent("#play-board h2"), "对局记录");
  assertNoEnglish(await visibleText(page, "section#play"), [
    "Play against",
    "Who starts",
    "New game",
    "Your move",
    "The computer",
    "Computer:",
    "You:",
    "Hint",
    "Undo",
    "Restart",
    "History",
    "Started from",
    "Moves left",
    "winning move",
    "nim-value",
    "Why?",
    "seed",
  ]);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the Misère quotient view in Chinese: the report, the heaps, the sum builder and the genus", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=quotient&game=octal%5B0.75%5D&heaps=20&genus=true&lang=zh`);
  assert.equal(await page.textContent("#quotient-title"), "misère 商");
  await page.getByRole("button", { name: "计算" }).waitFor();
  await page.locator(".heap-tile").first().waitFor();
  assert.match(await page.textContent(".quotient-summary"), /已证明 加入若干堆所能到达的每一对（元素，后继状态的元素）都已按规则逐一验证：共 \d+ 对。/);
  assert.match(await page.textContent(".quotient-summary"), /堆映射从大小为 8 的堆起，以 2 为周期重复/);
  assert.match(await page.getAttribute('.heap-tile[data-heap="1"]', "aria-label"), /^大小为 1 的堆：元素 a，在 P 部分中，亏格 .+。点击把它加入和中。$/);
  assert.match(await page.textContent('[data-testid="genus-verdict"]'), /^(驯顺|狂野)：/);
  await page.locator('.heap-tile[data-heap="3"]').click();
  await page.getByRole("link", { name: "反常规则下谁必胜？为什么？" }).waitFor();
  assertNoEnglish(await visibleText(page, "section#quotient"), [
    "In misère play",
    "Take-and-break",
    "Heaps up to",
    "Compute",
    "heaps up to",
    "Order",
    "Tame",
    "Generators",
    "proven",
    "observed",
    "The heap map",
    "Each heap's element",
    "Multiplication table",
    "Who wins it",
    "Clear",
    "Conway's genus",
    "sums of heaps",
  ]);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the State graph view in Chinese: the summary, the legend and the options of a position", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=graph&expr=nim(1,2)&lang=zh`);
  assert.equal(await page.textContent("#graph-title"), "状态图");
  await page.getByRole("button", { name: "画图" }).waitFor();
  await page.locator(".graph-box svg .node").first().waitFor();
  assert.equal(await page.textContent('[data-testid="graph-summary"]'), "共 6 个局面：2 个 P，4 个 N。");
  await page.getByRole("button", { name: "实际大小" }).waitFor();
  assert.equal(await page.getAttribute('.graph-box svg .node[data-position="nim(1,2)"]', "aria-label"), "nim(1,2)：N，SG值 3");
  await page.locator('.graph-box svg .node[data-position="nim(1,2)"]').click();
  await page.locator(".side h3", { hasText: "3 个后继状态" }).waitFor();
  await page.getByRole("link", { name: "从这里开始对弈" }).waitFor();
  // The drawing itself is the server's SVG; the page's own texts around it are Chinese.
  const text = (await visibleText(page, "#graph-form")) + (await visibleText(page, "#graph-result .toolbar")) + (await visibleText(page, "#graph-result p.legend")) + (await visibleText(page, "#graph-result .side"));
  assertNoEnglish(text, ["Start position", "At most", "Draw", "Try:", "positions:", "Actual size", "the player to move", "the position you chose", "Options", "option", "Nim-value", "value", "Evaluate", "Play from here", "winning move"]);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the Rules editor in Chinese: the editor, its status, the rules found, the graph and script errors", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=rules&example=lasker&lang=zh`);
  assert.equal(await page.textContent("#rules-title"), "自定义规则");
  await page.getByRole("button", { name: "运行" }).waitFor();
  await page.getByRole("button", { name: "减法游戏 {1,3,4}" }).waitFor();
  await page.locator("#rules-status", { hasText: "已是最新。" }).waitFor();
  assert.equal(await page.textContent(".rules-card h3"), "找到的规律");
  assert.match(await page.textContent('[data-testid="p-positions"]'), /^直到 n = 40 的 P 局面：0/);
  await page.locator("#rules-graph h2", { hasText: "从 rules(7) 出发的状态图" }).waitFor();
  const text = (await visibleText(page, "#rules .editor-card")) + (await visibleText(page, "#rules-status")) + (await visibleText(page, ".rules-card")) + (await visibleText(page, "#rules-graph > .card > h2"));
  assertNoEnglish(text, ["Rules of your own", "Start from", "Lasker's", "Subtraction", "Tab indents", "States are", "numbers", "Graph from", "Run", "Up to date", "Rule found", "Rules found", "P-positions up to", "observed", "proven", "State graph from"]);
  // A script error, at its line.
  await page.fill("#rules-source", "fn moves(n) {\n  let m = [;\n}");
  const error = page.locator("#rules-error");
  await error.locator("strong", { hasText: "第 2 行第 12 列出错：" }).waitFor();
  await error.getByRole("button", { name: "跳到第 2 行" }).waitFor();
  await page.closeAll();
});
