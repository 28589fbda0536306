import { useTranslation } from "react-i18next";
import { Classes } from "../bp-classes";
import { DropdownMenu, type DropdownItem } from "../dropdown-menu";
import { PUBLISH_ENTRIES, type PublishEntry } from "./nav-model";
import { AddIcon, CaretDownIcon } from "./menu-icons";

/** The publish menu: write an article, post images, and the three kinds of works. */
export function PublishMenu() {
  const { t } = useTranslation("nav");
  const item = (entry: PublishEntry): DropdownItem => ({
    key: entry.id,
    text: t(`publish.${entry.id}`),
    to: entry.to,
    disabled: !entry.to,
    hint: entry.to ? undefined : t("publish.comingSoon"),
    testId: `publish-${entry.id}`,
  });
  return (
    <DropdownMenu
      label={t("publish.label")}
      buttonTestId="publish-menu"
      buttonClassName={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
      button={
        <>
          <AddIcon />
          <span className={Classes.BUTTON_TEXT}>{t("publish.label")}</span>
          <CaretDownIcon />
        </>
      }
      items={[
        ...PUBLISH_ENTRIES.filter((entry) => entry.group === "content").map(item),
        { kind: "divider", key: "works", title: t("publish.works") },
        ...PUBLISH_ENTRIES.filter((entry) => entry.group === "works").map(item),
      ]}
    />
  );
}
