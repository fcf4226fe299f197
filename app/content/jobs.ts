/**
 * Job listings for /join-the-team (SPEC §2, §3): one listing per role and location.
 * SPEC's responsibility1..6 fields are a `responsibilities` array of 5 or 6 items here.
 */
import { brand } from "./brand";
import { type GymSlug, gymBySlug } from "./gyms";
import type { ImageKey } from "./media";

export type EmploymentTypeCode = "FULL_TIME" | "PART_TIME" | "CONTRACTOR";

export interface JobListing {
  id: string;
  title: string;
  location: string;
  locationIdentifier: GymSlug;
  /** As shown on the page; null where there is no salary (freelance personal trainers). */
  salary: string | null;
  /** Machine-readable pay for JobPosting structured data. */
  salaryValue?: { amount: number; unit: "YEAR" | "HOUR" };
  employmentType: string;
  employmentTypes: EmploymentTypeCode[];
  descriptions: string[];
  responsibilities: string[];
  image: ImageKey;
  /** ISO date. */
  datePosted: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface CareersCopy {
  heroHeading: string;
  intro: string[];
  whyWorkWithUs: TitledText[];
  howToApply: { heading: string; steps: string[]; email: string };
  listingsHeading: string;
}

/** "Novo Welling", "Novo Greenwich", "Novo Armory, Greenwich". */
function locationLabel(slug: GymSlug): string {
  const gym = gymBySlug(slug);
  return slug === "armory" ? `${gym.name}, ${gym.locality}` : gym.name;
}

const locationImage: Record<GymSlug, ImageKey> = {
  armory: "armory-interior",
  greenwich: "greenwich-interior",
  welling: "welling-interior",
};

type ListingBody = Omit<JobListing, "id" | "location" | "locationIdentifier" | "image"> & {
  image?: ImageKey;
};

function listing(slug: GymSlug, body: ListingBody): JobListing {
  const id = `${body.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${slug}`;
  return {
    id,
    location: locationLabel(slug),
    locationIdentifier: slug,
    ...body,
    image: body.image ?? locationImage[slug],
  };
}

function generalManager(slug: GymSlug, datePosted: string): JobListing {
  const gym = gymBySlug(slug);
  const isStudio = slug === "armory";
  return listing(slug, {
    title: "General Manager",
    salary: "£28,000 plus commission",
    salaryValue: { amount: 28000, unit: "YEAR" },
    employmentType: "Full-time, permanent",
    employmentTypes: ["FULL_TIME"],
    descriptions: [
      isStudio
        ? `Lead ${gym.name}, our group-training studio in ${gym.locality}. You own the member experience, ` +
          "the class timetable and a team of coaches who care about every session."
        : `Lead ${gym.name}, our 24/7 gym in ${gym.locality}. You own the member experience, the numbers ` +
          "and a team of staff and trainers who keep the floor and recovery suite at their best.",
      "You are a hands-on leader with experience running a gym, studio or busy customer-facing site. You " +
        "set high standards, coach your team and know what drives membership growth.",
    ],
    responsibilities: [
      "Hit monthly membership, retention and revenue targets, with commission on results.",
      isStudio
        ? "Build and fill the class timetable, and keep every class within its group size."
        : "Keep the gym floor, changing rooms and recovery suite clean, safe and fully working.",
      isStudio
        ? "Recruit, schedule and develop the coaching team."
        : "Recruit, rota and develop front-of-house staff and manage our freelance personal trainers.",
      "Handle member feedback and complaints quickly and fairly.",
      "Run local marketing, partnerships and community events with head office.",
      "Report weekly on sales, attendance and costs, and act on what the numbers show.",
    ],
    datePosted,
  });
}

function salesManager(slug: GymSlug, datePosted: string): JobListing {
  const gym = gymBySlug(slug);
  return listing(slug, {
    title: "Sales Manager",
    salary: "£26,000 plus commission",
    salaryValue: { amount: 26000, unit: "YEAR" },
    employmentType: "Full-time, permanent",
    employmentTypes: ["FULL_TIME"],
    descriptions: [
      `Turn enquiries into members at ${gym.name}. Every day you will show people around the gym, answer ` +
        "their questions honestly and help them choose the membership that fits.",
      "You enjoy meeting people, you follow up without being pushy and you like being measured on results.",
    ],
    responsibilities: [
      "Follow up every lead from the website, phone and walk-ins the same day.",
      "Give tours of the gym floor and recovery suite and explain each membership type clearly.",
      "Meet monthly membership targets and earn commission on every sale.",
      "Run the day pass and referral offers and turn visitors into members.",
      "Keep accurate records of every lead and conversation in our systems.",
      "Work with the General Manager on local campaigns and outreach events.",
    ],
    datePosted,
  });
}

function fitnessInstructor(slug: GymSlug, datePosted: string): JobListing {
  const gym = gymBySlug(slug);
  return listing(slug, {
    title: "Fitness Instructor",
    salary: "£25,400",
    salaryValue: { amount: 25400, unit: "YEAR" },
    employmentType: "Full-time or part-time",
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    descriptions: [
      `Be the face of the gym floor at ${gym.name}. You welcome members, help them train safely and make ` +
        "sure the gym looks its best at every shift.",
      "You hold a Level 2 Gym Instructor qualification or higher, and you like helping people get started.",
    ],
    responsibilities: [
      "Welcome members and guests and answer questions on the gym floor.",
      "Run inductions and show members how to use equipment safely.",
      "Write simple programmes for new members and check in on their progress.",
      "Keep the floor tidy: re-rack weights, check equipment and report faults.",
      "Supervise the recovery suite during staffed hours.",
    ],
    datePosted,
  });
}

function personalTrainer(slug: GymSlug, datePosted: string): JobListing {
  const gym = gymBySlug(slug);
  return listing(slug, {
    title: "Personal Trainer",
    salary: null,
    employmentType: "Freelance only: rent-based, or floor hours in exchange for rent",
    employmentTypes: ["CONTRACTOR"],
    descriptions: [
      `Build your personal training business at ${gym.name}. This is a freelance role: you keep what you ` +
        "charge your clients and pay us a monthly rent to train them in the gym.",
      "Prefer to keep costs down while you grow? You can instead work agreed hours on the gym floor in " +
        "exchange for your rent.",
      "You hold a Level 3 Personal Training qualification and your own public liability insurance.",
    ],
    responsibilities: [
      "Find, train and keep your own clients, with support from our marketing.",
      "Deliver safe, effective sessions that follow the gym rules.",
      "Pay your rent on time, or complete your agreed floor hours.",
      `Help members on the floor and represent the ${brand.name} standard.`,
      "Keep your qualifications, first aid and insurance up to date.",
    ],
    datePosted,
  });
}

function studioInstructor(datePosted: string): JobListing {
  const gym = gymBySlug("armory");
  return listing("armory", {
    title: "Group Exercise, Combat Sports and Spin Instructor",
    salary: "£17.50 per hour",
    salaryValue: { amount: 17.5, unit: "HOUR" },
    employmentType: "Part-time or freelance",
    employmentTypes: ["PART_TIME", "CONTRACTOR"],
    descriptions: [
      `Coach classes at ${gym.name}, our studio in ${gym.locality}: boxing, Muay Thai, HIIT, spin, ` +
        "strength and conditioning, and more. Groups are small, so you coach people, not a crowd.",
      "You hold a relevant group exercise, spin or combat sports coaching qualification and you run " +
        "classes with energy and care. Tell us which classes you can teach.",
    ],
    responsibilities: [
      "Plan and deliver engaging classes that scale for beginners and regulars alike.",
      "Coach technique and keep every member safe, especially in combat sessions.",
      "Arrive early to set up the studio and leave it ready for the next class.",
      "Build a following and help fill your classes through the timetable.",
      "Cover classes for colleagues when you can.",
      "Keep your qualifications, first aid and insurance up to date.",
    ],
    datePosted,
  });
}

export const jobListings: JobListing[] = [
  generalManager("welling", "2025-05-06"),
  generalManager("greenwich", "2025-05-06"),
  generalManager("armory", "2025-05-13"),
  salesManager("welling", "2025-04-22"),
  salesManager("greenwich", "2025-04-22"),
  fitnessInstructor("welling", "2025-04-08"),
  fitnessInstructor("greenwich", "2025-04-08"),
  personalTrainer("welling", "2025-03-18"),
  personalTrainer("greenwich", "2025-03-18"),
  studioInstructor("2025-05-20"),
];

/** The subject line an application should carry: job title and location. */
export function applicationSubject(job: JobListing): string {
  return `${job.title} - ${job.location}`;
}

/** A mailto: link to the careers inbox with the subject filled in. */
export function applicationMailto(job: JobListing): string {
  return `mailto:${brand.careersEmail}?subject=${encodeURIComponent(applicationSubject(job))}`;
}

const exampleLocation = locationLabel("welling");

export const careersCopy: CareersCopy = {
  heroHeading: "Join the team",
  intro: [
    `${brand.name} is a small, ambitious gym group in south-east London. We run two 24/7 gyms and a ` +
      "group-training studio, and we are growing.",
    "We hire people who love training and love helping others do it well. If that is you, we would like to " +
      "hear from you.",
  ],
  whyWorkWithUs: [
    {
      title: "Premium places to work",
      text: "Well-equipped gyms and a studio with recovery suites, kept to a standard you will be proud of.",
    },
    {
      title: "Free membership",
      text: `Train free at every ${brand.name} gym, and use the recovery suite at the times listed.`,
    },
    {
      title: "Room to grow",
      text: "We are a growing brand. Good people move up, into senior and management roles.",
    },
    {
      title: "Training and development",
      text: "Funded courses and qualifications that help you progress in the industry.",
    },
    {
      title: "A team that cares",
      text: "Small teams, honest feedback and leaders who know your name and your goals.",
    },
  ],
  howToApply: {
    heading: "How to apply",
    steps: [
      "Find the role and location that suit you in the listings below.",
      `E-mail us at ${brand.careersEmail}.`,
      `Put the job title and location in the subject, for example "Fitness Instructor - ${exampleLocation}".`,
      `Attach your CV and tell us in a few lines why you want to join ${brand.name}.`,
      "We reply to every application. If you are shortlisted, we will invite you to an interview at the gym.",
    ],
    email: brand.careersEmail,
  },
  listingsHeading: "Current vacancies",
};
