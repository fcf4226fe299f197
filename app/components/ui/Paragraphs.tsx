/** A run of body paragraphs from the content (an intro, a section's text). */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((paragraph) => (
    <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-relaxed">
      {paragraph}
    </p>
  ));
}
