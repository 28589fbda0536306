import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { Classes } from "@/components/bp-classes";
import type { Works } from "@/generated/model";

/** The author card of the detail page: avatar, name (to their guest page), profile and follow. */
export function AuthorCard({ work, follow }: { work: Works; follow: ReactNode }) {
  const { t } = useTranslation("worksDetail");
  const name = work.user_data?.user_name ?? "";
  const profile = work.user_data?.user_profiles?.trim();
  return (
    <section
      className={`${Classes.CARD} works-card works-author-card`}
      aria-labelledby="works-author-heading"
    >
      <h2 id="works-author-heading" className="works-side__heading">
        {t("detail.author")}
      </h2>
      <Link
        className="works-author-link works-author-card__name"
        to={`/personal/guest?id=${encodeURIComponent(work.user_id)}`}
      >
        <UserAvatar url={work.user_data?.user_url} name={name} size={56} />
        <span className="works-ellipsis">{name}</span>
      </Link>
      <p className="works-author-card__profile works-muted">{profile || t("detail.noProfile")}</p>
      {follow}
    </section>
  );
}
