/**
 * The tour page of a 24/7 gym (issue 19): the slots grouped by day as radio choices, full ones marked, then
 * the visitor's details. A plain form: it works without JavaScript (a native post answered by the page)
 * and, with it, React Router sends the same post and shows the same answer without a reload.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { PhoneLink } from "#app/components/ui/PhoneLink.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { HoneypotField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import type { SiteGym } from "#app/lib/use-gyms.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { tourRules } from "#contracts/content/tours.ts";
import { dayLabel, slotLabel, slotsByDay } from "#contracts/tour-labels.ts";
import type { TourSlot } from "#contracts/tours.ts";
import type { SlotWithPlaces } from "#contracts/tours-load-context.ts";
import type { TourAnswer } from "./action.server";
import { DayTimePicker } from "./DayTimePicker";
import { SlotChoice } from "./SlotChoice";

interface TourPageProps {
  page: PageCopy;
  gym: SiteGym;
  slots: SlotWithPlaces[];
  answer: TourAnswer | undefined;
}

/** The page's frame, the same around the form and around the confirmation that replaces it. */
function TourFrame({ page, intro, children }: { page: PageCopy; intro?: boolean; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Tours" heading={page.heading} intro={intro ? page.intro : undefined} />
      <section className="bg-chalk py-12 md:py-16">
        <Container>{children}</Container>
      </section>
    </>
  );
}

function freeCount(slots: readonly TourSlot[], full: ReadonlySet<string>): number {
  return slots.filter((s) => !full.has(s.start)).length;
}

