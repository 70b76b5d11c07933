/**
 * The client's parse-and-map path for a 1000-item goods page against a bare fast-xml-parser parse
 * of the same text. The target is a ratio of at most 1.5: mapping to typed records must stay cheap.
 *
 *   npx tsx bench/xml-parse.ts
 */
import { pathToFileURL } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { page } from "../src/publisher-api/read.js";
import { goods } from "../src/publisher-api/records/goods.js";
import { interpretXml, parseXml } from "../src/publisher-api/xml.js";
import type { BenchRow } from "./types.js";

const ITEMS = 1000;
const ROUNDS = 40;
const WARMUP = 10;

const BRANDS = ["Acme", " Nordic Home", "Zenit", "Orbita", "Casa Bella", "Volt"];
const CATEGORIES = ["Smartphones", "Laptops", "Kitchen", "Garden tools", "Headphones", "Toys"];
const REGIONS = [
  ["1", "RU", "Russia"],
  ["2", "BR", "Brazil"],
  ["3", "KZ", "Kazakhstan"],
];

function goodsItem(i: number): string {
  const price = (99 + ((i * 37) % 9000) + 0.99).toFixed(2);
  const old = i % 3 === 0 ? "" : (Number(price) * 1.2).toFixed(2);
  const region = REGIONS.slice(0, 1 + (i % 2))
    .map(
      ([id, code, title]) =>
        `<item><id>${id}</id><code>${code}</code><title>${title}</title></item>`,
    )
    .join("");
  const brand = BRANDS[i % BRANDS.length] ?? "";
  const category = CATEGORIES[i % CATEGORIES.length] ?? "";
  return (
    `<item><id>${100000 + i}</id><shop_offer_id>SKU-${i}</shop_offer_id>` +
    `<name>${brand} model ${i} &amp; accessories, ${category.toLowerCase()} edition</name>` +
    `<offer_name>Shop ${i % 40}</offer_name><offer_id>${1000 + (i % 40)}</offer_id>` +
    `<price>${price}</price><old_price>${old}</old_price><_3mepc>${(i % 70) / 10}</_3mepc><_7depc>${(i % 90) / 10}</_7depc>` +
    `<region>${region}</region><delivery>Free delivery in 3-5 days</delivery>` +
    `<category>${category}</category><category_id>${200 + (i % 6)}</category_id>` +
    `<original_category>Electronics / ${category}</original_category><brand>${brand}</brand>` +
    `<coupons>${i % 2}</coupons><credit>${i % 4 === 0 ? "1" : "0"}</credit><rating>${i % 6}</rating>` +
    `<update_date>2024-03-${String(1 + (i % 28)).padStart(2, "0")} 12:00:00</update_date>` +
    `<retargeting>${i % 2 === 0 ? "true" : "false"}</retargeting><discount>${i % 30}%</discount>` +
    `<currency>RUB</currency><sku>SKU${i}X</sku><upc>0${String(400000000000 + i)}</upc>` +
    `<image>https://img.example/${i}.jpg</image>` +
    `<shop_id>${i % 40}</shop_id><text>A sturdy, well-reviewed ${category.toLowerCase()} item with a two-year warranty ` +
    `and a 14-day return policy.</text><orders>${i * 3}</orders>` +
    `<url>https://go.example/g/${i.toString(36)}/?i=5&amp;sub=tg</url>` +
    `<properties><item><name>Color</name><value>black</value></item><item><name>Weight</name><value>${100 + i} g</value></item></properties><similarGoods></similarGoods></item>`
  );
}

export function goodsPage(items = ITEMS): string {
  const body = Array.from({ length: items }, (_, i) => goodsItem(i)).join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<getGoodsResponseData><status>200</status><error></error>` +
    `<request_id></request_id><data><total>${items * 5}</total><items>${body}</items></data></getGoodsResponseData>`
  );
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export async function benchXmlParse(): Promise<BenchRow[]> {
  const text = goodsPage();
  const bare = new XMLParser();
  const ctx = { endpoint: "GET goods", secrets: [], root: "getGoodsResponseData" };
  const client = () => {
    const answer = interpretXml(200, text, ctx);
    if (answer.deferred) throw new Error("unexpected deferral");
    return page(answer.data, goods);
  };
  const check = client();
  if (check.items.length !== ITEMS || check.items[ITEMS - 1]?.properties.length !== 2) {
    throw new Error("the client path did not read the page");
  }
  for (let i = 0; i < WARMUP; i++) {
    bare.parse(text);
    client();
  }
  const bareMs: number[] = [];
  const clientMs: number[] = [];
  const parseOnlyMs: number[] = [];
  // Interleaved, so drift (GC, CPU frequency) hits both sides alike.
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    bare.parse(text);
    bareMs.push(performance.now() - t);
    t = performance.now();
    client();
    clientMs.push(performance.now() - t);
    t = performance.now();
    parseXml(text);
    parseOnlyMs.push(performance.now() - t);
  }
  const b = median(bareMs);
  const c = median(clientMs);
  const p = median(parseOnlyMs);
  const round = (n: number) => Math.round(n * 100) / 100;
  const kb = Math.round(Buffer.byteLength(text) / 1024);
  return [
    {
      name: "xml-parse: bare fast-xml-parser, 1000-item goods page",
      value: round(b),
      unit: "ms",
      note: `${kb} KiB`,
    },
    {
      name: "xml-parse: client parse + typed goods records",
      value: round(c),
      unit: "ms",
      baseline: round(b),
      ratio: round(c / b),
      note: `median of ${ROUNDS}; target ratio <= 1.5`,
    },
    {
      name: "xml-parse: mapping share (client path vs its parse alone, plain-xml.ts)",
      value: round(c - p),
      unit: "ms",
      baseline: round(p),
      ratio: round(c / p),
      note: "cost of envelope + typed records on top of the parse",
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchXmlParse()) console.log(JSON.stringify(row));
}
