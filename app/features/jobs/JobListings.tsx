import { Icon } from "#app/components/icons/Icon.tsx";
import { Accordion } from "#app/components/ui/Accordion.tsx";
import { buttonClasses } from "#app/components/ui/Button.tsx";
import { applicationMailto, type JobListing } from "#app/content/jobs.ts";

/** SPEC §2: the toggle reads READ MORE / CLOSE. */
export const jobToggleLabels = { open: "READ MORE", close: "CLOSE" } as const;

function JobDetails({ job, applyEmail }: { job: JobListing; applyEmail: string }) {
  return (
    <div className="grid gap-8 pt-2 lg:grid-cols-[1fr_1.2fr] lg:gap-12">
      <div className="space-y-4">
        {job.descriptions.map((text) => (
          <p key={text.slice(0, 40)} className="leading-relaxed">
            {text}
          </p>
        ))}
        <a href={applicationMailto(job, applyEmail)} className={buttonClasses("dark", "md", "mt-2")}>
          Apply by e-mail
          <span className="sr-only">
            : {job.title}, {job.location}
          </span>
        </a>
      </div>
      <div>
        <h4 className="font-display text-lg font-bold uppercase tracking-wider">Responsibilities</h4>
        <ul className="mt-3 space-y-2">
          {job.responsibilities.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 bg-ink" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function JobTitle({ job }: { job: JobListing }) {
  // The id is the anchor JobPosting structured data links to (/join-the-team#{id}).
  return (
    <span id={job.id} className="block scroll-mt-28">
      <span className="block">{job.title}</span>
      <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 font-sans text-sm font-normal normal-case tracking-normal text-steel">
        <span className="inline-flex items-center gap-1.5">
          <Icon name="map-pin" aria-hidden="true" className="h-4 w-4" />
          {job.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="pound-sterling" aria-hidden="true" className="h-4 w-4" />
          {job.salary ?? "No salary: freelance"}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="briefcase" aria-hidden="true" className="h-4 w-4" />
          {job.employmentType}
        </span>
      </span>
    </span>
  );
}

/**
 * The job listings: one open at a time, the open one closes on a second click (SPEC §2, §4). Applications go
 * to `applyEmail`, the careers page's (content/pages/careers.yaml).
 */
export function JobListings({ jobs, applyEmail }: { jobs: JobListing[]; applyEmail: string }) {
  return (
    <Accordion
      headingLevel={3}
      toggleLabels={jobToggleLabels}
      className="border-t border-ink/15"
      items={jobs.map((job) => ({
        id: job.id,
        title: <JobTitle job={job} />,
        content: <JobDetails job={job} applyEmail={applyEmail} />,
      }))}
    />
  );
}
