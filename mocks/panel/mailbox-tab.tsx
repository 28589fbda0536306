/** The mock mailbox: sign-up codes and reset links the backend "sent", newest first. */
import { useState } from "react";
import { Button, Card, Classes, Tag } from "@blueprintjs/core";
import { ClipboardIcon } from "@blueprintjs/icons";
import type { MockControls } from "../controls";
import { dateTimeOf } from "./use-backend";

export function MailboxTab({ controls }: { controls: MockControls; tick: number }) {
  const mails = controls.mailbox().reverse();
  const [copied, setCopied] = useState<string>();
  const copy = (code: string) =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(code),
      () => setCopied(undefined),
    );
  if (mails.length === 0) return <p className={Classes.TEXT_MUTED}>No e-mails sent yet.</p>;
  return (
    <ul
      style={{ listStyle: "none", padding: 0, margin: 0 }}
      aria-label="Sent e-mails, newest first"
    >
      {mails.map((mail) => (
        <li key={mail.id} style={{ marginBottom: 8 }}>
          <Card compact>
            <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
              <strong>{mail.subject}</strong>
              <span className={Classes.TEXT_MUTED}>{dateTimeOf(mail.sent_at)}</span>
            </div>
            <div className={Classes.TEXT_MUTED}>To {mail.to}</div>
            {mail.code && (
              <div style={{ marginTop: 4 }}>
                Code{" "}
                <Tag size="large" intent="primary">
                  {mail.code}
                </Tag>{" "}
                <Button
                  size="small"
                  variant="minimal"
                  icon={<ClipboardIcon />}
                  aria-label={`Copy the code ${mail.code}`}
                  text={copied === mail.code ? "Copied" : undefined}
                  onClick={() => void copy(mail.code!)}
                />
              </div>
            )}
            {mail.link && (
              <div style={{ marginTop: 4, wordBreak: "break-all" }}>
                <a href={mail.link}>{mail.link}</a>
              </div>
            )}
            {!mail.code && !mail.link && (
              <p style={{ marginTop: 4, whiteSpace: "pre-wrap" }}>{mail.text}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
