/**
 * The two interest pages (SPEC §2): retreats (/retreat) and Prep meal prep (/meal-prep). Their copy is content
 * (content/pages/retreat.yaml, meal-prep.yaml); the loader reads it with its facts filled. The form's
 * "how did you find us" values stay here: the server checks them (contracts, mail templates).
 */

export interface InterestTab {
  id: string;
  label: string;
  heading: string;
  text: string;
}

export interface InterestItem {
  title: string;
  text: string;
}

export interface InterestPageCopy {
  hero: { heading: string; text: string };
  launchingSoon: { heading: string; text: string };
  whatToExpect: { heading: string; items: InterestItem[] };
  /** In display order; the first is the default tab. */
  tabs: InterestTab[];
  tabButtonLabel: string;
  form: { eyebrow: string; heading: string; text: string };
  thankYou: { heading: string; text: string };
}

/** SPEC §3: the retreat form's "how did you find us" options, in order. */
export const discoveryOptions = [
  { value: "internet", label: "Website/Internet" },
  { value: "staff", label: "Spoke to staff" },
  { value: "referred", label: "Friends" },
  { value: "socials", label: "Social Media" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: string; label: string }[];

export type DiscoveryValue = (typeof discoveryOptions)[number]["value"];

/** The placeholder value of the discovery select; submitting it fails validation. */
export const discoveryPlaceholder = "Default";
