import { PhoneLink } from "#app/components/ui/PhoneLink.tsx";

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
        Your answers are still here, so please try again in a moment
        <PhoneLink className="font-semibold underline">{(phone) => <>, or call us on {phone}</>}</PhoneLink>.
      </p>
    </div>
  );
}
