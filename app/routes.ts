import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One entry per route of SPEC §2, in its order. The places' pages (/greenwich, /welling-signup, ...) are one
// route resolved against the content (decision 0030); every static route here wins over it.
export default [
  index("routes/home.tsx"),
  route("locations", "routes/locations.tsx"),
  route(":place", "routes/place.tsx"),
  route("retreat", "routes/retreat.tsx"),
  route("meal-prep", "routes/meal-prep.tsx"),
  route("recovery", "routes/recovery.tsx"),
  route("offers", "routes/offers.tsx"),
  route("contacts", "routes/contacts.tsx"),
  route("faq", "routes/faq.tsx"),
  route("pr-enquiries", "routes/pr-enquiries.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  // Issue 45: how reviews are chosen and how to report a fake one, linked from every reviews section.
  route("review-policy", "routes/review-policy.tsx"),
  route("franchising", "routes/franchising.tsx"),
  route("athletic", "routes/athletic.tsx"),
  route("join-the-team", "routes/join-the-team.tsx"),
  // Issue 19: a tour page per 24/7 gym (a studio keeps its free-class flow), and a cancel link's page.
  route(":place/tour", "routes/place-tour.tsx"),
  route("tour/cancel/:token", "routes/tour-cancel.tsx"),
  // Management's preview of a place, drafts included: under /staff, where the session's cookie goes.
  route("staff/places/:id/preview", "routes/place-preview.tsx"),
  // The staff area (docs/staff.md): rendered for each request, never cached or indexed, with no client script.
  route("staff", "routes/staff/layout.tsx", [
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("link/:token", "routes/staff/link-opened.tsx"),
    route("link", "routes/staff/link.tsx"),
    route("sign-out", "routes/staff/sign-out.tsx"),
    // Issue 43.5: a passkey sign-in's two posts (the sign-in page's script).
    route("passkey", "routes/staff/passkey-sign-in.tsx"),
    layout("routes/staff/signed-in.tsx", [
      index("routes/staff/inbox.tsx"),
      route("submissions/:id", "routes/staff/submission.tsx"),
      route("submissions/:id/status", "routes/staff/submission-status.tsx"),
      route("submissions/:id/contact", "routes/staff/submission-contact.tsx"),
      route("submissions/:id/contacted", "routes/staff/submission-contacted.tsx"),
      route("export", "routes/staff/export.tsx"),
      route("outbox", "routes/staff/outbox.tsx"),
      route("outbox/:id/retry", "routes/staff/outbox-retry.tsx"),
      route("erase", "routes/staff/erase.tsx"),
      route("erase/confirm", "routes/staff/erase-confirm.tsx"),
      route("charts", "routes/staff/charts.tsx"),
      route("sources", "routes/staff/sources.tsx"),
      route("spend", "routes/staff/spend.tsx"),
      route("reviews", "routes/staff/reviews.tsx"),
      route("held", "routes/staff/held.tsx"),
      route("tours", "routes/staff/tours.tsx"),
      route("tours/:id/mark", "routes/staff/tour-mark.tsx"),
      route("content", "routes/staff/content.tsx"),
      route("content/changes/:id/restore", "routes/staff/content-restore.tsx"),
      route("content/differences", "routes/staff/content-differences.tsx"),
      route("people", "routes/staff/people.tsx"),
      // Issue 43.5: a colleague's own page (their passkeys), and its script's two posts that add one.
      route("account", "routes/staff/account.tsx"),
      route("account/passkey", "routes/staff/account-passkey.tsx"),
    ]),
  ]),
  // The owner's content editor (decision 0017): Keystatic's admin and API, at the paths it hard-codes.
  route("keystatic/*?", "routes/keystatic.tsx"),
  route("api/keystatic/*", "routes/keystatic-api.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
