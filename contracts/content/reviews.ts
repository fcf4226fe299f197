/**
 * SAMPLE REVIEWS, invented, for development and tests only. GET /api/reviews/{placeId} serves them only when
 * REVIEWS_SAMPLES=true (`npm run dev` and the e2e server set it), marked `sample: true` so the page labels
 * them as samples. Production never shows them: without GOOGLE_PLACES_API_KEY it serves no reviews at all
 * (fake reviews are banned under the DMCC Act 2024). They are in the Google Places API (New) shape so the
 * carousel treats both sources alike.
 */
import type { GymLocation } from "./gym-location";

export interface ReviewText {
  text: string;
  languageCode: string;
}

export interface Review {
  /** "places/{placeId}/reviews/{reviewId}" */
  name: string;
  relativePublishTimeDescription: string;
  rating: number;
  text?: ReviewText;
  originalText?: ReviewText;
  authorAttribution: { displayName: string; uri: string; photoUri: string };
  /** ISO 8601 */
  publishTime: string;
}

export interface PlaceReviews {
  placeId: string;
  /** The overall Google rating, shown beside the carousel so the 4-and-5-star selection never misleads. */
  rating: number;
  userRatingCount: number;
  googleMapsUri: string;
  reviews: Review[];
}

interface SampleReview {
  author: string;
  rating: number;
  when: string;
  publishTime: string;
  /** Omitted for a star-only review. */
  text?: string;
}

interface SamplePlace {
  /** The place id (content/gyms/<id>.yaml) the samples stand in for. */
  place: string;
  rating: number;
  userRatingCount: number;
  cid: string;
  reviews: SampleReview[];
}

/** The samples of a gym's place, under the place id its content gives it now. */
function toPlaceReviews(place: SamplePlace, placeId: string): PlaceReviews {
  // Each author a profile of their own, numbered across the gyms in site order.
  let sampleNumber = samplePlaces
    .slice(0, samplePlaces.indexOf(place))
    .reduce((count, earlier) => count + earlier.reviews.length, 0);
  return {
    placeId,
    rating: place.rating,
    userRatingCount: place.userRatingCount,
    googleMapsUri: `https://maps.google.com/?cid=${place.cid}`,
    reviews: place.reviews.map((sample, index) => {
      sampleNumber += 1;
      const body: ReviewText | undefined = sample.text
        ? { text: sample.text, languageCode: "en" }
        : undefined;
      return {
        name: `places/${placeId}/reviews/sample-${place.place}-${index + 1}`,
        relativePublishTimeDescription: sample.when,
        rating: sample.rating,
        ...(body ? { text: body, originalText: { ...body } } : {}),
        authorAttribution: {
          displayName: sample.author,
          uri: `https://www.google.com/maps/contrib/sample-${sampleNumber}/reviews`,
          photoUri: `https://lh3.googleusercontent.com/a/sample-${sampleNumber}`,
        },
        publishTime: sample.publishTime,
      };
    }),
  };
}

