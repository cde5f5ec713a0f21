// Section 1, Position: type an expression and read the answer; click a winning move; errors
// point at their column; the URL opens a position already answered.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

async function evaluate(page, expr) {
  await page.fill("#position-expr", expr);
  await page.press("#position-expr", "Enter");
}

test("typing a position shows its outcome, nim-value and every winning move, as the API says", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/`);
  for (const expr of ["nim(3,4,5)", "nim(7,11,13)", "sub[1,3,4](10) + nim(3)", "nim(1,2,3)"]) {
    await evaluate(page, expr);
    const { body: report } = await api(server.url, "/api/eval", { expr });
    await page.locator("#position-result .answer-expr", { hasText: report.expr }).waitFor();
    const outcome = await page.textContent('[data-testid="outcome"]');
    assert.match(outcome, report.outcome === "N" ? /player to move wins/ : /player to move loses/, expr);
    assert.equal(await page.locator("#position-result .badge").first().textContent(), report.outcome);
    assert.equal(await page.textContent('[data-testid="nimber"]'), String(report.nimber));
    const shown = await page.locator('#position-result ul[aria-label="Winning moves"] .move .to').allTextContents();
    assert.deepEqual(shown, report.winning_moves.map((m) => m.to), expr);
    assert.equal(new URL(page.url()).searchParams.get("expr"), expr);
  }
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a long computation shows how far it is while the page waits, then the limit's error", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/`);
  // Cram on a 5 × 9 board searches past the server's time limit (five seconds here).
  await evaluate(page, "cram(5,9)");
  await page.waitForFunction(
    () => /time limit ends it in/.test(document.querySelector("#position-result .working-detail")?.textContent ?? ""),
    null,
    { timeout: 4500 },
  );
  const detail = await page.textContent("#position-result .working-detail");
  assert.match(detail, /^— .*(steps|of this question).*; the time limit ends it in \d+s \(\d+s so far\)$/, detail);
  await page.locator("#position-error", { hasText: /time limit/ }).waitFor({ timeout: 10000 });
  assert.equal(await page.locator("#position-result .working-detail").count(), 0);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("clicking a winning move plays it: the new position is shown, answered, and in the URL", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(3,4,5)")}`);
  const move = page.locator('#position-result ul[aria-label="Winning moves"] .move').first();
  await move.waitFor();
  const to = await move.locator(".to").textContent();
  await move.click();
  await page.locator("#position-result .answer-expr", { hasText: to }).waitFor();
  assert.equal(await page.inputValue("#position-expr"), to);
  assert.equal(new URL(page.url()).searchParams.get("expr"), to);
  const { body: report } = await api(server.url, "/api/eval", { expr: to });
  assert.equal(report.outcome, "P", "a winning move leads to a P-position");
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "P");
  // Back goes to the position before the move.
  await page.goBack();
  await page.locator("#position-result .answer-expr", { hasText: "nim(3,4,5)" }).waitFor();
  assert.equal(await page.inputValue("#position-expr"), "nim(3,4,5)");
  await page.closeAll();
});

test("an address with ?expr= opens the Position view already answered, misère included", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(1,1,1)")}&misere=true`);
  await page.locator("#position-result .answer-expr").waitFor();
  const { body: report } = await api(server.url, "/api/eval", { expr: "nim(1,1,1)", misere: "true" });
  assert.equal(await page.locator("#position-result .badge").first().textContent(), report.outcome);
  assert.equal(await page.isChecked("#position-misere"), true);
  assert.match(await page.textContent("#position-result"), /misère/);
  // In misère play the loser makes the last move: nim(1,1,1) lasts 3 moves, and is lost.
  assert.equal(report.remoteness, 3);
  assert.match(await page.textContent('#position-result [data-testid="remoteness"]'), /loses in 3 moves/);
  // No move left: in misère play that is a win.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(0)")}&misere=true`);
  await page.locator('#position-result [data-testid="remoteness"]', { hasText: "has won" }).waitFor();
  await page.closeAll();
});

