import { StarEmptyIcon, StarIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { CollectType } from "@/generated/model";
import { toastActionFailure } from "@/api/social/action-failure";
import { useSetCollect } from "@/api/social/collects";
import { useOptimisticToggle } from "../hooks/use-optimistic-toggle";
import { useSignedInAction } from "../hooks/use-signed-in-action";
import { ToggleCountButton } from "./toggle-count-button";
import "./social.css";

export interface CollectButtonProps {
  collectType: CollectType;
  /** The works_id or lore_essay_id. */
  targetId: string;
  collected: boolean;
  count: number;
  /** Called after a confirmed change: the host refetches. */
  onChanged?: () => void;
}

/**
 * Favourite / unfavourite (platform.md §4): adds when not collected, removes when collected;
 * optimistic, never below 0, rolled back with an error toast on failure. A visitor is sent to
 * sign-in.
 */
export function CollectButton({
  collectType,
  targetId,
  collected,
  count,
  onChanged,
}: CollectButtonProps) {
  const { t } = useTranslation("social");
  const { guard } = useSignedInAction();
  const send = useSetCollect(collectType, targetId);
  const collect = useOptimisticToggle({
    on: collected,
    count,
    send,
    onConfirmed: onChanged,
    onFailed: toastActionFailure,
  });
  return (
    <ToggleCountButton
      label={t("collect.action")}
      on={collect.on}
      count={collect.count}
      busy={collect.busy}
      icon={<StarEmptyIcon size={16} />}
      onIcon={<StarIcon size={16} />}
      onClick={guard(collect.toggle)}
      className="app-collect-button"
    />
  );
}
