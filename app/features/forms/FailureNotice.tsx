import { brand } from "#app/content/brand.ts";

/**
 * ARCHITECTURE deviation 2: a failed submission says so, keeps every field and offers the phone instead
 * of failing silently.
 */
export function FailureNotice({ tone = "light" }: { tone?: "light" | "dark" }) {
  const box = tone === "dark" ? "border-[#ffb4ab] bg-ink-2 text-paper" : "border-danger bg-white text-ink";
  return (
    <div role="alert" className={`mt-6 border-l-4 px-5 py-4 ${box}`}>
      <p className="font-semibold">Sorry, we couldn't send your details just now.</p>
      <p className="mt-1">
        Your answers are still here, so please try again in a moment, or call us on{" "}
        <a href={`tel:${brand.phoneE164}`} className="font-semibold underline">
          {brand.phone}
        </a>
        .
      </p>
    </div>
  );
}
