/**
 * Novo Athletic, the football team page (/athletic). Architecture deviation 4: the buttons lead somewhere
 * (Register Interest to /contacts, Find a Gym to /locations) and the league section has real copy.
 */
import { brand } from "./brand";
import { findableGyms, gymBySlug } from "./gyms";

export type AthleticTabId = "coaching" | "community" | "rewards" | "injury-prevention";

export interface AthleticTab {
  id: AthleticTabId;
  label: string;
  heading: string;
  text: string;
}

export interface LinkButton {
  label: string;
  to: `/${string}`;
}

export interface AthleticCopy {
  hero: { heading: string; text: string };
  intro: { heading: string; paragraphs: string[] };
  tabs: AthleticTab[];
  keyInfoHeading: string;
  keyInfo: { label: string; value: string }[];
  leagueInfo: { heading: string; paragraphs: string[] };
  buttons: { registerInterest: LinkButton; findAGym: LinkButton };
}

const teamName = `${brand.name} Athletic`;
const homeGym = gymBySlug("greenwich");
const homeArea = homeGym.locality;
const gymNames = findableGyms.map((gym) => gym.name).join(" and ");

export const athleticCopy: AthleticCopy = {
  hero: {
    heading: teamName,
    text: `The ${brand.name} football team. Train like an athlete, play as a team.`,
  },
  intro: {
    heading: "More than a Sunday kickabout",
    paragraphs: [
      `${teamName} is the football team of the ${brand.name} community. Members train together in the week ` +
        "and play competitive league football on Sundays.",
      "The squad is built on the same things as our gyms: proper coaching, strength and conditioning, " +
        "recovery and people who turn up for each other.",
    ],
  },
  tabs: [
    {
      id: "coaching",
      label: "Coaching",
      heading: "Coached sessions, every week",
      text:
        "Qualified coaches run every training night, mixing technical drills, small-sided games and match " +
        "tactics. Sessions are planned around the weekend's fixture, so you know your role before kick-off.",
    },
    {
      id: "community",
      label: "Community",
      heading: "A squad that sticks together",
      text:
        `Players come from across ${gymNames}, and many meet for the first time on the pitch. Socials ` +
        "after home games and a group chat keep the squad close all season.",
    },
    {
      id: "rewards",
      label: "Rewards",
      heading: "Your effort, recognised",
      text:
        "Player of the month and end-of-season awards recognise effort as well as goals. Regular players " +
        "earn member rewards, from personal training sessions to recovery suite time.",
    },
    {
      id: "injury-prevention",
      label: "Injury prevention",
      heading: "Stay on the pitch",
      text:
        "Every player gets a strength and mobility programme to follow in the gym, built to protect knees, " +
        "hamstrings and ankles. Recovery sessions in the sauna and steam room help you bounce back from " +
        "Sunday's game.",
    },
  ],
  keyInfoHeading: "Key info",
  keyInfo: [
    { label: "Training nights", value: "Tuesdays and Thursdays, 7pm to 8.30pm" },
    { label: "Where", value: `Floodlit 3G pitches in ${homeArea}, with strength sessions in our gyms` },
    {
      label: "Who can join",
      value: `${brand.name} members aged ${brand.minimumAge}+, any position and any level of experience`,
    },
    { label: "Kit", value: "Training and match kit provided. Bring your own boots and shin pads" },
    {
      label: "Cost for members",
      value: "Training is free for members. A small match fee covers pitches and referees",
    },
  ],
  leagueInfo: {
    heading: "League football",
    paragraphs: [
      `${teamName} plays in a Kent County and south-east London Sunday league, with a full season of ` +
        "league and cup fixtures from September to May.",
      `Home games are played on Sunday mornings near ${homeGym.name}, and away games are across south-east ` +
        "London and north-west Kent.",
      "Fixtures, results and squad selection are posted in the members' app each week. Selection is based " +
        "on attendance at training as well as form, so everyone who commits gets game time.",
    ],
  },
  buttons: {
    registerInterest: { label: "Register Interest", to: "/contacts" },
    findAGym: { label: "Find a Gym", to: "/locations" },
  },
};
