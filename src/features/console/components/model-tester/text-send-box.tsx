import { useId, useRef, useState } from "react";
import { Button, TextArea } from "@blueprintjs/core";
import { MediaIcon, SendMessageIcon, SmallCrossIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { formatSize } from "@/lib/format";
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

interface Chosen {
  file: File;
  preview: string;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";

/**
 * The send box of a chat model (§2, §5): text, and for gpt-4o up to 20 jpeg/png/jpg images of at
 * most 31088640 bytes each. A send needs text or an image. What was typed and chosen stays when a
 * send is refused.
 */
export function TextSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [images, setImages] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<
    { kind: "empty" } | { kind: ImageRefusal; file?: string } | undefined
  >();
  const withImages = takesImages(conversation.version);

  const addImages = (files: File[]) => {
    const refusal = refuseImages(
      images.map((image) => image.file),
      files,
    );
    if (refusal) {
      setProblem({ kind: refusal.reason, file: refusal.file });
      return;
    }
    setProblem(undefined);
    setImages((old) => [...old, ...files.map((file) => ({ file, preview: previewOf(file) }))]);
  };

  const send = async () => {
    const result: SendRefusal | undefined = await tester.sendText(
      conversation,
      text,
      images.map((image) => image.file),
    );
    if (result === "empty") {
      setProblem({ kind: "empty" });
      return;
    }
    if (result) return;
    setText("");
    images.forEach((image) => image.preview && URL.revokeObjectURL(image.preview));
    setImages([]);
    setProblem(undefined);
  };

  const message =
    problem?.kind === "empty"
      ? t("tester.messageRequired")
      : problem?.kind === "type"
        ? t("tester.imageType", { name: problem.file })
        : problem?.kind === "size"
          ? t("tester.imageSize", { name: problem.file, max: formatSize(IMAGE_MAX_BYTES) })
          : problem?.kind === "count"
            ? t("tester.imageCount", { max: IMAGE_MAX_COUNT })
            : undefined;

  return (
    <form
      className="console-sendbox"
      noValidate
      aria-label={t("tester.sendBox")}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="console-visually-hidden" htmlFor={`${id}-text`}>
        {t("tester.message")}
      </label>
      <TextArea
        id={`${id}-text`}
        fill
        rows={3}
        value={text}
        placeholder={t("tester.messagePlaceholder")}
        onChange={(event) => {
          setText(event.target.value);
          if (problem?.kind === "empty") setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        aria-invalid={problem?.kind === "empty" || undefined}
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
                  setImages((old) => old.filter((_, i) => i !== index));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <span id={`${id}-message`} role="alert" className="console-field-error">
          {message}
        </span>
      ) : null}
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
    </form>
  );
}
