/** E-mail subscriptions (emailCollect): one per address, confirmed by an e-mail the first time. */
import type { MockState } from "../../core/state";
import { sendMail } from "../accounts/mailbox";

/** Subscribes a normalized address; an address already subscribed changes nothing. */
export async function subscribe(state: MockState, email: string): Promise<void> {
  if (state.db.subscriptions.findFirst((q) => q.where({ email }))) return;
  await state.db.subscriptions.create({ email, created_at: state.now() });
  await sendMail(state, {
    to: email,
    kind: "subscription",
    subject: "You are subscribed / 订阅成功",
    text: "Thanks for subscribing: news of the community and the creator programme will come to this address.\n感谢订阅：社区与创作者激励计划的最新消息将发送到此邮箱。",
  });
}
