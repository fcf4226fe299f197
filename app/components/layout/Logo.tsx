/**
 * The Novo logo. Below 768 px the compact monogram shows; from 768 px the full wordmark with the tagline
 * (SPEC §2: the logo choice changes at the 768 px breakpoint).
 */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  const fill = tone === "light" ? "#fbfaf7" : "#0c0c0d";
  return (
    <>
      <svg
        className="h-9 w-9 md:hidden"
        viewBox="0 0 40 40"
        role="img"
        aria-label="Novo"
        data-logo="mobile"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width="40" height="40" fill="#ffd60a" />
        <path d="M10 30V10h5l10 12.5V10h5v20h-5L15 17.5V30z" fill="#0c0c0d" />
      </svg>
      <svg
        className="hidden h-10 w-auto md:block"
        viewBox="0 0 168 40"
        role="img"
        aria-label="Novo"
        data-logo="desktop"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width="40" height="40" fill="#ffd60a" />
        <path d="M10 30V10h5l10 12.5V10h5v20h-5L15 17.5V30z" fill="#0c0c0d" />
        <text
          x="50"
          y="27"
          fill={fill}
          fontFamily="Barlow Condensed, Barlow Condensed Fallback, sans-serif"
          fontWeight="700"
          fontSize="28"
          letterSpacing="4"
        >
          NOVO
        </text>
        <text
          x="51"
          y="38"
          fill={fill}
          fontFamily="Inter, Inter Fallback, sans-serif"
          fontSize="6.5"
          letterSpacing="1.2"
          opacity="0.8"
        >
          ACTIVE. HEALTHY. STRONG.
        </text>
      </svg>
    </>
  );
}
