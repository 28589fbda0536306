import { useState } from "react";
import { Button, Tooltip } from "@blueprintjs/core";
import { EyeOffIcon, EyeOpenIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "./text-field";

interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "rightElement" | "after"> {
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle; what is typed stays when it is toggled. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("accounts");
  const [visible, setVisible] = useState(false);
  const label = visible ? t("fields.hidePassword") : t("fields.showPassword");
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      rightElement={
        <Tooltip content={label} placement="top" hoverOpenDelay={400}>
          <Button
            variant="minimal"
            icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
            aria-label={label}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        </Tooltip>
      }
    />
  );
}
