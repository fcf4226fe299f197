/**
 * The shape of a recovery facility's guidance (SPEC §3). The guidance is content
 * (content/pages/recovery.yaml), read by `recoveryGuideOf` (contracts/content/page-copy.server.ts) and given to the
 * pages as loader data; other copy quotes it as facts ({recovery.steamRoom.temperature}).
 */
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
