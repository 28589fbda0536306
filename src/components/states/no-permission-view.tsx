import { LockIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../link-button";
import { StateView } from "./state-view";

/** The no-permission page body (platform.md §2), with a way back home. */
export function NoPermissionView() {
  const { t } = useTranslation("common");
  return (
    <StateView
      testId="no-permission"
      headingLevel={1}
      icon={<LockIcon size={48} />}
      title={t("noPermission.title")}
      description={t("noPermission.description")}
      action={
        <LinkButton to="/gate" intent="primary">
          {t("actions.backHome")}
        </LinkButton>
      }
    />
  );
}
