// Saves a screenshot of each section of the playground under docs/screenshots/ (run by
// scripts/screenshots.sh): the real `grundy serve`, Debian's chromium, fixed examples.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser, newPage, ROOT, startServer } from "./harness.mjs";

const OUT = path.join(ROOT, "docs/screenshots");
const MAX_HEIGHT = 2000;

const SHOTS = [
  {
    name: "position",
    address: "/?expr=" + encodeURIComponent("nim(3,4,5) + sub[1,3,4](10)"),
    ready: ".nimsum",
    maxHeight: 2700,
  },
  { name: "sequence", address: "/?view=seq&family=kayles&to=100", ready: ".values-table" },
  { name: "table", address: "/?view=table&family=wythoff&rows=16&cols=16", ready: ".heat", then: (page) => page.hover('.heat td[data-a="3"][data-b="5"]') },
  {
    name: "graph",
    address: "/?view=graph&expr=" + encodeURIComponent("nim(2,2)"),
    ready: ".graph-box svg .node",
    then: async (page) => {
      await page.click('.graph-box svg .node[data-position="nim(2,2)"]');
      await page.locator(".side .options li").first().waitFor();
    },
  },
  {
    name: "play",
    address: "/?view=play&start=" + encodeURIComponent("nim(3,4,5)") + "&first=computer",
    ready: "#play-board .move",
    then: async (page) => {
      await page.getByRole("button", { name: "Hint" }).click();
      await page.locator("#play-board .speech").waitFor();
      await page.getByRole("button", { name: "Why did the computer play move 1?" }).click();
      await page.locator(".history .speech", { hasText: "nim-value" }).waitFor();
    },
  },
  {
    name: "quotient",
    address: "/?view=quotient&game=" + encodeURIComponent("octal[0.75]") + "&heaps=30&genus=true",
    ready: ".qtable",
    then: async (page) => {
      await page.click('.heap-tile[data-heap="3"]');
      await page.click('.heap-tile[data-heap="5"]');
      await page.click('.heap-tile[data-heap="7"]');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    maxHeight: 2400,
  },
  { name: "quotient-phone", address: "/?view=quotient&game=" + encodeURIComponent("octal[0.333]") + "&heaps=3&genus=true", ready: ".qtable", viewport: { width: 390, height: 844 }, mobile: true },
  { name: "rules", address: "/?view=rules&example=queen&kind=table&size=10&start=" + encodeURIComponent("2,3"), ready: "#rules-graph .graph-box svg", maxHeight: 2600 },
  { name: "position-phone", address: "/?expr=" + encodeURIComponent("nim(7,11,13)"), ready: "#position-explain .explain", viewport: { width: 390, height: 844 }, mobile: true },
  { name: "table-dark", address: "/?view=table&family=king&rows=12&cols=12", ready: ".heat", scheme: "dark" },
  // Pictures of positions: the winning moves marked on a Chomp bar and a Wythoff board, and a
  // game of Cram in progress, played by clicking cells.
  {
    name: "board-position",
    address: "/?expr=" + encodeURIComponent("chomp(5,4,4,2) + wythoff(3,5)"),
    ready: '[data-testid="board"]',
    then: async (page) => {
      await page.check("#board-hint");
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    maxHeight: 1500,
  },
  {
    name: "board-play",
    address: "/?view=play&start=" + encodeURIComponent("cram(4,5)") + "&first=you",
    ready: "#play-board .board-picture",
    then: async (page) => {
      for (const ids of [["r0c0", "r0c1"], ["r2c2", "r3c2"]]) {
        await page.locator("#play-board .board-picture").first().waitFor();
        await page.waitForFunction(() => !document.querySelector("#play-board .busy") && document.querySelector("#play-board .board-picture"));
        for (const id of ids) {
          const cell = page.locator(`#play-board [data-part="${id}"][role="button"]`);
          if (!(await cell.count())) return;
          await cell.click();
        }
        await page.waitForTimeout(1200);
      }
      await page.getByRole("button", { name: "Hint" }).click();
      await page.locator("#play-board .speech").waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    maxHeight: 1400,
  },
  // The boards of graphs, coins, pieces and stairs, the hint on.
  ...[
    ["board-nodekayles", "nodekayles(grid:3x4 - 6) + nodekayles(cycle:7) + nodekayles(petersen)"],
    ["board-coins", "coins[mock](0110101) + coins[ruler](101101)"],
    ["board-corners", "corners(1:2,3:3,4:1)"],
    ["board-hackenbush", "hackenbush(0-1,1-2,1-3,0-4,4-5,4-5,0-6,0-7,6-7,7-7,2-8)"],
    ["board-northcott", "northcott(2:7:8, 5:1:8, 3:4:8)"],
    ["board-staircase", "staircase(3,1,4,2)"],
  ].map(([name, expr]) => ({
    name,
    address: "/?expr=" + encodeURIComponent(expr),
    ready: '[data-testid="board"]',
    element: "#position-result .pictures",
    then: (page) => page.check("#board-hint"),
  })),
  // The set-up editor, after two clicks, and the explorer unfolded two levels (in Chinese).
  {
    name: "board-setup",
    address: "/?expr=" + encodeURIComponent("chomp(3,2) + cram(2,3)"),
    ready: '[data-testid="board"]',
    element: "#position-result .board-box",
    then: async (page) => {
      await page.check("#board-setup");
      await page.getByRole("button", { name: "chomp(3,2): add the square in row 3, column 1", exact: true }).click();
      await page.locator("#position-result .answer-expr", { hasText: "chomp(3,2,1)" }).waitFor();
      await page.getByRole("button", { name: "cram(2,3): row 1, column 2", exact: true }).click();
      await page.locator("#position-result .answer-expr", { hasText: "cram(" }).filter({ hasText: "#" }).waitFor();
      await page.locator("#position-result .board-picture .slot").first().waitFor();
    },
  },
  // The editor on the families drawn as graphs, coins and steps, with its remove and add controls.
  {
    name: "board-setup-families",
    address: "/?expr=" + encodeURIComponent("hackenbush(0-1,1-2,1-3) + staircase(2,1,3) + coins[turtles](1001)"),
    ready: '[data-testid="board"]',
    element: "#position-result .board-box",
    then: async (page) => {
      await page.check("#board-setup");
      await page.locator("#position-result .board-picture .slot").first().waitFor();
      await page.locator("#board-add").waitFor();
    },
  },
  {
    name: "explorer-zh",
    address: "/?lang=zh&expr=" + encodeURIComponent("nim(1,2)"),
    ready: '[data-testid="explorer"] button',
    element: '[data-testid="explorer"]',
    then: async (page) => {
      await page.locator('[data-testid="explorer"] button').click();
      const winning = page.locator('[data-testid="explorer"] li[data-outcome="P"]').first();
      await winning.locator("summary").click();
      await winning.locator(".explorer-level > li").first().locator("summary").click();
      await winning.locator(".explorer-leaf").first().waitFor();
    },
  },
  { name: "board-phone", address: "/?view=play&start=" + encodeURIComponent("nim(3,5,6)") + "&first=you", ready: "#play-board .board-picture", viewport: { width: 390, height: 844 }, mobile: true },
  // The page in Chinese (?lang=zh), with the course notes' words.
  { name: "position-zh", address: "/?lang=zh&expr=" + encodeURIComponent("nim(3,4,5)"), ready: ".nimsum", maxHeight: 2400 },
  {
    name: "play-zh",
    address: "/?lang=zh&view=play&start=" + encodeURIComponent("nim(3,4,5)") + "&first=computer",
    ready: "#play-board .move",
  },
];

const only = process.argv.slice(2);
mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const shot of SHOTS.filter((s) => !only.length || only.includes(s.name))) {
    const page = await newPage(browser, server.url, {
      viewport: shot.viewport ?? { width: 1280, height: 900 },
      colorScheme: shot.scheme ?? "light",
      isMobile: Boolean(shot.mobile),
      hasTouch: Boolean(shot.mobile),
      deviceScaleFactor: shot.mobile ? 2 : 1,
      reducedMotion: "reduce",
    });
    await page.goto(server.url + shot.address);
    await page.locator(shot.ready).first().waitFor({ timeout: 30000 });
    if (shot.then) await shot.then(page);
    await page.evaluate(() => document.activeElement?.blur());
    await page.waitForTimeout(300);
    const height = Math.min(shot.maxHeight ?? MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
    const width = (shot.viewport ?? { width: 1280 }).width;
    const file = path.join(OUT, `${shot.name}.png`);
    // A shot of one element (a board) shows it alone; the others show the page from the top.
    if (shot.element) {
      // The sticky header would cover the top of an element scrolled under it.
      await page.evaluate(() => (document.querySelector("header.top").style.position = "static"));
      await page.locator(shot.element).first().screenshot({ path: file });
    }
    else await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height } });
    if (page.foreign().length) throw new Error(`${shot.name}: requests to other hosts: ${page.foreign().join(", ")}`);
    console.log(`${path.relative(ROOT, file)} (${shot.address})`);
    await page.closeAll();
  }
} finally {
  await browser.close();
  await server.stop();
}
