/**
 * Copy for the two interest pages (SPEC §2): retreats (/retreat) and Prep meal prep (/meal-prep).
 * Both are coming soon and give 10% off (brand.ts interestOffer) for registering interest.
 */
import { brand, interestOffer } from "./brand";

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
  form: { heading: string; text: string };
  thankYou: { heading: string; text: string };
}

const save = `save ${interestOffer.percentOff}%`;

export const retreatCopy: InterestPageCopy = {
  hero: {
    heading: `Retreats coming soon, register interest and ${save}`,
    text:
      "Five days of training in the Cyprus sun, with coaching, good food and proper recovery. Be first to " +
      `hear when bookings open and get ${interestOffer.percentOff}% off your place.`,
  },
  launchingSoon: {
    heading: "Launching soon",
    text:
      `${brand.name} retreats are in the final stages of planning. Register your interest now and we will ` +
      "send you dates, prices and your discount before bookings open to everyone.",
  },
  whatToExpect: {
    heading: "What to expect",
    items: [
      {
        title: "5 days in Cyprus",
        text: "Five full days of training, away from routine, with the Mediterranean on your doorstep.",
      },
      {
        title: "Daily sessions",
        text: "Coached sessions every day: strength, conditioning, combat and mobility, scaled to you.",
      },
      {
        title: "Nutrition",
        text: "Fresh, balanced meals planned to fuel your training and help you recover.",
      },
      {
        title: "Recovery",
        text: "Stretching, mobility and downtime built into every day, so you leave feeling better.",
      },
      {
        title: "Community",
        text: "Train, eat and unwind with like-minded people and the coaches you know from our gyms.",
      },
      {
        title: "Accommodation",
        text: "Comfortable shared or private rooms close to the training space and the sea.",
      },
    ],
  },
  tabs: [
    {
      id: "training",
      label: "Training",
      heading: "Train with purpose",
      text:
        "Two coached sessions a day, from sunrise conditioning to strength and combat work. Every session " +
        "is scaled, so first-timers and regulars train side by side.",
    },
    {
      id: "nutrition",
      label: "Nutrition",
      heading: "Eat well, train better",
      text:
        "Every meal is planned around your training, with fresh local produce and plenty of protein. You " +
        "go home knowing how to eat for your goals, not just full.",
    },
    {
      id: "wellness",
      label: "Wellness",
      heading: "Recover and reset",
      text:
        "Mobility, stretching and time to rest are part of the plan. Sleep well, switch off and let your " +
        "body catch up with the work.",
    },
    {
      id: "community",
      label: "Community",
      heading: "Come as a member, leave as a team",
      text:
        "Small groups mean you get to know everyone. Shared meals, sunsets and hard sessions build " +
        "friendships that carry on back home.",
    },
  ],
  tabButtonLabel: "Register Interest",
  form: {
    heading: "Register your interest",
    text: `Leave your details for ${interestOffer.percentOff}% off. We will write before bookings open.`,
  },
  thankYou: {
    heading: "You're on the list",
    text: "Thanks for registering. We will e-mail you with dates and your discount before bookings open.",
  },
};

export const prepCopy: InterestPageCopy = {
  hero: {
    heading: `Prep is coming soon, register interest and ${save}`,
    text:
      "Fresh, macro-balanced meals made for your training, ready to collect at the gym. Register now and " +
      `get ${interestOffer.percentOff}% off your first order.`,
  },
  launchingSoon: {
    heading: "Launching soon",
    text:
      `Prep is ${brand.name}'s meal-prep service, launching soon. Register your interest and we will tell ` +
      "you first when ordering opens, with your discount ready to use.",
  },
  whatToExpect: {
    heading: "What to expect",
    items: [
      {
        title: "Macro-balanced meals",
        text: "Clear protein, carbohydrate and fat counts on every meal, so tracking takes seconds.",
      },
      {
        title: "Made fresh",
        text: "Cooked in small batches and chilled, never frozen, for meals that taste as good as they look.",
      },
      {
        title: "Built for your goal",
        text: "Choose meals to lose fat, build muscle or simply eat well through a busy week.",
      },
      {
        title: "Collect at the gym",
        text: "Order ahead and pick up your meals from your gym's front desk during staffed hours.",
      },
    ],
  },
  tabs: [
    {
      id: "macronutrients",
      label: "Macronutrients",
      heading: "Every macro counted",
      text:
        "Each meal is built around a measured portion of protein, carbohydrates and fats. The numbers are " +
        "on the label, so you always know what you are eating.",
    },
    {
      id: "freshness",
      label: "Freshness",
      heading: "Fresh, not frozen",
      text:
        "Meals are cooked in small batches with quality ingredients and delivered chilled to the gym. Eat " +
        "them within days, the way food should be.",
    },
    {
      id: "goals",
      label: "Goals",
      heading: "Meals that match your goals",
      text:
        "Cutting, building or maintaining, pick the range that fits your plan. Portions are set to support " +
        "your training, not work against it.",
    },
    {
      id: "convenience",
      label: "Convenience",
      heading: "Ready when you are",
      text: "Order ahead, then collect your meals when you train. No cooking, no washing up and no excuses.",
    },
  ],
  tabButtonLabel: "Register Interest",
  form: {
    heading: "Register your interest",
    text: `Leave your details for ${interestOffer.percentOff}% off. We will tell you when Prep launches.`,
  },
  thankYou: {
    heading: "You're on the list",
    text: "Thanks for registering. We will be in touch when Prep launches, with your discount.",
  },
};

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
