import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One entry per route of SPEC §2, in its order.
export default [
  index("routes/home.tsx"),
  route("locations", "routes/locations.tsx"),
  route("greenwich", "routes/greenwich.tsx"),
  route("welling", "routes/welling.tsx"),
  route("novoarmory", "routes/novoarmory.tsx"),
  route("greenwich-signup", "routes/greenwich-signup.tsx"),
  route("welling-signup", "routes/welling-signup.tsx"),
  route("armory-signup", "routes/armory-signup.tsx"),
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
  route("franchising", "routes/franchising.tsx"),
  route("athletic", "routes/athletic.tsx"),
  route("join-the-team", "routes/join-the-team.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
