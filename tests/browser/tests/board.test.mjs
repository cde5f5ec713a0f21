// Pictures of positions: the hint marks exactly the winning moves, and a game is played by
// clicking the picture and from the keyboard, the position after each move being the one the
// API says the move leads to.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

/** The parts marked winning on the page, as "component:id". */
async function markedWinning(page, root) {
  return (
    await page.locator(`${root} .board-picture .part.winning`).evaluateAll((parts) => parts.map((p) => `${p.closest("svg").dataset.component}:${p.dataset.part}`))
  ).sort();
}

/**
 * Opens `expr` with the hint on and checks that it marks exactly the anchors of the moves to the
 * positions the API gives as winning. Returns the board report.
 */
async function checkHint(page, expr) {
  await page.goto(`${server.url}/?expr=${encodeURIComponent(expr)}`);
  await page.locator("#board-hint").check();
  const { body: evaluation } = await api(server.url, "/api/eval", { expr });
  const { body: board } = await api(server.url, "/api/board", { expr });
  const winningTo = new Set(evaluation.winning_moves.map((m) => m.to));
  const expected = [...new Set(board.moves.filter((m) => winningTo.has(m.to)).flatMap((m) => m.anchor.map((id) => `${m.component}:${id}`)))].sort();
  assert.ok(expected.length > 0, expr);
  assert.deepEqual(await markedWinning(page, "#position-result"), expected, expr);
  return board;
}

test("the hint marks exactly the winning moves, and a click plays one", async () => {
  const page = await newPage(browser, server.url);
  for (const expr of ["nim(3,4,5)", "chomp(4,4,3) + wythoff(3,5)", "cram(2,3) + nim(2)"]) {
    await checkHint(page, expr);
  }
  // nim(3,4,5): the winning move takes two from the heap of 3, by clicking its second stone.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(3,4,5)")}`);
  await page.getByRole("button", { name: "nim(3): stone 2 of 3", exact: true }).click();
  await page.locator("#position-result .answer-expr", { hasText: "nim(1,4,5)" }).waitFor();
  assert.equal(await page.inputValue("#position-expr"), "nim(1,4,5)");
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "P");
  assert.deepEqual(page.foreign(), []);
  await page.closeAll();
});

test("the keyboard moves between squares and chooses one", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(3,3,3)")}`);
  await page.getByRole("button", { name: "row 2, column 2", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "row 2, column 3");
  await page.keyboard.press("Enter");
  const { body: board } = await api(server.url, "/api/board", { expr: "chomp(3,3,3)" });
  const chomped = board.moves.find((m) => m.anchor.join() === "r1c2");
  assert.equal(chomped.to, "chomp(3,2,2)");
  await page.locator("#position-result .answer-expr", { hasText: chomped.to }).waitFor();
  await page.closeAll();
});

/** Waits until it is your move (with the picture drawn) or the game is over; true when over. */
async function settle(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="game-over"]') || (document.querySelector("#play-board .board-picture") && !document.querySelector("#play-board .busy")));
  return (await page.locator('[data-testid="game-over"]').count()) > 0;
}

for (const [start, how] of [
  ["cram(2,4)", "click"],
  ["chomp(4,3,2)", "keyboard"],
  ["wythoff(4,6)", "click"],
  ["nim(2,3)", "keyboard"],
  ["northcott(2:7:8, 1:4:4)", "keyboard"],
  ["staircase(2,1,3)", "click"],
]) {
  test(`a game of ${start} is played on the picture by ${how}`, async () => {
    const page = await newPage(browser, server.url);
    await page.goto(`${server.url}/?view=play&start=${encodeURIComponent(start)}&first=you`);
    let turns = 0;
    while (!(await settle(page))) {
      const at = await page.textContent('[data-testid="play-position"]');
      const { body: board } = await api(server.url, "/api/board", { expr: at });
      // Play the first winning move if there is one, else the first move.
      const chosen = board.moves.find((m) => m.winning) ?? board.moves[0];
      for (const id of chosen.anchor) {
        const part = page.locator(`#play-board svg[data-component="${chosen.component}"] [data-part="${id}"]`);
        if (how === "click") await part.click();
        else {
          await part.focus();
          await page.keyboard.press(id === chosen.anchor[0] ? "Enter" : " ");
        }
      }
      // The position after the move is the one the API says; then the computer replies.
      await page.waitForFunction((to) => [...document.querySelectorAll("#play-board .history li")].some((li) => li.textContent.includes(to)), chosen.to);
      assert.ok(++turns < 20);
    }
    assert.ok(turns > 0);
    assert.deepEqual(page.foreign(), []);
    await page.closeAll();
  });
}

