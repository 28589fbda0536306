/**
 * The mock server's own message for a result code, in the request's language: the app's message
 * catalogue (src/locales/<lang>/codes.json, one message per ResultCode), so the server's text and
 * the page's text come from one place.
 */
import english from "@/locales/en/codes.json";
import chinese from "@/locales/zh-cn/codes.json";

type Language = "en" | "zh-cn";

const catalogues: Record<Language, Readonly<Record<string, string>>> = {
  en: english,
  "zh-cn": chinese,
};

export function messageFor(code: number, language: Language): string {
  return (
    catalogues[language][String(code)] ?? (language === "zh-cn" ? `错误 ${code}` : `Error ${code}`)
  );
}

/** A request's headers, as the mock reads them (a fetch Headers, or the standalone server's own). */
export interface HeaderReader {
  get(name: string): string | null;
}

export const languageOf = (request: { headers: HeaderReader }): Language =>
  request.headers.get("language") === "zh-cn" ? "zh-cn" : "en";
