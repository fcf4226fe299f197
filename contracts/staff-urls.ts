/** Every URL of the staff area, built in one place: its pages, its forms' actions and the e-mailed link. */
export const staffUrls = {
  home: "/staff",
  signIn: "/staff/sign-in",
  /** The e-mailed single-use link: opening it shows a button, pressing it (a POST to `confirmLink`) signs in. */
  link: (token: string) => `/staff/link/${token}`,
  confirmLink: "/staff/link",
  signOut: "/staff/sign-out",
  submission: (id: string) => `/staff/submissions/${id}`,
  savedSubmission: (id: string) => `/staff/submissions/${id}?saved=1`,
  submissionStatus: (id: string) => `/staff/submissions/${id}/status`,
  /** A call or e-mail logged from the lead's page (issue 32). */
  logContact: (id: string) => `/staff/submissions/${id}/contact`,
  /**
   * The notification's "Mark contacted": a GET shows a one-press confirmation (a mail scanner following the
   * link marks nothing); its form posts to the same URL.
   */
  markContacted: (id: string) => `/staff/submissions/${id}/contacted`,
  exportCsv: "/staff/export",
  outbox: "/staff/outbox",
  retried: (messageId: number) => `/staff/outbox?retried=${messageId}`,
  retryMessage: (messageId: number) => `/staff/outbox/${messageId}/retry`,
  erase: "/staff/erase",
  confirmErasure: "/staff/erase/confirm",
  charts: "/staff/charts",
  /** Where leads come from (issue 38): every role, a gym its own; and management's spend. */
  sources: "/staff/sources",
  spend: "/staff/spend",
  spendSaved: (month: string) => `/staff/spend?month=${month}&saved=1`,
  spendEdit: (month: string, id: number) => `/staff/spend?month=${month}&edit=${id}`,
  /** Management: the month's Google review calls against the budget, and their cost (issue 45). */
  reviews: "/staff/reviews",
  /** Management: submissions held for review, and the form that releases one or marks it spam. */
  held: "/staff/held",
  /** Tours from today on, and the form that marks one attended or a no-show (issue 19). */
  tours: "/staff/tours",
  markTour: (bookingId: string) => `/staff/tours/${bookingId}/mark`,
  tourMarked: "/staff/tours?marked=1",
  heldDone: (done: "released" | "spam") => `/staff/held?done=${done}`,
  /** The owner's content: a link to the editor, the change log and its "Put back" forms. */
  content: "/staff/content",
  /** Management's preview of a place's page, a draft's included (decision 0030). */
  placePreview: (id: string) => `/staff/places/${encodeURIComponent(id)}/preview`,
  contentRestored: "/staff/content?restored=1",
  restoreChange: (id: number) => `/staff/content/changes/${id}/restore`,
  /** Management: who has access, with which role; the invitation, role and removal forms; the change log. */
  people: "/staff/people",
  peopleDone: (done: "invited" | "changed" | "removed" | "passkey-removed") => `/staff/people?done=${done}`,
  /** Every colleague's own page: their passkeys, the form that adds one and the forms that remove them. */
  account: "/staff/account",
  accountDone: (done: "added" | "removed") => `/staff/account?done=${done}`,
  /** The account page's script posts here: a passkey's registration options, then the browser's answer. */
  addPasskey: "/staff/account/passkey",
  /** The sign-in page's script posts here: a passkey sign-in's options, then the browser's answer. */
  passkeySignIn: "/staff/passkey",
  /** Management: owner-changed entries whose shipped version differs (issue 31's deploy rule). */
  contentDifferences: "/staff/content/differences",
} as const;

/**
 * Keystatic's admin UI and API, whose paths the library hard-codes (decision 0017): outside /staff, so the
 * session cookie is also issued for these two paths (server/staff/area.ts, editorCookies).
 */
export const editorUrls = { admin: "/keystatic", api: "/api/keystatic" } as const;

/**
 * The editor API path's segments exactly as Keystatic 0.6's generic handler computes them (its `getParams`),
 * or null when a segment does not decode. Case-sensitive, empty segments dropped, each percent-decoded.
 */
export function keystaticParams(url: string): string[] | null {
  try {
    return new URL(url).pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean);
  } catch {
    return null;
  }
}

/** The path every staff URL starts with; the session cookie is scoped to it. */
export const STAFF_PATH = staffUrls.home;

/** Where a sign-in returns to (issue 32): a lead's page or its one-press confirmation, nothing else. */
export function returnPathOf(value: string | null | undefined): string | null {
  return value && /^\/staff\/submissions\/[0-9a-f-]{36}(\/contacted)?$/i.test(value) ? value : null;
}

/** The cookie that carries that path from the sign-in page to the link's press (same browser). */
export const RETURN_COOKIE = "novo_staff_return";
