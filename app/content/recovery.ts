/**
 * The shape of a recovery facility's guidance (SPEC §3). The guidance is content
 * (content/pages/recovery.yaml), read by `recoveryGuideOf` (app/content/page-copy.server.ts); other copy quotes
 * it as facts ({recovery.steamRoom.temperature}).
 *
 * Until the FAQ, the blog, the gym pages and /locations read it from there, they read the values below; a test
 * (page-copy.test.ts) holds them equal to the content file. Delete them then.
 */
import { brand } from "./brand";
import type { ImageKey } from "./media";

export interface RecoveryInfo {
  id: string;
  title: string;
  duration: string;
  temperature?: string;
  humidity?: string;
  activity: string;
  benefits: string[];
  summary: string;
  image?: ImageKey;
}

export const iceBaths: RecoveryInfo = {
  id: "ice-baths",
  title: "Ice baths",
  duration: "30 seconds to 5 minutes",
  temperature: "0-3°C",
  activity:
    "Lower yourself in slowly, keep your breathing long and steady, and step out when your time is up.",
  benefits: ["Reduced muscle soreness", "Reduced inflammation", "Mental resilience", "Alertness"],
  summary: "A short, sharp cold plunge to calm tired legs and reset after hard training.",
};

export const saltSauna: RecoveryInfo = {
  id: "salt-sauna",
  title: "Salt sauna",
  duration: "15-30 minutes",
  temperature: "80°C",
  activity: "Sit or lie back and breathe slowly through your nose in the warm, salt-rich air.",
  benefits: ["Airways", "Skin health", "Muscle relaxation", "Stress relief"],
  summary: "Dry heat with salt-lined walls, for a calm, deep sweat and easy breathing.",
};

export const infraredSauna: RecoveryInfo = {
  id: "infrared-sauna",
  title: "Infra-red sauna",
  duration: "15-45 minutes",
  temperature: "60°C",
  activity: "Passive relaxation: sit back, switch off and let the infra-red warmth do the work.",
  benefits: ["Deep muscle relaxation", "Circulation", "Detox", "Skin health"],
  summary:
    "Infra-red panels warm your body directly at a gentler air temperature than a traditional sauna, " +
    "so you can stay in longer and relax fully.",
  image: "recovery-infrared",
};

export const steamRoom: RecoveryInfo = {
  id: "steam-room",
  title: "Steam room",
  duration: "10-20 minutes",
  temperature: "55°C",
  humidity: "100%",
  activity: "Sit or stand and focus on slow, deep breathing through your nose.",
  benefits: ["Circulation", "Airways", "Muscle relaxation", "Detox"],
  summary:
    "Moist heat at full humidity. It feels warmer than the thermometer says, so start short and build up.",
  image: "recovery-steam",
};

export const relaxationPool: RecoveryInfo = {
  id: "relaxation-pool",
  title: "Relaxation pool",
  duration: "15-30 minutes",
  temperature: "40°C",
  activity: "Sit back in the warm water and let your muscles loosen. It is for resting, not swimming.",
  benefits: ["Muscle relaxation", "Joint mobility", "Circulation", "Stress relief"],
  summary: "A warm soak that takes the weight off your joints after a long session.",
};

export const massage: RecoveryInfo = {
  id: "massage",
  title: "Massage facilities",
  duration: "15-20 minutes",
  activity: "Lie back and let the massage chairs and tools work through your back, legs and feet.",
  benefits: ["Muscle tension relief", "Circulation", "Mobility", "Relaxation"],
  summary: "Targeted massage to ease tight spots and help you move freely for your next session.",
  image: "recovery-massage",
};

/** Every facility in SPEC §3, in the spec's order. */
export const recoveryFacilities: RecoveryInfo[] = [
  iceBaths,
  saltSauna,
  infraredSauna,
  steamRoom,
  relaxationPool,
  massage,
];

/** The guides on /recovery. */
export const recoveryGuides: RecoveryInfo[] = [steamRoom, infraredSauna];

/** The desktop list on the Greenwich and Welling pages. */
export const gymRecoveryFacilities: RecoveryInfo[] = [infraredSauna, steamRoom, massage];

/** The mobile tabs on the Greenwich and Welling pages; the first tab (salt sauna) is the default. */
export const mobileRecoveryTabs: RecoveryInfo[] = [saltSauna, steamRoom, massage];

export const recoveryRules: string[] = [
  "Recovery areas open at the times listed for each gym.",
  "The Armory has no recovery access.",
  "There are no swimming pools at any Novo site.",
  `Members must be ${brand.minimumAge} or over.`,
];
