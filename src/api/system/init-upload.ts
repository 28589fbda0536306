/**
 * initUploadLsCos (API group system), wrapped once: reserves storage for one file and answers
 * where to send its bytes (upload_url, method, headers) and the file's record (result.url …).
 * The queue calls it per file; a failure marks that item failed (its message from
 * apiErrorMessage), so no toast here.
 */
import { useMutation } from "@tanstack/react-query";
import { getInitUploadLsCosMutationOptions } from "@/generated/system/system";

export function useInitUpload() {
  return useMutation(getInitUploadLsCosMutationOptions());
}
