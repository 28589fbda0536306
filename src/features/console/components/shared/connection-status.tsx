import { useEffect, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ConnectionState } from "@/api/console/live-connection";

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** The seconds left before the next attempt, counting down once a second. */
function useSecondsUntil(at: number | undefined): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (at === undefined) return;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === undefined ? 0 : secondsUntil(at);
}

const intentOf = {
  connecting: "primary",
  live: "success",
  retrying: "warning",
  offline: "danger",
  closed: "none",
} as const;

interface ConnectionStatusProps {
  state: ConnectionState;
  onReconnect: () => void;
}

/**
 * The live connection's state, visible and announced (decisions.md §3): connecting, live, retrying
 * in N s (with "retry now"), offline (with "reconnect"), closed.
 */
export function ConnectionStatus({ state, onReconnect }: ConnectionStatusProps) {
  const { t } = useTranslation("console");
  const seconds = useSecondsUntil(state.kind === "retrying" ? state.retryAt : undefined);
  const text =
    state.kind === "retrying"
      ? t("connection.retrying", { seconds })
      : t(`connection.${state.kind}`);
  return (
    <div className="console-connection" data-testid="connection-status" data-state={state.kind}>
      <span className="console-visually-hidden">{t("connection.label")}</span>
      <Tag intent={intentOf[state.kind]} round minimal={state.kind === "closed"} role="status">
        {text}
      </Tag>
      {state.kind === "retrying" ? (
        <Button
          size="small"
          variant="minimal"
          onClick={onReconnect}
          text={t("connection.retryNow")}
        />
      ) : null}
      {state.kind === "offline" ? (
        <Button size="small" onClick={onReconnect} text={t("connection.reconnect")} />
      ) : null}
    </div>
  );
}
