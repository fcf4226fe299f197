/**
 * The offers that always run, beside the dated ones in content/offers: the Armory's free trial and the discount
 * for registering interest in retreats and Prep. Pages, the FAQ, the terms and the confirmation mails quote
 * them ({offers.armoryTrial}, {offers.interestPercent}).
 */
import { fields, singleton } from "@keystatic/core";
import { plainText, textQuotingFacts } from "./fields";

const count = (label: string, max: number) =>
  fields.integer({ label, validation: { isRequired: true, min: 1, max } });

export const standingOffers = singleton({
  label: "Standing offers (the studio's trial, register interest)",
  path: "standing-offers",
  format: { data: "yaml" },
  schema: {
    armoryTrial: fields.object(
      {
        classes: count("Free classes", 20),
        days: count("Days to use them in", 60),
        summary: textQuotingFacts("How the site names it", {
          description:
            "e.g. {offers.armoryTrialClasses} classes free within {offers.armoryTrialDays} days: the numbers above, filled in.",
        }),
        cardDetail: textQuotingFacts("What its card on /offers says", {
          description:
            "Quote the numbers above rather than restating them: {offers.armoryTrialClasses}, {offers.armoryTrialDays}.",
        }),
      },
      { label: "Studio free trial" },
    ),
    interest: fields.object(
      {
        percentOff: count("Percent off", 100),
        summary: textQuotingFacts("How the site names it", {
          description: "e.g. {offers.interestPercent}% off for registering your interest",
        }),
        retreatCardDetail: plainText("What the retreats card on /offers says before the offer", {
          description: "The card goes on with the offer itself, as named above.",
        }),
        prepCardDetail: plainText("What the Prep card on /offers says before the offer", {
          description: "The card goes on with the offer itself, as named above.",
        }),
      },
      { label: "Registering interest in retreats and Prep" },
    ),
  },
});
