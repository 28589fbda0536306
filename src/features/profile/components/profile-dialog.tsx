/**
 * The profile dialog (portal.md §2.11, §5, §8; decisions.md §1): the avatar (a slot: the host
 * passes the upload queue, features never import each other), the display name (disallowed
 * characters stripped as typed, at most 20), the description (at most 100, counted live), cancel
 * and save. A saved profile shows "Saved successfully", refreshes the user everywhere and closes
 * after 200 ms; a failure is shown in the form (the name's codes at the name) and nothing typed is
 * lost.
 */
import { Button, Classes } from "@blueprintjs/core";
import { Form, Formik, useField, useFormikContext } from "formik";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "@/components/form/form-dialog";
import { AVATAR_SIZE, UserAvatar } from "@/components/avatar/user-avatar";
import { describedBy, FieldFrame } from "@/components/form/field-frame";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextAreaField } from "@/components/form/text-area-field";
import { useFieldError } from "@/components/form/use-field-error";
import { showToast } from "@/components/toaster";
import type { User } from "@/generated/model";
import { graphemeLength } from "@/lib/graphemes";
import { STORAGE_PLATFORM, type UploadedImage } from "@/lib/uploaded-image";
import { useSaveProfile } from "@/api/system/user-save";
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  placeOfProfileCode,
  stripName,
  validateProfile,
  type ProfileFormValues,
} from "../forms/profile-rules";

/** portal.md §4: a saved profile closes the dialog after 200 ms. */
export const CLOSE_AFTER_SAVE_MS = 200;
/** An uploaded avatar, as the host's upload queue keeps it. */
export type AvatarImage = UploadedImage;

/** What the avatar slot receives: the queue's value, its change and its busy state. */
export interface AvatarField {
  value: AvatarImage[];
  onChange(next: AvatarImage[]): void;
  onBusyChange(busy: boolean): void;
  label: string;
}

interface ProfileDialogProps {
  isOpen: boolean;
  onClose(): void;
  user: User;
  renderAvatar(field: AvatarField): ReactNode;
}

export function ProfileDialog({ isOpen, onClose, user, renderAvatar }: ProfileDialogProps) {
  const { t } = useTranslation("personal");
  const save = useSaveProfile();
  const [avatar, setAvatar] = useState<AvatarImage[]>([]);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [notReady, setNotReady] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      setSaved(false);
      onClose();
    }, CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const pending = save.isPending;
  const initialValues: ProfileFormValues = {
    name: user.user_name,
    description: user.user_profiles ?? "",
  };

  const submit = withServerErrors<ProfileFormValues>(
    async (values) => {
      if (avatarBusy) {
        setNotReady(true);
        return;
      }
      setNotReady(false);
      // The queue starts empty: an image in it is the new avatar; none keeps the current one.
      const changedAvatar = avatar[0];
      await save.mutateAsync({
        data: {
          user_name: values.name.trim(),
          user_profiles: values.description.trim(),
          ...(changedAvatar
            ? {
                user_url: {
                  url: changedAvatar.url,
                  sha1: "",
                  filesize: changedAvatar.bytes,
                  platform: STORAGE_PLATFORM,
                },
              }
            : {}),
        },
      });
      void showToast(t("profile.saved"), "success");
      setSaved(true);
    },
    { placeOfCode: placeOfProfileCode },
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("profile.title")}
      closeLabel={t("profile.close")}
      pending={pending}
      focusSelector="input[name=name]"
      className="profile-dialog"
      onOpening={() => {
        setAvatar([]);
        setNotReady(false);
      }}
    >
      <Formik<ProfileFormValues>
        initialValues={initialValues}
        validate={validateProfile}
        validateOnBlur={false}
        onSubmit={submit}
      >
        <Form noValidate>
          <FocusFirstError />
          <div className={Classes.DIALOG_BODY}>
            <div className="profile-dialog__avatar">
              <UserAvatar
                url={avatar[0]?.url ?? user.user_url}
                name={user.user_name}
                size={AVATAR_SIZE.menu * 2}
                className="profile-dialog__current-avatar"
              />
              {renderAvatar({
                value: avatar,
                onChange: (next) => {
                  setAvatar(next);
                  setNotReady(false);
                },
                onBusyChange: setAvatarBusy,
                label: t("profile.avatar"),
              })}
              {notReady && avatarBusy ? (
                <p className="app-field-error" role="alert">
                  {t("profile.avatarNotReady")}
                </p>
              ) : null}
            </div>
            <NameField />
            <DescriptionField />
            <FormMessage />
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button text={t("profile.cancel")} onClick={onClose} disabled={pending} />
              <SubmitButton pending={pending} busyText={t("profile.saving")} block={false}>
                {t("profile.save")}
              </SubmitButton>
            </div>
          </div>
        </Form>
      </Formik>
    </FormDialog>
  );
}

/** The display name: every character outside the rule is left out as it is typed or pasted. */
function NameField() {
  const { t } = useTranslation("personal");
  const [field, , helpers] = useField<string>("name");
  const { message, ruleError, clearServerError } = useFieldError("name");
  const id = useId();
  const hint = t("profile.nameHint");
  return (
    <FieldFrame
      id={id}
      label={t("profile.name")}
      message={message}
      announce={!ruleError}
      hint={hint}
    >
      <div className={[Classes.INPUT_GROUP, message ? Classes.INTENT_DANGER : ""].join(" ")}>
        <input
          id={id}
          className={Classes.INPUT}
          name="name"
          value={field.value}
          autoComplete="nickname"
          onChange={(event) => {
            void helpers.setValue(stripName(event.currentTarget.value));
            clearServerError();
          }}
          onBlur={field.onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, message, hint)}
          data-max={NAME_MAX}
        />
      </div>
    </FieldFrame>
  );
}

/** The description with its live counter; over 100 it says so at once. */
function DescriptionField() {
  const { t } = useTranslation("personal");
  const { values } = useFormikContext<ProfileFormValues>();
  const length = graphemeLength(values.description);
  const tooLong = length > DESCRIPTION_MAX;
  return (
    <TextAreaField
      name="description"
      label={t("profile.description")}
      rows={3}
      placeholder={t("profile.descriptionPlaceholder")}
      showRuleNow={tooLong}
      counter={{ count: length, max: DESCRIPTION_MAX, testId: "profile-description-counter" }}
    />
  );
}
