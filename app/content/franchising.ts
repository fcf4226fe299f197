/**
 * Copy for /franchising and the content of the investor pack PDF it hands out.
 * No financial performance figures: the model is described, and figures are shared on request under NDA.
 */
import { armoryTrialOffer, brand } from "./brand";
import { defaultGym, findableGyms, type GymLocation, gyms, pounds } from "./gyms";

export interface FranchiseItem {
  title: string;
  text: string;
}

export interface InvestorPackSection {
  heading: string;
  paragraphs: string[];
}

export interface InvestorPack {
  fileName: string;
  href: `/${string}`;
  title: string;
  subtitle: string;
  sections: InvestorPackSection[];
}

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

function priceLine(gym: GymLocation): string {
  const what = gym.hours.access === "24/7" ? "24/7 gym membership" : "unlimited class membership";
  return `${gym.name}: ${what} from ${pounds(gym.monthlyPrice)} a month.`;
}

function locationLine(gym: GymLocation): string {
  const access =
    gym.hours.access === "24/7" ? "open 24/7 through the members' app" : "open for booked classes";
  const recovery = gym.hasRecovery ? ", with a recovery suite" : "";
  return `${gym.name}, ${gym.address}, ${gym.postcode}: ${access}${recovery}.`;
}

const gymNames = findableGyms.map((gym) => gym.name).join(" and ");
const studio = defaultGym.name;

export const franchisingCopy: FranchisingCopy = {
  hero: {
    heading: `Franchise with ${brand.name}`,
    text: "Bring premium 24/7 fitness and coached group training to your area, backed by a proven brand.",
  },
  intro: [
    `${brand.name} was built in south-east London on a simple idea: premium training, open around the ` +
      "clock, with recovery and coaching that members actually use.",
    "We are now looking for partners who share our standards to take the brand to new towns and cities.",
  ],
  whyFranchise: {
    heading: `Why ${brand.name}`,
    items: [
      {
        title: "A premium brand members trust",
        text: `${brand.tagline} A clear identity, consistent standards and loyal members in every location.`,
      },
      {
        title: "Lean 24/7 operations",
        text: "Members enter with the digital access app, so the gym trades day and night on lean staffing.",
      },
      {
        title: "Recovery as a differentiator",
        text: "Infra-red saunas, steam rooms and massage facilities set our gyms apart from budget gyms.",
      },
      {
        title: "Two formats, one brand",
        text: "A 24/7 gym, an Armory studio or both together, matched to the site and the local market.",
      },
    ],
  },
  model: {
    heading: "The model",
    paragraphs: [
      `Our 24/7 gyms, like ${gymNames}, combine a premium strength and cardio floor with a recovery suite. ` +
        "Members have access at any hour, and staff are on site through the busiest parts of the day.",
      `Our Armory studios, like ${studio}, run coached classes in small groups of 6 to 12: boxing, Muay ` +
        "Thai, spin, strength and conditioning. They fit railway arches and smaller units, and they pair " +
        "naturally with a nearby 24/7 gym.",
    ],
    points: [
      "Memberships sold online through our sign-up platform, with monthly, fixed-term, upfront and " +
        "off-peak options and day passes.",
      "Class bookings and timetables run through our booking platform.",
      "Lead capture, offers and follow-up handled by our website and sales process.",
      "Recovery areas open at set times, listed for each gym, so premium facilities stay supervised.",
    ],
  },
  support: {
    heading: "The support you get",
    items: [
      {
        title: "Site selection",
        text: "Help finding and assessing sites, catchment analysis and lease negotiation.",
      },
      {
        title: "Design and fit-out",
        text: "Our layouts, equipment specification and suppliers, with on-site support up to opening.",
      },
      {
        title: "Launch marketing",
        text: "A pre-sale campaign, website pages, offers and lead handling from day one.",
      },
      {
        title: "Training",
        text: "Training for you and your team in sales, operations, customer service and safety.",
      },
      {
        title: "Systems",
        text: "Membership, access, booking and reporting systems, set up and supported centrally.",
      },
      {
        title: "Ongoing support",
        text: "A named contact at head office, regular reviews and shared best practice across the network.",
      },
    ],
  },
  packContents: {
    heading: "What's in the investor pack",
    items: [
      `The ${brand.name} story and what sets the brand apart.`,
      "Our locations, formats and membership model.",
      "What a franchisee gets: territory, brand, systems, training and support.",
      "The ideal franchise partner and site.",
      "The steps from first conversation to opening day.",
    ],
  },
  form: {
    heading: "Download the investor pack",
    text: "Leave your details to download the pack. A member of our management team will follow up.",
    buttonLabel: "Download the pack",
  },
  thankYou: {
    heading: "Thank you",
    text: "Your investor pack is ready to download. We will be in touch shortly.",
  },
};

