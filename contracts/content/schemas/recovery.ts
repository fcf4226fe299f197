/**
 * The recovery guide (SPEC §3): each facility's guidance written once, which facilities /recovery and the
 * Greenwich and Welling pages show, and the rules. Temperatures and the like are facts other copy quotes
 * ({recovery.steamRoom.temperature}, contracts/content/facts.ts).
 */
import { fields, singleton } from "@keystatic/core";
import { recoveryFacilityIds } from "#contracts/content/facts.ts";
import { list, text, textQuotingFacts } from "./fields";
import { imageKey, plainText } from "./page-fields";

const facilityOptions = recoveryFacilityIds.map((id) => ({ label: id, value: id }));
const facilityRef = () =>
  fields.select({ label: "Facility", options: facilityOptions, defaultValue: "steam-room" });
const optionalText = (label: string, description: string) => text({ label, description });

export const recovery = singleton({
  label: "Recovery guide",
  path: "pages/recovery",
  format: { data: "yaml" },
  schema: {
    heroImage: imageKey("Photo at the top of /recovery"),
    facilities: list(
      fields.object({
        id: fields.select({ label: "Facility", options: facilityOptions, defaultValue: "steam-room" }),
        title: plainText("Title"),
        duration: plainText("Duration"),
        temperature: optionalText("Temperature", "e.g. 55°C; empty when it has none"),
        humidity: optionalText("Humidity", "e.g. 100%; empty when it does not apply"),
        activity: plainText("What to do", { multiline: true }),
        benefits: list(plainText("Benefit"), { max: 12, label: "Benefits", itemLabel: (p) => p.value }),
        summary: plainText("Summary", { multiline: true }),
        image: imageKey("Image (optional)", { optional: true }),
      }),
      { max: 12, label: "Facilities", itemLabel: (p) => p.fields.title.value },
    ),
    guide: list(facilityRef(), {
      max: 12,
      label: "Guides on /recovery, in order",
      itemLabel: (p) => p.value,
    }),
    gymList: list(facilityRef(), {
      max: 12,
      label: "Listed on the pages of gyms with a recovery suite (768 px and up), in order",
      itemLabel: (p) => p.value,
    }),
    gymTabs: list(facilityRef(), {
      max: 12,
      label: "Tabs on the pages of gyms with a recovery suite (phones); the first is open",
      itemLabel: (p) => p.value,
    }),
    rules: list(textQuotingFacts("Rule"), {
      max: 20,
      label: "Rules",
      description: "The first says when: the hours shown beside it are each gym's recovery hours",
      itemLabel: (p) => p.value,
    }),
  },
});
