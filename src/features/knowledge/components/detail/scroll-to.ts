/** Scrolls the window so that the element's top sits `offset` pixels below the viewport's top. */
export function scrollToElement(element: Element, offset: number): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: smoothOrInstant() });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: smoothOrInstant() });
}

function smoothOrInstant(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}
