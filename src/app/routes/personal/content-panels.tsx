/**
 * The tab panels of the personal pages (portal.md §2.9, §2.10), composed from the knowledge,
 * works and social features: own items carry their review status and the edit and delete
 * actions; a guest page's are read-only and published only.
 */
import { useTranslation } from "react-i18next";
import {
  useArticlesByIds,
  useDeleteArticle,
  useOwnArticleDrafts,
  useOwnPostedArticles,
  useUserArticles,
} from "@/api/knowledge/own-articles";
import {
  articleTitle,
  PersonalArticleCard,
} from "@/features/knowledge/components/personal/personal-article-card";
import { useFavourites } from "@/api/social/own-collects";
import { FollowLists } from "@/features/social/components/personal/follow-lists";
import {
  useDeleteWork,
  useOwnPostedWorks,
  useOwnWorkDrafts,
  useUserWorks,
  useWorksByIds,
  type PersonalWorksKind,
} from "@/api/works/own-works";
import { PersonalWorkCard } from "@/features/works/components/personal/personal-work-card";
import type { LoreEssay, Works } from "@/generated/model";
import { CollectType } from "@/generated/model/collectType";
import { WorksType } from "@/generated/model/worksType";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { articleEditPath, workEditPath } from "./edit-paths";
import { ItemActions } from "./item-actions";
import { ListView } from "./list-view";

export interface OwnerProps {
  /** The page's user. */
  userId: string;
  /** The signed-in user's own page. */
  own: boolean;
  viewerId: string | null;
}

function OwnArticleCard({ article }: { article: LoreEssay }) {
  const remove = useDeleteArticle();
  return (
    <PersonalArticleCard
      article={article}
      showStatus
      actions={
        <ItemActions
          title={articleTitle(article)}
          status={article.status}
          editPath={articleEditPath(article.lore_essay_id)}
          onDelete={() => remove.mutateAsync({ data: { lore_essay_id: article.lore_essay_id } })}
        />
      }
    />
  );
}

function OwnWorkCard({ work }: { work: Works }) {
  const remove = useDeleteWork();
  return (
    <PersonalWorkCard
      work={work}
      showStatus
      actions={
        <ItemActions
          title={work.works_title}
          status={work.status}
          editPath={workEditPath(work)}
          onDelete={() => remove.mutateAsync({ data: { works_id: work.works_id } })}
        />
      }
    />
  );
}

type DraftEntry = { kind: "article"; item: LoreEssay } | { kind: "work"; item: Works };

