/**
 * The byte endpoints (not API operations, so not defineOperation): generated pictures, the upload
 * target that initUploadLsCos points at, and the uploaded files served back. See mocks/core/files.ts.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { getState } from "../core/state";
import {
  IMAGE_PREFIX,
  UPLOAD_PREFIX,
  UPLOADED_FILE_PREFIX,
  generateSvg,
  isUploadId,
  readUpload,
  seededPlaceholder,
  sha1Hex,
  storeUpload,
} from "../core/files";

const numberParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name);
  return raw === null || raw === "" ? undefined : Number(raw);
};

const notFound = (what: string) =>
  new HttpResponse(`${what} not found`, { status: 404, headers: { "content-type": "text/plain" } });

async function receiveUpload({
  request,
  params,
}: {
  request: Request;
  params: Record<string, unknown>;
}) {
  const id = String(params.id);
  if (!isUploadId(id)) return new HttpResponse("bad upload id", { status: 400 });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const file = await storeUpload(getState(), id, bytes, request.headers.get("content-type") ?? "");
  return new HttpResponse(null, {
    status: 200,
    headers: {
      etag: `"${await sha1Hex(file.bytes)}"`,
      "x-mock-upload-size": String(bytes.byteLength),
    },
  });
}

export const filesHandlers: HttpHandler[] = [
  http.get(`${IMAGE_PREFIX}:file`, ({ request, params }) => {
    const file = String(params.file);
    if (!file.endsWith(".svg")) return notFound("picture");
    const url = new URL(request.url);
    const svg = generateSvg(decodeURIComponent(file.slice(0, -".svg".length)), {
      w: numberParam(url, "w"),
      h: numberParam(url, "h"),
      label: url.searchParams.get("label") ?? undefined,
    });
    return new HttpResponse(svg, {
      headers: {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=86400",
      },
    });
  }),
  http.put(`${UPLOAD_PREFIX}:id`, receiveUpload),
  http.post(`${UPLOAD_PREFIX}:id`, receiveUpload),
  http.get(`${UPLOADED_FILE_PREFIX}:id`, async ({ params }) => {
    const id = String(params.id);
    const file = isUploadId(id)
      ? ((await readUpload(getState(), id)) ?? seededPlaceholder(id))
      : undefined;
    if (!file) return notFound("file");
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "content-length": String(file.bytes.byteLength),
    };
    if (file.contentType.startsWith("application/"))
      headers["content-disposition"] = `attachment; filename="${id}"`;
    return new HttpResponse(file.bytes as Uint8Array<ArrayBuffer>, { headers });
  }),
];
