import { DuplicateIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import type { PhotoData } from "@/generated/model";
import { GENERATION_FIELDS, type GenerationField } from "../../generation-fields";

const valueOf = (photo: PhotoData, field: GenerationField) => (photo[field] ?? "").trim();

/** Whether a picture carries any generation parameter. */
export const hasParameters = (photo: PhotoData | undefined): photo is PhotoData =>
  photo !== undefined && GENERATION_FIELDS.some((field) => valueOf(photo, field) !== "");

/**
 * The parameters as Stable Diffusion tools write them (and read them back when pasted): the
 * prompt, a "Negative prompt:" line, then the settings on one line.
 */
export function parametersText(photo: PhotoData): string {
  const settings = (
    [
      ["Steps", "steps"],
      ["Sampler", "sampler"],
      ["CFG scale", "cfg_scale"],
      ["Seed", "seed"],
      ["Model", "model"],
    ] as const
  )
    .filter(([, field]) => valueOf(photo, field) !== "")
    .map(([name, field]) => `${name}: ${valueOf(photo, field)}`)
    .join(", ");
  const negative = valueOf(photo, "negative_prompt");
  return [valueOf(photo, "prompt"), negative ? `Negative prompt: ${negative}` : "", settings]
    .filter((line) => line !== "")
    .join("\n");
}

/** The current picture's generation parameters with a copy button; nothing when it has none. */
export function GenerationParameters({ photo }: { photo: PhotoData | undefined }) {
  const { t } = useTranslation("worksDetail");
  if (!hasParameters(photo)) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(parametersText(photo));
      void showToast(t("parameters.copied"), "success");
    } catch {
      void showToast(t("parameters.copyFailed"), "error");
    }
  };

  return (
    <section className="works-parameters" aria-labelledby="works-parameters-title">
      <header className="works-parameters__header">
        <h3 id="works-parameters-title" className="works-side__heading">
          {t("parameters.title")}
        </h3>
        <button type="button" className="works-text-button" onClick={() => void copy()}>
          <DuplicateIcon size={14} aria-hidden /> {t("parameters.copy")}
        </button>
      </header>
      <dl className="works-parameters__list">
        {GENERATION_FIELDS.filter((field) => valueOf(photo, field) !== "").map((field) => (
          <div
            key={field}
            className={`works-parameters__item works-parameters__item--${field.includes("prompt") ? "wide" : "short"}`}
          >
            <dt>{t(`parameters.${field}`)}</dt>
            <dd>{valueOf(photo, field)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
