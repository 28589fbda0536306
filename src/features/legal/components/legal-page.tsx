/**
 * /legal/terms and /legal/privacy: the terms of service and the privacy policy that sign-up asks
 * the user to agree to (platform.md §5, creator-programme.md §2), as static text of the "legal"
 * catalogue in each language (docs/decisions/0073-legal-pages.md). Each links to the other.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n-resources";
import "./legal.css";

export type LegalDocument = "terms" | "privacy";

export const LEGAL_PATHS: Record<LegalDocument, string> = {
  terms: "/legal/terms",
  privacy: "/legal/privacy",
};

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const sections = t(`${document}.sections`, { returnObjects: true });
  const other: LegalDocument = document === "terms" ? "privacy" : "terms";
  const headingId = (index: number) => `legal-${document}-${index}`;
  return (
    <article className="app-legal" aria-labelledby="legal-title" data-testid={`legal-${document}`}>
      <h1 id="legal-title" className="app-legal__title">
        {t(`${document}.title`)}
      </h1>
      <p className="app-legal__updated">{t("updated", { date: t("updatedDate") })}</p>
      <p className="app-legal__intro">{t(`${document}.intro`)}</p>
      <nav className="app-legal__contents" aria-label={t("contents")}>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${headingId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={headingId(index)}>
          <h2 id={headingId(index)} className="app-legal__heading">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="app-legal__other">
        <Link to={LEGAL_PATHS[other]}>{t(`otherDocument.${document}`)}</Link>
      </p>
    </article>
  );
}
