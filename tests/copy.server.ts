/** The shipped page copy read through the content store and its schema, filled as the loaders fill it. */
import { faqOf, franchisingOf, investorPackOf, privacyOf, termsOf } from "#app/content/copy.server.ts";
import { ContentStore } from "#app/content/store.server.ts";

export async function shippedCopy(dir = "content") {
  const content = new ContentStore(dir);
  try {
    await content.loaded;
    const context = { content };
    return {
      problems: content.problems(),
      faq: await faqOf(context),
      terms: await termsOf(context),
      privacy: await privacyOf(context),
      franchising: await franchisingOf(context),
      investorPack: await investorPackOf(context),
    };
  } finally {
    content.close();
  }
}
