/**
 * The optional generation parameters of each image (portal.md §3; PhotoData): prompt, negative
 * prompt, sampler, model, cfg scale, steps and seed, one collapsible group per image.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GENERATION_FIELDS, type GenerationField } from "../../generation-fields";
import type { GenerationParams, PostImage } from "./post-image-rules";

const MULTILINE: ReadonlySet<GenerationField> = new Set(["prompt", "negative_prompt"]);

export function GenerationParamsFields({
  images,
  params,
  onChange,
}: {
  images: readonly PostImage[];
  params: Record<string, GenerationParams>;
  onChange(next: Record<string, GenerationParams>): void;
}) {
  const { t } = useTranslation(["worksPost", "worksDetail"]);
  const baseId = useId();
  if (images.length === 0) return null;
  const set = (url: string, field: GenerationField, text: string) =>
    onChange({ ...params, [url]: { ...params[url], [field]: text } });
  return (
    <fieldset className="gc-post-image__params">
      <legend className="bp6-label">{t("post.params.heading")}</legend>
      <p className="gc-post-image__help">{t("post.params.hint")}</p>
      {images.map((image, index) => {
        const own = params[image.url] ?? {};
        const filled = GENERATION_FIELDS.filter((field) => (own[field] ?? "").trim() !== "").length;
        return (
          <details key={image.url} className="gc-post-image__params-item">
            <summary>
              {t("post.params.image", { index: index + 1, name: image.name })}
              {filled > 0 ? ` · ${t("post.params.filled", { count: filled })}` : ""}
            </summary>
            <div className="gc-post-image__params-grid">
              {GENERATION_FIELDS.map((field) => {
                const inputId = `${baseId}-${index}-${field}`;
                const common = {
                  id: inputId,
                  value: own[field] ?? "",
                  onChange: (event: { currentTarget: { value: string } }) =>
                    set(image.url, field, event.currentTarget.value),
                };
                return (
                  <div
                    key={field}
                    className={`bp6-form-group${MULTILINE.has(field) ? " gc-post-image__params-wide" : ""}`}
                  >
                    <label className="bp6-label" htmlFor={inputId}>
                      {t(`worksDetail:parameters.${field}`)}
                    </label>
                    {MULTILINE.has(field) ? (
                      <textarea className="bp6-input bp6-fill" rows={2} {...common} />
                    ) : (
                      <input className="bp6-input bp6-fill" {...common} />
                    )}
                  </div>
                );
              })}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