/** Clicks a part: a line where the line is (halfway along it, since a bent line's box may
 * miss it), anything else in its middle. */
async function clickPart(page, part) {
  await part.scrollIntoViewIfNeeded();
  const point = await part.evaluate((g) => {
    const line = g.querySelector("path.hit");
    if (!line) return null;
    const at = line.getPointAtLength(line.getTotalLength() / 2);
    const screen = new DOMPoint(at.x, at.y).matrixTransform(line.getScreenCTM());
    return [screen.x, screen.y];
  });
  if (point) await page.mouse.click(...point);
  else await part.click();
}

/** Makes `chosen` on the picture under `root`, by click or by keyboard; a move whose parts are
 * all part of a larger move is confirmed by choosing its last part again. */
async function makeMove(page, root, board, chosen, how) {
  const within = (small, big) => small.every((id) => big.includes(id));
  const larger = board.moves.some((m) => m !== chosen && m.component === chosen.component && m.anchor.length > chosen.anchor.length && within(chosen.anchor, m.anchor));
  const ids = larger ? [...chosen.anchor, chosen.anchor.at(-1)] : chosen.anchor;
  for (const id of ids) {
    const part = page.locator(`${root} svg[data-component="${chosen.component}"] [data-part="${id}"]`);
    if (how === "click") await clickPart(page, part);
    else {
      await part.focus();
      await page.keyboard.press("Enter");
    }
  }
}

// Graphs, coins, pieces and stairs: the hint marks exactly the winning anchors, and a move is
// made by clicking and one from the keyboard (for coins, one that a larger move contains).
for (const expr of [
  "nodekayles(grid:2x3) + nodekayles(cycle:5 - 1)",
  "coins[mock](0110101)",
  "corners(1:2,3:3,4:1)",
  "hackenbush(0-1,1-2,1-3,0-4,0-4,4-4,4-5)",
  "northcott(2:7:8, 1:3:5)",
  "staircase(3,1,4)",
]) {
  test(`the board of ${expr} hints the winning moves and plays by click and by key`, async () => {
    const page = await newPage(browser, server.url);
    const board = await checkHint(page, expr);
    assert.ok(board.components.every((c) => c.picture), expr);
    // The keyboard makes a move contained in a larger move if there is one, else the last
    // move; then a click makes a winning move (or the first).
    let at = expr;
    for (const how of ["keyboard", "click"]) {
      const { body: now } = await api(server.url, "/api/board", { expr: at });
      const nested = now.moves.find((m) => now.moves.some((o) => o !== m && o.component === m.component && o.anchor.length > m.anchor.length && m.anchor.every((id) => o.anchor.includes(id))));
      const chosen = how === "click" ? (now.moves.find((m) => m.winning) ?? now.moves[0]) : (nested ?? now.moves.at(-1));
      assert.ok(chosen, `${at}: no move`);
      await makeMove(page, "#position-result", now, chosen, how);
      await page.waitForFunction((to) => document.querySelector("#position-expr").value === to, chosen.to);
      await page.locator("#position-result .answer-expr", { hasText: chosen.to }).waitFor();
      at = chosen.to;
    }
    assert.deepEqual(page.foreign(), []);
    await page.closeAll();
  });
}

test("the arrows go from vertex to vertex of a graph", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nodekayles(grid:2x3)")}`);
  await page.getByRole("button", { name: "vertex 2", exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "vertex 5");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "vertex 6");
  await page.closeAll();
});
