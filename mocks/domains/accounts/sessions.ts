/**
 * Sign-in (decision 0002): five failures a UTC day lock the address until the next day (1315); a
 * blocked account is refused (1317); otherwise a new session.
 */
import { ResultCode } from "@/generated/model";
import type { MockState } from "../../core/state";
import type { SessionRecord, UserRecord } from "../../db/accounts";
import { AUTH_LIMITS } from "./limits";
import { findUserByEmail, utcDay } from "./queries";
import { newSessionToken } from "./secrets";

/** Signs a normalized address in: the new session, or the result code that refuses it. */
export async function signIn(
  state: MockState,
  email: string,
  password: string,
): Promise<{ user: UserRecord; session: SessionRecord } | { code: number }> {
  const day = utcDay(state.now());
  const failures = state.db.loginFailures.findFirst((q) => q.where({ email, day }));
  if (failures && failures.count >= AUTH_LIMITS.failedSignInsPerDay)
    return { code: ResultCode.LoginDailyLimit };

  const user = findUserByEmail(state, email);
  if (!user || user.password !== password) {
    if (failures) {
      await state.db.loginFailures.update((q) => q.where({ email, day }), {
        data(record) {
          record.count += 1;
        },
      });
    } else {
      await state.db.loginFailures.create({ email, day, count: 1 });
    }
    return { code: ResultCode.WrongCredentials };
  }
  if (user.blocked) return { code: ResultCode.AccountAbnormalContact };

  const session = await state.db.sessions.create({
    token: newSessionToken(),
    user_id: user.user_id,
    created_at: state.now(),
    ended: false,
  });
  return { user, session };
}
