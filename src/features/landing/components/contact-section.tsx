import { ChatIcon, DocumentIcon, EnvelopeIcon, PeopleIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COMMUNITY_CHAT_URL } from "@/components/footer/community";
import { CONTACT_EMAIL } from "../contact";
import { Section } from "./section";

interface Channel {
  id: "chat" | "email" | "document" | "programme";
  icon: ReactNode;
  link: ReactNode;
}

/** Contact: the community chat, the e-mail address (when the deployment sets one), documents. */
export function ContactSection() {
  const { t } = useTranslation("landing");
  const channels: Channel[] = [
    {
      id: "chat",
      icon: <ChatIcon size={20} />,
      link: (
        <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
          {t("contact.chat")}
        </a>
      ),
    },
    ...(CONTACT_EMAIL
      ? [
          {
            id: "email" as const,
            icon: <EnvelopeIcon size={20} />,
            link: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
          },
        ]
      : []),
    {
      id: "document",
      icon: <DocumentIcon size={20} />,
      link: <Link to="/document/token">{t("contact.document")}</Link>,
    },
    {
      id: "programme",
      icon: <PeopleIcon size={20} />,
      link: <Link to="/activity/token">{t("contact.programme")}</Link>,
    },
  ];
  return (
    <Section id="contact" title={t("contact.title")} lead={t("contact.lead")}>
      <ul className="landing-contact">
        {channels.map(({ id, icon, link }) => (
          <li key={id} className="landing-card landing-contact__item">
            <span className="landing-contact__icon" aria-hidden="true">
              {icon}
            </span>
            <div>
              {id === "email" ? (
                <p className="landing-contact__label">{t("contact.email")}</p>
              ) : null}
              <p className="landing-card__title">{link}</p>
              <p className="landing-card__body">{t(`contact.${id}Body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
