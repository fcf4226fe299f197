/**
 * The shape of an Armory class (SPEC §3). The classes and class sizes are content
 * (content/pages/armory-classes.yaml), read by `armoryClassesOf` (contracts/content/page-copy.server.ts); the FAQ
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
