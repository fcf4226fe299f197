/**
 * The static FAQ (SPEC §2, §9). Every gym fact in an answer is read from the content modules,
 * so prices, hours, offers and contacts change in one place only.
 */
import { armoryClasses, classSize } from "./armory-classes";
import { armoryTrialOffer, brand, dayPassOffer, interestOffer } from "./brand";
import { type GymLocation, gymBySlug, gyms, pounds } from "./gyms";
import { formatRange, type HoursRange } from "./hours";
import { membershipRules } from "./membership-rules";
import { gymRecoveryFacilities } from "./recovery";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

const armory = gymBySlug("armory");
const greenwich = gymBySlug("greenwich");
const welling = gymBySlug("welling");

const openAllHours = gyms.filter((gym) => gym.hours.access === "24/7");
const recoveryGyms = gyms.filter((gym) => gym.hasRecovery);
const juniorBoxing = armoryClasses.find((c) => c.id === "junior-boxing");

/** Sentences joined into one answer. */
function say(...sentences: string[]): string {
  return sentences.join(" ");
}

/** "a, b and c" */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function price(gym: GymLocation): string {
  return pounds(gym.monthlyPrice);
}

/** "weekdays 8am - 8pm and weekends 8am - 4pm" */
function hoursText(ranges: readonly HoursRange[]): string {
  return listOf(ranges.map((range) => `${range.label} ${formatRange(range)}`));
}

function staffedText(gym: GymLocation): string {
  return `${gym.name}: ${hoursText(gym.hours.staffed)}.`;
}

function recoveryText(gym: GymLocation): string {
  return gym.hours.recovery
    ? `${gym.name}: ${hoursText(gym.hours.recovery)}.`
    : `${gym.name}: no recovery area.`;
}

const names = (list: readonly GymLocation[]) => listOf(list.map((gym) => gym.name));
const recoveryList = listOf(gymRecoveryFacilities.map((f) => f.title.toLowerCase()));

