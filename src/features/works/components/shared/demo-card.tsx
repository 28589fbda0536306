import { EyeOpenIcon } from "@/components/icons/content-icons";
import { HeartIcon } from "../works-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserAvatar } from "@/components/avatar/user-avatar";
import type { Works } from "@/generated/model";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { CARD_TAGS_MAX } from "../../constants";
import { TagList } from "./tag-list";

/** The detail page of a work. */
export const detailPath = (worksId: string) =>
  `/gameworks/detail?id=${encodeURIComponent(worksId)}`;

/**
 * A game demo's card (works home grid, works more list): cover, title, author, counts, 3 tags.
 * `lead`: the works home's first card, whose cover is the page's largest paint on a phone: it loads
 * at once and first (decision 0093); the other covers load as they come into view. The cover's box
 * is reserved by its frame (16:9) either way.
 */
export function DemoCard({ work, lead = false }: { work: Works; lead?: boolean }) {
  const { t } = useTranslation("works");
  const [language] = useLanguage();
  const cover = work.other_data?.medias?.cover?.url;
  const views = work.stat_data?.browse_num ?? 0;
  const likes = work.stat_data?.like_num ?? 0;
  const author = work.user_data?.user_name ?? "";
  return (
    <article className="works-demo-card">
      <Link className="works-demo-card__link" to={detailPath(work.works_id)}>
        <span className="works-demo-card__cover">
          {cover ? (
            <img
              src={cover}
              alt=""
              loading={lead ? "eager" : "lazy"}
              fetchPriority={lead ? "high" : undefined}
              decoding="async"
            />
          ) : null}
        </span>
        <h3 className="works-demo-card__title">{work.works_title}</h3>
      </Link>
      <div className="works-demo-card__meta">
        <span className="works-demo-card__author">
          <UserAvatar url={work.user_data?.user_url} name={author} size={20} />
          <span className="works-ellipsis">{author}</span>
        </span>
        <span className="works-demo-card__counts">
          <span title={t("card.views", { count: views })}>
            <EyeOpenIcon size={12} aria-hidden />
            <span className="app-visually-hidden">{t("card.views", { count: views })}</span>
            <span aria-hidden="true">{formatCount(views, language)}</span>
          </span>
          <span title={t("card.likes", { count: likes })}>
            <HeartIcon size={12} aria-hidden />
            <span className="app-visually-hidden">{t("card.likes", { count: likes })}</span>
            <span aria-hidden="true">{formatCount(likes, language)}</span>
          </span>
        </span>
      </div>
      <div className="works-demo-card__tags">
        <TagList tags={work.base_data?.label} max={CARD_TAGS_MAX} />
      </div>
    </article>
  );
}
