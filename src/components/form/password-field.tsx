import { useState } from "react";
import { EyeOpenIcon } from "../icons/content-icons";
import { EyeOffIcon } from "./password-icons";
import { useTranslation } from "react-i18next";
import { ShellButton } from "../shell-button";
import { TextField, type TextFieldProps } from "./text-field";

interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "rightElement" | "after"> {
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle; what is typed stays when it is toggled. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const label = visible ? t("form.hidePassword") : t("form.showPassword");
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      rightElement={
        <ShellButton
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