test("winning moves too many to list are counted", async () => {
  const page = await newPage(browser, server.url);
  const expr = "kayles(10^30) + nim(3)";
  await page.goto(`${server.url}/?expr=${encodeURIComponent(expr)}`);
  const { body: report } = await api(server.url, "/api/eval", { expr });
  assert.equal(report.winning_moves, null);
  const heading = page.locator('#position-result [data-testid="winning-count"]');
  await heading.waitFor();
  const digits = (await heading.textContent()).replace(/\D/g, "");
  assert.equal(digits, String(report.winning_move_count), "the exact count, every digit");
  await page.closeAll();
});

test("a long list of misère winning moves shows its first 200, and a button shows the rest", async () => {
  const page = await newPage(browser, server.url);
  const expr = "kayles(100000) + kayles(3)";
  // The API first: its answer leaves Kayles' quotient in the server's caches, so the page's
  // request is quick. Both at once would be two long computations, and on a busy machine the
  // server rightly refuses the second (429).
  const { body: report } = await api(server.url, "/api/eval", { expr, misere: "true" });
  await page.goto(`${server.url}/?expr=${encodeURIComponent(expr)}&misere=true`);
  assert.equal(report.method, "quotient");
  const heading = page.locator('#position-result [data-testid="winning-count"]');
  await heading.waitFor();
  assert.equal((await heading.textContent()).replace(/\D/g, ""), String(report.winning_moves.length));
  assert.match(await page.textContent("#position-result"), /misère quotient/);
  const shown = page.locator('#position-result ul[aria-label="Winning moves"] .move .to');
  assert.equal(await shown.count(), 200);
  const rest = report.winning_moves.length - 200;
  await page.getByRole("button", { name: /^Show the other/ }).click();
  assert.equal(await shown.count(), report.winning_moves.length, `${rest} more after the click`);
  assert.deepEqual(await shown.allTextContents(), report.winning_moves.map((m) => m.to));
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the explanation shows each component's value and the nim-sum in binary columns", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(3,4,5)")}`);
  const explain = page.locator("#position-explain .explain");
  await explain.waitFor();
  const { body: ex } = await api(server.url, "/api/explain", { expr: "nim(3,4,5)" });
  if (Array.isArray(ex.components)) {
    const rows = await page.locator(".nimsum tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td.bit")].map((td) => td.textContent).join("")));
    assert.deepEqual(rows, [...ex.binary.rows, ex.binary.total]);
  }
  assert.match(await explain.textContent(), /3 ⊕ 4 ⊕ 5 = 2/);
  await page.closeAll();
});

test("an error points at its column, as the API reports it, and the cursor can go there", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/`);
  for (const expr of ["nim(3,4", "nim(3,x,5)", "nim(3) + bogus(4)", "sub[](3)"]) {
    await evaluate(page, expr);
    const { status, body } = await api(server.url, "/api/eval", { expr });
    assert.equal(status, 400, expr);
    const error = page.locator("#position-error");
    await error.locator("strong").waitFor();
    const text = await error.textContent();
    assert.ok(text.includes(body.error), `${expr}: ${text}`);
    assert.equal(await page.getAttribute("#position-expr", "aria-invalid"), "true");
    if (body.column) {
      assert.ok(text.includes(`column ${body.column}`), text);
      // The caret line puts ^ under the column.
      const [line, caret] = (await error.locator("pre").textContent()).split("\n");
      assert.equal(line, expr);
      assert.equal(caret.indexOf("^"), body.column - 1, `${expr}: the caret is under column ${body.column}`);
      await error.getByRole("button", { name: `Go to column ${body.column}` }).click();
      const start = await page.$eval("#position-expr", (input) => input.selectionStart);
      assert.equal(start, body.column - 1);
    }
  }
  assert.deepEqual(await page.locator("#position-result").textContent(), "");
  await page.closeAll();
});
