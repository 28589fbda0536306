import { useId, useRef } from "react";
import { Form, Formik, useFormikContext } from "formik";
import { Button, TextArea } from "@blueprintjs/core";
import { MediaIcon, SendMessageIcon, SmallCrossIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useEnterToSend } from "@/components/form/enter-to-send";
import { formatSize } from "@/lib/format";
import { translateDynamic } from "@/lib/i18n";
import type { ModelTester, SendRefusal } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { takesImages } from "../../model/model-versions";
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  refuseImages,
  type ImageRefusal,
} from "../../model/upload-rules";
import { FieldRuleMessage } from "../shared/field-rule-message";

interface Chosen {
  file: File;
  preview: string;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";

interface SendValues {
  text: string;
  images: Chosen[];
}

const INITIAL: SendValues = { text: "", images: [] };

/**
 * The send box of a chat model (§2, §5): text, and for gpt-4o up to 20 jpeg/png/jpg images of at
 * most 31088640 bytes each. A send needs text or an image. What was typed and chosen stays when a
 * send is refused. A form of the kit: Formik's values, rule and submit; Enter sends through it
 * (docs/decisions/0066).
 */
export function TextSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  return (
    <Formik<SendValues>
      initialValues={INITIAL}
      validate={({ text, images }) =>
        text.trim() || images.length > 0 ? {} : { text: "console:tester.messageRequired" }
      }
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async ({ text, images }, { resetForm }) => {
        const refusal: SendRefusal | undefined = await tester.sendText(
          conversation,
          text,
          images.map((image) => image.file),
        );
        if (refusal) return;
        images.forEach((image) => image.preview && URL.revokeObjectURL(image.preview));
        resetForm();
      }}
    >
      <Form className="console-sendbox" noValidate aria-label={t("tester.sendBox")}>
        <SendFields withImages={takesImages(conversation.version)} />
      </Form>
    </Formik>
  );
}

function SendFields({ withImages }: { withImages: boolean }) {
  const { t } = useTranslation("console");
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { values, errors, setFieldValue, setFieldError } = useFormikContext<SendValues>();
  const onKeyDown = useEnterToSend();
  const { text, images } = values;
  const rule = errors.text ?? (typeof errors.images === "string" ? errors.images : undefined);
  const message = rule ? (translateDynamic(rule) ?? rule) : undefined;

  const addImages = (files: File[]) => {
    const refusal = refuseImages(
      images.map((image) => image.file),
      files,
    );
    if (refusal) {
      setFieldError("images", imageRefusalMessage(t, refusal.reason, refusal.file));
      return;
    }
    setFieldError("images", undefined);
    setFieldError("text", undefined);
    void setFieldValue(
      "images",
      [...images, ...files.map((file) => ({ file, preview: previewOf(file) }))],
      false,
    );
  };

  return (
    <>
      <label className="console-visually-hidden" htmlFor={`${id}-text`}>
        {t("tester.message")}
      </label>
      <TextArea
        id={`${id}-text`}
        name="text"
        fill
        rows={3}
        value={text}
        placeholder={t("tester.messagePlaceholder")}
        onChange={(event) => {
          void setFieldValue("text", event.target.value, false);
          setFieldError("text", undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      {images.length > 0 ? (
        <ul className="console-thumbs" aria-label={t("tester.images", { count: images.length })}>
          {images.map((image, index) => (
            <li key={`${image.file.name}-${index}`}>
              {image.preview ? (
                <img src={image.preview} alt={t("tester.imageAlt", { name: image.file.name })} />
              ) : (
                <span>{image.file.name}</span>
              )}
              <Button
                size="small"
                icon={<SmallCrossIcon />}
                aria-label={t("tester.removeImage", { name: image.file.name })}
                onClick={() => {
                  if (image.preview) URL.revokeObjectURL(image.preview);
                  void setFieldValue(
                    "images",
                    images.filter((_, i) => i !== index),
                    false,
                  );
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldRuleMessage id={`${id}-message`} message={message} />
      <div className="console-row console-row--between">
        {withImages ? (
          <>
            <input
              ref={fileInput}
              id={`${id}-images`}
              type="file"
              aria-label={t("tester.imageFiles")}
              accept={IMAGE_ACCEPT}
              multiple
              hidden
              onChange={(event) => {
                addImages([...(event.target.files ?? [])]);
                event.target.value = "";
              }}
            />
            <Button
              icon={<MediaIcon />}
              text={t("tester.addImages", { max: IMAGE_MAX_COUNT })}
              onClick={() => fileInput.current?.click()}
              aria-controls={`${id}-images`}
            />
          </>
        ) : (
          <span className="bp6-text-muted">{t("tester.imagesOnlyGpt4o")}</span>
        )}
        <Button type="submit" intent="primary" icon={<SendMessageIcon />} text={t("tester.send")} />
      </div>
    </>
  );
}

function imageRefusalMessage(
  t: ReturnType<typeof useTranslation<"console">>["t"],
  reason: ImageRefusal,
  file: string | undefined,
) {
  if (reason === "type") return t("tester.imageType", { name: file });
  if (reason === "size")
    return t("tester.imageSize", { name: file, max: formatSize(IMAGE_MAX_BYTES) });
  return t("tester.imageCount", { max: IMAGE_MAX_COUNT });
}
