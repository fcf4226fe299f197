/**
 * Renders the investor pack PDF from the content (CONTENT_DIR/pages/franchising.yaml, `investorPack`, its
 * facts filled) into public/novo-investor-pack.pdf, which the site serves at investorPackFile.href.
 *
 *   npm run investor-pack
 *
 * The output is byte-for-byte reproducible (fixed dates, no random ids), so the committed PDF is checked
 * against the content by scripts/investor-pack.test.ts: edit the copy, re-run this, commit both.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { brand } from "#contracts/content/brand.ts";
import type { Company } from "#contracts/content/company.ts";
import { investorPackOf } from "#contracts/content/copy.server.ts";
import { type InvestorPackCopy, investorPackFile } from "#contracts/content/franchising.ts";
import { companyOf } from "#contracts/content/page-copy.server.ts";
import { ContentStore } from "#server/content/store.ts";

const ink = rgb(0x0c / 255, 0x0c / 255, 0x0d / 255);
const ink2 = rgb(0x17 / 255, 0x17 / 255, 0x1a / 255);
const signal = rgb(1, 0xd6 / 255, 0x0a / 255);
const paper = rgb(0xfb / 255, 0xfa / 255, 0xf7 / 255);
const steel = rgb(0x5c / 255, 0x5c / 255, 0x66 / 255);
const mist = rgb(0xb9 / 255, 0xb9 / 255, 0xc0 / 255);

/** A4 in points. */
const W = 595.28;
const H = 841.89;
const MARGIN = 56;
/** Fixed so the file only changes when the content does. */
const PACK_DATE = new Date("2025-06-01T09:00:00Z");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The standard PDF fonts speak WinAnsi; anything outside it is swapped for its nearest neighbour. */
function safe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of safe(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The Novo monogram: a yellow square with the N cut in ink, as in the site's logo. */
function monogram(page: PDFPage, x: number, y: number, size: number) {
  page.drawRectangle({ x, y, width: size, height: size, color: signal });
  const s = size / 40;
  // The logo's path "M10 30V10h5l10 12.5V10h5v20h-5L15 17.5V30z" in a 40-unit box, y flipped for PDF.
  page.drawSvgPath("M10 30V10h5l10 12.5V10h5v20h-5L15 17.5V30z", { x, y: y + size, scale: s, color: ink });
}

function footer(page: PDFPage, fonts: Fonts, pageNumber: number, dark: boolean) {
  const colour = dark ? mist : steel;
  page.drawLine({
    start: { x: MARGIN, y: 48 },
    end: { x: W - MARGIN, y: 48 },
    thickness: 0.5,
    color: dark ? steel : mist,
  });
  page.drawText(safe(`${brand.legalName}  ·  ${brand.tagline}`), {
    x: MARGIN,
    y: 32,
    size: 8,
    font: fonts.regular,
    color: colour,
  });
  const label = String(pageNumber).padStart(2, "0");
  page.drawText(label, {
    x: W - MARGIN - fonts.bold.widthOfTextAtSize(label, 9),
    y: 32,
    size: 9,
    font: fonts.bold,
    color: colour,
  });
}

function cover(
  doc: PDFDocument,
  fonts: Fonts,
  pack: InvestorPackCopy,
  contact: InvestorPackSource["contact"],
) {
  const page = doc.addPage([W, H]);
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: ink });
  // Diagonal signal stripes across the top right, the brand's pattern.
  for (let i = 0; i < 14; i++) {
    const x = W - 260 + i * 26;
    page.drawLine({
      start: { x, y: H },
      end: { x: x + 200, y: H - 200 },
      thickness: 7,
      color: signal,
      opacity: 0.9 - i * 0.05,
    });
  }
  monogram(page, MARGIN, H - MARGIN - 56, 56);
  page.drawText("NOVO", { x: MARGIN + 72, y: H - MARGIN - 44, size: 34, font: fonts.bold, color: paper });

  page.drawRectangle({ x: MARGIN, y: 418, width: 64, height: 6, color: signal });
  const titleLines = wrap(pack.title.toUpperCase(), fonts.bold, 54, W - 2 * MARGIN);
  let y = 360;
  for (const line of titleLines) {
    page.drawText(line, { x: MARGIN, y, size: 54, font: fonts.bold, color: paper });
    y -= 58;
  }
  for (const line of wrap(pack.subtitle, fonts.regular, 15, W - 2 * MARGIN - 60)) {
    page.drawText(line, { x: MARGIN, y: y - 6, size: 15, font: fonts.regular, color: mist });
    y -= 22;
  }
  page.drawRectangle({ x: 0, y: 0, width: W, height: 120, color: signal });
  page.drawText(safe(brand.tagline.toUpperCase()), {
    x: MARGIN,
    y: 70,
    size: 22,
    font: fonts.bold,
    color: ink,
  });
  page.drawText(safe(`${contact.emails.management}  ·  ${contact.phone}`), {
    x: MARGIN,
    y: 44,
    size: 11,
    font: fonts.regular,
    color: ink,
  });
}

