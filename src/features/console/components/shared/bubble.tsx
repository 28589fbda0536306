import type { ReactNode } from "react";
import { Spinner } from "@blueprintjs/core";

export type BubbleSide = "mine" | "theirs" | "other" | "system";

interface BubbleProps {
  side: BubbleSide;
  /** Who speaks (a player, the AI): shown above the text. */
  author?: ReactNode;
  children: ReactNode;
  /** A line under the text (time, latency, tokens…). */
  meta?: ReactNode;
  intent?: "danger" | "success";
  testId?: string;
}

/** One message of a chat view. */
export function Bubble({ side, author, children, meta, intent, testId }: BubbleProps) {
  return (
    <article
      className={`console-bubble console-bubble--${side}${intent ? ` console-bubble--${intent}` : ""}`}
      data-testid={testId}
    >
      {author ? <header className="console-bubble__author">{author}</header> : null}
      <div className="console-bubble__body">{children}</div>
      {meta ? <footer className="console-bubble__meta">{meta}</footer> : null}
    </article>
  );
}

/** The waiting bubble (§4): the bot is answering. */
export function WaitingBubble({ author, text }: { author?: ReactNode; text: string }) {
  return (
    <Bubble side="theirs" author={author} testId="waiting-bubble">
      <span className="console-waiting">
        <span aria-hidden="true">
          <Spinner size={14} />
        </span>
        <span>{text}</span>
      </span>
    </Bubble>
  );
}
