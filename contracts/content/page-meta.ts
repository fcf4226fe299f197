/**
 * A page's words as its loader sends them: title and description (its meta tags), main heading and, where
 * its hero shows one, introduction. Content (content/pages/meta.yaml), read and filled on the server by
 * page-copy.server.ts; the page's path is code (page-paths.ts), found by its id, or a place's entry's.
 */

export interface PageCopy {
  /** A page of page-paths.ts, or "place" for a place's page, sign-up or tour. */
  id: string;
  /** Its canonical path. */
  path: `/${string}`;
  /** While the day pass runs, its description names the offer (meta.ts). */
  dayPass: boolean;
  title: string;
  description: string;
  heading: string;
  intro?: string;
}

/** The page any unknown address shows (and the 404 a loader throws). */
export interface NotFoundCopy {
  title: string;
  heading: string;
  text: string;
  button: string;
}
