import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "dark" | "outline" | "outline-light" | "light";
type Size = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-none font-display font-bold uppercase tracking-wider " +
  "transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 select-none";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-signal text-ink hover:bg-signal-deep",
  dark: "bg-ink text-paper hover:bg-ink-3",
  outline: "border-2 border-ink text-ink hover:bg-ink hover:text-paper",
  "outline-light": "border-2 border-paper text-paper hover:bg-paper hover:text-ink",
  light: "bg-paper text-ink hover:bg-chalk",
};
const sizes: Record<Size, string> = {
  sm: "min-h-10 px-4 text-base",
  md: "min-h-12 px-6 text-lg",
  lg: "min-h-14 px-8 text-xl",
};

/** The classes of anything drawn as a button: a <button>, a router Link, a plain <a>. */
export function buttonClasses(variant: ButtonVariant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

type LinkButtonProps = Omit<ComponentProps<typeof Link>, "className"> & {
  variant?: ButtonVariant;
  size?: Size;
  className?: string;
  children: ReactNode;
};

/** A link styled as a button: navigation stays a link for assistive technology. */
export function LinkButton({ variant, size, className = "", ...rest }: LinkButtonProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
