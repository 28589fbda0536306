import { useTranslation } from "react-i18next";
import { useLanguage } from "@/hooks/use-language";
import { LANGUAGES } from "@/lib/language";
import { Classes } from "../bp-classes";
import { DropdownMenu } from "../dropdown-menu";
import { CaretDownIcon, GlobeIcon } from "./menu-icons";

/** The language dropdown: stores the choice, switches the interface, saves it when signed in. */
export function LanguageMenu() {
  const { t } = useTranslation("nav");
  const [language, setLanguage] = useLanguage();
  const name = t(`language.${language}`);
  const label = t("language.label", { language: name });
  return (
    <DropdownMenu
      label={label}
      buttonLabel={label}
      buttonTestId="language-menu"
      buttonClassName={`${Classes.BUTTON} ${Classes.MINIMAL}`}
      selectable
      button={
        <>
          <GlobeIcon />
          <span className={Classes.BUTTON_TEXT}>{name}</span>
          <CaretDownIcon />
        </>
      }
      items={LANGUAGES.map((option) => ({
        key: option,
        text: t(`language.${option}`),
        lang: option === "zh-cn" ? "zh-CN" : "en",
        icon: option === language ? "tick" : undefined,
        checked: option === language,
        testId: `language-${option}`,
        onSelect: () => void setLanguage(option),
      }))}
    />
  );
}
