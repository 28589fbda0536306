import { useTranslation } from "react-i18next";
import { Section } from "./section";

/** The model providers and the image tool of the programme (ModelId, the console's ComfyUI). */
const PARTNERS = ["openai", "anthropic", "comfyui"] as const;

/** Partners: the models and tools creators in the programme build with. */
export function PartnersSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="partners" title={t("partners.title")} lead={t("partners.lead")}>
      <ul className="landing-partners">
        {PARTNERS.map((id) => (
          <li key={id} className="landing-card landing-partner">
            <p className="landing-partner__name">{t(`partners.${id}`)}</p>
            <p className="landing-card__body">{t(`partners.${id}Body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
