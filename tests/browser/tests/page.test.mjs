// The page as a whole: every section reachable and shareable, no request to any other host,
// the first load's weight, labels for every control.

import assert from "node:assert/strict";
import { test } from "node:test";
import { newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

const TOUR = [
  ["position", "/?expr=nim(3,4,5)", "#position-explain .explain"],
  ["seq", "/?view=seq&family=kayles&to=100", ".values-table"],
  ["table", "/?view=table&family=wythoff&rows=12&cols=12", ".heat"],
  ["graph", "/?view=graph&expr=kayles(4)", ".graph-box svg .node"],
  ["quotient", "/?view=quotient&game=octal%5B0.75%5D&heaps=20", ".heap-tile"],
  ["play", "/?view=play&start=nim(1,2)&first=you", "#play-board .move"],
  ["rules", "/?view=rules&example=king&kind=table&size=8", "#rules-values .heat"],
];

test("every section loads from its address, through the tabs too, with no request to another host", async () => {
  const page = await newPage(browser, server.url);
  for (const [view, address, ready] of TOUR) {
    await page.goto(server.url + address);
    await page.locator(ready).first().waitFor();
    assert.equal(await page.getAttribute(`.tabs a[data-view="${view}"]`, "aria-current"), "page");
    assert.equal(await page.isVisible(`section#${view}`), true);
  }
  // Through the tabs, each view keeps its state.
  for (const [view] of TOUR) {
    await page.click(`.tabs a[data-view="${view}"]`);
    assert.equal(await page.isVisible(`section#${view}`), true);
    assert.equal(new URL(page.url()).searchParams.get("view") ?? "position", view);
  }
  assert.deepEqual(page.foreign(), [], "no request leaves the server");
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the first load is under 200 KB, in English and in Chinese", async () => {
  for (const address of ["/", "/?lang=zh"]) {
    const page = await newPage(browser, server.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    await page.goto(`${server.url}${address}`, { waitUntil: "networkidle" });
    console.log(`first load of ${address}: ${bytes} bytes over ${page.requests.length} requests`);
    assert.ok(bytes > 10000, `${address}: ${bytes} bytes: the page did load`);
    assert.ok(bytes < 200 * 1024, `${address}: ${bytes} bytes`);
    await page.closeAll();
  }
});

test("every control has a label, and the page works at a phone's width", async () => {
  const page = await newPage(browser, server.url, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  for (const [, address, ready] of TOUR) {
    await page.goto(server.url + address);
    await page.locator(ready).first().waitFor();
    const unlabelled = await page.$$eval("section:not([hidden]) input, section:not([hidden]) select, section:not([hidden]) textarea", (els) =>
      els.filter((el) => !el.labels?.length && !el.getAttribute("aria-label") && !el.closest("label")).map((el) => el.outerHTML),
    );
    assert.deepEqual(unlabelled, [], address);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `${address}: the page is ${overflow}px wider than the phone`);
  }
  await page.closeAll();
});
