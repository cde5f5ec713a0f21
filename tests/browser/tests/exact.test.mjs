// The page's JSON reading keeps every integer exact (no browser needed).

import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { ROOT } from "../harness.mjs";

const { parseExact } = await import(pathToFileURL(path.join(ROOT, "crates/grundy-web/assets/js/api.js")));

test("integers beyond 2^53 stay exact; strings and small numbers are untouched", () => {
  const text = '{"nimber":18446744073709551615,"count":"1000000000000000000000000000001","small":7,"neg":-3,"x":1.5e3,"s":"a \\"12345678901234567890\\" b","list":[9007199254740993,0]}';
  const value = parseExact(text);
  assert.equal(value.nimber, "18446744073709551615");
  assert.equal(value.count, "1000000000000000000000000000001");
  assert.equal(value.small, 7);
  assert.equal(value.neg, -3);
  assert.equal(value.x, 1500);
  assert.equal(value.s, 'a "12345678901234567890" b');
  assert.deepEqual(value.list, ["9007199254740993", 0]);
  assert.equal(JSON.parse(text).list[0], 9007199254740992, "plain JSON.parse would have rounded it");
});