export const investorPack: InvestorPack = {
  fileName: "novo-investor-pack.pdf",
  href: "/novo-investor-pack.pdf",
  title: `${brand.name} investor pack`,
  subtitle: `Franchise opportunities with ${brand.legalName}. ${brand.tagline}`,
  sections: [
    {
      heading: `The ${brand.name} story`,
      paragraphs: [
        `${brand.name} began in south-east London with one goal: give people a premium place to train that ` +
          "fits around their lives. That meant open 24/7, well equipped, spotlessly kept and staffed by " +
          "people who care.",
        "We added recovery, with infra-red saunas, steam rooms and massage facilities, because training " +
          `hard only works if you recover well. Then we opened ${studio}, a coached studio for combat ` +
          "sports, spin and conditioning in small groups.",
        `Today ${brand.legalName} runs ${gyms.length} sites under one brand, and we are ready to grow with ` +
          "franchise partners.",
      ],
    },
    {
      heading: "Our locations",
      paragraphs: [
        ...gyms.map(locationLine),
        `Every site shares the same standards, the same systems and one phone number, ${brand.phone}.`,
      ],
    },
    {
      heading: "The membership model",
      paragraphs: [
        ...gyms.map(priceLine),
        "Members choose monthly rolling, fixed 6 or 12-month, upfront 6 or 12-month, universal access or " +
          "off-peak memberships. Day passes bring new people through the door.",
        "Introductory offers turn visitors into members: a discounted first day pass at our 24/7 gyms and " +
          `${armoryTrialOffer.summary} at ${studio}. Members sign up online, sign the waiver ` +
          "electronically and enter with the digital access app.",
      ],
    },
    {
      heading: "What a franchisee gets",
      paragraphs: [
        `The right to trade as ${brand.name} in an agreed territory, with the brand, website presence and ` +
          "marketing that come with it.",
        "Our gym and studio formats, layouts, equipment specification and supplier terms.",
        "Membership, access, booking and reporting systems, set up and supported by head office.",
        "Training for you and your team before opening, a launch and pre-sale campaign, and ongoing " +
          "support from a named contact.",
      ],
    },
    {
      heading: "Who we are looking for",
      paragraphs: [
        "Partners with business or multi-site experience, access to investment and a genuine passion for " +
          "fitness. Gym industry experience helps but is not essential.",
        "Sites in busy, well-connected areas with good visibility. A 24/7 gym suits larger units with " +
          "space for a recovery suite; an Armory studio suits smaller units, including railway arches.",
        "Financial information, including set-up costs and the performance of our existing sites, is " +
          "shared on request with serious applicants, under a non-disclosure agreement.",
      ],
    },
    {
      heading: "Next steps",
      paragraphs: [
        `E-mail ${brand.managementEmail} to introduce yourself and the area you have in mind.`,
        "We will arrange an introductory call, then share detailed figures under NDA. Shortlisted partners " +
          "visit our gyms and meet the team before we agree a territory and plan for opening.",
        `${brand.legalName}. ${brand.tagline}`,
      ],
    },
  ],
};
