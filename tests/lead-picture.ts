/**
 * A page whose largest paint is its first picture asks for it at once and first
 * (`loading="eager"`, `fetchpriority="high"`); the other pictures stay lazy (decisions 0089, 0098).
 */
import { expect } from "vitest";

export function expectLeadPictureFirst(pictures: readonly (Element | null | undefined)[]): void {
  const [lead, ...rest] = pictures;
  expect(lead).toHaveAttribute("loading", "eager");
  expect(lead).toHaveAttribute("fetchpriority", "high");
  expect(rest.length).toBeGreaterThan(0);
  for (const picture of rest) {
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).not.toHaveAttribute("fetchpriority");
  }
}
