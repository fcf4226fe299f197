/**
 * /franchising and the investor pack PDF it hands out: copy in CONTENT_DIR/pages/franchising.yaml
 * (schemas/franchising.ts), filled in the loader (copy.server.ts). Client-safe: types and the PDF's path. No financial performance figures: the model is described,
 * and figures are shared on request under NDA.
 */
export interface FranchiseItem {
  title: string;
  text: string;
}

export interface InvestorPackSection {
  heading: string;
  paragraphs: string[];
}

export interface InvestorPackCopy {
  title: string;
  subtitle: string;
  sections: InvestorPackSection[];
}

/** The PDF the form hands out: where the site serves it (public/), not copy. */
export const investorPackFile = {
  fileName: "novo-investor-pack.pdf",
  href: "/novo-investor-pack.pdf",
} as const satisfies { fileName: string; href: `/${string}` };

export interface FranchisingCopy {
  hero: { heading: string; text: string };
  intro: string[];
  whyFranchise: { heading: string; items: FranchiseItem[] };
  model: { heading: string; paragraphs: string[]; points: string[] };
  support: { heading: string; items: FranchiseItem[] };
  packContents: { heading: string; items: string[] };
  form: { heading: string; text: string; buttonLabel: string };
  thankYou: { heading: string; text: string };
}

/** What the investor form shows: its button and thank-you text. */
export type InvestorFormCopy = Pick<FranchisingCopy, "form" | "thankYou">;

/** The franchising content as its schema reads it (readonly arrays). */
export type FranchisingEntry = DeepReadonly<FranchisingCopy & { investorPack: InvestorPackCopy }>;
type DeepReadonly<T> = T extends string ? T : { readonly [K in keyof T]: DeepReadonly<T[K]> };
