import { useServerError } from "@/components/form/use-server-error";

/** The message of a failed send (code or transport), under the send button; announced. */
export function SendNote({ id }: { id?: string }) {
  const { message } = useServerError("send");
  if (!message) return null;
  return (
    <p id={id} className="accounts-send-note app-danger-text" role="alert">
      {message}
    </p>
  );
}
