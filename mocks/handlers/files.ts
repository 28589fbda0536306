/**
 * The byte endpoints (not API operations, so not defineOperation): generated pictures, the upload
 * target that initUploadLsCos points at, and the uploaded files served back. See mocks/core/files.ts.
 */
import { delay, HttpResponse, type HttpHandler } from "msw";
import { pathHttp as http } from "../core/path-handler";
import { faultClientOf, formatOutcome, UPLOAD_TARGET } from "../core/faults";
import { getState, logRequest } from "../core/state";
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
import { PLAY_PAGE_CSP, PLAY_PREFIX, playAnswer } from "../core/play-page";

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
  const state = getState();
  const started = Date.now();
  // An armed fileUpload fault (?mock=fileUpload:http500 | delay3000 | offline), taken per upload.
  const fault = state.faults.take(UPLOAD_TARGET, faultClientOf(request.headers));
  const log = (status: number) =>
    logRequest(state, {
      at: state.now(),
      operation: UPLOAD_TARGET,
      status,
      ...(fault ? { fault: formatOutcome(fault) } : {}),
      ms: Date.now() - started,
    });
  if (fault?.kind === "delay") await delay(fault.ms);
  if (fault?.kind === "offline") {
    log(0);
    return HttpResponse.error();
  }
  if (fault?.kind === "status") {
    log(fault.status);
    return new HttpResponse(`Simulated HTTP ${fault.status}`, {
      status: fault.status,
      headers: { "content-type": "text/plain" },
    });
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  const file = await storeUpload(state, id, bytes, request.headers.get("content-type") ?? "");
  log(200);
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
  // The seeded demos' web builds (mocks/core/play-page.ts): a page and its script.
  http.get(`${PLAY_PREFIX}:file`, ({ request }) => {
    const url = new URL(request.url);
    const answer = playAnswer(url.pathname, url.searchParams);
    if (!answer) return notFound("demo build");
    return new HttpResponse(answer.body, {
      status: answer.status,
      headers: {
        "content-type": answer.contentType,
        "content-security-policy": PLAY_PAGE_CSP,
        "x-content-type-options": "nosniff",
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
