import { useCallback, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/form/spinner";
import { QueryErrorView } from "@/components/states/query-error-view";
import { CollectType } from "@/generated/model/collectType";
import { CommentType } from "@/generated/model/commentType";
import { ComplaintTarget } from "@/generated/model/complaintTarget";
import { LikeType } from "@/generated/model/likeType";
import { useLanguage } from "@/hooks/use-language";
import { useSessionUser } from "@/hooks/use-session-user";
import { formatCount } from "@/lib/format";
import { useUserRecord } from "@/api/system/user-data";
import {
  useArticleSocialState,
  useWorksSocialState,
  type SocialTargetState,
} from "@/api/social/targets";
import { CollectButton } from "@/features/social/components/collect-button";
import { CommentSection } from "@/features/social/components/comment-section";
import { FollowButton } from "@/features/social/components/follow-button";
import { LikeButton } from "@/features/social/components/like-button";
import { ReportButton } from "@/features/social/components/report-button";
import { ShareButton } from "@/features/social/components/share-button";
import { articleShareUrl, imageWorkShareUrl } from "@/features/social/components/share-links";

/** The seed's featured items: the creator's newest article and image work (many comments). */
const DEFAULT_ARTICLE = "100001";
const DEFAULT_WORK = "500006";
/** The reader follows the creator (a "Follow back" for the creator); 1003 and the creator follow each other. */
const DEFAULT_PEOPLE = ["1002", "1003"];

/**
 * /__test/social (mock and test builds only): every social widget on a seeded article and a seeded
 * image work, hosted as the knowledge and works pages host them, so that component and browser
 * tests exercise them in the real app. ?article=, ?work= and ?people=1002,1005 pick other items;
 * ?only=article|work|people shows one panel (a test pays only for what it uses).
 */
export function Component() {
  const { t } = useTranslation("social");
  const [params] = useSearchParams();
  const articleId = params.get("article") || DEFAULT_ARTICLE;
  const worksId = params.get("work") || DEFAULT_WORK;
  const people = params.get("people")?.split(",").filter(Boolean) ?? DEFAULT_PEOPLE;
  const only = params.get("only");
  const shows = (panel: "article" | "work" | "people") => !only || only === panel;
  const article = useArticleSocialState(articleId, shows("article"));
  const works = useWorksSocialState(worksId, shows("work"));
  const composerRef = useRef<HTMLTextAreaElement>(null);

  return (
    <section className="app-page app-test-page app-social-test">
      <h1>{t("harness.title")}</h1>
      <p>{t("harness.description")}</p>

      {shows("article") ? (
        <TargetPanel
          heading={t("harness.article")}
          query={article}
          testId="article-panel"
          render={(item, refetch) => (
            <>
              <ItemActions
                item={item}
                like={{ likeType: LikeType.Essay, targetId: articleId }}
                collect={{ collectType: CollectType.Essay, targetId: articleId }}
                shareUrl={articleShareUrl(articleId)}
                report={{ c_type: ComplaintTarget.Essay, g_id: articleId }}
                onChanged={refetch}
              />
              <button
                type="button"
                className="bp6-button bp6-minimal"
                onClick={() => composerRef.current?.focus()}
              >
                {t("comments.composer.label")}
              </button>
              <CountedComments>
                {(onCountChange) => (
                  <CommentSection
                    commentType={CommentType.Essay}
                    targetId={articleId}
                    composerRef={composerRef}
                    onCountChange={onCountChange}
                  />
                )}
              </CountedComments>
            </>
          )}
        />
      ) : null}

      {shows("work") ? (
        <TargetPanel
          heading={t("harness.work")}
          query={works}
          testId="work-panel"
          render={(item, refetch) => (
            <>
              <ItemActions
                item={item}
                like={{ likeType: LikeType.Work, targetId: worksId }}
                collect={{ collectType: CollectType.Work, targetId: worksId }}
                shareUrl={imageWorkShareUrl(worksId)}
                report={{ c_type: ComplaintTarget.Work, g_id: worksId }}
                onChanged={refetch}
              />
              <CommentSection
                commentType={CommentType.Work}
                targetId={worksId}
                pageSize={5}
                sectionId="work-comments"
              />
            </>
          )}
        />
      ) : null}

      {shows("people") ? (
        <section aria-labelledby="people-heading" className="app-social-test__panel">
          <h2 id="people-heading">{t("harness.people")}</h2>
          <ul className="app-social-test__people">
            {people.map((userId) => (
              <Person key={userId} userId={userId} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

type TargetQuery = ReturnType<typeof useArticleSocialState>;

function TargetPanel({
  heading,
  query,
  testId,
  render,
}: {
  heading: string;
  query: TargetQuery;
  testId: string;
  render: (item: SocialTargetState, refetch: () => void) => ReactNode;
}) {
  const { t } = useTranslation("social");
  const refetch = useCallback(() => void query.refetch(), [query]);
  return (
    <section className="app-social-test__panel" data-testid={testId} aria-label={heading}>
      <h2>{heading}</h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <QueryErrorView
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data ? (
        <>
          <h3>{query.data.title}</h3>
          <p className="app-social-test__author">
            {t("harness.author", { name: query.data.userName })}{" "}
            <FollowButton userId={query.data.userId} onChanged={refetch} />
          </p>
          {render(query.data, refetch)}
        </>
      ) : null}
    </section>
  );
}

function ItemActions({
  item,
  like,
  collect,
  shareUrl,
  report,
  onChanged,
}: {
  item: SocialTargetState;
  like: { likeType: LikeType; targetId: string };
  collect: { collectType: CollectType; targetId: string };
  shareUrl: string;
  report: { c_type: ComplaintTarget; g_id: string };
  onChanged: () => void;
}) {
  return (
    <div className="app-social-test__actions" role="group" aria-label={item.title}>
      <LikeButton
        {...like}
        liked={item.isLike}
        count={item.stat.like_num ?? 0}
        onChanged={onChanged}
      />
      <CollectButton
        {...collect}
        collected={item.isCollect}
        count={item.stat.collect_num ?? 0}
        onChanged={onChanged}
      />
      <ShareButton url={shareUrl} count={item.stat.share_num} />
      <ReportButton target={report} />
    </div>
  );
}

/** Shows the count a comment section reports (onCountChange), as a host's action bar does. */
function CountedComments({
  children,
}: {
  children: (onCountChange: (total: number) => void) => ReactNode;
}) {
  const [language] = useLanguage();
  const [count, setCount] = useState<number>();
  return (
    <>
      <output className="bp6-text-muted" data-testid="comment-count">
        {count === undefined ? "" : formatCount(count, language)}
      </output>
      {children(setCount)}
    </>
  );
}

function Person({ userId }: { userId: string }) {
  const viewer = useSessionUser();
  const record = useUserRecord(userId, viewer?.user_id ?? null);
  return (
    <li className="app-social-test__person" data-testid={`person-${userId}`}>
      <span>{record.data?.user_name ?? userId}</span> <FollowButton userId={userId} />
    </li>
  );
}
