import { describe, expect, it } from "vitest";
import { type Attribution, cleanAttribution } from "./attribution";
import { type Channel, channelOf, channels } from "./channels";

const visit = (values: Partial<Attribution>) => cleanAttribution(values);

describe("the channel rule", () => {
  const cases: [string, Partial<Attribution>, Channel, { discovery?: string }?][] = [
    [
      "Google Ads by utm_medium=cpc",
      { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" },
      "paid-search",
    ],
    ["a Google Ads click id alone", { gclid: "xyz" }, "paid-search"],
    ["an iOS app click id (gbraid)", { gbraid: "abc" }, "paid-search"],
    ["a web-to-app click id (wbraid)", { wbraid: "abc" }, "paid-search"],
    [
      "Meta ads by utm_medium=paid_social",
      { utm_source: "facebook", utm_medium: "paid_social", fbclid: "a" },
      "paid-social",
    ],
    ["a cpc medium from a social source", { utm_source: "instagram", utm_medium: "cpc" }, "paid-social"],
    ["a search engine referrer with no UTM", { referrer_host: "www.google.co.uk" }, "organic-search"],
    ["Bing as referrer", { referrer_host: "www.bing.com" }, "organic-search"],
    ["utm_medium=organic from google", { utm_source: "google", utm_medium: "organic" }, "organic-search"],
    ["a social site as referrer with no UTM", { referrer_host: "l.instagram.com" }, "organic-social"],
    ["t.co as referrer", { referrer_host: "t.co" }, "organic-social"],
    ["Meta's fbclid with no UTM (added to organic links too)", { fbclid: "abc" }, "organic-social"],
    ["utm_medium=social", { utm_source: "facebook", utm_medium: "social" }, "organic-social"],
    ["utm_medium=email", { utm_source: "newsletter", utm_medium: "email" }, "email"],
    ["a web-mail referrer", { referrer_host: "mail.google.com" }, "email"],
    ["another site as referrer", { referrer_host: "www.timeout.com" }, "referral"],
    ["utm_medium=partner", { utm_source: "gymbuddy", utm_medium: "partner" }, "referral"],
    ["utm_medium=flyer (a QR code on print)", { utm_source: "flyer", utm_medium: "flyer" }, "offline"],
    ["no referrer and no UTM", {}, "direct"],
    ["no referrer, no UTM, the retreat form says Friends", {}, "offline", { discovery: "referred" }],
    ["no referrer, no UTM, the retreat form says staff", {}, "offline", { discovery: "staff" }],
    [
      "no UTM, a search referrer, the form says Friends",
      { referrer_host: "www.google.com" },
      "offline",
      { discovery: "referred" },
    ],
    [
      "a campaign beats the form's answer",
      { utm_medium: "cpc", utm_source: "google" },
      "paid-search",
      { discovery: "referred" },
    ],
    ["the form's other answers leave the rule to the referrer", {}, "direct", { discovery: "internet" }],
    ["medium in capitals", { utm_medium: "CPC", utm_source: "Google" }, "paid-search"],
  ];
  it.each(cases)("%s", (_name, values, channel, answer) => {
    expect(channelOf(visit(values), answer)).toBe(channel);
  });

  it("gives each of the eight channels by some visit", () => {
    const given = new Set(cases.map(([, values, , answer]) => channelOf(visit(values), answer)));
    expect([...given].sort()).toEqual([...channels].sort());
  });

  it("gives one of the channels whatever the values", () => {
    for (const medium of ["", "x", "=cmd", "<script>", "paid", "organic", "a".repeat(500)])
      expect(channels).toContain(channelOf(visit({ utm_medium: medium, utm_source: medium })));
  });
});
