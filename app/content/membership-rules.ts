/**
 * The numbers behind the terms (SPEC §9), kept here so the copy and any test read one source. A module of
 * its own so pages that quote a rule (the FAQ) do not load the whole terms text.
 */
export const membershipRules = {
  cancellationNoticeDays: 30,
  freezeMaxMonthsPerYear: 3,
  freezeNoticeDays: 5,
  coolingOffDays: 14,
  liabilityCapPounds: 1000,
} as const;
