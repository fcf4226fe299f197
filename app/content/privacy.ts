/**
 * Privacy policy for the website (UK GDPR and the Data Protection Act 2018).
 * SPEC §2: the hero says January 2024 and the body says 5 June 2025; both readings stand.
 */
import { brand, dayPassOffer, interestOffer } from "./brand";
import { retentionDays, retentionMonths } from "./retention";
import type { LegalSection } from "./terms";

export const privacyLastUpdated = "5 June 2025";
export const privacyHeroUpdated = "January 2024";

export { retentionDays, retentionMonths };

export const ico = {
  name: "Information Commissioner's Office",
  website: "https://ico.org.uk",
  websiteLabel: "ico.org.uk",
  phone: "0303 123 1113",
} as const;

const company = brand.legalName;

export const privacySections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    paragraphs: [
      `${company} ("${brand.name}", "we", "us") runs the ${brand.name} gyms and this website. We are the ` +
        "controller of the personal data you give us through the website.",
      `For anything about your personal data, e-mail ${brand.managementEmail} or call ${brand.phone}.`,
    ],
  },
  {
    id: "scope",
    title: "What this policy covers",
    paragraphs: [
      "This policy explains what we collect when you use this website and its forms, why, how long we keep " +
        "it, who helps us process it and the rights you have.",
      "When you become a member, sign up through our membership pages or book a class, the membership " +
        "agreement and the privacy notice shown to you at that point also apply.",
    ],
  },
  {
    id: "what-we-collect",
    title: "What we collect through our forms",
    paragraphs: [
      "Each form sends us, and we store, exactly the following. A discount, join or free-class request also " +
        "records that it came from the website.",
    ],
    list: [
      `Discount form (the ${dayPassOffer.code} day pass offer): your first and last name, e-mail ` +
        "address, phone number and the gym you chose.",
      "Armory free-class form: your first and last name, e-mail address and phone number, for the Armory.",
      "Join form: your first and last name, e-mail address, phone number and the gym you chose. The form " +
        "also shows fields for your address, postcode and how you heard about us: those stay in your " +
        "browser and are not sent to us or stored.",
      "Contact form: the gym your enquiry is about, your first and last name, e-mail address, phone " +
        "number, a subject and your message.",
      "Investor pack form: your first and last name, phone number and e-mail address.",
      "Retreat interest form: your first and last name, e-mail address, phone number (the form sends it in " +
        "two fields) and how you found us.",
      "Prep interest form: your first and last name, e-mail address and phone number.",
      "Tour booking form: the gym and the time you chose, your first and last name, e-mail address and " +
        "phone number; we also record whether you cancelled, came or did not come.",
    ],
  },
  {
    id: "what-the-server-records",
    title: "What our server records with each form",
    paragraphs: ["With every form you send, our server also stores, beside what you typed:"],
    list: [
      "The time it arrived.",
      "The page you sent it from (the referring page your browser reports), so we can follow up in context.",
      "Your browser's user agent: the short description of your browser, its version and your device's " +
        "operating system that every browser sends. It helps us find faults that affect one browser.",
      "A hash of your IP address, never the address itself: a keyed one-way code (HMAC) made with a secret " +
        "only our server holds. It lets us spot many submissions from one connection without storing where " +
        "you connected from.",
      "Copies of the e-mails and text messages your form made us send, to you and to our team, with the " +
        "details they contain, so we can show that they were sent and send them again if delivery fails.",
    ],
  },
  {
    id: "spam-and-review",
    title: "Spam and submissions held for review",
    paragraphs: [
      "Each form also has a hidden field that people cannot see but automated spam tools tend to fill in. " +
        "A submission with that field filled is stored as spam, passed to no one, and deleted after " +
        `${retentionDays.spam} days.`,
      "When many submissions come from one connection in a short time, the later ones may be held for " +
        "review by our team before anyone is notified. Submissions held for review are kept and treated like " +
        "every other submission, including how long we keep them.",
    ],
  },
  {
    id: "why-we-use-it",
    title: "Why we use it and our lawful bases",
    paragraphs: ["UK data protection law requires a lawful basis for each use. Ours are:"],
    list: [
      "To send you a discount code, answer your request to join and arrange a tour: steps you asked us to " +
        "take before entering into a membership contract.",
      "To answer your enquiry, send you the investor pack or register your interest in a service: our " +
        "legitimate interests in responding to the people who contact us.",
      "To keep the website and our forms secure and free of spam: our legitimate interests in protecting " +
        "our service and our visitors.",
      "To send you marketing, such as news of offers, retreats or Prep: your consent, which you may " +
        "withdraw at any time.",
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    paragraphs: [
      "We only send marketing by e-mail or text message if you have agreed to it. Every message tells you " +
        "how to stop receiving them, or you can e-mail us.",
      `Registering interest in a retreat or Prep earns ${interestOffer.percentOff}% off at launch. We will ` +
        "contact you about that launch, and about nothing else unless you agree.",
    ],
  },
  {
    id: "how-long",
    title: "How long we keep it",
    paragraphs: [
      "We keep personal data only as long as we need it, and then delete it. Each submission is kept, with " +
        "everything stored beside it (the hash of your IP address, your browser's user agent and the " +
        "referring page), for the period of its kind:",
    ],
    list: [
      `Discount, join and free-class requests: ${retentionMonths.leads} months.`,
      `Tour bookings: ${retentionMonths.leads} months.`,
      `Retreat and Prep interest registrations: ${retentionMonths.interest} months.`,
      `Contact form enquiries: ${retentionMonths.enquiries} months.`,
      `Investor enquiries: ${retentionMonths.investorEnquiries} months.`,
      `Submissions caught as spam by the hidden field: ${retentionDays.spam} days.`,
      `Copies of the e-mails and text messages we sent: their personal details are cleared ` +
        `${retentionDays.sentMessageCopies} days after delivery.`,
      "If you become a member, your details move to your membership record and are kept for as long as " +
        "your membership lasts, as explained in the members' privacy notice.",
    ],
  },
  {
    id: "processors",
    title: "Who we share it with",
    paragraphs: [
      "We do not sell your personal data. We share it only with providers who process it on our behalf, " +
        "under contracts that require them to keep it secure and use it only as we instruct:",
    ],
    list: [
      "Our hosting provider, which runs this website and the database behind its forms.",
      "Our content delivery network, which serves the photos and videos on our pages.",
      "Our e-mail delivery provider, which sends the e-mails our forms trigger to you and to our team.",
      "Twilio, our SMS provider, which sends discount codes and confirmations by text message.",
      "Google Maps, only after you click to load a map. Until then we show a placeholder, and Google " +
        "receives nothing from your visit.",
      "Glofox, our booking provider, whose class timetable appears in a frame on the Armory page.",
      "Our membership sign-up provider, whose pages appear in a frame on our sign-up pages. What you enter " +
        "there is covered by the membership agreement and that provider's privacy notice.",
      "Google reviews, which our server fetches and shows on our pages. We send Google nothing about you " +
        "to do this.",
      "postcodes.io, which your browser contacts directly when you search the gym finder. It receives the " +
        "postcode you type and, as with any website, your IP address. We do not store your search.",
    ],
  },
  {
    id: "location",
    title: "The gym finder and your location",
    paragraphs: [
      "If you choose to use your location in the gym finder, your browser asks your permission first. The " +
        "position is used in your browser to sort our gyms by distance and is not sent to us.",
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    paragraphs: [
      "This website sets no cookies of its own when you first load it. Our fonts and images are served " +
        "without third-party tracking.",
      "Google Maps, the class timetable and the membership sign-up frames may set their own cookies once " +
        "they load. A map loads only when you click to show it. The timetable and sign-up frames load on " +
        "the pages where you ask to see them.",
      "You can block or delete cookies in your browser settings at any time.",
    ],
  },
  {
    id: "international-transfers",
    title: "International transfers",
    paragraphs: [
      "Some of our providers, including Twilio and Google, may process data outside the UK, for example in " +
        "the United States or the European Economic Area.",
      "Where they do, the transfer is protected by UK adequacy regulations or by the International Data " +
        "Transfer Agreement or UK Addendum approved by the ICO. Ask us for details of the safeguard used.",
    ],
  },
  {
    id: "security",
    title: "Keeping your data secure",
    paragraphs: [
      "Our website is served over an encrypted connection. Submissions are stored in a secured database " +
        "that only authorised staff can reach, and IP addresses are stored only in hashed form.",
      "If a breach ever put your data at risk, we would tell you and the ICO where the law requires it.",
    ],
  },
  {
    id: "your-rights",
    title: "Your rights",
    paragraphs: ["Under UK data protection law you have the right to:"],
    list: [
      "Access: ask for a copy of the personal data we hold about you.",
      "Rectification: ask us to correct data that is wrong or incomplete.",
      "Erasure: ask us to delete your data.",
      "Restriction: ask us to limit how we use your data.",
      "Objection: object to our use of your data based on legitimate interests, and to marketing at any " +
        "time.",
      "Portability: receive the data you gave us in a common, machine-readable format.",
      "Withdraw consent: where we rely on your consent, withdraw it at any time. This does not affect what " +
        "we did before.",
    ],
  },
  {
    id: "using-your-rights",
    title: "How to use your rights",
    paragraphs: [
      `E-mail ${brand.managementEmail} with your request. We may ask you to confirm your identity before ` +
        "we act on it.",
      "We will reply within one month. There is normally no charge.",
    ],
  },
  {
    id: "complaints",
    title: "Complaints",
    paragraphs: [
      "If you are unhappy with how we have handled your data, please tell us first so we can put it right.",
      `You also have the right to complain to the ${ico.name}, the UK regulator for data protection: ` +
        `${ico.websiteLabel}, telephone ${ico.phone}.`,
    ],
  },
  {
    id: "children",
    title: "Children",
    paragraphs: [
      `Our gyms and this website are for people aged ${brand.minimumAge} and over. We do not knowingly ` +
        "collect data from children through the website. Bookings for junior classes are made by a parent " +
        "or guardian.",
    ],
  },
  {
    id: "changes",
    title: "Changes to this policy",
    paragraphs: [
      `We review this policy regularly. It was last updated on ${privacyLastUpdated}. If we make a ` +
        "significant change we will show it on this page.",
    ],
  },
  {
    id: "contact",
    title: "Contact us",
    paragraphs: [
      `${company}. E-mail ${brand.managementEmail} or call ${brand.phone}. Please mark your message "Data ` +
        `protection" so it reaches the right person.`,
    ],
  },
];
