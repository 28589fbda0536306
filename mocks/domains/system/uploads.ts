/** Upload reservations (initUploadLsCos): where the bytes go and where they are served from. */
import { fileUrlFor, uploadUrlFor } from "../../core/files";
import { randomHex } from "../../core/random";
import type { MockState } from "../../core/state";
import type { UploadRecord } from "../../db/system";

/**
 * Reserves an upload for userId. Object storage answers absolute URLs; so does the mock, on the
 * origin the app talks to (`absolute` turns a path into a URL there).
 */
export function reserveUpload(
  state: MockState,
  input: {
    userId: string;
    fileName: string;
    fileSize: number;
    contentType: string;
    absolute: (path: string) => string;
  },
): Promise<UploadRecord> {
  const upload_id = `up-${randomHex(10)}`;
  return state.db.uploads.create({
    upload_id,
    user_id: input.userId,
    file_name: input.fileName,
    file_size: input.fileSize,
    content_type: input.contentType,
    // The storage's identifier of the object: the bytes are not seen yet (decision 0002).
    sha1: randomHex(20),
    method: "PUT",
    upload_url: input.absolute(uploadUrlFor(upload_id)),
    url: input.absolute(fileUrlFor(upload_id)),
    created_at: state.now(),
    uploaded: false,
  });
}
