/**
 * The console's sockets in MSW's runtimes (the browser worker of `npm run dev`, vitest): `ws.link`
 * intercepts the app's WebSocket on any origin and hands it to the same socket mocks the standalone
 * server uses (mocks/ws/node-server.ts). Faults here are armed for every caller (one backend per
 * page or test).
 */
import { ws, type WebSocketHandler } from "msw";
import type { SocketName } from "../core/faults";
import { COMFYUI_SOCKET_PATH, openComfyUi } from "./comfyui";
import { GROUP_CHAT_PATH, openGroupChat } from "./group-chat";
import { refusesConnection, type SocketSession, type SocketTransport } from "./socket";

/** The close code of a connection that never opened (what browsers report). */
const ABNORMAL = 1006;

type Client = Parameters<
  Parameters<ReturnType<typeof ws.link>["addEventListener"]>[1]
>[0]["client"];

function link(
  path: string,
  name: SocketName,
  open: (
    transport: SocketTransport,
    client: Client,
    protocols: string | string[] | undefined,
  ) => SocketSession,
): WebSocketHandler {
  return ws.link(`*${path}`).addEventListener("connection", ({ client, info }) => {
    if (refusesConnection(name, undefined)) {
      client.close(ABNORMAL, "");
      return;
    }
    let isOpen = true;
    const transport: SocketTransport = {
      send: (text) => client.send(text),
      close: (code, reason) => {
        isOpen = false;
        client.close(code, reason);
      },
      drop: () => {
        isOpen = false;
        client.close(ABNORMAL, "");
      },
      get open() {
        return isOpen;
      },
    };
    const session = open(transport, client, info.protocols);
    client.addEventListener("message", (event) => session.message(event.data));
    client.addEventListener("close", () => {
      isOpen = false;
      session.close();
    });
  });
}

/** Both sockets' handlers: add them beside the HTTP handlers (setupWorker / setupServer). */
export const socketHandlers: WebSocketHandler[] = [
  link(GROUP_CHAT_PATH, "groupChatSocket", (transport, _client, protocols) =>
    openGroupChat(transport, { protocols }),
  ),
  link(COMFYUI_SOCKET_PATH, "comfyUiSocket", (transport, client) =>
    openComfyUi(transport, { url: client.url }),
  ),
];
