/** The made-up signed-in user the component tests render as, and its session in the mock backend. */
import type { SessionUser } from "@/generated/model";
import { state } from "@mocks/testing";

/**
 * The creator (user 1001), signed in without a sign-in call: tests/setup.ts opens this session in
 * the mock backend after each reset (openFixtureSession), so the calls of a login-required page
 * accept it. Without it they answered code 100, and the page went to sign-in as soon as they
 * returned: a race with the test's own checks, lost under load.
 */
export const creator: SessionUser = {
  user_id: "1001",
  verify_session: "sess-creator",
  user_name: "Creator",
  user_url: "",
  email: "creator@example.com",
};

/** Opens the `creator` fixture's session in the mock backend (after each reset). */
export async function openFixtureSession(): Promise<void> {
  await state().db.sessions.create({
    token: creator.verify_session,
    user_id: creator.user_id,
    created_at: state().now(),
    ended: false,
  });
}
