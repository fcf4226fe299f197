/**
 * COMPATIBILITY, FOR REMOVAL: the gym facts as code constants. Two importers are left:
 * - pages.ts (gymBySlug: each gym page's path, heading and intro in its route meta), whose route meta is
 *   moving out of it;
 * - the locations page's GymFeatureTabs (gyms: every gym's description and amenities, which the root loader
 *   does not send and the page's client loader does not fetch).
 * Everything else reads content/gyms/<slug>.yaml: loaders and the server through `gymsOf(context)`
 * (gyms.server.ts), components through `useGyms()`, tests through tests/gyms.ts. A unit test (gyms.test.ts)
 * holds these constants equal to the shipped files while both exist. Do not import this module in new code;
 * once those two importers are gone, delete it and that test's comparison.
 */
import { type GymIdentity, gymIdentities } from "./gym-identity";
import { type GymLocation, gymIn, gymLocation } from "./gym-location";
import { monToFri, weekend } from "./hours";

type Derived = "times" | "googleMaps" | "googleMapsLink" | "hasRecovery";

function location(gym: Omit<GymLocation, Derived | Exclude<keyof GymIdentity, "slug">>): GymLocation {
  const identity: GymIdentity = gymIn(gymIdentities, gym.slug);
  return gymLocation(identity, {
    ...gym,
    access: gym.hours.access,
    staffed: gym.hours.staffed,
    recovery: gym.hours.recovery ?? [],
    photos: gym.imageCarousel.map((photo) => ({ image: photo.src, alt: photo.alt })),
    googlePlaceId: gym.googlePlaceID,
  });
}

const PHONE = "020 7946 0123";

const armory = location({
  slug: "armory",
  name: "Novo Armory",
  shortName: "Armory",
  address: "Arch 12, Norman Road, Greenwich, London",
  locality: "Greenwich",
  postcode: "SE10 9QX",
  email: "armory@novogyms.co.uk",
  phone: PHONE,
  latitude: 51.47648,
  longitude: -0.01629,
  intro: "Small-group training that keeps you coming back.",
  introSecondLine: "Boxing, Muay Thai, strength, spin and more, coached in groups of 6 to 12.",
  bold: "Active. Healthy. Strong.",
  description:
    "The Armory is Novo's group-training studio in Greenwich: a railway arch fitted out for combat sports, conditioning and spin. Every class is coached, capped at twelve people and built so a first-timer and a regular can train side by side.",
  hours: {
    access: "classes",
    staffed: [
      { label: "weekdays", days: monToFri, opens: "06:00", closes: "22:00" },
      { label: "Saturday", days: ["Sat"], opens: "08:00", closes: "14:00" },
    ],
    recovery: null,
  },
  monthlyPrice: 120,
  amenities: [
    {
      title: "Boxing bags",
      description:
        "A full row of heavy bags and a corner of speed and double-end bags for pad and bag rounds.",
      image: "armory-bags",
    },
    {
      title: "Conditioning rig",
      description: "A rig with pull-up bars, rings and landmine stations for circuits and calisthenics.",
      image: "armory-rig",
    },
    {
      title: "Spin studio",
      description: "Twelve connected bikes with a live leaderboard for every spin class.",
      image: "armory-spin",
    },
    {
      title: "Open floor",
      description: "Sprung matting for Muay Thai, stretch and core sessions.",
      image: "armory-floor",
    },
    {
      title: "Coaching",
      description: "Every class is led by a qualified coach who scales each exercise to you.",
      image: "armory-coaching",
    },
    {
      title: "Changing rooms",
      description: "Showers, lockers and hairdryers so you can train before work.",
      image: "armory-changing",
    },
  ],
  imageCarousel: [
    { src: "armory-bags", alt: "Heavy bags hanging along the Armory wall" },
    { src: "armory-rig", alt: "The Armory conditioning rig" },
    { src: "armory-spin", alt: "Spin bikes lined up in the Armory studio" },
  ],
  googlePlaceID: "ChIJarmory-sample-place-id",
  glofoxId: "5f2a9c1e8d3b4a0012ab34cd",
});

