/**
 * The words of a place's pages (title, description, heading, intro): its entry's own (content/gyms/<id>.yaml,
 * `pages`), and where a field is empty, words written from the entry, so a new place reads well on the day
 * it opens (decision 0030). Facts in the entry's words are filled by the loader (page-copy.server.ts).
 * Pure and client-safe.
 */
import type { GymLocation, PageWords } from "#contracts/content/gym-location.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { tourRules } from "#contracts/content/tours.ts";

export type PlaceView = "page" | "signUp" | "tour";

type Place = Pick<
  GymLocation,
  | "kind"
  | "name"
  | "locality"
  | "postcode"
  | "intro"
  | "introSecondLine"
  | "pageLink"
  | "signUpLink"
  | "tourLink"
>;

const outward = (postcode: string) => postcode.split(" ")[0] ?? postcode;

/** The words written from the entry, for each page of a place. */
export function templateWords(place: Place, view: PlaceView): PageWords {
  const { name } = place;
  if (view === "signUp")
    return {
      title: `Join ${name} | Memberships`,
      description: `Choose your membership at ${name} and join online in a few minutes.`,
      heading: `Join ${name}`,
      intro:
        place.kind === "gym"
          ? "Pick the membership that suits you and sign up securely below. Your access app is ready as soon as you join."
          : "Choose a class membership and sign up securely below, then book your first session from the timetable.",
    };
  if (view === "tour")
    return {
      title: `Book a tour of ${name}`,
      description: `Pick a time in staffed hours and a member of the team will show you round ${name}.`,
      heading: `Book a tour of ${name}`,
      intro: `Pick a ${tourRules.slotMinutes}-minute slot in staffed hours and a member of the team will show you round.`,
    };
  const what = place.kind === "gym" ? "24/7 Gym" : "Group Training Studio";
  return {
    title: `${name} | ${what} in ${place.locality} ${outward(place.postcode)}`,
    description: place.intro,
    heading: name,
    intro: `${place.intro} ${place.introSecondLine}`,
  };
}

/** A place's page copy: each field its entry's own, or the written one when empty. */
export function placeCopy(place: Place, view: PlaceView, own: PageWords | undefined): PageCopy {
  const template = templateWords(place, view);
  const pick = (key: keyof PageWords) => (own?.[key] ? own[key] : template[key]);
  const path =
    view === "signUp"
      ? place.signUpLink
      : view === "tour"
        ? (place.tourLink ?? place.pageLink)
        : place.pageLink;
  return {
    id: "place",
    path,
    // A 24/7 gym's page presents the day pass while it runs (SPEC §2).
    dayPass: view === "page" && place.kind === "gym",
    title: pick("title"),
    description: pick("description"),
    heading: pick("heading"),
    intro: pick("intro"),
  };
}
