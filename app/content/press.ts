/** Copy for the press page (/pr-enquiries): reasons to feature us, ways to work with us, who to contact. */
import { armoryTrialOffer, brand } from "./brand";
import { defaultGym, findableGyms } from "./gyms";

export interface PressItem {
  title: string;
  text: string;
}

export interface PressCopy {
  hero: { heading: string; text: string };
  reasonsHeading: string;
  collaborationHeading: string;
  contact: { heading: string; text: string; email: string; responseTime: string };
}

const gymNames = findableGyms.map((gym) => gym.name).join(" and ");
const studio = defaultGym.name;

export const heroIntro =
  `${brand.name} runs premium 24/7 gyms and a group-training studio in south-east London. We welcome ` +
  "journalists, editors, creators and brands who want to tell stories about training, recovery and " +
  "community.";

export const reasonsToFeature: PressItem[] = [
  {
    title: "Premium fitness, local roots",
    text:
      `${gymNames} bring premium equipment and recovery suites to their high streets, open around the ` +
      "clock and staffed every day.",
  },
  {
    title: "Recovery, done properly",
    text:
      "Infra-red saunas, steam rooms and massage facilities sit beside the gym floor. Our team can explain " +
      "how and why recovery belongs in every training plan.",
  },
  {
    title: "Coaching-led group training",
    text:
      `${studio} runs boxing, Muay Thai, spin and conditioning in small groups, from Junior Boxing to ` +
      `seasoned fighters. New members try ${armoryTrialOffer.summary}.`,
  },
  {
    title: "Stories beyond the gym floor",
    text:
      `From the ${brand.name} Athletic football team to retreats in Cyprus and our Prep meal service, our ` +
      "community gives you people and stories worth covering.",
  },
  {
    title: "Experts on hand",
    text:
      "Our managers, coaches and personal trainers give clear, practical comment on strength, " +
      "conditioning, combat sports and recovery.",
  },
];

export const collaborationTypes: PressItem[] = [
  {
    title: "Features and interviews",
    text: "Profiles of our founders, managers and coaches, and the story of how the brand was built.",
  },
  {
    title: "Expert comment",
    text: "Fast, quotable comment on training trends, recovery, nutrition and the fitness industry.",
  },
  {
    title: "Product reviews",
    text: "Try our gyms, classes and recovery suites for yourself, or review equipment and kit with us.",
  },
  {
    title: "Events and launches",
    text: "Invitations to openings, launches and community events, with access for photography and filming.",
  },
  {
    title: "Athlete and coach stories",
    text: "Introductions to our fighters, players and members, and the coaches behind their progress.",
  },
  {
    title: "Brand partnerships",
    text: "Content and campaigns with brands that share our standards in training, nutrition and wellbeing.",
  },
];

export const pressCopy: PressCopy = {
  hero: { heading: "Press and PR enquiries", text: heroIntro },
  reasonsHeading: `Why feature ${brand.name}`,
  collaborationHeading: "Ways to work with us",
  contact: {
    heading: "Get in touch",
    text:
      "Tell us who you write for, what you are working on and your deadline. We will put you in touch with " +
      "the right person.",
    email: brand.pressEmail,
    responseTime: "We reply to press enquiries within one working day, and sooner for urgent deadlines.",
  },
};