export function TourPage({ page, gym, slots, answer }: TourPageProps) {
  const navigation = useNavigation();
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // null until hydrated: the server's disclosures and native radios are the first paint, tappable at once.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    // A time tapped before hydration is kept when the picker takes over.
    const tapped = formRef.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked');
    // After "That time has just been taken" nothing is chosen: the visitor picks again.
    setPicked(tapped?.value ?? (answer?.status === "failed" ? (answer.values.slot ?? "") : ""));
  }, [answer]);
  // With JavaScript, move focus to the answer so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (answer) statusRef.current?.focus();
  }, [answer]);

  if (answer?.status === "booked")
    return (
      <TourFrame page={page}>
        <div ref={statusRef} tabIndex={-1} role="status" className="max-w-2xl outline-none">
          <h2 className="font-display text-h3">Your tour is booked</h2>
          <p className="mt-4 text-lg">
            {slotLabel(answer.slot)} at {gym.name}, {gym.address}, {gym.postcode}.
          </p>
          <p className="mt-3 text-lg text-steel">
            We have e-mailed you the details with a calendar invite. The e-mail has a link to cancel or change
            the booking.
          </p>
        </div>
      </TourFrame>
    );

  // Held for review (over a rate threshold, or an address's share of open bookings): plainly not booked.
  if (answer?.status === "held")
    return (
      <TourFrame page={page}>
        <div ref={statusRef} tabIndex={-1} role="status" className="max-w-2xl outline-none">
          <h2 className="font-display text-h3">Your tour is not booked yet</h2>
          <p className="mt-4 text-lg">
            We have your request for {answer.slot ? slotLabel(answer.slot) : "a tour"} at {gym.name}, but we
            need to check it before we can book it, so the time is not kept for you and no e-mail is coming
            yet.
          </p>
          <p className="mt-3 text-lg text-steel">
            The gym will contact you to confirm
            <PhoneLink className="underline">{(phone) => <>, or call us on {phone}</>}</PhoneLink>.
          </p>
        </div>
      </TourFrame>
    );

  const values: Record<string, string> = answer ? answer.values : {};
  const errors: Record<string, string> = answer ? answer.errors : {};
  const chosen = values.slot ?? "";
  const days = slotsByDay(slots);
  const fullStarts = new Set(slots.filter((s) => s.left <= 0).map((s) => s.start));
  const sending = navigation.state === "submitting";

  return (
    <TourFrame page={page} intro>
      <Form
        method="post"
        noValidate
        aria-label={`Book a tour of ${gym.name}`}
        className="relative grid max-w-4xl gap-8"
      >
        <div ref={statusRef} tabIndex={-1} className="outline-none">
          {answer?.status === "taken" ? (
            <div role="alert" className="border-l-4 border-danger bg-white p-4">
              <p className="font-semibold">That time has just been taken</p>
              {answer.alternatives.length > 0 ? (
                <fieldset className="mt-3">
                  <legend className="text-sm text-steel">The nearest free times:</legend>
                  <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
                    {answer.alternatives.map((slot) => (
                      <SlotChoice
                        key={`near-${slot.start}`}
                        slot={{ ...slot, time: slotLabel(slot.start) }}
                        {...(picked === null
                          ? { chosen: "" }
                          : // The picker below posts the chosen time: two checked radios of one name would
                            // leave only the last checked, so these copies are a group of their own.
                            { chosen: picked, onChoose: setPicked, required: false, name: "nearest-slot" })}
                      />
                    ))}
                  </div>
                </fieldset>
              ) : (
                <p className="mt-2">Please choose another time below.</p>
              )}
            </div>
          ) : null}
          {answer?.status === "failed" ? (
            <p role="alert" className="border-l-4 border-danger bg-white p-4 font-semibold">
              Sorry, your booking could not be sent. Please try again
              <PhoneLink className="underline">{(phone) => <>, or call us on {phone}</>}</PhoneLink>.
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={errors.slot ? "slot-error" : undefined}>
          <legend className="font-display text-h3">Choose a time</legend>
          <p className="mt-2 text-steel">
            Tours last {tourRules.slotMinutes} minutes, in staffed hours. Times are London time.
          </p>
          {errors.slot && answer?.status !== "taken" ? (
            <p id="slot-error" role="alert" className="mt-2 font-semibold text-danger">
              {errors.slot}
            </p>
          ) : null}
          {days.length === 0 ? (
            <p className="mt-4">
              No tour times are open in the next two weeks.
              <PhoneLink className="underline">{(phone) => <> Please call us on {phone}.</>}</PhoneLink>
            </p>
          ) : null}
          {picked !== null && days.length > 0 ? (
            <DayTimePicker days={days} full={fullStarts} chosen={picked} onChoose={setPicked} />
          ) : (
            <div className="mt-6 grid gap-6">
              {days.map((day, index) => (
                // A day, then its times: native disclosure, so the picker works the same without JavaScript.
                <details
                  key={day.day}
                  open={index === 0 || day.slots.some((s) => s.start === chosen)}
                  className="border-b border-ink/15 pb-4"
                >
                  <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
                    {dayLabel(day.day)}{" "}
                    <span className="font-normal text-steel">
                      ({freeCount(day.slots, fullStarts)} of {day.slots.length} times free)
                    </span>
                  </summary>
                  <fieldset className="mt-2">
                    <legend className="sr-only">{dayLabel(day.day)}</legend>
                    <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                      {day.slots.map((slot) => (
                        <SlotChoice
                          key={slot.start}
                          slot={slot}
                          chosen={chosen}
                          full={fullStarts.has(slot.start)}
                        />
                      ))}
                    </div>
                  </fieldset>
                </details>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 font-display text-h3">Your details</legend>
          <PersonFields
            initial={(name) => values[name] ?? ""}
            errors={errors}
            phone={{ name: "phoneNum", label: "Phone" }}
          />
        </fieldset>
        <input type="hidden" name="_form" value="tour" />
        <HoneypotField defaultValue="" />
        <div>
          <button
            type="submit"
            disabled={sending}
            className="min-h-12 bg-ink px-8 py-3 font-semibold tracking-wide text-paper uppercase focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-70"
          >
            {sending ? "Booking…" : "Book my tour"}
          </button>
        </div>
      </Form>
    </TourFrame>
  );
}
