/**
 * The console's sockets in the standalone mock server (`npm run mock:server`, `npm run dev:shared`):
 * a real WebSocket server (`ws`) on the HTTP server's own port, at the paths of decisions.md §2
 * (/ws/groupchat, /comfyui/ws), over the same backend state as the HTTP operations, so two browsers
 * share rooms, groups and pushes. A fault armed with a browser's client id (its gc_mock_client
 * cookie, which the upgrade request carries through vite's proxy, or an x-mock-client header) is
 * taken only by that browser's sockets (docs/decisions/0032). Node only: never import it from
 * browser code.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { faultClientOf, type SocketName } from "../core/faults";
import { COMFYUI_SOCKET_PATH, openComfyUi } from "./comfyui";
import { frameProblems } from "./frames";
import { GROUP_CHAT_PATH, openGroupChat } from "./group-chat";
import { refusesConnection, type SocketSession, type SocketTransport } from "./socket";

const SOCKETS: Record<string, SocketName> = {
  [GROUP_CHAT_PATH]: "groupChatSocket",
  [COMFYUI_SOCKET_PATH]: "comfyUiSocket",
};

function transportOf(socket: WebSocket): SocketTransport {
  return {
    send: (text) => socket.send(text),
    close: (code, reason) => socket.close(code, reason),
    drop: () => socket.terminate(),
    get open() {
      return socket.readyState === socket.OPEN;
    },
  };
}

export interface AttachedSockets {
  /** Ends every open socket (the HTTP server's close does not see upgraded connections). */
  close(): void;
}

/** Serves the console's sockets on `server`; other upgrade requests are refused with 404. */
export function attachSockets(server: Server): AttachedSockets {
  // The subprotocol the client offers (the group chat's uid) is accepted as it is.
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });

  server.on("upgrade", (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const name = SOCKETS[url.pathname];
    if (!name) {
      stream.end("HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
      return;
    }
    const client = faultClientOf({
      get: (header) => {
        const value = request.headers[header.toLowerCase()];
        return Array.isArray(value) ? value.join("; ") : value;
      },
    });
    // The armed `offline` fault: the handshake never completes (the client sees 1006).
    if (refusesConnection(name, client)) {
      stream.destroy();
      return;
    }
    wss.handleUpgrade(request, stream, head, (socket) => {
      const transport = transportOf(socket);
      const session: SocketSession =
        name === "groupChatSocket"
          ? openGroupChat(transport, { protocols: socket.protocol || undefined, client })
          : openComfyUi(transport, { url, client });
      socket.on("message", (data, isBinary) => {
        session.message(isBinary ? data : data.toString());
      });
      socket.on("close", () => session.close());
      socket.on("error", (error) => console.error("[mock] socket error:", error));
    });
  });

  // Compile the frame schemas now rather than on a tester's first frame (about a second).
  setImmediate(() => frameProblems("GroupChatFrame", {}) && frameProblems("ComfyUiFrame", {}));

  return {
    close: () => wss.clients.forEach((socket) => socket.terminate()),
  };
}
