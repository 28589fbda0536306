import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "@/components/form/text-field";
import { limits } from "@/lib/validation/account-rules";

/** The e-mail input every account form shares (field name "email", the contract's length limit). */
export function EmailField(props: Pick<TextFieldProps, "autoFocus">) {
  const { t } = useTranslation("accounts");
  return (
    <TextField
      name="email"
      label={t("fields.email")}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={limits.emailMax}
      {...props}
    />
  );
}
