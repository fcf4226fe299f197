/**
 * The two bundled blog posts (SPEC §1, §3). Blog data is a local list, not a call.
 * The first post's categories become the filter buttons on /blog.
 * Between them the posts use every block type and option in ./blog-types,
 * so the renderer is exercised in full.
 */

import { classSize } from "./armory-classes";
import type { BlogPost } from "./blog-types";
import { armoryTrialOffer, brand } from "./brand";
import { gymBySlug } from "./gyms";
import { infraredSauna, steamRoom } from "./recovery";

const armory = gymBySlug("armory");
const greenwich = gymBySlug("greenwich");
const welling = gymBySlug("welling");

/** Sentences joined into one paragraph, so long copy stays within the line width. */
function text(...sentences: string[]): string {
  return sentences.join(" ");
}

const saunaGuide: BlogPost = {
  id: "1",
  title: "Sauna and Steam: A Beginner's Guide to Heat Recovery",
  slug: "beginners-guide-sauna-steam-room-recovery",
  excerpt: text(
    "New to the recovery suite? Here is how to use the infra-red sauna and steam room safely,",
    "how long to stay in, and how to fit heat into your training week.",
  ),
  author: { id: "hannah-okafor", name: "Hannah Okafor" },
  gym_location: { id: greenwich.slug, name: greenwich.name },
  featured_image: {
    url: "blog/sauna-guide.jpg",
    alt_text: "A member relaxing on the wooden bench of the infra-red sauna at Novo Greenwich",
    width: 1600,
    height: 1067,
  },
  status: "published",
  visibility: "public",
  publishedDate: "14.03.2025",
  lastUpdated: "2025-06-02T10:30:00.000Z",
  categories: ["Recovery", "Training", "Wellbeing"],
  tags: ["sauna", "steam room", "infra-red", "recovery", "beginners"],
  seo: {
    meta_title: "Sauna and Steam Room Guide for Beginners | Novo",
    meta_description: text(
      "How to use the infra-red sauna and steam room at Novo Greenwich and Welling:",
      "session times, temperatures, safety tips and what to bring.",
    ),
    keywords: [
      "infra-red sauna",
      "steam room",
      "gym recovery",
      "sauna after workout",
      "Greenwich gym",
      "Welling gym",
    ],
  },
  blocks: [
    {
      id: "p1-b01",
      type: "paragraph",
      data: {
        style: "lead",
        text: text(
          "You have finished your last set. Before you head home, there is a quieter part of the gym",
          `worth knowing: the recovery suite. At ${greenwich.name} and ${welling.name}, members can use`,
          "an infra-red sauna, a steam room and massage facilities. Used well, heat is one of the simplest",
          "ways to unwind after training. Here is how to get it right from your very first visit.",
        ),
      },
    },
    {
      id: "p1-b02",
      type: "heading",
      data: { text: "Why heat belongs in your week", level: 2, style: "display" },
    },
    {
      id: "p1-b03",
      type: "paragraph",
      data: {
        alignment: "left",
        style: "normal",
        text: text(
          "Sitting in the heat raises your skin and core temperature, widens your blood vessels and",
          "increases blood flow. Most people find it loosens tight muscles and leaves them calm and",
          "relaxed, and many members say they sleep better on sauna days. Heat is not a substitute for",
          "sleep, good food or a sensible programme. Think of",
          "it as the full stop at the end of a good session.",
        ),
      },
    },
    {
      id: "p1-b04",
      type: "twoColumn",
      data: {
        ratio: "60:40",
        verticalAlignment: "top",
        spacing: "medium",
        style: "white",
        leftColumn: {
          blocks: [
            { id: "p1-b04-l1", type: "heading", data: { text: "The infra-red sauna", level: 3 } },
            {
              id: "p1-b04-l2",
              type: "paragraph",
              data: {
                text: text(
                  "Infra-red panels warm your body directly rather than heating the air around you.",
                  `The cabin sits at around ${infraredSauna.temperature},`,
                  `far gentler than a traditional sauna,`,
                  "so you can stay longer and breathe easily. It is built for passive relaxation: sit back,",
                  "switch off and let the warmth do the work.",
                ),
              },
            },
            {
              id: "p1-b04-l3",
              type: "list",
              data: {
                style: "bullet",
                columns: 1,
                items: [
                  { heading: "Time", text: infraredSauna.duration },
                  { heading: "Temperature", text: infraredSauna.temperature ?? "" },
                  {
                    heading: "Best for",
                    text: "Deep muscle relaxation and winding down after heavy lifting.",
                  },
                ],
              },
            },
          ],
        },
        rightColumn: {
          blocks: [
            {
              id: "p1-b04-r1",
              type: "image",
              data: {
                url: "blog/infrared-sauna.jpg",
                alt: "The infra-red sauna cabin with its warm-glow heating panels",
                width: "large",
                alignment: "center",
                caption: true,
                captionText: "The infra-red sauna at Novo Greenwich.",
                intrinsicWidth: 1200,
                intrinsicHeight: 1200,
              },
            },
          ],
        },
      },
    },
    {
      id: "p1-b05",
      type: "twoColumn",
      data: {
        ratio: "50:50",
        verticalAlignment: "center",
        spacing: "large",
        reversed: true,
        style: "grey",
        leftColumn: {
          blocks: [
            { id: "p1-b05-l1", type: "heading", data: { text: "The steam room", level: 3 } },
            {
              id: "p1-b05-l2",
              type: "paragraph",
              data: {
                text: text(
                  `The steam room runs at around ${steamRoom.temperature}`,
                  `with ${steamRoom.humidity} humidity.`,
                  "Because sweat cannot evaporate in saturated air, it feels much hotter than the number",
                  "suggests. Sit or stand, whichever is comfortable, and slow your breathing down. Many",
                  "members find the warm, moist air soothing on their airways.",
                ),
              },
            },
            {
              id: "p1-b05-l3",
              type: "list",
              data: {
                style: "bullet",
                items: [
                  { heading: "Time", text: steamRoom.duration },
                  {
                    heading: "Temperature",
                    text: `${steamRoom.temperature} at ${steamRoom.humidity} humidity`,
                  },
                  {
                    heading: "Best for",
                    text: "Loosening up and clearing your head after cardio or a class.",
                  },
                ],
              },
            },
          ],
        },
        rightColumn: {
          blocks: [
            {
              id: "p1-b05-r1",
              type: "image",
              data: {
                url: "blog/steam-room.jpg",
                alt: "Tiled benches in the steam room, softened by steam",
                width: "large",
                alignment: "left",
                caption: true,
                captionText: "The steam room at Novo Welling.",
                intrinsicWidth: 1200,
                intrinsicHeight: 1200,
              },
            },
          ],
        },
      },
    },
    {
      id: "p1-b06",
      type: "heading",
      data: { text: "Your first session, step by step", level: 2, style: "underlined" },
    },
    {
      id: "p1-b07",
      type: "list",
      data: {
        style: "numbered",
        columns: 1,
        items: [
          text(
            "Check the times. Recovery areas open at the times listed for each gym, so look up your gym's",
            "recovery times before you plan a late visit.",
          ),
          text(
            "Cool down first. Give your heart rate five to ten minutes to settle after training,",
            "and drink some water.",
          ),
          "Shower before you go in. It is more hygienic for everyone and helps you sweat evenly.",
          text(
            "Start at the short end: 15 minutes in the infra-red sauna",
            "or 10 minutes in the steam room on your first visit.",
          ),
          "Sit on a towel and leave your phone in your locker. Heat and electronics do not mix.",
          text(
            "Step out if you feel unwell. Dizziness, nausea or a pounding headache mean it is time",
            "to sit down somewhere cool and drink water.",
          ),
          "Cool off gradually with a lukewarm shower, then rehydrate before you head home.",
        ],
      },
    },
    {
      id: "p1-b08",
      type: "image",
      data: {
        url: "blog/recovery-suite.jpg",
        alt: "The Novo recovery suite, with the sauna and steam room doors side by side",
        width: "full",
        alignment: "center",
        caption: true,
        captionText: "Give yourself a few minutes to cool down between training and heat.",
        intrinsicWidth: 1600,
        intrinsicHeight: 1067,
      },
    },
    {
      id: "p1-b09",
      type: "heading",
      data: { text: "Infra-red or steam: which one?", level: 3, style: "default" },
    },
    {
      id: "p1-b10",
      type: "list",
      data: {
        style: "bullet",
        columns: 2,
        items: [
          {
            heading: "Choose the infra-red sauna if",
            text: text(
              "you want a long, gentle session, you lifted heavy today,",
              "or you find humid air uncomfortable.",
            ),
          },
          {
            heading: "Choose the steam room if",
            text: text(
              "you prefer a shorter, more intense session, you enjoy warm, moist air,",
              "or you have just finished cardio or a class.",
            ),
          },
        ],
      },
    },
    {
      id: "p1-b11",
      type: "paragraph",
      data: {
        alignment: "left",
        style: "muted",
        text: text(
          "You do not need both in one visit. If you do use both, cool down and drink water in between,",
          "and keep your total time in the heat modest.",
        ),
      },
    },
    {
      id: "p1-b11a",
      type: "paragraph",
      data: {
        heading: "Before or after training?",
        text: text(
          "After, as a rule. Heat relaxes your muscles and your nervous system, which is the opposite",
          "of what you want before heavy squats or a hard interval session. Save the sauna or steam room",
          "for the end of your workout, or for a rest day when you want to unwind without training at all.",
        ),
      },
    },
    {
      id: "p1-b12",
      type: "heading",
      data: { text: "What to bring", level: 3 },
    },
    {
      id: "p1-b13",
      type: "list",
      data: {
        style: "checklist",
        columns: 3,
        items: [
          "Two towels: one to sit on, one for afterwards",
          "A full water bottle",
          "Flip-flops for the wet areas",
          "Swimwear or shorts you do not mind sweating in",
          "A padlock for your locker",
          "A snack with some protein and carbohydrate for afterwards",
        ],
      },
    },
    {
      id: "p1-b14",
      type: "twoColumn",
      data: {
        ratio: "30:70",
        verticalAlignment: "top",
        spacing: "small",
        style: "white",
        leftColumn: {
          blocks: [{ id: "p1-b14-l1", type: "heading", data: { text: "Hydration", level: 4 } }],
        },
        rightColumn: {
          blocks: [
            {
              id: "p1-b14-r1",
              type: "paragraph",
              data: {
                heading: "A simple rule",
                text: text(
                  "Drink a glass of water before you go in and another when you come out. Take a bottle in",
                  "with you for longer infra-red sessions. Skip the heat altogether after alcohol, or on a",
                  "day when you have not eaten or drunk much.",
                ),
              },
            },
          ],
        },
      },
    },
    {
      id: "p1-b15",
      type: "heading",
      data: { text: "Recovery suite etiquette", level: 5 },
    },
    {
      id: "p1-b16",
      type: "list",
      data: {
        style: "bullet",
        columns: 2,
        items: [
          "Keep conversation low: many people come here to switch off.",
          "Never pour water on the infra-red panels.",
          "Keep the doors closed to hold the heat in.",
          "Wipe down the bench on your way out.",
        ],
      },
    },
    {
      id: "p1-b17",
      type: "section",
      data: {
        blocks: [
          {
            id: "p1-b17-s1",
            type: "heading",
            data: { text: "Make recovery a habit", level: 2, style: "display" },
          },
          {
            id: "p1-b17-s2",
            type: "paragraph",
            data: {
              alignment: "center",
              style: "lead",
              text: text(
                "Two or three short sessions a week, after your hardest workouts, is a good place to start.",
                "Consistency beats marathon sessions every time.",
              ),
            },
          },
          {
            id: "p1-b17-s3",
            type: "callToAction",
            data: { text: "Read the recovery guide", link: "/recovery", colour: "white" },
          },
        ],
      },
    },
    {
      id: "p1-b18",
      type: "paragraph",
      data: {
        alignment: "right",
        style: "italic",
        text: `Hannah Okafor, recovery lead at ${greenwich.name}`,
      },
    },
    {
      id: "p1-b19",
      type: "callToAction",
      data: { text: "Find your nearest Novo", link: "/locations" },
    },
    {
      id: "p1-b20",
      type: "footnote",
      data: {
        alignment: "left",
        style: "muted",
        text: text(
          "This guide is general information, not medical advice. If you are pregnant, have a heart",
          "condition, high or low blood pressure or any other medical condition, or take regular medication,",
          `check with your GP before using a sauna or steam`,
          `room. Members must be ${brand.minimumAge} or over.`,
        ),
      },
    },
  ],
};