const greenwich = location({
  slug: "greenwich",
  name: "Novo Greenwich",
  shortName: "Greenwich",
  address: "112 Trafalgar Road, Greenwich, London",
  locality: "Greenwich",
  postcode: "SE10 9UW",
  email: "greenwich@novogyms.co.uk",
  phone: PHONE,
  latitude: 51.48294,
  longitude: 0.00283,
  intro: "A 24/7 gym in the heart of Greenwich.",
  introSecondLine: "Free weights, machines, a functional zone and a recovery suite with sauna and steam.",
  bold: "Active. Healthy. Strong.",
  description:
    "Novo Greenwich is open around the clock through the members' app, with staff on the floor every day. Train on premium strength equipment, then recover in the infra-red sauna and steam room.",
  hours: {
    access: "24/7",
    staffed: [
      { label: "weekdays", days: monToFri, opens: "08:00", closes: "20:00" },
      { label: "weekends", days: weekend, opens: "08:00", closes: "16:00" },
    ],
    recovery: [
      { label: "weekdays", days: monToFri, opens: "07:00", closes: "22:00" },
      { label: "weekends", days: weekend, opens: "08:00", closes: "20:00" },
    ],
  },
  monthlyPrice: 84.99,
  amenities: [
    {
      title: "Free weights",
      description: "Dumbbells to 50 kg, five power racks and deadlift platforms with calibrated plates.",
      image: "greenwich-weights",
    },
    {
      title: "Resistance machines",
      description: "Plate-loaded and selectorised machines for every muscle group.",
      image: "greenwich-machines",
    },
    {
      title: "Cardio",
      description: "Treadmills, rowers, bikes, ski ergs and stair climbers.",
      image: "greenwich-cardio",
    },
    {
      title: "Functional zone",
      description: "Turf, sleds, kettlebells and a rig for conditioning work.",
      image: "greenwich-functional",
    },
    {
      title: "Recovery suite",
      description: "Infra-red sauna, steam room and massage facilities, open at the recovery times listed.",
      image: "greenwich-recovery",
    },
    {
      title: "Changing rooms",
      description: "Private showers, lockers and vanity areas with hairdryers.",
      image: "greenwich-changing",
    },
  ],
  imageCarousel: [
    { src: "greenwich-weights", alt: "Power racks and free weights at Novo Greenwich" },
    { src: "greenwich-cardio", alt: "The cardio floor at Novo Greenwich" },
    { src: "greenwich-functional", alt: "Turf and rig in the functional zone" },
    { src: "greenwich-recovery", alt: "The infra-red sauna in the recovery suite" },
  ],
  googlePlaceID: "ChIJgreenwich-sample-place-id",
  glofoxId: "5f2a9c1e8d3b4a0012ab34ce",
});

const welling = location({
  slug: "welling",
  name: "Novo Welling",
  shortName: "Welling",
  address: "45 Bellegrove Road, Welling, Kent",
  locality: "Welling",
  postcode: "DA16 3PB",
  email: "welling@novogyms.co.uk",
  phone: PHONE,
  latitude: 51.46336,
  longitude: 0.10143,
  intro: "Welling's 24/7 gym, with staff in seven days a week.",
  introSecondLine:
    "Strength, cardio and a recovery suite with sauna and steam, ten minutes from Bexleyheath.",
  bold: "Active. Healthy. Strong.",
  description:
    "Novo Welling gives you a full gym at any hour through the members' app, staff from early till late on weekdays, and a recovery suite to finish your session.",
  hours: {
    access: "24/7",
    staffed: [
      { label: "weekdays", days: monToFri, opens: "07:00", closes: "22:00" },
      { label: "weekends", days: weekend, opens: "08:00", closes: "16:00" },
    ],
    recovery: [
      { label: "weekdays", days: monToFri, opens: "08:00", closes: "22:00" },
      { label: "weekends", days: weekend, opens: "09:00", closes: "16:00" },
    ],
  },
  monthlyPrice: 54.99,
  amenities: [
    {
      title: "Free weights",
      description: "Dumbbells to 40 kg, four racks, benches and a lifting platform.",
      image: "welling-weights",
    },
    {
      title: "Resistance machines",
      description: "Selectorised and plate-loaded machines, laid out by body part.",
      image: "welling-machines",
    },
    {
      title: "Cardio",
      description: "Treadmills, bikes, rowers and a stair climber with entertainment screens.",
      image: "welling-cardio",
    },
    {
      title: "Functional area",
      description: "Kettlebells, battle ropes, plyo boxes and a sled track.",
      image: "welling-functional",
    },
    {
      title: "Recovery suite",
      description: "Infra-red sauna, steam room and massage facilities, open at the recovery times listed.",
      image: "welling-recovery",
    },
    {
      title: "Changing rooms",
      description: "Showers, lockers and hairdryers in both changing rooms.",
      image: "welling-changing",
    },
  ],
  imageCarousel: [
    { src: "welling-weights", alt: "Racks and benches at Novo Welling" },
    { src: "welling-cardio", alt: "Treadmills along the window at Novo Welling" },
    { src: "welling-functional", alt: "The sled track in the functional area" },
    { src: "welling-recovery", alt: "The steam room at Novo Welling" },
  ],
  googlePlaceID: "ChIJwelling-sample-place-id",
  glofoxId: "5f2a9c1e8d3b4a0012ab34cf",
});

/** In site order (gym-identity.ts). */
export const gyms: readonly GymLocation[] = [armory, greenwich, welling];

export function gymBySlug(slug: GymLocation["slug"]): GymLocation {
  return gymIn(gyms, slug);
}
