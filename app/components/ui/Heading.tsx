import type { ReactNode } from "react";

type Level = 1 | 2 | 3 | 4;
const sizes: Record<Level, string> = {
  1: "text-h1",
  2: "text-h2",
  3: "text-h3",
  4: "text-xl leading-tight",
};

interface HeadingProps {
  level?: Level;
  /** The visual size when it differs from the document level. */
  size?: Level | "display";
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level = 2, size, id, className = "", children }: HeadingProps) {
  const Tag = `h${level}` as const;
  const visual = size === "display" ? "text-display" : sizes[size ?? level];
  return (
    <Tag id={id} className={`font-display font-bold uppercase text-balance ${visual} ${className}`}>
      {children}
    </Tag>
  );
}

/** The small label above a heading. */
export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`mb-3 flex items-center gap-3 font-display text-base font-bold uppercase tracking-[0.2em] ${className}`}
    >
      <span aria-hidden="true" className="inline-block h-1 w-8 bg-signal" />
      {children}
    </p>
  );
}
