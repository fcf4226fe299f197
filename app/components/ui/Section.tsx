import type { ComponentProps, ElementType, ReactNode } from "react";

type Tone = "paper" | "chalk" | "ink" | "signal";
const tones: Record<Tone, string> = {
  paper: "bg-paper text-ink on-light",
  chalk: "bg-chalk text-ink on-light",
  ink: "bg-ink text-paper",
  signal: "bg-signal text-ink on-light",
};

export function Container({ className = "", ...rest }: ComponentProps<"div">) {
  return <div className={`mx-auto w-full max-w-(--container-site) px-5 sm:px-8 ${className}`} {...rest} />;
}

interface SectionProps extends Omit<ComponentProps<"section">, "children"> {
  tone?: Tone;
  as?: ElementType;
  children: ReactNode;
  /** Set false for a full-bleed section that lays out its own container. */
  contained?: boolean;
}

export function Section({
  tone = "paper",
  as: Tag = "section",
  className = "",
  contained = true,
  children,
  ...rest
}: SectionProps) {
  return (
    <Tag className={`${tones[tone]} py-(--spacing-section) ${className}`} {...rest}>
      {contained ? <Container>{children}</Container> : children}
    </Tag>
  );
}
