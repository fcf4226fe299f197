/** The site's navigation: navbar, mobile menu and footer columns read from here. */
export interface NavLink {
  label: string;
  to: string;
}

export const primaryNav: NavLink[] = [
  { label: "HOME", to: "/" },
  { label: "GYM", to: "/locations" },
  { label: "ARMORY", to: "/novoarmory" },
  { label: "RETREAT", to: "/retreat" },
  { label: "PREP", to: "/meal-prep" },
];

export const contactButton: NavLink = { label: "CONTACT", to: "/contacts" };
export const offersButton: NavLink = { label: "OUR OFFERS", to: "/offers" };

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Gyms",
    links: [
      { label: "Find a gym", to: "/locations" },
      { label: "Novo Greenwich", to: "/greenwich" },
      { label: "Novo Welling", to: "/welling" },
      { label: "The Armory", to: "/novoarmory" },
      { label: "Recovery", to: "/recovery" },
    ],
  },
  {
    title: "Join",
    links: [
      { label: "Our offers", to: "/offers" },
      { label: "Join Greenwich", to: "/greenwich-signup" },
      { label: "Join Welling", to: "/welling-signup" },
      { label: "Join the Armory", to: "/armory-signup" },
      { label: "Retreats", to: "/retreat" },
      { label: "Prep meal plans", to: "/meal-prep" },
    ],
  },
  {
    title: "Novo",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "Novo Athletic", to: "/athletic" },
      { label: "Join the team", to: "/join-the-team" },
      { label: "Franchising", to: "/franchising" },
      { label: "Press enquiries", to: "/pr-enquiries" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Contact us", to: "/contacts" },
      { label: "FAQ", to: "/faq" },
      { label: "Terms and conditions", to: "/terms-and-conditions" },
      { label: "Privacy policy", to: "/privacy-policy" },
    ],
  },
];
