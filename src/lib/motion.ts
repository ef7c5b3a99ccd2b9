// How a script scrolls: smoothly, unless the user asks for less motion. The stylesheet's prefers-reduced-motion rule
// (global.css) stops animations and transitions, not a scroll a script starts (QA a11y D13).

/** the `behavior` for scrollIntoView or scrollTo: 'smooth', or 'auto' (at once) with prefers-reduced-motion */
export function scrollMotion(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
