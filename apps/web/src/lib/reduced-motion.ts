// prefers-reduced-motion for motion that CSS cannot stop: the charts animate from JavaScript. CSS animations and
// transitions are stopped by the stylesheet's own @media rule (index.css).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the person asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