/** Lays the sections out in flow, two or three to a page, starting a new page when one would not fit. */
function contentPages(
  doc: PDFDocument,
  fonts: Fonts,
  pack: InvestorPackCopy,
  contact: InvestorPackSource["contact"],
) {
  const width = W - 2 * MARGIN;
  const bodySize = 11;
  const leading = 16.5;
  const headingSize = 24;
  let page: PDFPage | null = null;
  let y = 0;
  let pageNumber = 1;

  const newPage = () => {
    page = doc.addPage([W, H]);
    pageNumber += 1;
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: paper });
    page.drawRectangle({ x: 0, y: H - 64, width: W, height: 64, color: ink });
    monogram(page, MARGIN, H - 48, 32);
    page.drawText(safe(pack.title.toUpperCase()), {
      x: MARGIN + 44,
      y: H - 38,
      size: 12,
      font: fonts.bold,
      color: paper,
    });
    footer(page, fonts, pageNumber, false);
    y = H - 64 - 48;
  };

  pack.sections.forEach((section, index) => {
    const paragraphs = section.paragraphs.map((p) => wrap(p, fonts.regular, bodySize, width));
    const height = 70 + paragraphs.reduce((sum, lines) => sum + lines.length * leading + 10, 0);
    if (!page || y - height < 72) newPage();
    const current = page as unknown as PDFPage;
    const number = String(index + 1).padStart(2, "0");
    current.drawText(number, {
      x: MARGIN,
      y: y - headingSize,
      size: headingSize,
      font: fonts.bold,
      color: steel,
    });
    current.drawText(safe(section.heading.toUpperCase()), {
      x: MARGIN + 40,
      y: y - headingSize,
      size: headingSize,
      font: fonts.bold,
      color: ink,
    });
    current.drawRectangle({ x: MARGIN, y: y - headingSize - 14, width: 48, height: 4, color: signal });
    y -= headingSize + 36;
    for (const lines of paragraphs) {
      for (const line of lines) {
        current.drawText(line, {
          x: MARGIN,
          y,
          size: bodySize,
          font: fonts.regular,
          color: ink,
          lineHeight: leading,
        });
        y -= leading;
      }
      y -= 10;
    }
    y -= 24;
  });

  // Closing panel: who to write to.
  const panelHeight = 150;
  if (!page || y - panelHeight < 72) newPage();
  const last = page as unknown as PDFPage;
  last.drawRectangle({ x: MARGIN, y: y - panelHeight, width, height: panelHeight, color: ink2 });
  last.drawRectangle({ x: MARGIN, y: y - panelHeight, width: 8, height: panelHeight, color: signal });
  last.drawText("TALK TO US", { x: MARGIN + 28, y: y - 44, size: 22, font: fonts.bold, color: paper });
  last.drawText(safe(contact.emails.management), {
    x: MARGIN + 28,
    y: y - 76,
    size: 14,
    font: fonts.bold,
    color: signal,
  });
  last.drawText(safe(contact.phone), {
    x: MARGIN + 28,
    y: y - 100,
    size: 14,
    font: fonts.regular,
    color: paper,
  });
  last.drawText("Figures are shared with serious applicants under NDA.", {
    x: MARGIN + 28,
    y: y - 126,
    size: 9,
    font: fonts.regular,
    color: mist,
  });
}

/** What the pack prints: its copy, and the management e-mail and phone it closes with (content/company.yaml). */
export interface InvestorPackSource {
  pack: InvestorPackCopy;
  contact: Pick<Company, "phone" | "emails">;
}

export async function buildInvestorPack({ pack, contact }: InvestorPackSource): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(pack.title));
  doc.setSubject(safe(pack.subtitle));
  doc.setAuthor(safe(brand.legalName));
  doc.setCreator(safe(brand.legalName));
  doc.setProducer("scripts/investor-pack.ts (pdf-lib)");
  doc.setKeywords(["franchise", "gym", "investor", brand.name]);
  doc.setLanguage("en-GB");
  doc.setCreationDate(PACK_DATE);
  doc.setModificationDate(PACK_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  cover(doc, fonts, pack, contact);
  contentPages(doc, fonts, pack, contact);
  return doc.save({ useObjectStreams: false });
}

/** The pack's copy and contact as the content directory has them now. */
export async function shippedInvestorPack(
  dir = process.env.CONTENT_DIR || "content",
): Promise<InvestorPackSource> {
  const content = new ContentStore(dir);
  try {
    const [pack, contact] = await Promise.all([investorPackOf({ content }), companyOf({ content })]);
    return { pack, contact };
  } finally {
    content.close();
  }
}

export const investorPackPath = fileURLToPath(
  new URL(`../public/${investorPackFile.fileName}`, import.meta.url),
);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await buildInvestorPack(await shippedInvestorPack());
  writeFileSync(investorPackPath, bytes);
  console.log(`Wrote ${path.relative(process.cwd(), investorPackPath)} (${bytes.length} bytes)`);
}
