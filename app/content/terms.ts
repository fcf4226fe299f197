/**
 * Membership terms and conditions (SPEC §2, §9): 22 sections, numbered by the page from their index.
 * Brand and gym facts are read from brand.ts and gyms.ts; the membership rules live in `membershipRules`.
 */
import { armoryTrialOffer, brand, dayPassOffer, interestOffer } from "./brand";
import { defaultGym, findableGyms } from "./gyms";
import { membershipRules } from "./membership-rules";

/** One section of a legal page (terms or privacy). `list` is shown as bullets after the paragraphs. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const termsLastUpdated = "March 2025";

export { membershipRules };

const company = brand.legalName;
const liabilityCap = `£${membershipRules.liabilityCapPounds.toLocaleString("en-GB")}`;
const gymNames = findableGyms.map((gym) => gym.name).join(" and ");
const studio = defaultGym.name;

export const termsSections: LegalSection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    paragraphs: [
      `These terms and conditions form the agreement between you and ${company} ("${brand.name}", "we", ` +
        `"us") for any membership, day pass or class you buy at ${gymNames} or at ${studio}, our ` +
        "group-training studio.",
      "Please read them before you join. By signing up you confirm that you have read, understood and " +
        "accepted them, together with the health waiver and our gym rules.",
      `You can contact us at ${brand.managementEmail} or on ${brand.phone}. How we use your personal ` +
        "information is explained in our Privacy Policy, which forms part of these terms.",
      "Nothing in these terms affects your statutory rights as a consumer, including your rights under the " +
        "Consumer Rights Act 2015.",
    ],
  },
  {
    id: "eligibility",
    title: "Who can join",
    paragraphs: [
      `You must be ${brand.minimumAge} or over to hold a membership, buy a day pass or use the gym floor. ` +
        "We may ask for photo ID to confirm your age at any time.",
      `Junior Boxing at ${studio} is the one exception. It is open to children aged 10 to 15, booked by a ` +
        "parent or guardian who accepts these terms and signs the waiver on the child's behalf. Juniors " +
        "may attend their class only and may not use any other part of our facilities.",
      "You must give us accurate details when you join and tell us promptly if your name, address, contact " +
        "details or payment details change.",
    ],
  },
  {
    id: "joining",
    title: "Joining and signing electronically",
    paragraphs: [
      "You join online through our membership sign-up pages or with a member of staff at the gym.",
      "Before your membership starts you sign our health waiver and these terms electronically. Your " +
        "electronic signature is as binding as a handwritten one, and we keep a record of what you signed " +
        "and when. You can ask us for a copy at any time.",
      "Your contract starts when we confirm your membership by e-mail. Your membership is personal to you " +
        "and cannot be transferred or shared.",
    ],
  },
  {
    id: "membership-types",
    title: "Membership types",
    paragraphs: [
      "We offer the memberships below. The price, start date and any minimum term of the one you choose " +
        "are shown before you pay and confirmed by e-mail.",
    ],
    list: [
      "Monthly rolling: paid monthly by Direct Debit or card, with no minimum term. It continues until you " +
        `give ${membershipRules.cancellationNoticeDays} days' written notice.`,
      "Fixed term, 6 or 12 months: paid monthly for a minimum term of 6 or 12 months, usually at a lower " +
        "monthly price. After the minimum term it continues as a monthly rolling membership.",
      `Universal access: use of every ${brand.name} 24/7 gym (${gymNames}) on one membership. What it ` +
        `includes at ${studio} is shown in the membership description at sign-up.`,
      "Upfront, 6 or 12 months: the full term paid in one payment at the start. It ends at the end of the " +
        "term unless you renew.",
      "Off-peak: access limited to the off-peak times shown when you join, at a lower price. Using the gym " +
        "outside those times is not included.",
      "Day pass: access to one gym for the single day you book. It does not renew and needs no notice to " +
        "end.",
    ],
  },
  {
    id: "fees-and-payment",
    title: "Fees and payment",
    paragraphs: [
      "Monthly fees are collected in advance by Direct Debit or continuous card payment on the date shown " +
        "at sign-up. Your first payment may include a pro-rata amount for the rest of the first month.",
      "If a payment fails we will tell you and try to collect it again. If it is still unpaid after 14 " +
        "days we may suspend your access until your account is up to date. We do not charge interest or " +
        "admin fees on missed payments unless they were clearly shown to you before you joined.",
      "We may change the price of a monthly rolling membership by giving you at least 30 days' notice by " +
        "e-mail. If you do not accept the change you can cancel before it takes effect. The price of a " +
        "fixed-term or upfront membership does not change during its minimum or paid term.",
    ],
  },
  {
    id: "cooling-off",
    title: "Your 14-day right to cancel",
    paragraphs: [
      `If you join online or by phone you may cancel within ${membershipRules.coolingOffDays} days, ` +
        "starting the day after your contract is made, without giving a reason. This is your right under " +
        "the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.",
      `To cancel, tell us clearly in writing by e-mail to ${brand.managementEmail}. We will refund what ` +
        "you paid within 14 days of receiving your notice, using the payment method you used to join.",
      "If you asked for your membership to start within the cancellation period and you have used the gym, " +
        "we may keep a fair amount for the days before you told us you were cancelling.",
      "If you use a day pass in full within the cancellation period, having asked for it to start straight " +
        "away, your right to cancel it ends once the day has been provided.",
    ],
  },
  {
    id: "cancelling",
    title: "Cancelling your membership",
    paragraphs: [
      "After the cooling-off period you can cancel a monthly rolling membership by giving us " +
        `${membershipRules.cancellationNoticeDays} days' written notice by e-mail to ` +
        `${brand.managementEmail} or at reception. Any payment that falls due within the notice period is ` +
        "still payable, and your access continues until the notice period ends.",
      "A fixed-term membership can be cancelled with the same notice to take effect at the end of its " +
        "minimum term. Payments for the remainder of the minimum term are otherwise still due.",
      "An upfront membership is not refundable after the cooling-off period, except where the law requires " +
        "it or under the cases below.",
      "Whatever your membership, you may cancel early without further charge if we close or permanently " +
        "change your home gym in a way that materially affects you, or if a serious illness, injury or " +
        "pregnancy means you cannot exercise. We may ask for reasonable evidence, such as a doctor's note.",
      "Cancelling your Direct Debit alone does not cancel your membership. Please always give us notice.",
    ],
  },
  {
    id: "freezing",
    title: "Freezing your membership",
    paragraphs: [
      `You may freeze your membership for up to ${membershipRules.freezeMaxMonthsPerYear} calendar months ` +
        `in any 12-month period. Give us at least ${membershipRules.freezeNoticeDays} days' written notice ` +
        "before the freeze starts and tell us the date it should end.",
      "A freeze runs in whole calendar months. While it is in place your access is paused and your monthly " +
        "payments stop, or are reduced to any freeze fee shown to you before you joined.",
      "The minimum term of a fixed-term membership, and the end date of an upfront membership, move back " +
        "by the length of the freeze.",
    ],
  },
  {
    id: "day-pass-offer",
    title: `Day passes and the ${dayPassOffer.code} offer`,
    paragraphs: [
      `The ${dayPassOffer.code} offer gives you ${dayPassOffer.summary} at ${gymNames}. Request it through ` +
        "the discount form on our website and we will send the code to you by text message.",
      // The dates are the owner's to set (content/offers): the offers page and gym pages show them.
      "The offer ends at the end of the day (UK time) shown as its end date on our offers page and gym pages. " +
        "After that date no code is sent. Codes must be used on or before that date, and the day pass must be " +
        "used on the day it is booked.",
    ],
    list: [
      "One code per person, for your first day pass only. It is not open to current members.",
      `You must be ${brand.minimumAge} or over and sign the health waiver and these terms before training.`,
      "The code cannot be exchanged for cash, transferred or combined with any other offer.",
      "We may withdraw the offer early or refuse a code that has been misused, shared or resold.",
      "A day pass gives the access described under Membership types and follows every rule in these terms.",
    ],
  },
  {
    id: "other-offers",
    title: "Other offers and promotions",
    paragraphs: [
      `New customers at ${studio} may claim ${armoryTrialOffer.summary} of the first one. The classes must ` +
        "be booked through the timetable and are subject to space.",
      "Registering your interest in our retreats or in Prep, our meal-prep service, earns " +
        `${interestOffer.percentOff}% off your first booking or order once the service launches. We will ` +
        "tell you the terms of that service before you buy.",
      "Each promotion is limited to one per person, has no cash value and may carry its own conditions, " +
        "which we will show you when you claim it.",
    ],
  },
  {
    id: "access",
    title: "Gym access and the digital access app",
    paragraphs: [
      "You enter our gyms with the digital access app on your phone. Your access credentials are personal " +
        "to you. Do not share them, and do not let anyone in with you or hold a door open for them.",
      "Letting someone in, or using another person's access, is a serious breach of these terms and may " +
        "lead to immediate suspension or termination of your membership.",
      "If your phone is lost or stolen, tell us straight away so we can disable your access.",
      "Our gyms are covered by CCTV for the safety of members and staff and to prevent crime. Recordings " +
        "are handled as described in our Privacy Policy.",
    ],
  },
  {
    id: "opening-hours",
    title: "Opening and staffed hours",
    paragraphs: [
      `${gymNames} are open 24 hours a day, 7 days a week, through the access app. ${studio} is open for ` +
        "booked classes only.",
      "Staffed hours and the opening times of recovery areas are shown on each gym's page and at the gym. " +
        "Recovery areas open only at the times listed for them.",
      "Outside staffed hours there is no one on site. Train within your ability, and do not lift heavy " +
        "weights to failure without a spotter. Emergency alarms are fitted throughout each gym.",
      "We may close all or part of a gym for cleaning, maintenance, repairs or events. We will give you " +
        "notice of planned closures where we can.",
    ],
  },
  {
    id: "classes",
    title: "Classes and bookings",
    paragraphs: [
      `Classes at ${studio} run in groups of 6 to 12 and must be booked in advance through our timetable. ` +
        "If you cannot make a class, cancel your booking so the place can go to someone else.",
      "Repeated no-shows or late arrivals may limit your ability to book. Coaches may refuse entry to a " +
        "class that has started, for your safety.",
      "We may change the timetable, a coach or a class format, or cancel a class with too few bookings. We " +
        "will tell you as early as we can.",
    ],
  },
  {
    id: "health",
    title: "Your health and safety",
    paragraphs: [
      "You confirm when you sign the waiver that you are in good health and know of no medical reason why " +
        "you should not exercise. If you have a medical condition, are pregnant or are returning from " +
        "injury, please speak to your doctor before training.",
      "Tell us of any change in your health that could affect your safety. Stop exercising and ask for " +
        "help if you feel unwell.",
      "Use equipment only as intended, follow instructions from staff and coaches, and report any damaged " +
        "or unsafe equipment to a member of staff or through the app.",
    ],
  },
  {
    id: "recovery",
    title: "Recovery facilities",
    paragraphs: [
      "Our infra-red saunas, steam rooms and massage facilities open at the recovery times listed for each " +
        "gym. There is " +
        `no recovery access at ${studio}, and none of our gyms has a swimming pool.`,
      "Follow the guidance on time and temperature at each facility. Do not use a sauna or steam room if " +
        "you are pregnant, have a heart condition or low blood pressure, or have been drinking alcohol, " +
        "unless your doctor has said it is safe.",
      "Drink water before and after a session, and leave at once if you feel faint or unwell.",
    ],
  },
  {
    id: "conduct",
    title: "Gym rules and conduct",
    paragraphs: [
      "We want every gym to feel welcoming. You agree to follow the gym rules shown at each site and in " +
        "the app, and in particular:",
    ],
    list: [
      "Treat members and staff with respect. Abusive, threatening or discriminatory behaviour is not " +
        "tolerated.",
      "Wear suitable clothing and clean training shoes, and bring a towel to the gym floor.",
      "Re-rack weights and wipe down equipment after use.",
      "Do not film or photograph other members or staff without their permission.",
      "No alcohol, illegal drugs or performance-enhancing substances on site.",
      "Children and pets are not allowed on the gym floor, except juniors attending their booked class.",
    ],
  },
  {
    id: "personal-training",
    title: "Personal training",
    paragraphs: [
      "Only personal trainers approved by us may train clients in our gyms. Our personal trainers are " +
        "self-employed and contract with you directly for their sessions.",
      "An agreement you make with a personal trainer for sessions is between you and them. We check that " +
        "every trainer we approve holds recognised qualifications and public liability insurance.",
      "Members may not coach or charge other people for training in our gyms.",
    ],
  },
  {
    id: "belongings",
    title: "Lockers and personal belongings",
    paragraphs: [
      "Lockers are for use while you are in the gym. Bring your own padlock or use the lock provided, and " +
        "empty your locker when you leave.",
      "We may open lockers left in use overnight and keep the contents for 14 days before disposing of them.",
      "Please do not bring valuables. We are not responsible for the loss of or damage to belongings, " +
        "except where it is caused by our negligence or breach of these terms.",
    ],
  },
  {
    id: "suspension",
    title: "Suspension and termination by us",
    paragraphs: [
      "We may suspend or end your membership if you seriously or repeatedly break these terms or the gym " +
        "rules, behave in a way that puts others at risk, give false details when joining, or fail to pay.",
      "Where it is reasonable we will warn you first and give you a chance to put things right. In serious " +
        "cases, such as violence, sharing your access or letting others in, we may act straight away.",
      "If we end your membership because of your breach, we will refund any amount you paid in advance for " +
        "a period after it ends, less any sums you owe us.",
      "We may end your membership with at least 30 days' notice for any other reason. If we do, we will " +
        "refund any amount you paid in advance for the period after it ends.",
    ],
  },
  {
    id: "liability",
    title: "Our liability to you",
    paragraphs: [
      "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these " +
        "terms or of our failing to use reasonable care and skill.",
      "Nothing in these terms limits or excludes our liability for death or personal injury caused by our " +
        "negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be " +
        "limited or excluded by law, including your rights under the Consumer Rights Act 2015.",
      "Subject to that, our total liability to you for any other loss or damage arising from your " +
        `membership or use of our facilities is limited to ${liabilityCap}.`,
      "We are not responsible for delays or failures caused by events outside our reasonable control. If a " +
        "gym has to close for a long period for such a reason, you may freeze or cancel your membership " +
        "without charge.",
    ],
  },
  {
    id: "changes",
    title: "Changes to these terms",
    paragraphs: [
      "We may update these terms to reflect changes in the law, in our services or in how we run our gyms. " +
        "We will tell you about any significant change by e-mail at least 30 days before it takes effect.",
      "If you do not accept a change that is to your disadvantage, you may cancel your membership without " +
        "charge before it takes effect.",
      `The version in force is always on our website. These terms were last updated in ${termsLastUpdated}.`,
    ],
  },
  {
    id: "governing-law",
    title: "Complaints and governing law",
    paragraphs: [
      "If you are unhappy with anything, please talk to the team at your gym or e-mail " +
        `${brand.managementEmail}. We aim to reply to every complaint within 5 working days.`,
      "These terms are governed by the law of England and Wales. You may bring proceedings in the courts " +
        "of England and Wales, or, if you live in Scotland or Northern Ireland, in the courts where you " +
        "live.",
      "If a court finds any part of these terms invalid, the rest will continue to apply.",
    ],
  },
];
