export const meta = () => [{ title: "The floor" }];

/** One small page: a heading and a paragraph. */
export default function Home() {
  return (
    <main>
      <h1>The floor</h1>
      <p>A bare React Router app: the JavaScript any page of this stack loads before its own.</p>
    </main>
  );
}
