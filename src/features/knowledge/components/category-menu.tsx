/**
 * The index's left category menu: one entry per section on the page, the reader's current section
 * marked; choosing one scrolls to its section and moves the focus to its heading.
 */
import { useTranslation } from "react-i18next";
import type { ContentCategory } from "@/generated/model";
import { categoryNameKey } from "@/api/knowledge/categories";
import { CategoryLogo } from "./category-logo";

export const sectionId = (type: ContentCategory) => `knowledge-section-${type}`;
export const sectionHeadingId = (type: ContentCategory) => `knowledge-section-${type}-title`;

const reducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls to a section (below the sticky navigation: CSS scroll-margin) and focuses its heading. */
export function jumpToSection(type: ContentCategory): void {
  document
    .getElementById(sectionId(type))
    ?.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  document.getElementById(sectionHeadingId(type))?.focus({ preventScroll: true });
}

interface CategoryMenuProps {
  types: readonly ContentCategory[];
  /** The section id the reader is in. */
  activeId: string | undefined;
  /** Called with the section id the reader jumps to. */
  onJump(id: string): void;
}

export function CategoryMenu({ types, activeId, onJump }: CategoryMenuProps) {
  const { t } = useTranslation("knowledge");
  return (
    <nav className="kn-menu" aria-label={t("home.menuLabel")}>
      <ul className="kn-menu__list">
        {types.map((type) => {
          const active = activeId === sectionId(type);
          return (
            <li key={type}>
              <a
                href={`#${sectionId(type)}`}
                className={["kn-menu__item", active ? "kn-menu__item--active" : ""].join(" ")}
                aria-current={active ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onJump(sectionId(type));
                  jumpToSection(type);
                }}
              >
                <CategoryLogo type={type} size={24} />
                <span>{t(categoryNameKey(type))}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
