import { Button, FormGroup } from "@blueprintjs/core";
import { ChartIcon, RefreshIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MESSAGE_FILTERS, type DisplayMode, type MessageFilter } from "../../model/bar-messages";
import { Select } from "@/components/form/select";

interface ChatToolbarProps {
  mode: DisplayMode;
  onMode: (mode: DisplayMode) => void;
  filter: MessageFilter;
  onFilter: (filter: MessageFilter) => void;
  /** The settlement button: shown in the chat, busy while it runs. */
  canSettle: boolean;
  settling: boolean;
  onSettle: () => void;
  /** After the settlement: start over. */
  onNewGame?: () => void;
}

/** §2 main area: display mode, message filter, friendliness settlement. */
export function ChatToolbar({
  mode,
  onMode,
  filter,
  onFilter,
  canSettle,
  settling,
  onSettle,
  onNewGame,
}: ChatToolbarProps) {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <div className="console-toolbar">
      <FormGroup label={t("single.toolbar.display")} labelFor={`${id}-mode`}>
        <Select
          id={`${id}-mode`}
          value={mode}
          onChange={(event) => onMode(event.target.value as DisplayMode)}
        >
          <option value="debug">{t("single.toolbar.debug")}</option>
          <option value="user">{t("single.toolbar.user")}</option>
        </Select>
      </FormGroup>
      <FormGroup label={t("single.toolbar.filter")} labelFor={`${id}-filter`}>
        <Select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => onFilter(event.target.value as MessageFilter)}
        >
          {MESSAGE_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`single.toolbar.${option}`)}
            </option>
          ))}
        </Select>
      </FormGroup>
      <div className="console-toolbar__end">
        {onNewGame ? (
          <Button icon={<RefreshIcon />} text={t("single.toolbar.newGame")} onClick={onNewGame} />
        ) : null}
        <Button
          intent="success"
          icon={<ChartIcon />}
          disabled={!canSettle}
          loading={settling}
          text={t("single.toolbar.settle")}
          onClick={onSettle}
        />
      </div>
    </div>
  );
}
