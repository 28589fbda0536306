import { lazy, Suspense, useState, type ComponentType } from "react";
import { Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LanguageMenu } from "@/components/nav/language-menu";
import { TabBoundary } from "./shared/tab-boundary";
import "../i18n-resources";
import "./console.css";

/** §2 the four tabs, in order; the URL's ?tab= restores one. */
export const CONSOLE_TABS = ["singleChat", "groupChat", "tokenInspect", "petGeneration"] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

const TAB_PARAM = "tab";

const isTab = (value: string | null): value is ConsoleTab =>
  value !== null && (CONSOLE_TABS as readonly string[]).includes(value);

// Each tab's code loads when the tab is first shown.
const panels: Record<ConsoleTab, ComponentType> = {
  singleChat: lazy(() =>
    import("./single-chat/single-chat-tab").then((m) => ({ default: m.SingleChatTab })),
  ),
  groupChat: lazy(() =>
    import("./group-chat/group-chat-tab").then((m) => ({ default: () => <m.GroupChatTab /> })),
  ),
  tokenInspect: lazy(() =>
    import("./model-tester/model-tester-tab").then((m) => ({ default: m.ModelTesterTab })),
  ),
  petGeneration: lazy(() =>
    import("./pet-generator/pet-generator").then((m) => ({ default: m.PetGenerator })),
  ),
};

/**
 * The inspect console (inspect-console.md §2): single chat, group chat, model tester and pet
 * generator. A tab is chosen from the URL (?tab=…) and written back to it; a tab once shown stays
 * mounted, so a game, a group or a conversation survives a look at another tab.
 */
export function InspectConsole() {
  const { t } = useTranslation("console");
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const current: ConsoleTab = isTab(requested) ? requested : "singleChat";
  const [visited, setVisited] = useState<ReadonlySet<ConsoleTab>>(() => new Set([current]));
  if (!visited.has(current)) setVisited(new Set([...visited, current]));

  return (
    <div className="console">
      <header className="console-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("description")}</p>
        </div>
        <LanguageMenu />
      </header>
      <Tabs
        id="console-tabs"
        className="console-tabs"
        large
        selectedTabId={current}
        onChange={(tab) => {
          if (!isTab(String(tab))) return;
          setParams(
            (old) => {
              const next = new URLSearchParams(old);
              next.set(TAB_PARAM, String(tab));
              return next;
            },
            { replace: true },
          );
        }}
      >
        {CONSOLE_TABS.map((tab) => {
          const Panel = panels[tab];
          return (
            <Tab
              key={tab}
              id={tab}
              title={t(`tabs.${tab}`)}
              panel={
                visited.has(tab) ? (
                  <TabBoundary>
                    <Suspense fallback={<Spinner size={32} />}>
                      <Panel />
                    </Suspense>
                  </TabBoundary>
                ) : (
                  <span />
                )
              }
            />
          );
        })}
      </Tabs>
    </div>
  );
}
