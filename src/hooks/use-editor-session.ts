/**
 * Which item an editor page edits (the article editor, the image post, the demo editor): the URL's
 * ?id=. Saving a new item gives it an id: the URL then takes it (replace) without starting the form
 * again; another ?id= (a link, back/forward) starts a new session (`n` changes: key the form by it).
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

export interface EditorSession {
  /** The id being edited; "" for a new item. */
  id: string;
  /** Changes when the page starts editing another item: the form's key. */
  n: number;
  /** The form saved a new item under this id: the URL follows, the form stays. */
  onIdAssigned(id: string): void;
}

export function useEditorSession(): EditorSession {
  const [params, setParams] = useSearchParams();
  const urlId = params.get("id")?.trim() ?? "";
  /** The id the open form gave itself by saving (the URL then follows it). */
  const assigned = useRef<string | null>(null);
  const [session, setSession] = useState({ id: urlId, n: 0 });
  useEffect(() => {
    if (urlId === session.id || urlId === assigned.current) return;
    assigned.current = null;
    setSession((current) => ({ id: urlId, n: current.n + 1 }));
  }, [urlId, session.id]);

  const onIdAssigned = (id: string) => {
    assigned.current = id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("id", id);
        return next;
      },
      { replace: true },
    );
  };
  return { ...session, onIdAssigned };
}
