/**
 * The shape of an Armory class (SPEC §3). The classes and class sizes are content
 * (content/pages/armory-classes.yaml), read by `armoryClassesOf` (app/content/page-copy.server.ts); the FAQ
 * and the blog quote them as facts ({classes.names}, {classes.sizeMax}).
 */
import type { ImageKey } from "./media";

export interface ArmoryClass {
  id: string;
  name: string;
  duration: string;
  level: string;
  description: string;
  ages?: string;
  image?: ImageKey;
}

/** The Armory's classes as the page gets them (loader data). */
export interface ArmoryClassesCopy {
  /** The line above the list, with the class sizes filled in. */
  intro: string;
  size: { min: number; max: number };
  classes: ArmoryClass[];
}

// Until the FAQ and blog copy (app/content/faq.ts, blog.ts) quote these as facts, they read them here; a test
// (page-copy.test.ts) holds this list equal to content/pages/armory-classes.yaml. Delete both then.
/** Every Armory class is capped: never fewer than 6 or more than 12 people. */
export const classSize = { min: 6, max: 12 } as const;

export const armoryClasses: ArmoryClass[] = [
  {
    id: "boxing",
    name: "Boxing",
    duration: "60 min",
    level: "All levels",
    description:
      "Stance, footwork and combinations on the pads and bags, finished with a conditioning round. " +
      "Your coach builds every combination from the basics up.",
  },
  {
    id: "calisthenics",
    name: "Calisthenics",
    duration: "50 min",
    level: "All levels",
    description:
      "Bodyweight strength on the rig: pull-ups, dips, push-ups and holds, with progressions that meet you " +
      "where you are.",
  },
  {
    id: "junior-boxing",
    name: "Junior Boxing",
    duration: "45 min",
    level: "Beginner",
    ages: "10-15",
    description:
      "Non-contact boxing skills, fitness and confidence " +
      "for young people, coached with safety and fun first.",
  },
  {
    id: "hiit",
    name: "HIIT",
    duration: "45 min",
    level: "All levels",
    description:
      "Short, hard intervals on bikes, rowers, kettlebells and bodyweight moves. Work hard, rest, repeat.",
  },
  {
    id: "muay-thai",
    name: "Muay Thai",
    duration: "60 min",
    level: "All levels",
    description:
      "The art of eight limbs: kicks, knees, elbows and clinch work on pads, built on solid technique.",
  },
  {
    id: "lift",
    name: "Lift",
    duration: "60 min",
    level: "Beginner to intermediate",
    description:
      "Coached barbell and dumbbell strength work: squat, " +
      "hinge, press and pull, with form checked on every set.",
  },
  {
    id: "stretch",
    name: "Stretch",
    duration: "45 min",
    level: "All levels",
    description: "A slow, guided session of mobility and stretching to loosen hips, back and shoulders.",
  },
  {
    id: "core",
    name: "Core",
    duration: "45 min",
    level: "All levels",
    description: "Focused work for your trunk: anti-rotation, carries, holds and controlled movement.",
  },
  {
    id: "spin",
    name: "Spin",
    duration: "45 min",
    level: "All levels",
    description:
      "Rhythm rides and interval climbs on connected bikes, with a live leaderboard if you want to race.",
  },
  {
    id: "strength-and-conditioning",
    name: "Strength and Conditioning",
    duration: "60 min",
    level: "Intermediate",
    description:
      "Strength lifts paired with conditioning circuits: the " +
      "athlete's session for power, engine and resilience.",
  },
];
