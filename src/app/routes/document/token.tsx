import { DocumentPage } from "@/features/creator/components/document-page";

/** /document/token: the token API document with its directory (creator-programme.md §2). */
export function Component() {
  return <DocumentPage />;
}