const starterPlan: BlogPost = {
  id: "2",
  title: "Stronger in Four Weeks: The Armory Strength and Conditioning Starter Plan",
  slug: "four-week-strength-and-conditioning-starter-plan",
  excerpt: text(
    "Three sessions a week, four weeks, no guesswork. Our Armory coaches share the plan they use",
    "to take beginners from unsure to confident under the bar.",
  ),
  author: { id: "marcus-bell", name: "Marcus Bell" },
  gym_location: { id: armory.slug, name: armory.name },
  featured_image: {
    url: "blog/strength-starter-plan.jpg",
    alt_text: "A coach guiding a member through a goblet squat at the Armory",
    width: 1600,
    height: 1067,
  },
  status: "published",
  visibility: "public",
  publishedDate: "02.05.2025",
  lastUpdated: "2025-05-02T08:00:00.000Z",
  categories: ["Training", "Armory"],
  tags: ["strength", "conditioning", "beginners", "programme", "armory"],
  seo: {
    meta_title: "4-Week Strength and Conditioning Plan | Novo Armory",
    meta_description: text(
      "A free four-week strength and conditioning plan for beginners from the Novo Armory coaches:",
      "three sessions a week, clear sets, reps and rest.",
    ),
    keywords: [
      "strength and conditioning",
      "beginner workout plan",
      "4 week training plan",
      "Greenwich group training",
      "Novo Armory",
    ],
  },
  blocks: [
    {
      id: "p2-b01",
      type: "paragraph",
      data: {
        style: "lead",
        text: text(
          "Starting strength training can feel like walking into a room where everyone knows the rules.",
          "This plan is how our coaches at the Armory teach those rules: three sessions a week for four",
          "weeks, simple lifts, clear targets, and enough conditioning to build your engine without",
          "burning you out.",
        ),
      },
    },
    {
      id: "p2-b02",
      type: "heading",
      data: { text: "How the plan works", level: 2, style: "default" },
    },
    {
      id: "p2-b03",
      type: "paragraph",
      data: {
        text: text(
          "Each week has two strength sessions and one conditioning session, with at least one rest day",
          "between them. Monday, Wednesday and Friday works well; so does Tuesday, Thursday and Saturday.",
          "Start every session with a ten-minute warm-up: five minutes of easy cardio, then bodyweight",
          "squats, hip hinges, arm circles and two light sets of your first exercise.",
        ),
      },
    },
    {
      id: "p2-b04",
      type: "list",
      data: {
        style: "bullet",
        columns: 3,
        items: [
          { heading: "Day one: strength", text: "Squat, hinge, push, pull and carry." },
          { heading: "Day two: conditioning", text: "Timed intervals to build fitness and work capacity." },
          { heading: "Day three: strength", text: "The same session, aiming to beat day one." },
        ],
      },
    },
    {
      id: "p2-b05",
      type: "heading",
      data: { text: "The four weeks", level: 2, style: "display" },
    },
    {
      id: "p2-b06",
      type: "list",
      data: {
        style: "numbered",
        columns: 2,
        items: [
          {
            heading: "Week 1: learn",
            text: text(
              "Two sets of each strength exercise, with a weight you could lift five more times.",
              "Focus on position, not load.",
            ),
          },
          {
            heading: "Week 2: build",
            text: "Three sets. Add a little weight wherever every rep looked and felt the same.",
          },
          {
            heading: "Week 3: push",
            text: text(
              "Three sets, taking the last one to two or three reps short of failure.",
              "Add a fifth round to conditioning.",
            ),
          },
          {
            heading: "Week 4: consolidate",
            text: "Back to two sets at week three's weights. You adapt when you recover, so let yourself.",
          },
        ],
      },
    },
    {
      id: "p2-b07",
      type: "heading",
      data: { text: "The strength session", level: 3, style: "underlined" },
    },
    {
      id: "p2-b08",
      type: "workout",
      data: {
        title: "Full-body strength",
        description: text(
          "Work through the exercises in order and note the weight you use each time.",
          "Sets shown are for weeks 2 and 3; do two sets in weeks 1 and 4.",
        ),
        difficulty: "beginner",
        duration: 50,
        exerciseType: "Strength",
        exercises: [
          {
            name: "Goblet squat",
            sets: 3,
            reps: "8-10",
            rest: "90 sec",
            notes: "Hold one dumbbell at your chest. Sit down between your hips and keep your chest tall.",
          },
          {
            name: "Dumbbell Romanian deadlift",
            sets: 3,
            reps: "8-10",
            rest: "90 sec",
            notes: "Soft knees. Push your hips back and keep the dumbbells close to your legs.",
          },
          {
            name: "Incline push-up",
            sets: 3,
            reps: "6-12",
            rest: "60 sec",
            notes: "Hands on a bench or box. Lower the height as you get stronger.",
          },
          {
            name: "Single-arm dumbbell row",
            sets: 3,
            reps: "10 each side",
            rest: "60 sec",
            notes: "Brace a hand on a bench and pull your elbow towards your hip.",
          },
          {
            name: "Farmer's carry",
            sets: 3,
            reps: "30 m",
            rest: "60 sec",
            notes: "Heavy dumbbells or kettlebells. Stand tall and take short, quick steps.",
          },
          {
            name: "Dead bug",
            sets: 2,
            reps: "8 each side",
            rest: "45 sec",
            notes: "Keep your lower back pressed into the floor throughout.",
          },
        ],
      },
    },
    {
      id: "p2-b09",
      type: "heading",
      data: { text: "The conditioning session", level: 3 },
    },
    {
      id: "p2-b10",
      type: "workout",
      data: {
        title: "Conditioning intervals",
        description: text(
          "Work for 40 seconds, rest for 20 and move to the next station. That is one round.",
          "Complete four rounds with two minutes' rest between them, and five in week 3.",
        ),
        difficulty: "intermediate",
        duration: 35,
        exerciseType: "Conditioning",
        exercises: [
          {
            name: "Spin bike",
            sets: 4,
            reps: "40 sec",
            rest: "20 sec",
            notes: "A hard but steady effort you can repeat every round.",
          },
          {
            name: "Kettlebell swing",
            sets: 4,
            reps: "40 sec",
            rest: "20 sec",
            notes: "Snap your hips through; the bell floats up to chest height.",
          },
          {
            name: "Heavy bag punches",
            sets: 4,
            reps: "40 sec",
            rest: "20 sec",
            notes: "Straight one-two combinations. Keep your hands up and breathe out on every punch.",
          },
          {
            name: "Reverse lunge",
            sets: 4,
            reps: "40 sec",
            rest: "20 sec",
            notes: "Bodyweight, alternating legs. Step back far enough that your front heel stays down.",
          },
          {
            name: "Mountain climbers",
            sets: 4,
            reps: "40 sec",
            rest: "2 min after the round",
            notes: "Hands under your shoulders and hips level. Smooth beats fast.",
          },
        ],
      },
    },
    {
      id: "p2-b11",
      type: "heading",
      data: { text: "How heavy should it be?", level: 4 },
    },
    {
      id: "p2-b12",
      type: "twoColumn",
      data: {
        ratio: "40:60",
        verticalAlignment: "center",
        spacing: "large",
        style: "black",
        leftColumn: {
          blocks: [
            {
              id: "p2-b12-l1",
              type: "image",
              data: {
                url: "blog/armory-coaching.jpg",
                alt: "An Armory coach watching a member's dumbbell row",
                width: "medium",
                alignment: "center",
                caption: true,
                captionText: "Coaches check your form on every set at the Armory.",
                intrinsicWidth: 1200,
                intrinsicHeight: 1200,
              },
            },
          ],
        },
        rightColumn: {
          blocks: [
            {
              id: "p2-b12-r1",
              type: "paragraph",
              data: {
                heading: "Use the two-rep rule",
                text: text(
                  "Pick a weight that leaves two or three good reps in the tank at the end of each set.",
                  "If the last rep slows down but still looks like the first, you are in the right place.",
                  "If your form changes, the weight is too heavy.",
                  "Write it down: your notes are how you progress.",
                ),
              },
            },
            {
              id: "p2-b12-r2",
              type: "list",
              data: {
                style: "checklist",
                columns: 1,
                items: [
                  "You can brace your trunk before every rep",
                  "Your heels stay down in the squat",
                  "Your back stays flat in the deadlift",
                  "You can pause for a second at the top of every row",
                ],
              },
            },
          ],
        },
      },
    },
    {
      id: "p2-b13",
      type: "heading",
      data: { text: "Recovery matters as much as training", level: 2 },
    },
    {
      id: "p2-b14",
      type: "twoColumn",
      data: {
        ratio: "70:30",
        verticalAlignment: "bottom",
        spacing: "small",
        style: "white",
        leftColumn: {
          blocks: [
            {
              id: "p2-b14-l1",
              type: "paragraph",
              data: {
                text: text(
                  "Strength is built between sessions. Aim for",
                  "seven to nine hours of sleep, eat some protein",
                  "at every meal and walk on your rest days. Expect",
                  "muscle soreness in the first week or two;",
                  "it eases as your body adapts. Sharp or joint",
                  "pain is different: stop, and speak to a coach.",
                ),
              },
            },
          ],
        },
        rightColumn: {
          blocks: [
            {
              id: "p2-b14-r1",
              type: "image",
              data: {
                url: "blog/rest-day-walk.jpg",
                alt: "Two members walking through Greenwich Park on a rest day",
                width: "small",
                alignment: "right",
                caption: true,
                captionText: "A rest-day walk keeps you moving without adding fatigue.",
                intrinsicWidth: 1200,
                intrinsicHeight: 1200,
              },
            },
          ],
        },
      },
    },
    {
      id: "p2-b15",
      type: "paragraph",
      data: {
        alignment: "left",
        style: "italic",
        text: text(
          `${armory.name} has no recovery area. If your membership includes ${greenwich.name} or`,
          `${welling.name}, their infra-red sauna and steam room open at the recovery times listed for each gym.`,
        ),
      },
    },
    {
      id: "p2-b16",
      type: "heading",
      data: { text: "Coach's note", level: 6 },
    },
    {
      id: "p2-b17",
      type: "paragraph",
      data: {
        alignment: "center",
        style: "bold",
        text: text(
          "Finished week four? Repeat the plan with heavier weights, or join our Lift and Strength and",
          "Conditioning classes to keep progressing with a coach beside you.",
        ),
      },
    },
    {
      id: "p2-b18",
      type: "section",
      data: {
        blocks: [
          { id: "p2-b18-s1", type: "heading", data: { text: "Train it with a coach", level: 3 } },
          {
            id: "p2-b18-s2",
            type: "paragraph",
            data: {
              alignment: "center",
              text: text(
                `Every Armory class is capped at ${classSize.max} people, so your coach sees every rep.`,
                "Lift and Strength and Conditioning use the same principles as this plan.",
              ),
            },
          },
          {
            id: "p2-b18-s3",
            type: "list",
            data: {
              style: "bullet",
              items: [
                "Coached warm-ups",
                "Scaled options for every exercise",
                "Progress tracked week to week",
              ],
            },
          },
          {
            id: "p2-b18-s4",
            type: "callToAction",
            data: { text: "See the Armory classes", link: armory.pageLink, colour: "yellow" },
          },
        ],
      },
    },
    {
      id: "p2-b19",
      type: "callToAction",
      data: { text: `Claim ${armoryTrialOffer.summary}`, link: "/offers", colour: "black" },
    },
    {
      id: "p2-b20",
      type: "footnote",
      data: {
        alignment: "right",
        style: "italic",
        text: text(
          "Check with your GP before starting a new exercise programme if you are pregnant, have a heart",
          "condition, high blood pressure, a recent injury or any other medical condition. Stop and seek",
          "medical advice if you feel chest pain, dizziness or unusual breathlessness.",
        ),
      },
    },
  ],
};

export const blogPosts: BlogPost[] = [saunaGuide, starterPlan];
