/**
 * The shape of the offers that always run (content/standing-offers.yaml), read by `standingOffersOf`
 * (contracts/content/page-copy.server.ts) with their summaries filled; other copy quotes them as facts
 * ({offers.armoryTrial}, {offers.interestPercent}).
 */
export interface StandingOffers {
  /** The Armory's free trial: `classes` classes within `days` days of joining. */
  armoryTrial: { classes: number; days: number; summary: string; cardDetail: string };
  /** Registering interest in retreats or Prep: `percentOff` off at launch; what each offers card says of them. */
  interest: { percentOff: number; summary: string; retreatCardDetail: string; prepCardDetail: string };
}
