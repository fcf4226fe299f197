/** The press page's copy (/pr-enquiries), as app/content/press.server.ts reads it from content/pages/press.yaml. */
export interface PressItem {
  title: string;
  text: string;
}

export interface PressCopy {
  heroText: string;
  reasonsHeading: string;
  reasons: PressItem[];
  collaborationHeading: string;
  collaborationTypes: PressItem[];
  contact: { heading: string; text: string; email: string; responseTime: string };
}
