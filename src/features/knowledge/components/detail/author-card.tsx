import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserAvatar } from "@/components/avatar/user-avatar";

interface AuthorCardProps {
  authorId: string;
  name: string;
  avatarUrl: string;
  /** The author's introduction (user_profiles). */
  profile: string;
  /** The follow button (the social feature's), when the host gives one. */
  follow?: ReactNode;
}

/** The author: avatar and name (to their guest page), their introduction and the follow button. */
export const AuthorCard = memo(function AuthorCard({
  authorId,
  name,
  avatarUrl,
  profile,
  follow,
}: AuthorCardProps) {
  const { t } = useTranslation("knowledgeDetail");
  const guestPage = `/personal/guest?id=${encodeURIComponent(authorId)}`;
  return (
    <section className="app-article__card app-author-card" aria-labelledby="article-author-title">
      <h2 id="article-author-title" className="app-article__card-title">
        {t("detail.author.title")}
      </h2>
      <div className="app-author-card__person">
        <UserAvatar url={avatarUrl} name={name} size={48} />
        <Link
          className="app-author-card__name"
          to={guestPage}
          aria-label={t("detail.author.profile", { name })}
        >
          {name}
        </Link>
      </div>
      <p className="app-author-card__profile">{profile.trim() || t("detail.author.noProfile")}</p>
      {follow ? <div className="app-author-card__follow">{follow}</div> : null}
    </section>
  );
});
