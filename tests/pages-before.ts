/**
 * Every page's title, description, heading and intro as they rendered when they were code (the former
 * app/content/pages.ts, verbatim, captured before issue 17 moved them into content/pages/meta.yaml): the
 * content must keep rendering them byte for byte. The intros of home, retreat, Prep, press and athletic
 * were never rendered, so they are not here (nor in the content).
 */
export const pagesBefore = {
  home: {
    path: "/",
    title: "Novo | 24/7 Gyms in Greenwich & Welling and the Armory Studio",
    description:
      "Premium 24/7 gyms in Greenwich and Welling with sauna and steam recovery, plus the Armory group-training studio. Active. Healthy. Strong.",
    heading: "Active. Healthy. Strong.",
  },
  locations: {
    path: "/locations",
    title: "Find a Gym Near You | Novo Locations",
    description:
      "Find your nearest Novo gym by postcode. 24/7 gyms in Greenwich and Welling with recovery suites, and the Armory studio in Greenwich.",
    heading: "Find your nearest gym",
    intro:
      "Enter your postcode and we will list our gyms nearest first, with directions, opening times and how to join.",
  },
  greenwich: {
    path: "/greenwich",
    title: "Novo Greenwich | 24/7 Gym in Greenwich SE10",
    description: "A 24/7 gym in the heart of Greenwich. Free weights, cardio, sauna and steam.",
    mentionsDayPass: true,
    heading: "Novo Greenwich",
    intro:
      "A 24/7 gym in the heart of Greenwich. Free weights, machines, a functional zone and a recovery suite with sauna and steam.",
  },
  welling: {
    path: "/welling",
    title: "Novo Welling | 24/7 Gym in Welling DA16",
    description:
      "Welling's 24/7 gym, with staff in seven days a week. Strength, cardio and a recovery suite.",
    mentionsDayPass: true,
    heading: "Novo Welling",
    intro:
      "Welling's 24/7 gym, with staff in seven days a week. Strength, cardio and a recovery suite with sauna and steam, ten minutes from Bexleyheath.",
  },
  armory: {
    path: "/novoarmory",
    title: "The Armory | Group Training Studio in Greenwich | Novo",
    description:
      "Boxing, Muay Thai, HIIT, spin and strength classes in groups of 6 to 12 at the Armory, Greenwich. Try 3 classes free within 7 days.",
    heading: "The Armory",
    intro:
      "Small-group training that keeps you coming back. Boxing, Muay Thai, strength, spin and more, coached in groups of 6 to 12.",
  },
  greenwichSignup: {
    path: "/greenwich-signup",
    title: "Join Novo Greenwich | Memberships",
    description: "Choose your membership at Novo Greenwich and join online in a few minutes.",
    heading: "Join Novo Greenwich",
    intro:
      "Pick the membership that suits you and sign up securely below. Your access app is ready as soon as you join.",
  },
  wellingSignup: {
    path: "/welling-signup",
    title: "Join Novo Welling | Memberships",
    description: "Choose your membership at Novo Welling and join online in a few minutes.",
    heading: "Join Novo Welling",
    intro:
      "Pick the membership that suits you and sign up securely below. Your access app is ready as soon as you join.",
  },
  armorySignup: {
    path: "/armory-signup",
    title: "Join the Armory | Class Memberships",
    description: "Choose your Armory class membership and join online in a few minutes.",
    heading: "Join the Armory",
    intro:
      "Choose a class membership and sign up securely below, then book your first session from the timetable.",
  },
  retreat: {
    path: "/retreat",
    title: "Novo Retreats | Five Days of Training in Cyprus",
    description:
      "Five days of training, nutrition and recovery in Cyprus with Novo coaches. Retreats are coming soon: register your interest and save 10%.",
    heading: "Retreats coming soon, register interest and save 10%",
  },
  mealPrep: {
    path: "/meal-prep",
    title: "Prep by Novo | Meal Prep Collected at Your Gym",
    description:
      "Prep: macro-balanced meals made fresh and collected at your Novo gym. Coming soon: register your interest and save 10%.",
    heading: "Prep is coming soon",
  },
  recovery: {
    path: "/recovery",
    title: "Recovery Guide | Sauna and Steam Room at Novo",
    description:
      "How to use the infra-red sauna and steam room at Novo Greenwich and Welling: timings, temperatures and the benefits of each.",
    heading: "Recovery guide",
    intro:
      "Training is half the work. Here is how to get the most from the infra-red sauna and the steam room.",
  },
  offers: {
    path: "/offers",
    title: "Offers | Day Pass, Armory Trial and More | Novo",
    description: "3 free Armory classes and 10% off retreats and Prep for registering your interest.",
    mentionsDayPass: true,
    heading: "Our offers",
    intro:
      "Try us before you commit. These offers are for new members; where one has an end date, its card shows it.",
  },
  contacts: {
    path: "/contacts",
    title: "Contact Novo | Greenwich, Welling and the Armory",
    description: "Call, e-mail or send us a message. Opening times, addresses and maps for every Novo gym.",
    heading: "Contact us",
    intro:
      "Questions about membership, classes or the recovery suite? Send us a message and the team will reply.",
  },
  faq: {
    path: "/faq",
    title: "FAQ | Memberships, Access and Facilities | Novo",
    description:
      "Answers about Novo memberships, prices, 24/7 access, opening hours, recovery facilities and your account.",
    heading: "Frequently asked questions",
    intro: "Everything members ask us most, from prices and freezes to access hours and the recovery suite.",
  },
  press: {
    path: "/pr-enquiries",
    title: "Press Enquiries | Novo",
    description:
      "Media and collaboration enquiries for Novo gyms and the Armory studio: features, expert comment and events.",
    heading: "Press enquiries",
  },
  blog: {
    path: "/blog",
    title: "Blog | Training and Recovery Advice | Novo",
    description:
      "Training plans, recovery guides and news from the coaches at Novo Greenwich, Welling and the Armory.",
    heading: "The Novo blog",
    intro: "Practical advice from our coaches on training, recovery and getting more from your membership.",
  },
  terms: {
    path: "/terms-and-conditions",
    title: "Terms and Conditions | Novo",
    description: "The terms and conditions of Novo gym memberships, day passes and classes.",
    heading: "Terms and conditions",
    intro: "The terms that apply to every Novo membership, day pass and class booking.",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy | Novo",
    description:
      "How Novo collects, uses and protects your personal data when you use our website and forms.",
    heading: "Privacy policy",
    intro: "What we collect when you use this website, why we collect it and the rights you have over it.",
  },
  // Issue 45's page, never code: its words as the content first shipped them.
  reviewPolicy: {
    path: "/review-policy",
    title: "Review Policy | Novo",
    description:
      "Where the reviews on our website come from, which ones we show and why, and how to report a review you believe is fake.",
    heading: "Review policy",
    intro:
      "How we choose the reviews we show, what we never do with them, and how to report one you think is fake.",
  },
  franchising: {
    path: "/franchising",
    title: "Franchising | Investor Pack | Novo",
    description:
      "Bring a Novo gym to your area. Request the investor pack for our 24/7 gym and Armory studio model.",
    heading: "Franchise with Novo",
    intro:
      "A premium 24/7 gym model with recovery suites and coached studios. Request the investor pack to learn more.",
  },
  athletic: {
    path: "/athletic",
    title: "Novo Athletic | Our Football Team",
    description:
      "Novo Athletic is the members' football team: coached training, Sunday league fixtures and a community.",
    heading: "Novo Athletic",
  },
  careers: {
    path: "/join-the-team",
    title: "Careers | Join the Novo Team",
    description:
      "Jobs at Novo: general managers, sales managers, fitness instructors, personal trainers and class instructors.",
    heading: "Join the team",
    intro:
      "We are hiring people who love training and looking after members, at Greenwich, Welling and the Armory.",
  },
  greenwichTour: {
    path: "/greenwich/tour",
    title: "Book a tour of Novo Greenwich",
    description: "Pick a time in staffed hours and a member of the team will show you round Novo Greenwich.",
    heading: "Book a tour of Novo Greenwich",
    intro: "Pick a 30-minute slot in staffed hours and a member of the team will show you round.",
  },
  wellingTour: {
    path: "/welling/tour",
    title: "Book a tour of Novo Welling",
    description: "Pick a time in staffed hours and a member of the team will show you round Novo Welling.",
    heading: "Book a tour of Novo Welling",
    intro: "Pick a 30-minute slot in staffed hours and a member of the team will show you round.",
  },
} as const;

export const notFoundBefore = {
  title: "Page not found | Novo",
  heading: "Looks like this page doesn't exist",
  text: "The link may be old or mistyped. Head back to the home page to find your gym, classes and offers.",
  button: "Back to home",
} as const;