const samplePlaces: SamplePlace[] = [
  {
    place: "armory",
    rating: 4.8,
    userRatingCount: 96,
    cid: "11111111111111111111",
    reviews: [
      {
        author: "Priya Desai",
        rating: 5,
        when: "2 weeks ago",
        publishTime: "2025-05-19T18:42:10Z",
        text:
          "Went to my first Muay Thai class expecting to feel " +
          "lost. The coach had me sorted within ten minutes " +
          "and the group was welcoming from the start. Small " +
          "classes make a huge difference. Booked three more.",
      },
      {
        author: "Tom Hughes",
        rating: 5,
        when: "a month ago",
        publishTime: "2025-04-28T07:15:33Z",
        text:
          "Best boxing classes in south-east London. Proper technique, not just hitting bags for an hour. " +
          "The arch is a brilliant space and the coaches know every member by name.",
      },
      {
        author: "Aisha Bello",
        rating: 5,
        when: "a month ago",
        publishTime: "2025-04-22T12:03:51Z",
      },
      {
        author: "Callum Reid",
        rating: 4,
        when: "2 months ago",
        publishTime: "2025-03-30T09:27:04Z",
        text:
          "Great Lift and Strength and Conditioning sessions, " +
          "really well coached. Only wish there were a couple " +
          "more early morning slots as the 6am classes fill up fast.",
      },
      {
        author: "Sophie Martin",
        rating: 5,
        when: "3 months ago",
        publishTime: "2025-02-25T19:55:40Z",
        text:
          "My son has been doing Junior Boxing for six months. " +
          "His confidence and focus have come on massively. " +
          "The coaches keep it safe, disciplined and fun.",
      },
      {
        author: "Daniel Okoro",
        rating: 3,
        when: "3 months ago",
        publishTime: "2025-02-11T20:10:18Z",
        text:
          "Classes are good but the spin room gets warm when it is full. Would be nice to have more fans. " +
          "Coaching itself is solid.",
      },
      {
        author: "Ellie Parker",
        rating: 2,
        when: "4 months ago",
        publishTime: "2025-01-20T17:48:02Z",
        text:
          "Turned up hoping to use the space outside of a " +
          "class and was told access is during classes only. " +
          "Fair enough, but I wish I had known before I travelled over.",
      },
    ],
  },
  {
    place: "greenwich",
    rating: 4.6,
    userRatingCount: 187,
    cid: "22222222222222222222",
    reviews: [
      {
        author: "James Whitfield",
        rating: 5,
        when: "a week ago",
        publishTime: "2025-05-27T06:31:45Z",
        text:
          "Clean, well laid out and never feels rammed. Five " +
          "racks means I have never waited for a squat rack, " +
          "even at 6pm. The infra-red sauna after leg day is worth the membership on its own.",
      },
      {
        author: "Maria Gonzalez",
        rating: 5,
        when: "3 weeks ago",
        publishTime: "2025-05-12T13:20:09Z",
        text:
          "Friendly staff, spotless changing rooms and a " +
          "proper recovery suite. I train late after work and " +
          "the app access is seamless.",
      },
      {
        author: "Oliver Grant",
        rating: 4,
        when: "a month ago",
        publishTime: "2025-04-30T21:05:27Z",
        text:
          "Great equipment and a good atmosphere. The steam " +
          "room is excellent. Knocked a star off as parking " +
          "on Trafalgar Road can be a pain.",
      },
      {
        author: "Hannah Lee",
        rating: 5,
        when: "2 months ago",
        publishTime: "2025-04-02T08:44:13Z",
      },
      {
        author: "Kwame Mensah",
        rating: 5,
        when: "2 months ago",
        publishTime: "2025-03-24T16:12:58Z",
        text:
          "Moved here from a big chain and the difference is " +
          "night and day. Staff actually help on the floor, " +
          "kit is looked after and the place feels premium without being pretentious.",
      },
      {
        author: "Rebecca Shaw",
        rating: 3,
        when: "3 months ago",
        publishTime: "2025-02-18T19:37:22Z",
        text:
          "Good gym overall, but the cardio area gets busy in " +
          "the early evening and you can wait for a treadmill.",
      },
      {
        author: "Liam Connolly",
        rating: 2,
        when: "4 months ago",
        publishTime: "2025-01-27T22:51:40Z",
        text:
          "Came in late hoping for a steam and found the recovery suite closed. I understand it is tied to " +
          "staff hours, but it was frustrating on the night.",
      },
      {
        author: "Amara Nwosu",
        rating: 4,
        when: "5 months ago",
        publishTime: "2024-12-30T10:09:31Z",
        text: "Great selection of dumbbells and machines. Staff were helpful with my induction.",
      },
    ],
  },
  {
    place: "welling",
    rating: 4.5,
    userRatingCount: 142,
    cid: "33333333333333333333",
    reviews: [
      {
        author: "Gary Thompson",
        rating: 5,
        when: "2 weeks ago",
        publishTime: "2025-05-20T07:58:16Z",
        text:
          "Brilliant value for what you get. Good racks, plenty of dumbbells and a sauna and steam room. " +
          "Staff are always around on weekday evenings if you need a hand.",
      },
      {
        author: "Chloe Adams",
        rating: 5,
        when: "a month ago",
        publishTime: "2025-05-01T18:26:49Z",
        text:
          "I was nervous about joining a gym again but the team made me feel at home. The women I train " +
          "alongside are lovely and nobody judges. Love the steam room after a session.",
      },
      {
        author: "Mohammed Rahman",
        rating: 5,
        when: "a month ago",
        publishTime: "2025-04-19T11:14:02Z",
      },
      {
        author: "Jack Wilson",
        rating: 4,
        when: "2 months ago",
        publishTime: "2025-04-05T05:47:36Z",
        text:
          "24/7 access suits my shifts perfectly. Sled track is a great touch. Would love another lifting " +
          "platform, but no real complaints.",
      },
      {
        author: "Natalie Brooks",
        rating: 3,
        when: "3 months ago",
        publishTime: "2025-02-26T17:33:20Z",
        text:
          "Decent gym, friendly staff. The changing rooms " +
          "could do with a couple more lockers at peak times.",
      },
      {
        author: "Steve Carter",
        rating: 2,
        when: "4 months ago",
        publishTime: "2025-01-15T06:21:55Z",
        text:
          "A couple of the machines were out of order for a " +
          "week. They were fixed in the end, but it took a while.",
      },
      {
        author: "Zara Ahmed",
        rating: 5,
        when: "5 months ago",
        publishTime: "2024-12-21T14:40:11Z",
        text:
          "Clean, modern and well run. The massage chairs and sauna have become my Sunday routine. " +
          "Highly recommend.",
      },
    ],
  },
];

/** A gym's sample reviews, keyed by its Google place id as its content entry has it. */
export function sampleReviewsFor(gym: Pick<GymLocation, "id" | "googlePlaceID">): PlaceReviews | undefined {
  const place = samplePlaces.find((candidate) => candidate.place === gym.id);
  return place ? toPlaceReviews(place, gym.googlePlaceID) : undefined;
}
