/**
 * The shipped content read through the content store and its schema, as the loaders read it: the blog posts,
 * the job listings, and the FAQ, terms, privacy and franchising pages. tests/shipped.ts reads what needs no
 * store (gyms, the other page copy), synchronously.
 */

import { jobsOf } from "#app/content/jobs.server.ts";
import { postsOf } from "#app/content/posts.server.ts";
import { faqOf, franchisingOf, investorPackOf, privacyOf, termsOf } from "#contracts/content/copy.server.ts";
import { ContentStore } from "#server/content/store.ts";
import { shippedContent } from "#server/test/content.ts";

const content = await shippedContent();

export const shippedPosts = await postsOf({ content });
export const shippedJobs = await jobsOf({ content });

/** The FAQ, terms, privacy and franchising copy filled, with the problems the store found, as in `dir`. */
export async function shippedCopy(dir = "content") {
  const store = new ContentStore(dir);
  try {
    await store.loaded;
    const context = { content: store };
    return {
      problems: store.problems(),
      faq: await faqOf(context),
      terms: await termsOf(context),
      privacy: await privacyOf(context),
      franchising: await franchisingOf(context),
      investorPack: await investorPackOf(context),
    };
  } finally {
    store.close();
  }
}
