/**
 * The shape of Novo Athletic's page copy (/athletic). Architecture deviation 4: the buttons lead somewhere
 * (Register Interest to /contacts, Find a Gym to /locations) and the league section has real copy. The copy is
 * content (content/pages/athletic.yaml); the loader reads it with its facts filled.
 */
import type { LinkTo } from "./home";

export interface AthleticTab {
  id: string;
  label: string;
  heading: string;
  text: string;
}

export type LinkButton = LinkTo;

export interface AthleticCopy {
  hero: { text: string };
  intro: { heading: string; paragraphs: string[] };
  tabs: AthleticTab[];
  keyInfoHeading: string;
  keyInfo: { label: string; value: string }[];
  leagueInfo: { heading: string; paragraphs: string[] };
  buttons: { registerInterest: LinkButton; findAGym: LinkButton };
}
