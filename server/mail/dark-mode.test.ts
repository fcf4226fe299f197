/**
 * Every message opened in Chromium with a light and a dark colour scheme: each piece of text keeps WCAG AA
 * contrast (4.5:1) against the background it is painted on, so no scheme leaves dark text on a dark card.
 */
import { chromium as playwright } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "#tests/e2e/env.ts";
import { messages } from "./message-fixtures";

type Browser = Awaited<ReturnType<typeof playwright.launch>>;
let browser: Browser;

beforeAll(async () => {
  browser = await playwright.launch({ executablePath: chromiumPath });
});
afterAll(async () => {
  await browser?.close();
});

/** In the page: every element with its own visible text, its colour and the first opaque background behind it. */
function textContrasts(): { text: string; ratio: number }[] {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const background = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0.5) return [r ?? 0, g ?? 0, b ?? 0];
    }
    // Nothing painted: the canvas, whose colour follows the page's color-scheme.
    return matchMedia("(prefers-color-scheme: dark)").matches ? [18, 18, 18] : [255, 255, 255];
  };
  const results: { text: string; ratio: number }[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .trim();
    const box = element.getBoundingClientRect();
    if (!own || box.width === 0 || box.height === 0 || getComputedStyle(element).display === "none") continue;
    const fore = luminance(rgb(getComputedStyle(element).color));
    const back = luminance(background(element));
    const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
    results.push({ text: own.slice(0, 40), ratio: Math.round(ratio * 10) / 10 });
  }
  return results;
}

describe.each(["light", "dark"] as const)("in the %s colour scheme", (colorScheme) => {
  it.each(messages.map((m) => [m.name, m] as const))(
    "the %s message keeps its text readable",
    async (_, m) => {
      const mail = await m.render();
      const page = await browser.newPage({ colorScheme, javaScriptEnabled: true });
      try {
        await page.setContent(mail.html);
        const contrasts = await page.evaluate(textContrasts);
        expect(contrasts.length).toBeGreaterThan(5);
        expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