/** The draft box's tab title with its count: article and work drafts together, in short form. */
export function DraftTabTitle({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation("personal");
  const [language] = useLanguage();
  const articles = useOwnArticleDrafts(viewerId);
  const works = useOwnWorkDrafts(viewerId);
  if (!articles.data || !works.data) return <>{t("tabs.draft")}</>;
  const count = articles.data.length + works.data.length;
  return <>{`${t("tabs.draft")} (${formatCount(count, language)})`}</>;
}

/** The own page's draft box: article and work drafts together, last edited first. */
export function DraftPanel({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation("personal");
  const articles = useOwnArticleDrafts(viewerId);
  const works = useOwnWorkDrafts(viewerId);
  const entries: DraftEntry[] = [
    ...(articles.data ?? []).map((item) => ({ kind: "article" as const, item })),
    ...(works.data ?? []).map((item) => ({ kind: "work" as const, item })),
  ].sort((a, b) => (b.item.up_time ?? 0) - (a.item.up_time ?? 0));
  const failed = articles.isError ? articles : works.isError ? works : undefined;
  return (
    <ListView
      testId="draft-list"
      state={{
        isPending: articles.isPending || works.isPending,
        isError: failed !== undefined,
        error: failed?.error,
        isFetching: articles.isFetching || works.isFetching,
        refetch: () => {
          if (articles.isError) void articles.refetch();
          if (works.isError) void works.refetch();
        },
      }}
      count={entries.length}
      empty={t("empty.draft")}
    >
      {entries.map((entry) =>
        entry.kind === "article" ? (
          <OwnArticleCard key={`a-${entry.item.lore_essay_id}`} article={entry.item} />
        ) : (
          <OwnWorkCard key={`w-${entry.item.works_id}`} work={entry.item} />
        ),
      )}
    </ListView>
  );
}

/** Favourites, works and articles together, newest favourite first; read-only everywhere. */
export function FavoritePanel({ userId, own, viewerId }: OwnerProps) {
  const { t } = useTranslation("personal");
  const favourites = useFavourites(userId, own, viewerId);
  const articleIds = favourites.items
    .filter((item) => item.collect_type === CollectType.Essay)
    .map((item) => item.gid);
  const workIds = favourites.items
    .filter((item) => item.collect_type === CollectType.Work)
    .map((item) => item.gid);
  const articles = useArticlesByIds(articleIds, viewerId);
  const works = useWorksByIds(workIds, viewerId);
  const failed = favourites.isError
    ? favourites
    : articles.isError
      ? articles
      : works.isError
        ? works
        : undefined;
  const shown = favourites.items.filter((item) =>
    item.collect_type === CollectType.Essay
      ? articles.byId.has(item.gid)
      : works.byId.has(item.gid),
  );
  return (
    <ListView
      testId="favorite-list"
      state={{
        isPending: favourites.isPending || articles.isPending || works.isPending,
        isError: failed !== undefined,
        error: failed?.error,
        isFetching: favourites.isFetching,
        refetch: () => {
          favourites.refetch();
          articles.refetch();
          works.refetch();
        },
      }}
      count={shown.length}
      empty={t("empty.favorite")}
    >
      {shown.map((item) =>
        item.collect_type === CollectType.Essay ? (
          <PersonalArticleCard key={`a-${item.gid}`} article={articles.byId.get(item.gid)!} />
        ) : (
          <PersonalWorkCard key={`w-${item.gid}`} work={works.byId.get(item.gid)!} />
        ),
      )}
    </ListView>
  );
}

function OwnArticles({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation("personal");
  const list = useOwnPostedArticles(viewerId);
  const items = list.data?.items ?? [];
  return (
    <ListView testId="article-list" state={list} count={items.length} empty={t("empty.article")}>
      {items.map((article) => (
        <OwnArticleCard key={article.lore_essay_id} article={article} />
      ))}
    </ListView>
  );
}

function UserArticles({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const { t } = useTranslation("personal");
  const list = useUserArticles(userId, viewerId);
  const items = list.data?.items ?? [];
  return (
    <ListView testId="article-list" state={list} count={items.length} empty={t("empty.article")}>
      {items.map((article) => (
        <PersonalArticleCard key={article.lore_essay_id} article={article} />
      ))}
    </ListView>
  );
}

export function ArticlePanel({ userId, own, viewerId }: OwnerProps) {
  return own && viewerId ? (
    <OwnArticles viewerId={viewerId} />
  ) : (
    <UserArticles userId={userId} viewerId={viewerId} />
  );
}

const emptyKey = (kind: PersonalWorksKind) =>
  kind === WorksType.ArtCreativity ? "empty.image" : "empty.demo";
const listId = (kind: PersonalWorksKind) =>
  kind === WorksType.ArtCreativity ? "image-list" : "demo-list";

function OwnWorks({ kind, viewerId }: { kind: PersonalWorksKind; viewerId: string }) {
  const { t } = useTranslation("personal");
  const list = useOwnPostedWorks(kind, viewerId);
  const items = list.data?.items ?? [];
  return (
    <ListView testId={listId(kind)} state={list} count={items.length} empty={t(emptyKey(kind))}>
      {items.map((work) => (
        <OwnWorkCard key={work.works_id} work={work} />
      ))}
    </ListView>
  );
}

function UserWorks({
  kind,
  userId,
  viewerId,
}: {
  kind: PersonalWorksKind;
  userId: string;
  viewerId: string | null;
}) {
  const { t } = useTranslation("personal");
  const list = useUserWorks(userId, kind, viewerId);
  const items = list.data?.items ?? [];
  return (
    <ListView testId={listId(kind)} state={list} count={items.length} empty={t(emptyKey(kind))}>
      {items.map((work) => (
        <PersonalWorkCard key={work.works_id} work={work} />
      ))}
    </ListView>
  );
}

export function WorksPanel({
  kind,
  userId,
  own,
  viewerId,
}: OwnerProps & { kind: PersonalWorksKind }) {
  return own && viewerId ? (
    <OwnWorks kind={kind} viewerId={viewerId} />
  ) : (
    <UserWorks kind={kind} userId={userId} viewerId={viewerId} />
  );
}

export function FollowingPanel(props: OwnerProps) {
  return <FollowLists {...props} />;
}
