/**
 * Readers of the page copy for loaders and the server: the content's entry filled with the facts of the
 * gyms and the offers in the content (contracts/content/copy.ts).
 */

import {
  type ContentReader,
  type ContentSnapshot,
  contentOf,
  type SingletonName,
} from "#contracts/content/snapshot.ts";
import { type CopyScope, copyScope, franchisingFrom, investorPackFrom } from "./copy";
import { type FaqSection, faqFrom } from "./faq";
import type { FranchisingCopy, InvestorPackCopy } from "./franchising";
import { pageFactsOf } from "./page-copy.server";
import { type PrivacyPage, privacyFrom } from "./privacy";
import { type LegalPage, legalSections, termsFrom } from "./terms";

type Context = { content?: ContentReader };

async function read<K extends SingletonName>(context: Context, name: K) {
  const content = await contentOf(context);
  const entry = content.singletons[name];
  // Only when the file never passed its schema since the start: a later bad edit keeps the last good one.
  if (!entry) throw new Error(`content: pages/${name}.yaml is missing or has never passed its schema`);
  return {
    entry: entry as NonNullable<ContentSnapshot["singletons"][K]>,
    scope: await scopeOf(context, content),
  };
}

async function scopeOf(context: Context, content: ContentSnapshot): Promise<CopyScope> {
  return copyScope(await pageFactsOf(context), content.offers);
}

export async function faqOf(context: Context): Promise<FaqSection[]> {
  const { entry, scope } = await read(context, "faq");
  return faqFrom(entry, scope);
}

export async function termsOf(context: Context): Promise<LegalPage> {
  const { entry, scope } = await read(context, "terms");
  return termsFrom(entry, scope);
}

export async function privacyOf(context: Context): Promise<PrivacyPage> {
  const { entry, scope } = await read(context, "privacy");
  return privacyFrom(entry, scope);
}

/** The review policy (issue 45): its sections filled like the legal pages'. */
export async function reviewPolicyOf(context: Context): Promise<LegalPage> {
  const { entry, scope } = await read(context, "reviewPolicy");
  return {
    lastUpdated: entry.lastUpdated,
    sections: legalSections(entry.sections, scope, entry.lastUpdated),
  };
}

export async function franchisingOf(context: Context): Promise<FranchisingCopy> {
  const { entry, scope } = await read(context, "franchising");
  return franchisingFrom(entry, scope.facts);
}

/** The investor pack's copy (the PDF script, the investor mail). */
export async function investorPackOf(context: Context): Promise<InvestorPackCopy> {
  const { entry, scope } = await read(context, "franchising");
  return investorPackFrom(entry, scope.facts);
}
