/**
 * How fast the socket mocks answer: the AI characters' reply after a group line, and each progress
 * step of a render (25 steps ≈ 1 s). Tests may set both to 0 (setSocketTiming) and put them back
 * with resetSocketTiming; every runtime starts with the defaults.
 */
export interface SocketTiming {
  aiReplyMs: number;
  renderStepMs: number;
}

export const DEFAULT_SOCKET_TIMING: Readonly<SocketTiming> = { aiReplyMs: 400, renderStepMs: 40 };

export const socketTiming: SocketTiming = { ...DEFAULT_SOCKET_TIMING };

export function setSocketTiming(timing: Partial<SocketTiming>): void {
  Object.assign(socketTiming, timing);
}

export function resetSocketTiming(): void {
  Object.assign(socketTiming, DEFAULT_SOCKET_TIMING);
}
