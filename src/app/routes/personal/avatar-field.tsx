/**
 * The profile dialog's avatar field: the uploads feature's queue with one image (JPEG, JPG or
 * PNG, within the image size limit of decisions.md §1), loaded after the dialog opens.
 */
import { LazyUploadQueue } from "@/features/uploads/components/lazy-upload-queue";
import type { AvatarField as AvatarFieldProps } from "@/features/profile/components/profile-dialog";
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";

/** One JPEG, JPG or PNG of at most 31088640 bytes (decisions.md §1). */
export const AVATAR_RULES = {
  accept: ["jpeg", "jpg", "png"],
  maxFiles: 1,
  maxBytes: IMAGE_WORK_PICTURE_MAX_BYTES,
} as const;

export function AvatarField({ value, onChange, onBusyChange, label }: AvatarFieldProps) {
  return (
    <LazyUploadQueue
      fallback={<span className="bp6-label">{label}</span>}
      id="profile-avatar"
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      rules={AVATAR_RULES}
      label={label}
    />
  );
}
