// Section 5: play against the perfect computer to the end, with hints, undo and its reasons.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

/** Waits until it is your move or the game is over; true when it is over. */
async function settle(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="game-over"]') || (document.querySelector("#play-board .moves .move") && !document.querySelector("#play-board .busy")));
  return (await page.locator('[data-testid="game-over"]').count()) > 0;
}

test("following the hints you beat the computer from a winning start", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=play&start=${encodeURIComponent("nim(3,4,5)")}&first=you`);
  let turns = 0;
  while (!(await settle(page))) {
    const position = await page.textContent('[data-testid="play-position"]');
    const { body: report } = await api(server.url, "/api/eval", { expr: position });
    assert.equal(report.outcome, "N", `you always face a winning position: ${position}`);
    await page.getByRole("button", { name: "Hint" }).click();
    await page.locator("#play-board .move.winning").first().waitFor();
    const marked = await page.locator("#play-board .move.winning .to").allTextContents();
    assert.deepEqual(marked.sort(), report.winning_moves.map((m) => m.to).sort());
    await page.locator("#play-board .move.winning").first().click();
    assert.ok(++turns < 30);
  }
  assert.match(await page.textContent('[data-testid="game-over"]'), /You win/);
  const { body: end } = await api(server.url, "/api/moves", { expr: await page.textContent('[data-testid="play-position"]') });
  assert.deepEqual(end.moves, [], "the game ends when no move is left");
  // The whole game is in the URL: it reopens at the end.
  const again = await newPage(browser, server.url);
  await again.goto(page.url());
  assert.equal(await settle(again), true);
  assert.match(await again.textContent('[data-testid="game-over"]'), /You win/);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await again.closeAll();
  await page.closeAll();
});

test("the computer moving first from a winning position always wins, and explains its moves", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=play`);
  await page.fill("#play-start", "bash[3](10)");
  await page.check('input[name="first"][value="computer"]');
  await page.getByRole("button", { name: "New game" }).click();
  let turns = 0;
  while (!(await settle(page))) {
    const position = await page.textContent('[data-testid="play-position"]');
    const { body: report } = await api(server.url, "/api/eval", { expr: position });
    assert.equal(report.outcome, "P", `the computer always leaves you a losing position: ${position}`);
    await page.locator("#play-board .move").last().click();
    assert.ok(++turns < 30);
  }
  assert.match(await page.textContent('[data-testid="game-over"]'), /computer wins/);
  await page.getByRole("button", { name: "Why did the computer play move 1?" }).click();
  const speech = page.locator(".speech", { hasText: "nim-value" });
  await speech.waitFor();
  assert.match(await speech.textContent(), /nim-value 0/);
  await page.closeAll();
});

test("undo takes back your move and the computer's answer", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=play&start=${encodeURIComponent("nim(2,3)")}&first=you`);
  await settle(page);
  await page.locator("#play-board .move").first().click();
  await settle(page);
  assert.equal(await page.locator(".history li").count(), 2);
  await page.getByRole("button", { name: "Undo" }).click();
  await settle(page);
  assert.equal(await page.textContent('[data-testid="play-position"]'), "nim(2,3)");
  assert.equal(await page.locator(".history li").count(), 0);
  await page.closeAll();
});
