import { useCallback, useEffect, useRef, useState } from "react";

/** SPEC §9: a move locks the gym carousel for 500 ms. */
export const CAROUSEL_LOCK_MS = 500;

export interface StepCarouselOptions {
  /** Number of slides. */
  count: number;
  /** Slides per move (the testimonials move two at a time). */
  step?: number;
  /** Slides shown at once; the last position is the one that shows the last slide. */
  perView?: number;
  lockMs?: number;
}

export interface StepCarousel {
  /** Index of the first visible slide. */
  index: number;
  /** True while a move is locked (SPEC §4: the carousel's "moving" flag). */
  moving: boolean;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
  /** Jump to a group (dots); group g starts at g * step. */
  goToGroup: (group: number) => void;
  groupCount: number;
  group: number;
  /** Takes a position the visitor reached without the buttons (a link or a swipe): no move, no lock. */
  adopt: (index: number) => void;
}

/** The position state of a non-wrapping carousel: bounds at both ends and a lock after each move. */
export function useStepCarousel({
  count,
  step = 1,
  perView = 1,
  lockMs = CAROUSEL_LOCK_MS,
}: StepCarouselOptions): StepCarousel {
  const [index, setIndex] = useState(0);
  const [moving, setMoving] = useState(false);
  // A ref as well as state: two clicks in one frame must not both pass the lock.
  const locked = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const lastIndex = Math.max(0, count - perView);
  const groupCount = Math.max(1, Math.ceil(Math.max(0, count - perView) / step) + 1);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const moveTo = useCallback(
    (target: number) => {
      if (locked.current) return;
      const clamped = Math.min(Math.max(0, target), lastIndex);
      if (clamped === index) return;
      locked.current = true;
      setMoving(true);
      setIndex(clamped);
      timer.current = window.setTimeout(() => {
        locked.current = false;
        setMoving(false);
      }, lockMs);
    },
    [index, lastIndex, lockMs],
  );

  return {
    index,
    moving,
    canPrev: index > 0,
    canNext: index < lastIndex,
    prev: () => moveTo(index - step),
    next: () => moveTo(index + step),
    goToGroup: (group: number) => moveTo(group * step),
    groupCount,
    group: Math.min(groupCount - 1, Math.ceil(index / step)),
    adopt: (target: number) => {
      if (!locked.current) setIndex(Math.min(Math.max(0, target), lastIndex));
    },
  };
}
