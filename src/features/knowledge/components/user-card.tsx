/**
 * The index's user card (portal.md §2.1): for a signed-in user their avatar, name and knowledge
 * counts (views of their articles, favourites they received, articles written) and the post
 * button to the editor; for a visitor a welcome and the post button, which goes to sign-in.
 */
import { useTranslation } from "react-i18next";
import { UserIcon } from "./knowledge-icons";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { SessionUser } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { useSessionUser } from "@/hooks/use-session-user";
import { formatCount } from "@/lib/format";
import type { UserStatsQuery } from "@/api/system/user-stats";
import { WriteArticleButton } from "./write-article-button";

const HEADING_ID = "knowledge-user-title";
const AVATAR_SIZE = 56;

/** `stats`: the page's query of the signed-in user's stats (fetched while this code loads). */
export function UserCard({ stats }: { stats: UserStatsQuery }) {
  const user = useSessionUser();
  return user ? <SignedInCard user={user} stats={stats} /> : <VisitorCard />;
}

function VisitorCard() {
  const { t } = useTranslation("knowledge");
  return (
    <section className="kn-panel kn-user" aria-labelledby={HEADING_ID} data-testid="user-card">
      <div className="kn-user__who">
        <span className="kn-user__visitor" aria-hidden="true">
          <UserIcon size={28} />
        </span>
        <h2 id={HEADING_ID} className="kn-panel__title">
          {t("userCard.visitorTitle")}
        </h2>
      </div>
      <p className="kn-muted">{t("userCard.visitorText")}</p>
      <WriteArticleButton text={t("userCard.post")} className="kn-user__post" />
    </section>
  );
}

function SignedInCard({ user, stats }: { user: SessionUser; stats: UserStatsQuery }) {
  const { t } = useTranslation("knowledge");
  const [language] = useLanguage();
  const name = stats.data?.userName ?? user.user_name;
  const counts = [
    { key: "views", label: t("userCard.views"), value: stats.data?.views },
    { key: "favourites", label: t("userCard.favourites"), value: stats.data?.favourites },
    { key: "articles", label: t("userCard.articles"), value: stats.data?.articles },
  ];
  return (
    <section
      className="kn-panel kn-user"
      aria-labelledby={HEADING_ID}
      aria-busy={stats.isPending || undefined}
      data-testid="user-card"
    >
      <div className="kn-user__who">
        <UserAvatar url={stats.data?.avatarUrl ?? user.user_url} name={name} size={AVATAR_SIZE} />
        <div>
          <h2 id={HEADING_ID} className="kn-panel__title">
            {t("userCard.title")}
          </h2>
          <p className="kn-user__name">{name}</p>
        </div>
      </div>
      {stats.isError ? (
        <QueryErrorView
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <dl className="kn-user__counts">
          {counts.map(({ key, label, value }) => (
            <div key={key} className="kn-user__count" data-testid={`user-count-${key}`}>
              <dt>{label}</dt>
              <dd>
                {value === undefined ? (
                  <span className="kn-skeleton kn-skeleton--number" />
                ) : (
                  formatCount(value, language)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <WriteArticleButton text={t("userCard.post")} className="kn-user__post" />
    </section>
  );
}
