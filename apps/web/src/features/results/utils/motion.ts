/** Chart animations are skipped for people who asked their system for less motion. */
export { prefersReducedMotion } from '@/lib/reduced-motion';
