/**
 * /activity/token, the token activity page (creator-programme.md §2, platform.md §1): the banner
 * with the join button, the signed-in user's applications, the introduction, the ways to join, the
 * three incentive steps, the programme facts and the notices, and a fixed join button once the
 * page has scrolled past 180 px. Joining needs sign-in (use-join-request.ts); a successful join
 * goes on to the application area.
 *
 * The first paint is the static text; the parts that call the API (the dates, the applications,
 * the dialog) load right after it or on first use, so the HTTP client and Blueprint's dialog are
 * not part of the route's first load (docs/decisions/0034).
 */
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSessionUser } from "@/hooks/use-session-user";
import { useJoinRequest } from "../hooks/use-join-request";
import { APPLICATION_MAIN_PATH } from "../route-paths";
import { ActivityHero } from "./activity-hero";
import {
  FactsSection,
  IncentivesSection,
  IntroSection,
  NoticesSection,
  WaysSection,
} from "./activity-sections";
import { FixedJoinButton } from "./fixed-join-button";
import { LoadingNote } from "./loading-note";
import "./activity.css";

const HeroDates = lazy(() => import("./programme-dates").then((m) => ({ default: m.HeroDates })));
const PeriodFact = lazy(() => import("./programme-dates").then((m) => ({ default: m.PeriodFact })));
const MyApplications = lazy(() =>
  import("./my-applications").then((m) => ({ default: m.MyApplications })),
);
const JoinDialog = lazy(() => import("./join-dialog"));

export function ActivityPage() {
  const { t } = useTranslation("creator");
  const user = useSessionUser();
  const navigate = useNavigate();
  const { request, join, close } = useJoinRequest();
  // The dialog's code loads on the first join and then stays, so it can close with its transition.
  const [dialogUsed, setDialogUsed] = useState(request !== null);
  if (request && !dialogUsed) setDialogUsed(true);

  const joinNow = useCallback(() => join(), [join]);
  const applied = useCallback(() => {
    close();
    void navigate(APPLICATION_MAIN_PATH);
  }, [close, navigate]);

  const datesLoading = <LoadingNote text={t("activity.datesLoading")} />;
  return (
    <div className="creator-activity">
      <ActivityHero
        onJoin={joinNow}
        dates={
          <Suspense fallback={datesLoading}>
            <HeroDates />
          </Suspense>
        }
      />
      <div className="creator-activity__body">
        {user ? (
          <Suspense fallback={null}>
            <MyApplications onJoin={join} />
          </Suspense>
        ) : null}
        <IntroSection />
        <WaysSection />
        <IncentivesSection />
        <FactsSection
          period={
            <Suspense fallback={null}>
              <PeriodFact />
            </Suspense>
          }
        />
        <NoticesSection />
      </div>
      <FixedJoinButton onJoin={joinNow} />
      {dialogUsed ? (
        <Suspense fallback={null}>
          <JoinDialog request={request} onClose={close} onApplied={applied} />
        </Suspense>
      ) : null}
    </div>
  );
}
