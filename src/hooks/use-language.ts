import { useTranslation } from "react-i18next";
import { isLanguage, getLanguage, type Language } from "@/lib/language";
import { setAppLanguage } from "@/lib/i18n";

/** The interface language and the function that switches it (stored, sent, saved when signed in). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : getLanguage();
  return [language, setAppLanguage];
}
