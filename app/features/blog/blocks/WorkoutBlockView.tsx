import { Icon } from "#app/components/icons/Icon.tsx";
import type { WorkoutBlock } from "#app/content/blog-types.ts";
import { useHeadingTag } from "./context";

const difficultyLabel = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" } as const;
const difficultyBars = { beginner: 1, intermediate: 2, advanced: 3 } as const;

/** A workout card: its facts up top, then each exercise with sets, reps, rest and coaching notes. */
export function WorkoutBlockView({ block }: { block: WorkoutBlock }) {
  const Tag = useHeadingTag(block.id);
  const { title, description, duration, exerciseType, exercises } = block.data;
  const difficulty = block.data.difficulty ?? "intermediate";
  return (
    <section
      aria-label={`Workout: ${title}`}
      data-difficulty={difficulty}
      className="my-10 border-2 border-ink bg-paper text-ink"
    >
      <header className="bg-ink p-5 text-paper md:p-6">
        <Tag className="font-display text-h3 font-bold uppercase">{title}</Tag>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="gauge" aria-hidden="true" className="h-4 w-4 text-signal" />
              <span className="sr-only">Difficulty</span>
            </dt>
            <dd className="flex items-center gap-2">
              <span aria-hidden="true" className="flex gap-0.5">
                {[1, 2, 3].map((bar) => (
                  <span
                    key={bar}
                    className={`h-3 w-1.5 ${bar <= difficultyBars[difficulty] ? "bg-signal" : "bg-paper/25"}`}
                  />
                ))}
              </span>
              {difficultyLabel[difficulty]}
            </dd>
          </div>
          {duration ? (
            <div className="flex items-center gap-2">
              <dt>
                <Icon name="clock" aria-hidden="true" className="h-4 w-4 text-signal" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd>{duration} minutes</dd>
            </div>
          ) : null}
          {exerciseType ? (
            <div className="flex items-center gap-2">
              <dt>
                <Icon name="dumbbell" aria-hidden="true" className="h-4 w-4 text-signal" />
                <span className="sr-only">Type</span>
              </dt>
              <dd>{exerciseType}</dd>
            </div>
          ) : null}
        </dl>
        {description ? <p className="mt-4 leading-relaxed text-mist">{description}</p> : null}
      </header>
      <ol className="divide-y divide-ink/10">
        {exercises.map((exercise, index) => (
          <li
            key={exercise.name}
            className="grid gap-3 p-5 md:grid-cols-[2.5rem_1fr_auto] md:items-start md:p-6"
          >
            <span aria-hidden="true" className="font-display text-2xl font-bold text-steel">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <p className="font-display text-xl font-bold uppercase">{exercise.name}</p>
              {exercise.notes ? (
                <p className="mt-1 text-sm leading-relaxed text-steel">{exercise.notes}</p>
              ) : null}
            </div>
            <dl className="flex gap-5 text-sm md:justify-end">
              {exercise.sets !== undefined ? (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-steel">Sets</dt>
                  <dd className="font-display text-xl font-bold">{exercise.sets}</dd>
                </div>
              ) : null}
              {exercise.reps ? (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-steel">Reps</dt>
                  <dd className="font-display text-xl font-bold">{exercise.reps}</dd>
                </div>
              ) : null}
              {exercise.rest ? (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-steel">Rest</dt>
                  <dd className="font-display text-xl font-bold">{exercise.rest}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
