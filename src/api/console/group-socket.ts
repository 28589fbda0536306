/**
 * The group chat's live connection (inspect-console.md §4, §7; decisions.md §2: WebSocket
 * /ws/groupchat on the API origin, subprotocol = the player's uid). Frames carry timestamp,
 * request_id and one payload; a response carries its request's request_id. Every incoming frame is
 * checked (frames.ts): a malformed one is refused and reported, never acted on. When the connection
 * comes back after a drop, the first frame says who this client is (reconnection_request with the
 * group, the uid and the client type), then the page resyncs.
 */
import {
  GroupClientType,
  type ClientSendMsgRequest,
  type CreateChatGroupRequest,
  type GroupChatFrame,
  type GroupUsersRequest,
  type JoinChatGroupRequest,
} from "@/generated/model";
import { checkGroupFrame } from "./frames";
import {
  DEFAULT_BACKOFF,
  LiveConnection,
  socketUrl,
  type Backoff,
  type ConnectionState,
} from "./live-connection";

export const GROUP_CHAT_PATH = "/ws/groupchat";

/** What the console sends, by payload key. */
export interface GroupRequests {
  create_chat_group_request: CreateChatGroupRequest;
  join_chat_group_request: JoinChatGroupRequest;
  group_users_request: GroupUsersRequest;
  client_send_msg_request: ClientSendMsgRequest;
}

export interface GroupSocketHandlers {
  onState: (state: ConnectionState) => void;
  onFrame: (frame: GroupChatFrame) => void;
  /** A frame that is not JSON or breaks the schema arrived (it was ignored). */
  onMalformed: () => void;
  /** The connection opened: the first time (`reopened` false) or again after a drop. */
  onOpen: (reopened: boolean) => void;
}

export interface GroupSocketOptions {
  backoff?: Backoff;
  /** The socket's address (default: /ws/groupchat on the app's origin). */
  url?: string;
}

export class GroupSocket {
  private readonly connection: LiveConnection;
  private groupId: number | undefined;
  private sequence = 0;

  constructor(
    private readonly uid: number,
    handlers: GroupSocketHandlers,
    { backoff = DEFAULT_BACKOFF, url = socketUrl(GROUP_CHAT_PATH) }: GroupSocketOptions = {},
  ) {
    this.connection = new LiveConnection(
      url,
      [String(uid)],
      {
        onState: handlers.onState,
        onMessage: (data) => {
          const checked = checkGroupFrame(data);
          if (checked.ok) handlers.onFrame(checked.frame);
          else handlers.onMalformed();
        },
        onOpen: (reopened) => {
          if (reopened && this.groupId !== undefined) {
            this.send("reconnection_request", {
              group_id: this.groupId,
              uid: this.uid,
              client_type: GroupClientType.UserPlayer,
            });
          }
          handlers.onOpen(reopened);
        },
      },
      backoff,
    );
  }

  get state(): ConnectionState {
    return this.connection.current;
  }

  /** The group a reconnection names (set once the group is known). */
  setGroup(groupId: number): void {
    this.groupId = groupId;
  }

  /**
   * Sends a request; its request_id (to match the response), or undefined when the connection is
   * not live and nothing was sent.
   */
  send<K extends keyof GroupRequests | "reconnection_request">(
    key: K,
    payload: K extends keyof GroupRequests
      ? GroupRequests[K]
      : Extract<GroupChatFrame, { reconnection_request: unknown }>["reconnection_request"],
  ): string | undefined {
    this.sequence += 1;
    const requestId = `${this.uid}-${Date.now().toString(36)}-${this.sequence}`;
    const frame = { timestamp: Date.now(), request_id: requestId, [key]: payload };
    return this.connection.send(JSON.stringify(frame)) ? requestId : undefined;
  }

  reconnect(): void {
    this.connection.reconnect();
  }

  close(): void {
    this.connection.close();
  }
}
