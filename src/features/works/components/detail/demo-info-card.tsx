import { DownloadIcon, GlobeNetworkIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
import type { Works } from "@/generated/model";
import { DownloadFlag } from "@/generated/model/downloadFlag";
import { Platform } from "@/generated/model/platform";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { safeHref } from "../shared/safe-url";

/** The catalogue names a platform by its enum member (a number key would read as a result code). */
const platformKeys = Object.fromEntries(
  Object.entries(Platform).map(([name, value]) => [value, name]),
) as Record<Platform, keyof typeof Platform>;
const platformKey = (platform: Platform) => platformKeys[platform];

interface DemoInfoCardProps {
  work: Works;
  /** Called when the archive's download starts (reports the event, then reloads the work). */
  onDownload: () => void;
  /** Preview mode: nothing is downloaded or counted. */
  preview?: boolean;
}

/** Whether the work can be played online: the PC web platform and a web address (portal.md §4). */
export function onlineUrlOf(work: Works): string | undefined {
  const platforms: readonly number[] = work.base_data?.platform ?? [];
  return platforms.includes(Platform.PcWeb) ? safeHref(work.other_data?.game_web_url) : undefined;
}

/** The archive's address when the download flag is yes (portal.md §4), else undefined. */
export function downloadUrlOf(work: Works): string | undefined {
  return work.other_data?.download === DownloadFlag.Yes
    ? safeHref(work.other_data.game_demo)
    : undefined;
}

/**
 * The demo information card (portal.md §2.7): cover, version, last update (YYYY/MM/DD), platforms,
 * download count, the download button (enabled only when the download flag is yes; otherwise
 * disabled, with a tooltip saying why) and the online-experience button (PC web with a URL).
 */
export function DemoInfoCard({ work, onDownload, preview = false }: DemoInfoCardProps) {
  const { t } = useTranslation(["worksDetail", "works"]);
  const [language] = useLanguage();
  const tooltipId = useId();
  const cover = work.other_data?.medias?.cover?.url;
  const platforms = work.base_data?.platform ?? [];
  const downloadUrl = downloadUrlOf(work);
  const onlineUrl = onlineUrlOf(work);
  const fileName = work.other_data?.demo_file_name || undefined;

  return (
    <section
      className={`${Classes.CARD} works-card works-demo-info`}
      aria-labelledby={`${tooltipId}-title`}
    >
      <h2 id={`${tooltipId}-title`} className="works-side__heading">
        {t("detail.demoInfo")}
      </h2>
      {cover ? (
        <img
          className="works-demo-info__cover"
          src={cover}
          alt={t("detail.cover", { title: work.works_title })}
        />
      ) : null}
      <dl className="works-facts">
        <div>
          <dt>{t("detail.version")}</dt>
          <dd>{work.works_version || "—"}</dd>
        </div>
        <div>
          <dt>{t("detail.lastUpdate")}</dt>
          <dd>{formatDate(work.up_time, language) || "—"}</dd>
        </div>
        <div>
          <dt>{t("detail.platforms")}</dt>
          <dd>
            {platforms.length > 0
              ? platforms
                  .map((platform) => t(`works:platforms.${platformKey(platform)}`))
                  .join(" · ")
              : "—"}
          </dd>
        </div>
        <div>
          <dt>{t("detail.downloads")}</dt>
          <dd data-testid="works-download-count">
            {formatCount(work.stat_data?.download_num ?? 0, language)}
          </dd>
        </div>
      </dl>
      <div className="works-demo-info__buttons">
        {downloadUrl && !preview ? (
          <a
            className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.LARGE} works-demo-info__button`}
            href={downloadUrl}
            download={fileName ?? ""}
            onClick={onDownload}
          >
            <DownloadIcon size={16} aria-hidden />
            <span className={Classes.BUTTON_TEXT}>{t("detail.download")}</span>
          </a>
        ) : (
          <span className="works-tooltip-anchor">
            <button
              type="button"
              className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.DISABLED} works-demo-info__button`}
              aria-disabled="true"
              aria-describedby={tooltipId}
              onClick={(event) => event.preventDefault()}
            >
              <DownloadIcon size={16} aria-hidden />
              <span className={Classes.BUTTON_TEXT}>{t("detail.download")}</span>
            </button>
            <span id={tooltipId} role="tooltip" className={`${Classes.TOOLTIP} works-tooltip`}>
              <span className={Classes.POPOVER_CONTENT}>
                {preview && downloadUrl ? t("detail.previewOff") : t("detail.downloadUnavailable")}
              </span>
            </span>
          </span>
        )}
        {onlineUrl && !preview ? (
          <a
            className={`${Classes.BUTTON} ${Classes.LARGE} works-demo-info__button`}
            href={onlineUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <GlobeNetworkIcon size={16} aria-hidden />
            <span className={Classes.BUTTON_TEXT}>{t("detail.playOnline")}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