export const faqSections: FaqSection[] = [
  {
    id: "memberships-pricing",
    title: "Memberships & Pricing",
    items: [
      {
        question: "How much does a membership cost?",
        answer: say(
          `Monthly memberships are ${price(greenwich)} at`,
          `${greenwich.name}, ${price(welling)} at ${welling.name}`,
          `and ${price(armory)} at ${armory.name}.`,
          "Every option for a location is listed on its sign-up page, so you can compare before you join.",
        ),
      },
      {
        question: "What types of membership do you offer?",
        answer: say(
          "Choose the commitment that suits you: monthly",
          "rolling, a fixed 6 or 12 month term, universal access",
          "across our sites, upfront 6 or 12 months, off-peak, or a single day pass.",
        ),
      },
      {
        question: "Is there a discount on a day pass?",
        // No date here: the FAQ is static, the offers page and gym pages show whether the offer is still on.
        answer: say(
          `Our day-pass offer gives ${dayPassOffer.summary} at ${names(openAllHours)} while it runs.`,
          "Our offers page and each gym's page show its end date and whether it is still on.",
          "Leave your details with the form on the gym's page and the team will be in touch about current offers.",
        ),
      },
      {
        question: "Can I try the Armory before I commit?",
        answer: say(
          `Yes. New members get ${armoryTrialOffer.summary}.`,
          "Fill in the free-session form on the Armory page: it takes you to the Armory's sign-up page, where " +
            "you pick your classes.",
        ),
      },
      {
        question: "Do you offer discounts on retreats and meal prep?",
        answer: say(
          "Both are launching soon. Register your interest on the retreat or Prep page",
          `and save ${interestOffer.percentOff}% when they open.`,
        ),
      },
    ],
  },
  {
    id: "facilities-amenities",
    title: "Facilities & Amenities",
    items: [
      {
        question: "What equipment do the gyms have?",
        answer: say(
          ...openAllHours.map(
            (gym) => `${gym.name} has ${listOf(gym.amenities.map((a) => a.title.toLowerCase()))}.`,
          ),
          "Staff can show you around any piece of kit during staffed hours.",
        ),
      },
      {
        question: "What is in the recovery suite?",
        answer: say(
          `${names(recoveryGyms)} each have a recovery suite with ${recoveryList}.`,
          ...gymRecoveryFacilities.map(
            (f) =>
              `${f.title}: ${f.duration}${f.temperature ? ` at ${f.temperature}` : ""}` +
              `${f.humidity ? ` and ${f.humidity} humidity` : ""}.`,
          ),
          "Our recovery page has a full guide to each one.",
        ),
      },
      {
        question: "Is there a swimming pool?",
        answer:
          "No. None of our sites has a swimming pool. We focus on training floors, classes and recovery.",
      },
      {
        question: "Does the Armory have a recovery area?",
        answer: say(
          `No. ${armory.name} is a group-training studio with no recovery access.`,
          `The sauna and steam rooms are at ${names(recoveryGyms)}.`,
        ),
      },
      {
        question: "Which classes run at the Armory?",
        answer: say(
          `${listOf(armoryClasses.map((c) => c.name))}.`,
          `Every class is coached in a group of ${classSize.min} to ${classSize.max} people.`,
        ),
      },
    ],
  },
  {
    id: "gym-access-hours",
    title: "Gym Access & Hours",
    items: [
      {
        question: "Are the gyms open 24/7?",
        answer: say(
          `${names(openAllHours)} are open 24 hours a day, 7 days a week, to members.`,
          `${armory.name} opens for gym access only during classes.`,
        ),
      },
      {
        question: "How do I get in?",
        answer: say(
          "Gym access is through our digital access app. Once you join, download the app, sign in",
          "and use it at the door.",
        ),
      },
      {
        question: "When are staff on site?",
        answer: say(...gyms.map(staffedText)),
      },
      {
        question: "When are the recovery areas open?",
        answer: say(
          "Recovery areas open at the times listed for each gym, which differ from the staffed hours:",
          ...recoveryGyms.map(recoveryText),
          `${armory.name} has no recovery access.`,
        ),
      },
      {
        question: "Can I use the Armory outside of classes?",
        answer: say(
          `No. ${armory.name} gives gym access only during classes.`,
          "Book a class through the timetable on the Armory page and arrive ten minutes early.",
        ),
      },
    ],
  },
  {
    id: "health-safety",
    title: "Health & Safety",
    items: [
      {
        question: "How old do I need to be to join?",
        answer: say(
          `Members must be ${brand.minimumAge} or over.`,
          juniorBoxing?.ages
            ? `Younger athletes aged ${juniorBoxing.ages} can join ${juniorBoxing.name} at ${armory.name}.`
            : "",
        ).trim(),
      },
      {
        question: "Is the sauna and steam room safe for everyone?",
        answer: say(
          "Heat is safe for most healthy adults when used sensibly: start with short sessions, drink water",
          "and leave if you feel dizzy or unwell. If you are pregnant, have a heart condition, high or low",
          "blood pressure, or any other medical condition, check with your GP before using heat.",
        ),
      },
      {
        question: "Is it safe to train when staff are not on site?",
        answer: say(
          "Members can train at any hour. Outside staffed",
          "hours, train within your limits, avoid maximal lifts",
          "without a spotter, put equipment back after use and report any fault to the team.",
          "Recovery areas open only at the recovery times listed for each gym.",
        ),
      },
      {
        question: "Do I need to sign anything before I train?",
        answer: say(
          "Yes. Every member signs our waiver and terms and conditions electronically when they join.",
          "It takes a couple of minutes as part of the sign-up.",
        ),
      },
      {
        question: "What if I have an injury or medical condition?",
        answer: say(
          "Speak to your GP or physiotherapist before starting a new programme, then tell our team.",
          "Coaches can scale exercises and classes around you.",
        ),
      },
    ],
  },
  {
    id: "account-support",
    title: "Account & Support",
    items: [
      {
        question: "Can I freeze my membership?",
        answer: say(
          `Yes. You can freeze for up to ${membershipRules.freezeMaxMonthsPerYear} calendar months a year.`,
          `Give us ${membershipRules.freezeNoticeDays} days' written notice`,
          `by email to ${brand.managementEmail} and tell us the date the freeze should end.`,
        ),
      },
      {
        question: "How do I cancel?",
        answer: say(
          `Cancellation needs ${membershipRules.cancellationNoticeDays} days' written notice.`,
          `Email ${brand.managementEmail} or hand it in at reception, and we will confirm it in writing.`,
        ),
      },
      {
        question: "How do I contact my gym?",
        answer: say(
          `Call us on ${brand.phone}, or email your gym:`,
          `${listOf(gyms.map((gym) => `${gym.name} at ${gym.email}`))}.`,
        ),
      },
      {
        question: "The access app is not letting me in. What should I do?",
        answer: say(
          `Call ${brand.phone} or email your home gym with your name and the email you signed up with.`,
          "During staffed hours the team at reception can also help you straight away.",
        ),
      },
      {
        question: "Who do I contact about press, careers or franchising?",
        answer: say(
          `For press and franchising, email ${brand.pressEmail}.`,
          `For jobs, see our join-the-team page or email ${brand.careersEmail}.`,
        ),
      },
    ],
  },
];
