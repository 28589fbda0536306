import { LegalPage } from "@/features/legal/components/legal-page";

/** /legal/terms (platform.md §5, creator-programme.md §2; docs/decisions/0073). */
export function Component() {
  return <LegalPage document="terms" />;
}
